import { describe, expect, it } from "vitest";

import {
  canonicalCompareSegment,
  compareFiltersFromSegment,
  compareHref,
  compareQuery,
  compareSegments,
  directoryHref,
  directoryQuery,
  EMPTY_COMPARE_STATE,
  EMPTY_DIRECTORY_STATE,
  formatLatLng,
  parseCompareUrl,
  parseDirectoryUrl,
  parseLatLng,
  togglePick,
} from "./directory-url";

const directory = (query: string) => parseDirectoryUrl(new URLSearchParams(query));
/** Parse, then write back: what a link to this state looks like. */
const roundTrip = (query: string) => directoryHref(directory(query));

describe("directory URLs", () => {
  it("an empty query is the whole directory, best rated first, first page", () => {
    expect(directory("")).toEqual(EMPTY_DIRECTORY_STATE);
    expect(directoryHref(EMPTY_DIRECTORY_STATE)).toBe("/directory");
  });

  it("every parameter accepted before issue 21 still means what it meant", () => {
    const state = directory(
      "q=chen&location=auckland&service=Invisalign&acc=1&winz=1&under18=1&southern-cross=1&nib=1&new-patients=1&sort=name&view=list",
    );
    expect(state).toMatchObject({
      q: "chen",
      location: "auckland",
      service: "Invisalign",
      payment: ["acc", "winz", "under18", "southern-cross", "nib", "new-patients"],
      sort: "name",
      view: "list",
    });
    expect(directoryQuery(state)).toMatchObject({
      text: "chen",
      location: "auckland",
      service: "Invisalign",
      payment: ["acc", "winz", "under18", "southern-cross", "nib", "new-patients"],
      sort: "name",
      page: 1,
      pageSize: 20,
    });
  });

  it("a city written by name, with or without its macron, becomes its slug; other places stay as typed", () => {
    expect(directory("location=Whangarei").location).toBe("whangarei");
    expect(directory("location=Whang%C4%81rei").location).toBe("whangarei");
    expect(directory("location=TAUPO").location).toBe("taupo");
    expect(directory("location=Ponsonby").location).toBe("Ponsonby");
  });

  it("reads the new filters: page, near, open now, weekends, after 5 pm, languages, wheelchair access", () => {
    const state = directory("near=Ponsonby&open=now&weekends=1&after5=1&lang=Samoan&lang=Tongan&wheelchair=1&page=3");
    expect(directoryQuery(state, { lat: -36.85, lng: 174.74 })).toEqual({
      text: undefined,
      location: undefined,
      near: { lat: -36.85, lng: 174.74 },
      service: undefined,
      payment: undefined,
      openNow: true,
      openWeekends: true,
      openAfter5pm: true,
      languages: ["Samoan", "Tongan"],
      wheelchair: true,
      sort: "distance",
      page: 3,
      pageSize: 20,
    });
  });

  it("a place to measure from makes nearest-first the default, and the URL says so only when it differs", () => {
    expect(directory("near=Ponsonby").sort).toBe("distance");
    expect(roundTrip("near=Ponsonby&sort=distance")).toBe("/directory?near=Ponsonby");
    expect(roundTrip("near=Ponsonby&sort=rating")).toBe("/directory?near=Ponsonby&sort=rating");
    expect(roundTrip("sort=distance")).toBe("/directory?sort=distance");
    expect(roundTrip("sort=rating")).toBe("/directory");
  });

  it("writes a state back in a stable order, defaults left out, so the same search is the same link", () => {
    expect(roundTrip("nib=1&acc=1&view=grid&page=1&q=x")).toBe("/directory?q=x&acc=1&nib=1");
    expect(roundTrip("lang=Samoan&open=now&page=2&view=list")).toBe("/directory?open=now&lang=Samoan&view=list&page=2");
  });

  it("nonsense in the URL falls back to the default instead of failing", () => {
    expect(directory("page=0").page).toBe(1);
    expect(directory("page=-2").page).toBe(1);
    expect(directory("page=2.5").page).toBe(1);
    expect(directory("page=abc").page).toBe(1);
    expect(directory("sort=price").sort).toBe("rating");
    expect(directory("view=table").view).toBe("grid");
    expect(directory("open=1").openNow).toBe(false);
    expect(directory("acc=yes").payment).toEqual([]);
    expect(directory(`q=${"a".repeat(500)}`).q).toHaveLength(100);
  });

  it("languages: each once (ignoring case and macrons), blanks dropped, at most eight", () => {
    expect(directory("lang=Te%20reo%20M%C4%81ori&lang=te%20reo%20maori&lang=&lang=%20Samoan%20").languages).toEqual([
      "Te reo Māori",
      "Samoan",
    ]);
    const many = Array.from({ length: 12 }, (_, i) => `lang=L${i}`).join("&");
    expect(directory(many).languages).toHaveLength(8);
  });

  it("open on a weekday: day=sat, in any case, is asked of the server and written back short; nonsense is any day", () => {
    expect(directory("day=SAT").openOn).toBe("sat");
    expect(directoryQuery(directory("day=sat"))).toMatchObject({ openOn: "sat" });
    expect(roundTrip("day=Sun&lang=Samoan")).toBe("/directory?day=sun&lang=Samoan");
    expect(directory("day=someday").openOn).toBe("");
    expect(directoryQuery(directory("day=someday")).openOn).toBeUndefined();
    const compare = parseCompareUrl(undefined, new URLSearchParams("lang=Samoan&day=sat&lang=samoan"));
    expect(compare).toMatchObject({ languages: ["Samoan"], openOn: "sat" });
    expect(compareQuery(compare)).toMatchObject({ languages: ["Samoan"], openOn: "sat" });
    expect(compareHref(compare)).toBe("/compare?lang=Samoan&day=sat");
  });

  it("'Use my location' coordinates are read back to a point; place names are not coordinates", () => {
    expect(parseLatLng("-36.848,174.763")).toEqual({ lat: -36.848, lng: 174.763 });
    expect(parseLatLng(" -41.3 , 174.78 ")).toEqual({ lat: -41.3, lng: 174.78 });
    expect(parseLatLng("Ponsonby")).toBeUndefined();
    expect(parseLatLng("1010")).toBeUndefined();
    expect(parseLatLng("-95,174")).toBeUndefined();
    expect(formatLatLng({ lat: -36.848512, lng: 174.7633 })).toBe("-36.849,174.763");
  });
});

