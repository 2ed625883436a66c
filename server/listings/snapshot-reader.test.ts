import { describe, expect, it } from "vitest";

import type { DentistQuery } from "../../rules/api/listings";
import { isOpenAt } from "../../rules/listings/hours";
import { week } from "../../rules/listings/hours-editing";
import type { Dentist } from "../../rules/listings/types";
import { createPlaceDirectory } from "../places/directory";
import { distanceKm } from "../places/distance";
import { createSnapshotReader, PLACE_RADIUS_KM, type RatingsView } from "./snapshot-reader";
import type { ListingsSnapshot } from "./snapshot-types";
import {
  OFFICE_HOURS,
  testClinic,
  testDentist,
  testPlace,
  testRatings,
  testSnapshot,
  testSurgeon,
} from "../../tests/server/test-listings";

const PONSONBY = testPlace("Ponsonby", -36.856, 174.746, { postcode: "1011", citySlug: "auckland" });
const TAKAPUNA = testPlace("Takapuna", -36.7877, 174.7711, { postcode: "0622", citySlug: "auckland" });
const MOUNT_EDEN = testPlace("Mount Eden", -36.8775, 174.7592, { postcode: "1024", citySlug: "auckland" });
const OTAHUHU = testPlace("Ōtāhuhu", -36.9381, 174.8405, { postcode: "2024", citySlug: "auckland" });
const places = createPlaceDirectory([PONSONBY, TAKAPUNA, MOUNT_EDEN, OTAHUHU]);

function readerOf(snapshot: ListingsSnapshot | (() => ListingsSnapshot), ratings?: RatingsView) {
  return createSnapshotReader({
    snapshot: async () => (typeof snapshot === "function" ? snapshot() : snapshot),
    places,
    ...(ratings ? { ratings: () => ratings } : {}),
  });
}

async function ids(reader: ReturnType<typeof readerOf>, query: DentistQuery, now?: Date): Promise<string[]> {
  return (await reader.findDentists({ pageSize: 50, ...query }, now)).items.map((d) => d.id);
}

describe("findDentists: text", () => {
  const reader = readerOf(
    testSnapshot({
      dentists: [
        testDentist("aroha", { name: "Dr Aroha Ngata", practice: "Harbourside Dental", citySlug: "auckland" }),
        testDentist("lakeside", { name: "Dr Sam Lee", practice: "Lakeside Smiles", citySlug: "taupo" }),
        testDentist("northland", { name: "Dr Mere Kawiti", practice: "Northern Teeth", citySlug: "whangarei" }),
        testDentist("implants", {
          name: "Dr Ōrewa Smith",
          practice: "Bright Dental",
          citySlug: "hamilton",
          services: ["General Dentistry", "Dental Implants"],
        }),
      ],
    }),
  );

  it("finds dentists by their name, their practice, their city or a service, ignoring case and macrons", async () => {
    expect(await ids(reader, { text: "aroha" })).toEqual(["aroha"]);
    expect(await ids(reader, { text: "LAKESIDE" })).toEqual(["lakeside"]);
    expect(await ids(reader, { text: "taupo" })).toEqual(["lakeside"]);
    expect(await ids(reader, { text: "Taupō" })).toEqual(["lakeside"]);
    expect(await ids(reader, { text: "whangarei" })).toEqual(["northland"]);
    expect(await ids(reader, { text: "implants" })).toEqual(["implants"]);
    expect(await ids(reader, { text: "orewa" })).toEqual(["implants"]);
  });

  it("needs every word, in any field: 'aroha auckland' finds her, 'aroha taupo' finds nobody", async () => {
    expect(await ids(reader, { text: "  aroha   auckland " })).toEqual(["aroha"]);
    expect(await ids(reader, { text: "aroha taupo" })).toEqual([]);
  });

  it("an empty or blank text filters nothing", async () => {
    expect(await ids(reader, { text: "   " })).toHaveLength(4);
  });
});

