import { describe, expect, it } from "vitest";

import { resolveServiceView, serviceSlugs } from "./service-view";

describe("service pages", () => {
  it("gives every linked slug its own page with three providers or the surgeons", () => {
    for (const slug of serviceSlugs()) {
      const { view, fallback } = resolveServiceView(slug);
      expect(fallback).toBe(false);
      expect(view.slug).toBe(slug);
      expect(view.providers.length + view.surgeons.length).toBeGreaterThanOrEqual(3);
      expect(view.cities.length).toBeGreaterThan(0);
    }
  });

  it("picks the three highest-rated dentists who actually offer the treatment", () => {
    const { view } = resolveServiceView("implants");
    expect(view.providers).toHaveLength(3);
    for (const d of view.providers) expect(d.services).toContain("Dental Implants");
    expect(view.providers[0]!.rating).toBeGreaterThanOrEqual(view.providers[2]!.rating);
  });

  it("falls back to Invisalign for an unknown slug", () => {
    const { view, fallback } = resolveServiceView("root-canal-deluxe");
    expect(fallback).toBe(true);
    expect(view.slug).toBe("invisalign");
    expect(view.priceRange).toBe("$6,000 - $9,000");
  });
});
