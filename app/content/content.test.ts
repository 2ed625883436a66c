import { describe, expect, it } from "vitest";

import { ARTICLES } from "./articles";
import { CITIES, FOOTER_CITY_SLUGS } from "../../rules/listings/cities";
import { SURGICAL_SERVICES } from "./surgery";
import { TEAM } from "./team";

const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe("the sample content", () => {
  it("serves the spec's 22 cities with unique ASCII slugs", () => {
    expect(CITIES).toHaveLength(22);
    expect(unique(CITIES.map((c) => c.slug))).toBe(true);
    for (const city of CITIES) expect(city.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const slug of FOOTER_CITY_SLUGS) expect(CITIES.some((c) => c.slug === slug)).toBe(true);
    expect(unique([...FOOTER_CITY_SLUGS])).toBe(true);
  });

  // The sample listings' own checks (every dentist, surgeon and clinic) are in server/listings/sample.
  it("has the spec's six surgical services", () => {
    expect(SURGICAL_SERVICES).toHaveLength(6);
  });

  it("has more articles than the blog shows at first, with unique slugs, and a team", () => {
    expect(ARTICLES.length).toBeGreaterThan(7);
    expect(unique(ARTICLES.map((a) => a.slug))).toBe(true);
    expect(TEAM.length).toBeGreaterThanOrEqual(3);
  });
});
