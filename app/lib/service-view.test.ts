import { describe, expect, it } from "vitest";

import { serviceSlugs, serviceView } from "./service-view";

describe("service pages", () => {
  it("gives every linked slug its own page with three providers or the surgeons", () => {
    for (const slug of serviceSlugs()) {
      const view = serviceView(slug)!;
      expect(view.slug).toBe(slug);
      expect(view.providers.length + view.surgeons.length).toBeGreaterThanOrEqual(3);
      expect(view.cities.length).toBeGreaterThan(0);
    }
  });

  it("picks the three highest-rated dentists who actually offer the treatment", () => {
    const view = serviceView("implants")!;
    expect(view.providers).toHaveLength(3);
    for (const d of view.providers) expect(d.services).toContain("Dental Implants");
    expect(view.providers[0]!.rating).toBeGreaterThanOrEqual(view.providers[2]!.rating);
  });

  it("has no page for an unknown slug (the route sends it to the fallback page)", () => {
    expect(serviceView("root-canal-deluxe")).toBeUndefined();
    expect(serviceView(undefined)).toBeUndefined();
  });
});
