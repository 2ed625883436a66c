import { describe, expect, it } from "vitest";

import { findCity } from "../../rules/listings/cities";
import { EMPTY_DIRECTORY_STATE, type DirectoryState } from "../../rules/listings/directory-url";
import { week } from "../../rules/listings/hours-editing";
import { nearestBeyondFilters } from "../../rules/listings/nearest-match";
import { createPlaceDirectory } from "../places/directory";
import { distanceKm } from "../places/distance";
import { createSnapshotReader } from "./snapshot-reader";
import { testDentist, testSnapshot } from "../../tests/server/test-listings";

/** Issue 38 item 6: a search that finds nobody names the nearest dentist beyond its filters. */

const SAMOAN = ["English", "Samoan"];
const reader = createSnapshotReader({
  snapshot: async () =>
    testSnapshot({
      dentists: [
        testDentist("gisborne", { citySlug: "gisborne" }),
        testDentist("napier-samoan", { name: "Dr Sina Tuilagi", citySlug: "napier", languages: SAMOAN }),
        testDentist("auckland-samoan", { citySlug: "auckland", languages: SAMOAN }),
        testDentist("hastings-saturday", {
          citySlug: "hastings",
          openingHours: week("Mon–Fri 08:00–17:00; Sat 09:00–12:00"),
        }),
      ],
    }),
  // No places table: the places the listings name (each city's "1 Main Street, {City}") are the places.
  places: createPlaceDirectory([]),
});
const NOW = new Date("2026-11-25T02:00:00Z"); // Wednesday 3 pm in New Zealand
const search = (state: Partial<DirectoryState>) =>
  nearestBeyondFilters(reader, { ...EMPTY_DIRECTORY_STATE, ...state }, NOW);

describe("nearestBeyondFilters", () => {
  it("no Samoan-speaking dentist in Gisborne: the nearest one elsewhere, how far, and the place let go", async () => {
    const found = await search({ location: "gisborne", languages: ["Samoan"] });
    const gisborne = findCity("gisborne")!;
    const napier = findCity("napier")!;
    expect(found).toMatchObject({
      dentist: { id: "napier-samoan", name: "Dr Sina Tuilagi", cityName: "Napier" },
      from: "Gisborne",
      dropped: ["in Gisborne"],
    });
    expect(found?.distanceKm).toBeCloseTo(distanceKm(gisborne, napier), 3);
    // The link keeps the language and measures from Gisborne: the directory sorts nearest first.
    expect(found?.href).toBe("/directory?near=Gisborne&lang=Samoan");
  });

  it("a city with no dentist at all: the nearest dentist anywhere", async () => {
    const whanganui = findCity("wanganui")!;
    const nearest = ["gisborne", "napier", "auckland", "hastings"]
      .map((slug) => ({ slug, km: distanceKm(whanganui, findCity(slug)!) }))
      .sort((a, b) => a.km - b.km)[0]!;
    const found = await search({ location: "wanganui" });
    expect(found).toMatchObject({ dentist: { citySlug: nearest.slug }, dropped: ["in Whanganui"] });
    expect(found?.distanceKm).toBeCloseTo(nearest.km, 3);
  });

  it("keeps the place when letting go of another filter finds someone there", async () => {
    // Napier has a dentist, but none offers orthodontics: that dentist, without the service.
    const found = await search({ location: "napier", service: "Orthodontics" });
    expect(found).toMatchObject({ dentist: { id: "napier-samoan" }, dropped: ["Orthodontics"] });
    expect(found?.distanceKm).toBeCloseTo(0, 3);
  });

  it("lets go of one filter when the place is not the trouble: open on Saturday in Napier finds Hastings", async () => {
    const saturday = await search({ location: "napier", openOn: "sat" });
    expect(saturday).toMatchObject({ dentist: { id: "hastings-saturday" }, dropped: ["in Napier"] });
    // With no place, the hours are let go and the language kept.
    const sunday = await search({ languages: ["Samoan"], openNow: true, openOn: "sun" });
    expect(sunday?.dropped).toEqual(["open on Sunday"]);
    expect(sunday?.href).toBe("/directory?open=now&lang=Samoan");
    // Hours go first: closed at this hour, a Samoan speaker is named rather than an open dentist.
    const late = await nearestBeyondFilters(
      reader,
      { ...EMPTY_DIRECTORY_STATE, languages: ["Samoan"], openNow: true },
      new Date("2026-11-25T10:00:00Z"), // 11 pm
    );
    expect(late?.dropped).toEqual(["open now"]);
  });

  it("nothing to suggest: every way of letting one filter go still finds nobody, or leaves no search", async () => {
    expect(await search({ languages: ["Klingon"] })).toBeUndefined();
    expect(await search({ languages: ["Klingon"], service: "Orthodontics" })).toBeUndefined();
  });
});
