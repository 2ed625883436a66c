import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { DentistQuery, ListingsReader } from "../../rules/api/listings";
import { connectDatabase, type DatabaseHandle } from "../platform/db/connect";
import { createPlaceDirectory } from "../places/directory";
import { bundledPlaces } from "../places/store";
import { TEST_DATABASES, type TestDatabaseHandle } from "../../tests/server/databases";
import { fictionalListings } from "../../tests/support/fictional-listings";
import { importListings } from "./import-export";
import { bumpListingsVersion } from "./listings-version";
import { getListing, saveListing, setListingStatus } from "./repository";
import { readPublished } from "./published-rows";
import { seedSampleListings } from "./seed";
import { listingsSnapshot, type ListingsSnapshotSource } from "./snapshot";
import { createSnapshotReader, type RatingsView } from "./snapshot-reader";
import { NO_REVIEWS } from "../../rules/reviews/figures";
import type { ListingsSnapshot } from "./snapshot-types";

/*
 * Issue 36 item 8: a change reads only the rows written since the snapshot's version and updates
 * the pages' index in place. Whatever the change, the snapshot and every answer the pages get must
 * be exactly those of reading every listing again and indexing from nothing.
 */

const quiet = { warn: () => {} };
const places = createPlaceDirectory(bundledPlaces());
const now = new Date("2026-11-25T22:00:00Z"); // Thursday 11 am in New Zealand
const file = fictionalListings(200);

/**
 * Review figures that differ from listing to listing, with ties (as the reviews' reader gives them),
 * so the orders by rating, by reviews and each city's best rated are really reordered.
 */
const RATINGS: RatingsView = {
  version: 1,
  site: NO_REVIEWS,
  summary(ref) {
    let hash = 0;
    for (const char of ref) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    const count = hash % 4 === 0 ? 0 : hash % 9;
    return count === 0 ? NO_REVIEWS : { ...NO_REVIEWS, count, average: 3 + (hash % 5) / 2 };
  },
};

/** Another connection to the same database, as a second server instance or the import command has. */
function secondInstance(handle: TestDatabaseHandle): DatabaseHandle {
  return handle.dialect === "postgres"
    ? connectDatabase({ databaseUrl: handle.databaseUrl })
    : connectDatabase({ sqliteFile: handle.sqliteFile });
}

const QUERIES: DentistQuery[] = [
  {},
  { sort: "name", pageSize: 100 },
  { sort: "reviews", page: 2 },
  { sort: "location", pageSize: 100 },
  { location: "auckland", pageSize: 100 },
  { location: "Ponsonby" },
  { text: "dental smith" },
  { near: { lat: -41.29, lng: 174.78 }, sort: "distance", pageSize: 100 },
  { openNow: true, languages: ["Samoan"] },
  { service: "Orthodontics", payment: ["acc"], pageSize: 100 },
];

/** Every answer the pages can get, for the ids given. */
async function answers(reader: ListingsReader, ids: readonly string[]) {
  return {
    found: await Promise.all(QUERIES.map((query) => reader.findDentists(query, now))),
    stats: await reader.stats(),
    languages: await reader.languages(),
    places: await reader.findPlaces("a", 20),
    dentists: await Promise.all(ids.map((id) => reader.dentist(id))),
    nearby: await Promise.all(ids.map((id) => reader.nearbyDentists(id, 4))),
    surgeons: await reader.findSurgeons({ pageSize: 100 }),
    clinics: await reader.findEmergencyClinics({ near: { lat: -36.85, lng: 174.76 } }),
  };
}

