import { describe, expect, it } from "vitest";

import { DENTISTS } from "../content/dentists";
import { COMPARE_SERVICE_OPTIONS } from "../content/services";
import type { Dentist } from "../content/types";
import {
  compareFiltersFromSegment,
  compareSearch,
  compareStateFromUrl,
  createDirectoryIndex,
  directorySearch,
  directoryStateFromSearch,
  EMPTY_COMPARE_FILTERS,
  EMPTY_DIRECTORY_FILTERS,
  filterCompare,
  filterDirectory,
  nearbyDentists,
  queryDirectory,
  resolveCity,
  serviceCounts,
  togglePayment,
  type DirectoryFilters,
} from "./dentist-filters";

const dentist = (over: Partial<Dentist>): Dentist => ({
  id: "x",
  name: "Dr X",
  practice: "X Dental",
  citySlug: "auckland",
  address: "1 Queen Street, Auckland",
  rating: 4.5,
  reviews: 10,
  services: ["General Dentistry"],
  phone: "(09) 555 0000",
  email: "x@example.co.nz",
  website: "https://example.co.nz",
  priceTier: "$$",
  priceRange: "$100 – $200",
  hours: "Mon–Fri 8am–5pm",
  emergency: false,
  description: "",
  specialties: [],
  experience: "5 years",
  funding: { acc: true, workAndIncome: false, under18: false, southernCross: false, nibFirstChoice: false },
  acceptingNewPatients: true,
  checkedOn: "2026-10-01",
  source: "Confirmed by phone with the practice",
  ...over,
});

const SAMPLE = [
  dentist({ id: "a", name: "Dr Anna Brown", rating: 4.9, reviews: 50, services: ["Invisalign", "Cosmetic Dentistry"] }),
  dentist({ id: "b", name: "Dr Ben Cole", citySlug: "taupo", rating: 4.9, reviews: 80, priceTier: "$" }),
  dentist({
    id: "c",
    name: "Dr Cara Dunn",
    practice: "Lakeside Smiles",
    citySlug: "wellington",
    rating: 4.2,
    reviews: 300,
    services: ["Root Canal Treatment", "Emergency Care", "Teeth Whitening", "Dental Implants"],
    priceTier: "$$$",
  }),
];

const ids = (list: Dentist[]) => list.map((d) => d.id);

describe("the directory filter", () => {
  it("shows everyone by rating when no filter is set, more reviews breaking ties", () => {
    expect(ids(filterDirectory(SAMPLE, EMPTY_DIRECTORY_FILTERS))).toEqual(["b", "a", "c"]);
  });

  it("matches the name search as a case-insensitive substring of the dentist or practice name", () => {
    expect(ids(filterDirectory(SAMPLE, { ...EMPTY_DIRECTORY_FILTERS, query: "aNNa" }))).toEqual(["a"]);
    expect(ids(filterDirectory(SAMPLE, { ...EMPTY_DIRECTORY_FILTERS, query: "lakeside" }))).toEqual(["c"]);
    expect(filterDirectory(SAMPLE, { ...EMPTY_DIRECTORY_FILTERS, query: "zzz" })).toEqual([]);
  });

  it("finds Taupō whether the location is typed with or without the macron, as a slug or a name", () => {
    for (const location of ["taupo", "Taupo", "TAUPŌ", "Taupō"]) {
      expect(ids(filterDirectory(SAMPLE, { ...EMPTY_DIRECTORY_FILTERS, location }))).toEqual(["b"]);
    }
  });

  it("matches a location that is not a city as a substring of the address", () => {
    expect(ids(filterDirectory(SAMPLE, { ...EMPTY_DIRECTORY_FILTERS, location: "queen street" }))).toHaveLength(3);
  });

  it("matches a service as a substring of any listed service (Cosmetic, Root Canal)", () => {
    expect(ids(filterDirectory(SAMPLE, { ...EMPTY_DIRECTORY_FILTERS, service: "Cosmetic" }))).toEqual(["a"]);
    expect(ids(filterDirectory(SAMPLE, { ...EMPTY_DIRECTORY_FILTERS, service: "root canal" }))).toEqual(["c"]);
  });

  it("finds a town typed in the search box, with or without its macron", () => {
    for (const query of ["Taupo", "taupō", "TAUPŌ"]) {
      expect(ids(filterDirectory(SAMPLE, { ...EMPTY_DIRECTORY_FILTERS, query }))).toEqual(["b"]);
    }
  });

  it("keeps only dentists offering every chosen way to pay", () => {
    const funded = [
      dentist({ id: "acc-only" }),
      dentist({ id: "both", funding: { ...dentist({}).funding, under18: true } }),
      dentist({ id: "none", funding: { ...dentist({}).funding, acc: false }, acceptingNewPatients: false }),
    ];
    const by = (payment: DirectoryFilters["payment"]) =>
      ids(filterDirectory(funded, { ...EMPTY_DIRECTORY_FILTERS, sort: "name", payment }));
    expect(by([])).toEqual(["acc-only", "both", "none"]);
    expect(by(["acc"])).toEqual(["acc-only", "both"]);
    expect(by(["acc", "under18"])).toEqual(["both"]);
    expect(by(["new-patients"])).toEqual(["acc-only", "both"]);
  });

  it("sorts by reviews, name and location", () => {
    const sorted = (sort: "reviews" | "name" | "location") =>
      ids(filterDirectory(SAMPLE, { ...EMPTY_DIRECTORY_FILTERS, sort }));
    expect(sorted("reviews")).toEqual(["c", "b", "a"]);
    expect(sorted("name")).toEqual(["a", "b", "c"]);
    expect(sorted("location")).toEqual(["a", "b", "c"]); // Auckland, Taupō, Wellington
  });

  it("combines filters over the real data: every result matches all of them", () => {
    const index = createDirectoryIndex(DENTISTS);
    const result = queryDirectory(index, {
      ...EMPTY_DIRECTORY_FILTERS,
      location: "auckland",
      service: "Invisalign",
      payment: ["acc"],
    });
    expect(result.length).toBeGreaterThan(0);
    for (const d of result) {
      expect(d.citySlug).toBe("auckland");
      expect(d.services).toContain("Invisalign");
      expect(d.funding.acc).toBe(true);
    }
    for (let i = 1; i < result.length; i++) expect(result[i - 1]!.rating).toBeGreaterThanOrEqual(result[i]!.rating);
  });
});

