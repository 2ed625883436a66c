import { describe, expect, it } from "vitest";

import { DENTISTS } from "../content/dentists";
import { nearbyDentists, serviceCounts } from "./dentist-filters";

// The directory's and compare's filters are tested where they now live: rules/listings/directory-url.test.ts
// (the URL) and the ListingsReader's tests (the search itself).

describe("nearby dentists", () => {
  it("lists the same city first, then the nearest cities, never the dentist itself", () => {
    const taupo = DENTISTS.find((d) => d.citySlug === "taupo")!;
    const near = nearbyDentists(taupo, DENTISTS, 5);
    expect(near).toHaveLength(5);
    expect(near.map((d) => d.id)).not.toContain(taupo.id);
    const sameCity = DENTISTS.filter((d) => d.citySlug === "taupo").length - 1;
    expect(near.slice(0, sameCity).every((d) => d.citySlug === "taupo")).toBe(true);
    expect(near[sameCity]!.citySlug).not.toBe("taupo");
    expect(["rotorua", "napier", "hastings", "hamilton"]).toContain(near[sameCity]!.citySlug);
  });
});

describe("city service counts", () => {
  it("counts the city's dentists offering each directory service", () => {
    const auckland = DENTISTS.filter((d) => d.citySlug === "auckland");
    const counts = serviceCounts(auckland);
    expect(counts.map((c) => c.service)).toEqual([
      "General Dentistry",
      "Invisalign",
      "Dental Implants",
      "Teeth Whitening",
      "Emergency Care",
      "Cosmetic",
    ]);
    const invisalign = counts.find((c) => c.service === "Invisalign")!;
    expect(invisalign.count).toBe(auckland.filter((d) => d.services.includes("Invisalign")).length);
  });
});