describe.each(TEST_DATABASES)("a listing change on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.open>>;
  let other: DatabaseHandle;
  let source: ListingsSnapshotSource;
  let reader: ListingsReader;
  let previous: ListingsSnapshot;

  beforeEach(async () => {
    handle = await testDb.open();
    await seedSampleListings(handle.db);
    await importListings(handle.db, file, "cli");
    other = secondInstance(handle);
    source = listingsSnapshot(handle.db, { log: quiet, checkIntervalMs: 60_000 });
    reader = createSnapshotReader({ snapshot: () => source.current(), places, ratings: () => RATINGS });
    previous = await source.current();
    await reader.stats(); // indexed, as a server's pages index it
    await reader.findDentists({}, now); // and ordered by the review figures, as the first page asks
  });
  afterEach(async () => {
    source.close();
    await other.db.destroy();
    await handle.cleanup();
  });

  /** After a change: the snapshot and the pages' answers equal those of a full read, indexed afresh. */
  async function expectAsFullRead(ids: readonly string[]): Promise<ListingsSnapshot> {
    const current = await source.refresh();
    const full = await readPublished(handle.db);
    expect(current.version).toBe(full.version);
    expect(current.version).toBeGreaterThan(previous.version);
    expect(current).toEqual(full);
    const fresh = createSnapshotReader({ snapshot: async () => full, places, ratings: () => RATINGS });
    expect(await answers(reader, ids)).toEqual(await answers(fresh, ids));
    previous = current;
    return current;
  }

  const practiceWithTwo = () => {
    const practiceId = file.dentists.find((d, i) => file.dentists[i + 1]?.practiceId === d.practiceId)!.practiceId;
    return { practiceId, dentists: file.dentists.filter((d) => d.practiceId === practiceId).map((d) => d.id) };
  };

  it("unpublished and published again: it leaves and comes back in its place; the others stay as they were", async () => {
    const id = file.dentists[100]!.id;
    await setListingStatus(handle.db, "dentist", id, "draft", "op");
    const without = await expectAsFullRead([id, file.dentists[101]!.id]);
    expect(without.dentists.some((d) => d.id === id)).toBe(false);
    // Read incrementally: every other listing is the very object it was.
    const untouched = file.dentists[150]!.id;
    expect(without.dentists.find((d) => d.id === untouched)).toBe(previous.dentists.find((d) => d.id === untouched));
    await setListingStatus(other.db, "dentist", id, "published", "op");
    const back = await expectAsFullRead([id]);
    expect(back.dentists.findIndex((d) => d.id === id)).toBe(
      (await readPublished(handle.db)).dentists.findIndex((d) => d.id === id),
    );
  });

  it("a practice's new phone and address reach every dentist there", async () => {
    const { practiceId, dentists } = practiceWithTwo();
    const stored = await getListing(handle.db, "dentist", dentists[0]!);
    if (stored?.kind !== "dentist") throw new Error("no dentist");
    const { updatedAt: _updatedAt, ...listing } = stored.listing;
    const practice = { ...stored.practice, phone: "(09) 555 0000", address: "1 Queen Street, Ponsonby, Auckland 1011" };
    await saveListing(handle.db, { kind: "dentist", listing, practice }, "op");
    const current = await expectAsFullRead(dentists);
    for (const id of dentists) {
      expect(current.dentists.find((d) => d.id === id)).toMatchObject({ practiceId, phone: "(09) 555 0000" });
    }
  });

  it("a practice changed while none of its listings is published shows its new facts when one is published again", async () => {
    // A look takes unchanged practices' facts from the snapshot: this one's must not be the old ones.
    const counts = new Map<string, number>();
    for (const d of file.dentists) counts.set(d.practiceId, (counts.get(d.practiceId) ?? 0) + 1);
    const id = file.dentists.find((d) => counts.get(d.practiceId) === 1)!.id;
    await setListingStatus(handle.db, "dentist", id, "draft", "op");
    await expectAsFullRead([id]);
    const stored = await getListing(handle.db, "dentist", id);
    if (stored?.kind !== "dentist") throw new Error("no dentist");
    const { updatedAt: _updatedAt, ...listing } = stored.listing;
    await saveListing(
      other.db,
      { kind: "dentist", listing, practice: { ...stored.practice, phone: "(03) 555 0101" } },
      "op",
    );
    await expectAsFullRead([id]);
    await setListingStatus(other.db, "dentist", id, "published", "op");
    const current = await expectAsFullRead([id]);
    expect(current.dentists.find((d) => d.id === id)?.phone).toBe("(03) 555 0101");
  });

  it("an import by another instance: changed descriptions, new dentists, one moved to another practice", async () => {
    const changed = file.dentists.slice(10, 30).map((d) => ({ ...d, description: `${d.description} Changed.` }));
    const added = [0, 1, 2].map((i) => ({
      ...file.dentists[i * 3]!,
      id: `dr-new-listing-${i}`,
      registrationNumber: String(900_000 + i),
    }));
    const moved = { ...file.dentists[40]!, practiceId: file.practices[0]!.id };
    await importListings(
      other.db,
      { ...file, practices: [], dentists: [...changed, ...added, moved], surgeons: [], emergencyClinics: [] },
      "cli",
    );
    const current = await expectAsFullRead([...added.map((d) => d.id), moved.id, changed[0]!.id]);
    expect(current.dentists.find((d) => d.id === moved.id)?.practiceId).toBe(file.practices[0]!.id);
  });

  it("an import renaming dentists: each goes where its new name puts it, in every order", async () => {
    // A listing changed in place keeps its place in the orders only where its neighbours agree.
    const renamed = [
      { ...file.dentists[20]!, name: "Dr Aaron Aardvark" },
      { ...file.dentists[21]!, name: "Dr Zoe Zylstra" },
      { ...file.dentists[22]!, name: file.dentists[90]!.name },
      { ...file.dentists[23]!, description: "Unchanged name, new description." },
      { ...file.dentists[41]!, practiceId: file.practices.at(-1)!.id },
    ];
    await importListings(
      other.db,
      { ...file, practices: [], dentists: renamed, surgeons: [], emergencyClinics: [] },
      "cli",
    );
    const current = await expectAsFullRead(renamed.map((d) => d.id));
    expect(current.dentists.find((d) => d.id === renamed[0]!.id)?.name).toBe("Dr Aaron Aardvark");
  });

  it("a language one dentist speaks comes and goes with that dentist; one typed two ways takes the first spelling left", async () => {
    // The filter's languages are counted per change, not read again from every dentist.
    const [first, second, third] = [file.dentists[30]!, file.dentists[31]!, file.dentists[32]!];
    await importListings(
      other.db,
      {
        ...file,
        practices: [],
        dentists: [
          { ...first, practitionerLanguages: ["Klingon"] },
          { ...second, practitionerLanguages: ["klingon"] },
          { ...third, practitionerLanguages: ["Pitkern"] },
        ],
        surgeons: [],
        emergencyClinics: [],
      },
      "cli",
    );
    await expectAsFullRead([first.id, second.id, third.id]);
    expect(await reader.languages()).toEqual(expect.arrayContaining(["Pitkern", "Klingon"]));
    await setListingStatus(handle.db, "dentist", third.id, "draft", "op");
    await expectAsFullRead([third.id]);
    expect(await reader.languages()).not.toContain("Pitkern");
    await setListingStatus(handle.db, "dentist", first.id, "draft", "op");
    await expectAsFullRead([first.id]);
    const languages = await reader.languages();
    expect(languages).not.toContain("Klingon");
    expect(languages).toContain("klingon");
  });

  it("an import changing most dentists, then surgeons and clinics", async () => {
    await importListings(
      other.db,
      {
        ...file,
        practices: [],
        dentists: file.dentists.slice(0, 150).map((d) => ({ ...d, experience: "30 years" })),
        surgeons: [],
        emergencyClinics: [],
      },
      "cli",
    );
    await expectAsFullRead([file.dentists[0]!.id]);
    const surgeon = (await readPublished(handle.db)).surgeons[0]!;
    await setListingStatus(handle.db, "surgeon", surgeon.id, "draft", "op");
    const clinic = (await readPublished(handle.db)).clinics[0]!;
    await setListingStatus(handle.db, "emergency-clinic", clinic.id, "draft", "op");
    const current = await expectAsFullRead([]);
    expect(current.surgeons.some((s) => s.id === surgeon.id)).toBe(false);
    expect(current.clinics.some((c) => c.id === clinic.id)).toBe(false);
  });

  it("a listing deleted outright (by hand, with the version bumped) leaves the snapshot", async () => {
    const id = file.dentists[60]!.id;
    await other.db.transaction().execute(async (trx) => {
      await sql`delete from dentists where id = ${id}`.execute(trx);
      await bumpListingsVersion(trx);
    });
    const current = await expectAsFullRead([id]);
    expect(current.dentists.some((d) => d.id === id)).toBe(false);
    expect(await reader.dentist(id)).toBeUndefined();
  });

  it("several changes between two looks are all taken", async () => {
    const ids = [5, 6, 7].map((i) => file.dentists[i]!.id);
    await setListingStatus(handle.db, "dentist", ids[0]!, "draft", "op");
    await setListingStatus(other.db, "dentist", ids[1]!, "draft", "op");
    await setListingStatus(handle.db, "dentist", ids[0]!, "published", "op");
    await importListings(
      other.db,
      {
        ...file,
        practices: [],
        dentists: [{ ...file.dentists[7]!, name: "Dr Aroha Renamed" }],
        surgeons: [],
        emergencyClinics: [],
      },
      "cli",
    );
    const current = await expectAsFullRead(ids);
    expect(current.dentists.find((d) => d.id === ids[2])?.name).toBe("Dr Aroha Renamed");
  });
});