describe("the directory URL", () => {
  it("reads a city slug or a city name, and keeps an unknown service as given", () => {
    expect(directoryStateFromSearch(new URLSearchParams("location=Whangarei&service=Root Canal"))).toMatchObject({
      location: "whangarei",
      service: "Root Canal",
      sort: "rating",
      view: "grid",
    });
    expect(resolveCity("palmerston north")?.slug).toBe("palmerston-north");
    expect(resolveCity("Atlantis")).toBeUndefined();
  });

  it("round-trips a state, leaving defaults out", () => {
    const state = {
      query: "ngata",
      location: "taupo",
      service: "Invisalign",
      payment: ["acc", "under18"] as const,
      sort: "name" as const,
      view: "list" as const,
    };
    expect(directoryStateFromSearch(directorySearch(state))).toEqual(state);
    expect(directorySearch({ ...EMPTY_DIRECTORY_FILTERS, view: "grid" }).toString()).toBe("");
  });

  it("writes ways to pay as ?acc=1 in a fixed order, and ignores values other than 1", () => {
    const state = directoryStateFromSearch(new URLSearchParams("under18=1&acc=1&nib=yes"));
    expect(state.payment).toEqual(["acc", "under18"]);
    expect(directorySearch({ ...state, payment: ["under18", "acc"] }).toString()).toBe("acc=1&under18=1");
  });

  it("turns one way to pay on or off without disturbing the others", () => {
    expect(togglePayment(["under18"], "acc", true)).toEqual(["acc", "under18"]);
    expect(togglePayment(["acc", "under18"], "acc", false)).toEqual(["under18"]);
    expect(togglePayment(["acc"], "acc", true)).toEqual(["acc"]);
  });
});

describe("the compare filter", () => {
  it("filters by location, exact service and exact price tier", () => {
    expect(ids(filterCompare(SAMPLE, { location: "Wellington", service: "", price: "", payment: [] }))).toEqual(["c"]);
    expect(ids(filterCompare(SAMPLE, { location: "", service: "Invisalign", price: "", payment: [] }))).toEqual(["a"]);
    expect(ids(filterCompare(SAMPLE, { location: "", service: "Cosmetic", price: "", payment: [] }))).toEqual([]);
    expect(ids(filterCompare(SAMPLE, { location: "", service: "", price: "$", payment: [] }))).toEqual(["b"]);
    expect(filterCompare(SAMPLE, { location: "Auckland", service: "", price: "$$$", payment: [] })).toEqual([]);
  });

  it("filters by ways to pay and keeps them in the URL beside the other filters", () => {
    const withNib = [...SAMPLE, dentist({ id: "n", funding: { ...dentist({}).funding, nibFirstChoice: true } })];
    expect(ids(filterCompare(withNib, { ...EMPTY_COMPARE_FILTERS, payment: ["nib"] }))).toEqual(["n"]);
    const params = compareSearch({ ...EMPTY_COMPARE_FILTERS, location: "Auckland", payment: ["nib", "winz"] });
    expect(params.toString()).toBe("location=Auckland&winz=1&nib=1");
    expect(compareStateFromUrl(undefined, params, COMPARE_SERVICE_OPTIONS).payment).toEqual(["winz", "nib"]);
  });

  it("reads /compare/{filter} as a city or a service slug", () => {
    expect(compareFiltersFromSegment("auckland", COMPARE_SERVICE_OPTIONS)).toEqual({ location: "Auckland" });
    expect(compareFiltersFromSegment("invisalign", COMPARE_SERVICE_OPTIONS)).toEqual({ service: "Invisalign" });
    expect(compareFiltersFromSegment("implants", COMPARE_SERVICE_OPTIONS)).toEqual({ service: "Dental Implants" });
    expect(compareFiltersFromSegment("nonsense", COMPARE_SERVICE_OPTIONS)).toBeUndefined();
  });

  it("lets the query string override the path segment", () => {
    const state = compareStateFromUrl(
      "auckland",
      new URLSearchParams("service=Invisalign&price=$$"),
      COMPARE_SERVICE_OPTIONS,
    );
    expect(state).toEqual({ location: "Auckland", service: "Invisalign", price: "$$", payment: [] });
    expect(compareStateFromUrl("auckland", new URLSearchParams("location="), COMPARE_SERVICE_OPTIONS).location).toBe(
      "",
    );
  });
});

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
