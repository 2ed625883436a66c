import { describe, expect, it } from "vitest";

import type { ResponseBandId } from "../../rules/response-bands";
import { createPlaceDirectory } from "../places/directory";
import { createSnapshotReader } from "./snapshot-reader";
import { testDentist, testPlace, testRatings, testSnapshot, testSurgeon } from "../../tests/server/test-listings";

// The directory's "Fastest to reply" (issue 22 item 5): practices with a band first, fastest band
// first, then the rest in the default order; every listing of a practice carries its band.

const PONSONBY = testPlace("Ponsonby", -36.856, 174.746, { postcode: "1011", citySlug: "auckland" });

const dentists = [
  testDentist("best-rated", { practiceId: "silent" }),
  testDentist("day", { practiceId: "daily" }),
  testDentist("quick-one", { practiceId: "quick" }),
  testDentist("quick-two", { practiceId: "quick" }),
  testDentist("three-days", { practiceId: "slowish" }),
  testDentist("unknown", { practiceId: "new" }),
];
/** Their verified reviews' averages (100 reviews each). */
const ratings = testRatings({
  "best-rated": 4.9,
  day: 4.1,
  "quick-one": 3.9,
  "quick-two": 4.6,
  "three-days": 4.8,
  unknown: 4.0,
});

/** An oral surgeon at the quick practice: the practice's band is theirs too. */
const surgeons = [testSurgeon("quick-surgeon", { practiceId: "quick" }), testSurgeon("other-surgeon")];

function readerWith(bands: Record<string, ResponseBandId>) {
  let current = new Map(Object.entries(bands));
  const reader = createSnapshotReader({
    snapshot: async () => testSnapshot({ dentists, surgeons }),
    places: createPlaceDirectory([PONSONBY]),
    responseBands: () => current,
    ratings: () => ratings,
  });
  return { reader, setBands: (next: Record<string, ResponseBandId>) => (current = new Map(Object.entries(next))) };
}

const ids = async (reader: ReturnType<typeof readerWith>["reader"], query = {}) =>
  (await reader.findDentists({ sort: "response", pageSize: 50, ...query })).items.map((d) => d.id);

describe("sorting by response", () => {
  it("lists the fastest band first, then slower bands, then the rest best rated first", async () => {
    const { reader } = readerWith({ quick: "2h", daily: "1d", slowish: "3d" });
    expect(await ids(reader)).toEqual(["quick-two", "quick-one", "day", "three-days", "best-rated", "unknown"]);
  });

  it("follows the bands as they change, without a new snapshot", async () => {
    const { reader, setBands } = readerWith({ quick: "2h" });
    expect((await ids(reader)).slice(0, 2)).toEqual(["quick-two", "quick-one"]);
    setBands({ daily: "2h", quick: "3d" });
    expect((await ids(reader)).slice(0, 3)).toEqual(["day", "quick-two", "quick-one"]);
  });

  it("with a place, the rest are nearest first and distances stay with their dentists", async () => {
    const near = testDentist("near", { practiceId: "new-near", lat: -36.857, lng: 174.747 });
    const far = testDentist("far", { practiceId: "quick-far", lat: -36.9, lng: 174.8 });
    const mid = testDentist("mid", { practiceId: "new-mid", lat: -36.87, lng: 174.76 });
    const reader = createSnapshotReader({
      snapshot: async () => testSnapshot({ dentists: [far, mid, near] }),
      places: createPlaceDirectory([PONSONBY]),
      responseBands: () => new Map([["quick-far", "1d"]]),
      ratings: () => testRatings({ near: 3.5, far: 5, mid: 4.9 }),
    });
    const page = await reader.findDentists({ sort: "response", location: "Ponsonby" });
    expect(page.items.map((d) => d.id)).toEqual(["far", "near", "mid"]);
    const [first, second] = page.items;
    expect(first?.distanceKm).toBeGreaterThan(second?.distanceKm ?? Infinity);
  });

  it("gives every listing of a practice its band: results, profiles, neighbours and surgeons", async () => {
    const { reader } = readerWith({ quick: "2h" });
    const page = await reader.findDentists({ sort: "rating", pageSize: 50 });
    const bands = Object.fromEntries(page.items.map((d) => [d.id, d.responseBand]));
    expect(bands).toMatchObject({ "quick-one": "2h", "quick-two": "2h", "best-rated": undefined });
    expect((await reader.dentist("quick-one"))?.responseBand).toBe("2h");
    expect((await reader.dentist("day"))?.responseBand).toBeUndefined();
    const neighbours = await reader.nearbyDentists("best-rated", 5);
    expect(neighbours.find((d) => d.id === "quick-two")?.responseBand).toBe("2h");
    const { items } = await reader.findSurgeons({});
    expect(Object.fromEntries(items.map((s) => [s.id, s.responseBand]))).toEqual({
      "quick-surgeon": "2h",
      "other-surgeon": undefined,
    });
    expect((await reader.surgeon("quick-surgeon"))?.responseBand).toBe("2h");
  });

  it("without bands at all, is the default order", async () => {
    const { reader } = readerWith({});
    expect(await ids(reader)).toEqual(await ids(reader, { sort: "rating" }));
  });
});