describe("findDentists: location", () => {
  const ponsonby = testDentist("ponsonby", { lat: -36.857, lng: 174.747, address: "1 Ponsonby Road, Ponsonby" });
  const city = testDentist("city", { lat: -36.8485, lng: 174.7633, address: "212 Queen Street, Auckland Central" });
  const takapuna = testDentist("takapuna", { lat: -36.788, lng: 174.771, address: "61 Hurstmere Road, Takapuna" });
  const hamilton = testDentist("hamilton", { citySlug: "hamilton", address: "48 Victoria Street, Hamilton" });
  const taupo = testDentist("taupo", { citySlug: "taupo", address: "28 Tongariro Street, Taupō" });
  const reader = readerOf(testSnapshot({ dentists: [hamilton, takapuna, city, ponsonby, taupo] }));

  it("a city by slug or name, with or without macrons, gives that city's dentists", async () => {
    expect(await ids(reader, { location: "hamilton" })).toEqual(["hamilton"]);
    expect(await ids(reader, { location: "Taupō" })).toEqual(["taupo"]);
    expect(await ids(reader, { location: "TAUPO" })).toEqual(["taupo"]);
    expect((await ids(reader, { location: "Auckland" })).sort()).toEqual(["city", "ponsonby", "takapuna"]);
  });

  it("the start of one city's name is that city: 'palmerston' is Palmerston North, not Palmerston in Otago", async () => {
    const palmy = testDentist("palmy", { citySlug: "palmerston-north" });
    const withPlace = createSnapshotReader({
      snapshot: async () => testSnapshot({ dentists: [palmy, hamilton] }),
      places: createPlaceDirectory([testPlace("Palmerston", -45.48, 170.71, { region: "Otago" })]),
    });
    expect((await withPlace.findDentists({ location: "palmerston" })).items.map((d) => d.id)).toEqual(["palmy"]);
    // "Whan" starts Whanganui and Whangārei: no one city, so it is looked for as text (here, in
    // the region Manawatū-Whanganui).
    const whan = await withPlace.findDentists({ location: "whan" });
    expect(whan.origin).toBeUndefined();
    expect(whan.items.map((d) => d.id)).toEqual(["palmy"]);
  });

  it(`a place gives the dentists within ${PLACE_RADIUS_KM} km, nearest first, each with its distance`, async () => {
    const page = await reader.findDentists({ location: "ponsonby" });
    expect(page.items.map((d) => d.id)).toEqual(["ponsonby", "city", "takapuna"]);
    expect(page.origin).toEqual({ lat: PONSONBY.lat, lng: PONSONBY.lng, label: "Ponsonby" });
    const distances = page.items.map((d) => d.distanceKm ?? NaN);
    expect(distances[0]).toBeLessThan(0.5);
    expect(distances[1]).toBeCloseTo(distanceKm(PONSONBY, city), 6);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it(`the ${PLACE_RADIUS_KM} km holds in every direction: in at 24.9 km, out at 25.1 km`, async () => {
    const kmPerLng = 111.32 * Math.cos((PONSONBY.lat * Math.PI) / 180);
    const east = (km: number) => ({ lat: PONSONBY.lat, lng: PONSONBY.lng + km / kmPerLng });
    const north = (km: number) => ({ lat: PONSONBY.lat + km / 111.2, lng: PONSONBY.lng });
    const edge = [
      testDentist("in-east", east(24.9)),
      testDentist("in-west", east(-24.9)),
      testDentist("in-north", north(24.9)),
      testDentist("in-south", north(-24.9)),
      testDentist("out-east", east(25.1)),
      testDentist("out-west", east(-25.1)),
      testDentist("out-north", north(25.1)),
      testDentist("out-south", north(-25.1)),
    ];
    for (const d of edge) {
      expect(Math.abs(distanceKm(PONSONBY, d) - (d.id.startsWith("in") ? 24.9 : 25.1))).toBeLessThan(0.05);
    }
    const found = await ids(readerOf(testSnapshot({ dentists: edge })), { location: "Ponsonby" });
    expect(found.sort()).toEqual(["in-east", "in-north", "in-south", "in-west"]);
  });

  it("a place is found by its postcode, and by its name without macrons", async () => {
    expect(await ids(reader, { location: "0622" })).toEqual(["takapuna", "city", "ponsonby"]);
    expect((await reader.findDentists({ location: "otahuhu" })).origin?.label).toBe("Ōtāhuhu");
  });

  it("a place search can still be sorted another way; distances stay on the results", async () => {
    const page = await reader.findDentists({ location: "Ponsonby", sort: "name" });
    expect(page.items.map((d) => d.id)).toEqual(["city", "ponsonby", "takapuna"]);
    expect(page.items.every((d) => typeof d.distanceKm === "number")).toBe(true);
  });

  it("a suburb or postcode a listing's address names is a place, even when the places table lacks it", async () => {
    const remarkables = testDentist("remarkables", {
      citySlug: "queenstown",
      address: "10 Hawthorne Drive, Remarkables Park, Queenstown 9300",
      lat: -45.03,
      lng: 168.73,
    });
    const withSuburb = readerOf(testSnapshot({ dentists: [remarkables, ponsonby, city] }));
    const bySuburb = await withSuburb.findDentists({ location: "remarkables park" });
    expect(bySuburb.items.map((d) => d.id)).toEqual(["remarkables"]);
    expect(bySuburb.origin?.label).toBe("Remarkables Park");
    expect((await withSuburb.findDentists({ location: "9300" })).items.map((d) => d.id)).toEqual(["remarkables"]);
    expect((await withSuburb.findPlaces("remark", 5)).map((p) => [p.name, p.postcode])).toEqual([
      ["Remarkables Park", "9300"],
    ]);
  });

  it("anything else is looked for in the address", async () => {
    expect(await ids(reader, { location: "queen street" })).toEqual(["city"]);
    expect(await ids(reader, { location: "tongariro" })).toEqual(["taupo"]);
    expect(await ids(reader, { location: "nowhere at all" })).toEqual([]);
  });

  it("near measures every result's distance from that point and orders by it by default", async () => {
    const page = await reader.findDentists({ near: { lat: -37.78, lng: 175.28 } });
    expect(page.items[0]?.id).toBe("hamilton");
    expect(page.origin?.label).toBe("your location");
    expect(page.items.every((d) => typeof d.distanceKm === "number")).toBe(true);
    expect(page.items.map((d) => d.distanceKm)).toEqual(
      page.items.map((d) => d.distanceKm).sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    const named = await reader.findDentists({ near: { lat: -37.78, lng: 175.28, label: "Hamilton East" } });
    expect(named.origin?.label).toBe("Hamilton East");
  });

  it("with a city and near, filters to the city and measures from near", async () => {
    const page = await reader.findDentists({ location: "auckland", near: TAKAPUNA, sort: "distance" });
    expect(page.items.map((d) => d.id)).toEqual(["takapuna", "city", "ponsonby"]);
  });

  it("sorting by distance without anywhere to measure from falls back to the best rated", async () => {
    const page = await reader.findDentists({ sort: "distance" });
    expect(page.origin).toBeUndefined();
    expect(page.items.every((d) => d.distanceKm === undefined)).toBe(true);
  });
});

describe("findDentists: filters", () => {
  const everyDay = week("Mon–Wed 08:00–17:00; Thu 08:00–20:00; Fri 08:00–17:00; Sat 09:00–12:00");
  const reader = readerOf(
    testSnapshot({
      dentists: [
        testDentist("cosmetic", { services: ["Cosmetic Dentistry", "Teeth Whitening"], priceTier: "$$$" }),
        testDentist("funded", {
          funding: { acc: true, workAndIncome: false, under18: true, southernCross: false, nibFirstChoice: false },
          priceTier: "$",
        }),
        testDentist("acc-only", {
          funding: { acc: true, workAndIncome: false, under18: false, southernCross: false, nibFirstChoice: false },
          newPatients: { adult: { taking: true, confirmedOn: "2026-11-20" } },
        }),
        // Said yes, but 31 days before the clock below: not confirmed recently.
        testDentist("lapsed", { newPatients: { adult: { taking: true, confirmedOn: "2026-10-27" } } }),
        testDentist("late", {
          openingHours: everyDay,
          languages: ["English", "Te reo Māori", "Samoan"],
          access: { wheelchair: true, accessibleParking: false, hearingLoop: false },
        }),
        // Typed before languages had recorded names: found and offered under them.
        testDentist("signing", { languages: ["English", "NZ Sign Language", "Gagana Samoa"] }),
        // The practice speaks English; this dentist, it says, Tuvaluan too.
        testDentist("own", { practitionerLanguages: ["Tuvaluan"] }),
      ],
    }),
  );

  it("service is a part of a service name: 'Cosmetic' finds Cosmetic Dentistry", async () => {
    expect(await ids(reader, { service: "Cosmetic" })).toEqual(["cosmetic"]);
    expect(await ids(reader, { service: "whitening" })).toEqual(["cosmetic"]);
  });

  it("payment filters: every chosen way to pay must be offered", async () => {
    expect((await ids(reader, { payment: ["acc"] })).sort()).toEqual(["acc-only", "funded"]);
    expect(await ids(reader, { payment: ["acc", "under18"] })).toEqual(["funded"]);
  });

  it("new patients: a yes confirmed in the last 30 days (NZ dates, the query's clock); an older yes is left out", async () => {
    // 27 November 2026, 9 am in New Zealand: "lapsed" said yes 31 days ago, "acc-only" 7.
    const friday = new Date("2026-11-26T20:00:00Z");
    expect(await ids(reader, { payment: ["new-patients"] }, friday)).toEqual(["acc-only"]);
    // On 26 November "lapsed" is 30 days old: still a yes.
    const dayBefore = new Date("2026-11-25T20:00:00Z");
    expect((await ids(reader, { payment: ["new-patients"] }, dayBefore)).sort()).toEqual(["acc-only", "lapsed"]);
  });

  it("price tier is matched exactly", async () => {
    expect(await ids(reader, { price: "$" })).toEqual(["funded"]);
    expect(await ids(reader, { price: "$$$" })).toEqual(["cosmetic"]);
  });

  it("open weekends, open after 5 pm, wheelchair access", async () => {
    expect(await ids(reader, { openWeekends: true })).toEqual(["late"]);
    expect(await ids(reader, { openAfter5pm: true })).toEqual(["late"]);
    expect(await ids(reader, { wheelchair: true })).toEqual(["late"]);
  });

  it("open on a given day of the week: at any time that day, whatever the time now", async () => {
    expect(await ids(reader, { openOn: "sat" })).toEqual(["late"]);
    expect(await ids(reader, { openOn: "sun" })).toEqual([]);
    expect((await ids(reader, { openOn: "mon" })).sort()).toEqual([
      "acc-only",
      "cosmetic",
      "funded",
      "lapsed",
      "late",
      "own",
      "signing",
    ]);
    expect(await ids(reader, { openOn: "sat", service: "cosmetic" })).toEqual([]);
  });

  it("languages: every chosen one is spoken, ignoring case and macrons", async () => {
    expect(await ids(reader, { languages: ["te reo maori"] })).toEqual(["late"]);
    expect(await ids(reader, { languages: ["Samoan", "Te reo Māori"] })).toEqual(["late"]);
    expect(await ids(reader, { languages: ["Samoan", "Tongan"] })).toEqual([]);
  });

  it("languages go by their recorded names: NZSL and Gagana Samoa are New Zealand Sign Language and Samoan", async () => {
    expect(await ids(reader, { languages: ["New Zealand Sign Language"] })).toEqual(["signing"]);
    expect(await ids(reader, { languages: ["NZSL"] })).toEqual(["signing"]);
    expect((await ids(reader, { languages: ["Samoan"] })).sort()).toEqual(["late", "signing"]);
    expect(await reader.languages()).toEqual([
      "English",
      "New Zealand Sign Language",
      "Samoan",
      "Te reo Māori",
      "Tuvaluan",
    ]);
  });

  it("languages: a dentist's own, where the practice says so, are found as the practice's are", async () => {
    expect(await ids(reader, { languages: ["Tuvaluan"] })).toEqual(["own"]);
    expect(await ids(reader, { languages: ["Tuvaluan", "English"] })).toEqual(["own"]);
  });

  it("filters combine", async () => {
    expect(await ids(reader, { payment: ["acc"], price: "$" })).toEqual(["funded"]);
    expect(await ids(reader, { openAfter5pm: true, service: "cosmetic" })).toEqual([]);
  });
});

describe("findDentists: open now, on a New Zealand clock across daylight saving", () => {
  // Mon–Fri 8am–5pm New Zealand time. NZ daylight saving 2026: ends Sun 5 April (3am → 2am),
  // starts Sun 27 September (2am → 3am).
  const reader = readerOf(testSnapshot({ dentists: [testDentist("office")] }));
  const openAt = async (iso: string) => (await ids(reader, { openNow: true }, new Date(iso))).length === 1;

  it.each([
    ["Mon 6 April 07:30 NZST, the day after daylight saving ends", "2026-04-05T19:30:00Z", false],
    ["Mon 6 April 08:30 NZST", "2026-04-05T20:30:00Z", true],
    ["Mon 6 April 16:59 NZST", "2026-04-06T04:59:00Z", true],
    ["Mon 6 April 17:00 NZST (closing time is closed)", "2026-04-06T05:00:00Z", false],
    ["Mon 28 September 07:30 NZDT, the day after daylight saving starts", "2026-09-27T18:30:00Z", false],
    ["Mon 28 September 08:00 NZDT", "2026-09-27T19:00:00Z", true],
    ["Fri 2 October 16:30 NZDT (still Friday in New Zealand, Friday in UTC)", "2026-10-02T03:30:00Z", true],
    ["Sat 3 October 09:00 NZDT (Friday evening in UTC)", "2026-10-02T20:00:00Z", false],
    ["Mon 5 October 08:30 NZDT (Sunday evening in UTC)", "2026-10-04T19:30:00Z", true],
  ])("%s: open is %s", async (_label, iso, open) => {
    expect(await openAt(iso)).toBe(open);
    expect(isOpenAt(OFFICE_HOURS, new Date(iso))).toBe(open);
  });

  it("without open now, the clock does not filter", async () => {
    expect(await ids(reader, {}, new Date("2026-10-04T00:00:00Z"))).toEqual(["office"]);
  });
});

describe("findDentists: sorting and paging", () => {
  const dentists: Dentist[] = [
    testDentist("b", { name: "Dr Bella", citySlug: "wellington" }),
    testDentist("a", { name: "Dr Ōtara", citySlug: "auckland" }),
    testDentist("c", { name: "Dr Aaron", citySlug: "whangarei" }),
    testDentist("d", { name: "dr nina", citySlug: "taupo" }),
  ];
  const reader = readerOf(
    testSnapshot({ dentists }),
    testRatings({
      b: { average: 4.9, count: 10 },
      a: { average: 4.2, count: 900 },
      c: { average: 4.9, count: 50 },
      d: { average: 3.8, count: 5 },
    }),
  );

  it("rating (more reviews break ties), reviews, name (en-NZ, macrons sort with their letter), location", async () => {
    expect(await ids(reader, {})).toEqual(["c", "b", "a", "d"]);
    expect(await ids(reader, { sort: "rating" })).toEqual(["c", "b", "a", "d"]);
    expect(await ids(reader, { sort: "reviews" })).toEqual(["a", "c", "b", "d"]);
    expect(await ids(reader, { sort: "name" })).toEqual(["c", "b", "d", "a"]);
    // Auckland, Taupō, Wellington, Whangārei
    expect(await ids(reader, { sort: "location" })).toEqual(["a", "d", "b", "c"]);
  });

  it("an unknown sort falls back to rating", async () => {
    expect(await ids(reader, { sort: "cheapest" as never })).toEqual(["c", "b", "a", "d"]);
  });

  const many = readerOf(
    testSnapshot({
      dentists: Array.from({ length: 45 }, (_, i) => testDentist(`d${i}`)),
    }),
    testRatings(Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`d${i}`, { average: 4, count: 1000 - i }]))),
  );

  it("pages of 20 by default, with the total and the page count", async () => {
    const first = await many.findDentists({});
    expect(first).toMatchObject({ total: 45, page: 1, pageSize: 20, pageCount: 3 });
    expect(first.items.map((d) => d.id)).toEqual(Array.from({ length: 20 }, (_, i) => `d${i}`));
    const last = await many.findDentists({ page: 3 });
    expect(last.items.map((d) => d.id)).toEqual(["d40", "d41", "d42", "d43", "d44"]);
  });

  it("a page past the end shows the last page; nonsense pages and sizes are tamed", async () => {
    expect(await many.findDentists({ page: 99 })).toMatchObject({ page: 3, pageCount: 3 });
    expect(await many.findDentists({ page: 0 })).toMatchObject({ page: 1 });
    expect(await many.findDentists({ page: Number.NaN, pageSize: Number.NaN })).toMatchObject({
      page: 1,
      pageSize: 20,
    });
    expect(await many.findDentists({ page: 2.7 })).toMatchObject({ page: 2 });
    const big = await many.findDentists({ pageSize: 500 });
    expect(big).toMatchObject({ pageSize: 50, pageCount: 1 });
    expect(big.items).toHaveLength(45);
  });

  it("no matches: page 1 of 1, nothing in it", async () => {
    expect(await many.findDentists({ text: "nobody", page: 4 })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
      pageCount: 1,
    });
  });
});