describe("compare URLs", () => {
  const compare = (segment: string | undefined, query = "") => parseCompareUrl(segment, new URLSearchParams(query));

  it("/compare/{city} and /compare/{service} pre-select it; aliases name their service", () => {
    expect(compare("auckland")).toMatchObject({ location: "Auckland", service: "" });
    expect(compare("invisalign")).toMatchObject({ location: "", service: "Invisalign" });
    expect(compare("implants").service).toBe("Dental Implants");
    expect(compare("emergency-dentist").service).toBe("Emergency Care");
    expect(compare("root-canal-treatment").service).toBe("Root Canal Treatment");
    expect(compareFiltersFromSegment("atlantis")).toBeUndefined();
    expect(canonicalCompareSegment("implants")).toBe("dental-implants");
    expect(canonicalCompareSegment("auckland")).toBe("auckland");
  });

  it("the query string wins over the segment, and a city in any spelling shows by its name", () => {
    expect(compare("auckland", "location=wellington").location).toBe("Wellington");
    expect(compare(undefined, "location=whangarei").location).toBe("Whangārei");
    expect(compare("auckland", "location=").location).toBe("");
  });

  it("reads price, ways to pay and page, and writes them back in a stable order", () => {
    const state = compare(undefined, "winz=1&price=%24%24&location=Auckland&page=2&price=nope");
    expect(state).toMatchObject({ price: "$$", payment: ["winz"], page: 2 });
    expect(compareHref(state)).toBe("/compare?location=Auckland&price=%24%24&winz=1&page=2");
    expect(compareQuery(state)).toMatchObject({ location: "Auckland", price: "$$", payment: ["winz"], page: 2 });
    expect(compare(undefined, "price=cheap").price).toBe("");
  });

  it("picks two or three dentists to see side by side: each once, valid ids only, at most three", () => {
    expect(compare(undefined, "pick=a-dental&pick=b-dental&pick=a-dental&pick=%3Cscript%3E").picks).toEqual([
      "a-dental",
      "b-dental",
    ]);
    expect(compare(undefined, "pick=a&pick=b&pick=c&pick=d").picks).toEqual(["a", "b", "c"]);
    const two = togglePick({ ...EMPTY_COMPARE_STATE, picks: ["a"] }, "b");
    expect(two.picks).toEqual(["a", "b"]);
    expect(togglePick(two, "a").picks).toEqual(["b"]);
    expect(togglePick({ ...EMPTY_COMPARE_STATE, picks: ["a", "b", "c"] }, "d").picks).toEqual(["a", "b", "c"]);
    expect(compareHref(two)).toBe("/compare?pick=a&pick=b");
  });
});

describe("near", () => {
  it("a place typed in the box wins over 'Use my location' coordinates sent with it; blanks are skipped", () => {
    expect(parseDirectoryUrl(new URLSearchParams("near=&near=-36.85,174.76")).near).toBe("-36.85,174.76");
    expect(parseDirectoryUrl(new URLSearchParams("near=Ponsonby&near=-36.85,174.76")).near).toBe("Ponsonby");
  });
});

describe("compare addresses", () => {
  it("every city and every service has a /compare/{filter} page that reads back to it; aliases are not listed", () => {
    const segments = compareSegments();
    expect(segments).toHaveLength(22 + 15);
    for (const segment of segments) expect(compareFiltersFromSegment(segment), segment).toBeDefined();
    expect(segments).toContain("children-s-dentistry");
    expect(segments).not.toContain("implants");
  });
});
