import { describe, expect, it } from "vitest";

import { CITY_OPTIONS, PARTNER_CITY_OPTIONS } from "../../../forms/options";
import { CITIES } from "../../../rules/listings/cities";

describe("the forms' cities", () => {
  it("are the site's 22 cities, slugs as values and official names as labels", () => {
    expect(CITY_OPTIONS.map((c) => [c.value, c.label])).toEqual(CITIES.map((c) => [c.slug, c.name]));
  });

  it("are the same 22 in the partner form, in another order", () => {
    const sorted = (list: typeof CITY_OPTIONS) => [...list].sort((a, b) => a.value.localeCompare(b.value));
    expect(sorted(PARTNER_CITY_OPTIONS)).toEqual(sorted(CITY_OPTIONS));
    expect(PARTNER_CITY_OPTIONS.map((c) => c.value)).not.toEqual(CITY_OPTIONS.map((c) => c.value));
  });
});
