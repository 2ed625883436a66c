import { describe, expect, it } from "vitest";

import { slugify } from "../text";
import { CITIES, resolveCity } from "./cities";

describe("resolveCity: the city a person or a link names", () => {
  it("finds a city by its slug or its name, in any case, with or without macrons", () => {
    expect(resolveCity("whangarei")?.slug).toBe("whangarei");
    expect(resolveCity("Whangārei")?.slug).toBe("whangarei");
    expect(resolveCity("TAUPO")?.slug).toBe("taupo");
    expect(resolveCity("palmerston north")?.slug).toBe("palmerston-north");
    expect(resolveCity(" Palmerston-North ")?.slug).toBe("palmerston-north");
  });

  it("takes Whanganui by its slug's spelling and by its name's, stray punctuation and all", () => {
    for (const typed of ["wanganui", "Whanganui", "wanganui.", "Whanganui,", "WHANGANUI_"]) {
      expect(resolveCity(typed)?.name).toBe("Whanganui");
    }
  });

  it("names no city for a suburb, a postcode, a city's first letters or nothing", () => {
    for (const typed of ["Ponsonby", "0622", "palmerston", "", " ", "!!!"]) expect(resolveCity(typed)).toBeUndefined();
  });

  it("never names two cities: no spelling of one city is a spelling of another", () => {
    const spellings = CITIES.flatMap((c) => [...new Set([c.slug, slugify(c.name)])]);
    expect(new Set(spellings).size).toBe(spellings.length);
  });
});