describe("the reader follows the snapshot", () => {
  it("a new snapshot (a listing changed or unpublished) answers from then on", async () => {
    let snapshot = testSnapshot({ version: 1, dentists: [testDentist("one", { phone: "(09) 555 0001" })] });
    const reader = readerOf(() => snapshot);
    expect((await reader.dentist("one"))?.phone).toBe("(09) 555 0001");
    snapshot = testSnapshot({
      version: 2,
      dentists: [testDentist("one", { phone: "(09) 555 0002" }), testDentist("two")],
    });
    expect((await reader.dentist("one"))?.phone).toBe("(09) 555 0002");
    expect((await reader.findDentists({})).total).toBe(2);
    snapshot = testSnapshot({ version: 3, dentists: [testDentist("two")] });
    expect(await reader.dentist("one")).toBeUndefined();
    expect(await ids(reader, {})).toEqual(["two"]);
    expect((await reader.stats()).dentists).toBe(1);
  });
});

describe("the other questions pages ask", () => {
  const dentists = [
    testDentist("akl-best"),
    testDentist("akl-good"),
    testDentist("akl-ok"),
    testDentist("hamilton", { citySlug: "hamilton" }),
    testDentist("tauranga", { citySlug: "tauranga" }),
    testDentist("dunedin", { citySlug: "dunedin" }),
  ];
  const reader = readerOf(
    testSnapshot({
      dentists,
      surgeons: [testSurgeon("s-akl-1"), testSurgeon("s-akl-2"), testSurgeon("s-wlg", { citySlug: "wellington" })],
      clinics: [
        testClinic("e-akl"),
        testClinic("e-wlg", { citySlug: "wellington", lat: -41.2865, lng: 174.7762 }),
        testClinic("e-chc", { citySlug: "christchurch", lat: -43.5321, lng: 172.6362 }),
      ],
    }),
    testRatings(
      {
        "akl-best": 4.9,
        "akl-good": 4.5,
        // Fewer than 5 reviews: no average, so after every one with an average.
        "akl-ok": { count: 3 },
        hamilton: { average: 5.0, count: 900 },
        tauranga: 5.0,
        dunedin: 4.1,
        "s-akl-1": 4.6,
        "s-akl-2": 4.9,
      },
      { average: 4.6, count: 1403 },
    ),
  );

  it("finds one published surgeon by id, for a booking that names them", async () => {
    expect((await reader.surgeon("s-wlg"))?.citySlug).toBe("wellington");
    expect(await reader.surgeon("akl-best")).toBeUndefined();
  });

  it("nearby: the same city first (best rated), then the nearest others", async () => {
    expect((await reader.nearbyDentists("akl-good", 3)).map((d) => d.id)).toEqual(["akl-best", "akl-ok", "hamilton"]);
    // Tauranga is nearer Hamilton than Auckland is; Auckland's (at one point here) keep their rating order.
    expect((await reader.nearbyDentists("hamilton", 3)).map((d) => d.id)).toEqual(["tauranga", "akl-best", "akl-good"]);
    const dunedin = dentists.find((d) => d.id === "dunedin") as Dentist;
    const nearestToDunedin = dentists
      .filter((d) => d !== dunedin)
      .sort((a, b) => distanceKm(dunedin, a) - distanceKm(dunedin, b))
      .map((d) => d.id);
    expect((await reader.nearbyDentists("dunedin", 2)).map((d) => d.id)).toEqual(nearestToDunedin.slice(0, 2));
    expect(await reader.nearbyDentists("unknown", 3)).toEqual([]);
  });

  it("surgeons by city, best rated first, paged", async () => {
    const auckland = await reader.findSurgeons({ citySlug: "auckland" });
    expect(auckland.items.map((s) => s.id)).toEqual(["s-akl-2", "s-akl-1"]);
    expect(auckland.total).toBe(2);
    expect((await reader.findSurgeons({ pageSize: 1, page: 2 })).items.map((s) => s.id)).toEqual(["s-akl-1"]);
  });

  it("emergency clinics by city, or nearest first to a point with distances", async () => {
    expect((await reader.findEmergencyClinics({ citySlug: "wellington" })).items.map((c) => c.id)).toEqual(["e-wlg"]);
    const near = await reader.findEmergencyClinics({ near: { lat: -43.5, lng: 172.6 } });
    expect(near.items.map((c) => c.id)).toEqual(["e-chc", "e-wlg", "e-akl"]);
    expect(near.items[0]?.distanceKm).toBeLessThan(10);
  });

  it("stats: published dentists, cities with one, per city; the site's review figures", async () => {
    expect(await reader.stats()).toEqual({
      dentists: 6,
      cities: 4,
      averageRating: 4.6,
      reviews: 1403,
      dentistsByCity: { auckland: 3, hamilton: 1, tauranga: 1, dunedin: 1 },
    });
    // No reviews: no average at all.
    expect(await readerOf(testSnapshot()).stats()).toEqual({
      dentists: 0,
      cities: 0,
      reviews: 0,
      dentistsByCity: {},
    });
  });

  it("findPlaces suggests places from the place directory", async () => {
    expect((await reader.findPlaces("mt ed", 5)).map((p) => p.name)).toEqual(["Mount Eden"]);
    expect((await reader.findPlaces("10", 5)).map((p) => p.name)).toEqual(["Ponsonby", "Mount Eden"]);
  });
});
