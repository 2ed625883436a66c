import { describe, expect, it } from "vitest";

import { ARTICLES } from "./articles";
import { CITIES, FOOTER_CITY_SLUGS } from "../../rules/listings/cities";
import { DENTISTS } from "./dentists";
import { EMERGENCY_PROVIDERS } from "./emergency-providers";
import { COMPARE_SERVICE_OPTIONS, DIRECTORY_SERVICE_OPTIONS, HOME_SERVICE_OPTIONS, SERVICE_NAMES } from "./services";
import { SURGEONS, SURGICAL_SERVICES } from "./surgery";
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

  it("gives every dentist a unique id, name, phone and e-mail", () => {
    expect(unique(DENTISTS.map((d) => d.id))).toBe(true);
    expect(unique(DENTISTS.map((d) => d.name))).toBe(true);
    expect(unique(DENTISTS.map((d) => d.phone))).toBe(true);
    expect(unique(DENTISTS.map((d) => d.email))).toBe(true);
  });

  it("has at least two dentists in every city, and none elsewhere", () => {
    for (const city of CITIES) {
      expect(DENTISTS.filter((d) => d.citySlug === city.slug).length, city.name).toBeGreaterThanOrEqual(2);
    }
    for (const dentist of DENTISTS)
      expect(
        CITIES.some((c) => c.slug === dentist.citySlug),
        dentist.id,
      ).toBe(true);
  });

  it("keeps ratings between 1 and 5 and review counts whole", () => {
    for (const d of DENTISTS) {
      expect(d.rating).toBeGreaterThanOrEqual(1);
      expect(d.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(d.reviews)).toBe(true);
    }
    for (const s of SURGEONS) expect(s.rating).toBeLessThanOrEqual(5);
  });

  it("lists only catalogued services, and marks emergency dentists consistently", () => {
    for (const d of DENTISTS) {
      for (const service of d.services) expect(SERVICE_NAMES, d.id).toContain(service);
      expect(d.emergency, d.id).toBe(d.services.includes("Emergency Care"));
    }
  });

  it("finds someone for every service a filter or select offers", () => {
    const offers = (label: string) =>
      DENTISTS.some((d) => d.services.some((s) => s.toLowerCase().includes(label.toLowerCase())));
    for (const label of [...HOME_SERVICE_OPTIONS, ...DIRECTORY_SERVICE_OPTIONS, ...COMPARE_SERVICE_OPTIONS]) {
      expect(offers(label), label).toBe(true);
    }
  });

  it("has the spec's counts of emergency providers, surgical services and surgeons", () => {
    expect(EMERGENCY_PROVIDERS.map((p) => p.citySlug).sort()).toEqual(["auckland", "christchurch", "wellington"]);
    expect(SURGICAL_SERVICES).toHaveLength(6);
    expect(SURGEONS).toHaveLength(3);
  });

  it("has more articles than the blog shows at first, with unique slugs, and a team", () => {
    expect(ARTICLES.length).toBeGreaterThan(7);
    expect(unique(ARTICLES.map((a) => a.slug))).toBe(true);
    expect(TEAM.length).toBeGreaterThanOrEqual(3);
  });
});
