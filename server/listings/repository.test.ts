import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { connectDatabase, type DatabaseHandle } from "../platform/db/connect";
import { recentAuditEntries } from "../platform/audit/audit";
import { TEST_DATABASES, type TestDatabaseHandle } from "../../tests/server/databases";
import { getListing, markListingChecked, saveListing, setListingStatus } from "./repository";
import { listingsVersion } from "./listings-version";
import { listListings } from "./listings-list";
import { readPublished } from "./published-rows";
import { SAMPLE_LISTINGS } from "./sample";
import { seedSampleListings } from "./seed";
import { listingsSnapshot } from "./snapshot";

/** Another connection to the same database, as a second server instance would have. */
function secondInstance(handle: TestDatabaseHandle): DatabaseHandle {
  return handle.dialect === "postgres"
    ? connectDatabase({ databaseUrl: handle.databaseUrl })
    : connectDatabase({ sqliteFile: handle.sqliteFile });
}

const quiet = { warn: () => {} };

describe.each(TEST_DATABASES)("listings on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.open>>;
  beforeEach(async () => {
    handle = await testDb.open();
  });
  afterEach(async () => handle.cleanup());

  it("loads the sample into an empty database exactly once, also when two instances start together", async () => {
    const other = secondInstance(handle);
    try {
      // Two PostgreSQL instances race; SQLite serves one process, whose connections take turns
      // (two in one thread would wait on each other's lock synchronously).
      const seeded =
        handle.dialect === "postgres"
          ? await Promise.all([seedSampleListings(handle.db), seedSampleListings(other.db)])
          : [await seedSampleListings(handle.db), await seedSampleListings(other.db)];
      expect(seeded.filter(Boolean)).toHaveLength(1);
      expect(await seedSampleListings(handle.db)).toBe(false);
    } finally {
      await other.db.destroy();
    }
    const snapshot = await readPublished(handle.db);
    expect(snapshot.dentists).toHaveLength(SAMPLE_LISTINGS.dentists.length);
    expect(snapshot.surgeons).toHaveLength(SAMPLE_LISTINGS.surgeons.length);
    expect(snapshot.clinics).toHaveLength(SAMPLE_LISTINGS.emergencyClinics.length);
    expect(snapshot.version).toBe(1);
    // In the sample's order, with the practice's facts on each listing.
    expect(snapshot.dentists.map((d) => d.id)).toEqual(SAMPLE_LISTINGS.dentists.map((d) => d.id));
    const tupou = snapshot.dentists.find((d) => d.name === "Dr Sione Tupou")!;
    expect(tupou).toMatchObject({
      practice: "Dominion Road Family Dental",
      phone: "(09) 555 0148",
      languages: ["English", "Tongan", "Samoan"],
      emergency: true,
      access: { wheelchair: expect.any(Boolean) },
    });
    expect(tupou.openingHours.sat).toEqual([{ opens: "08:30", closes: "15:00" }]);
  });

  it("keeps a dentist's own languages beside the practice's, and their removal is a change", async () => {
    await seedSampleListings(handle.db);
    const id = "cuba-quarter-dental-wellington";
    const stored = (await getListing(handle.db, "dentist", id))!;
    expect(stored.listing).not.toHaveProperty("practitionerLanguages");
    const save = (listing: object) =>
      saveListing(handle.db, { kind: "dentist", listing: listing as never, practice: stored.practice }, "op");

    expect(await save({ ...stored.listing, practitionerLanguages: ["Samoan"] })).toEqual({
      created: false,
      changed: ["practitionerLanguages"],
    });
    const dentist = (await readPublished(handle.db)).dentists.find((d) => d.id === id)!;
    expect(dentist.practitionerLanguages).toEqual(["Samoan"]);
    expect(dentist.languages).toEqual(["English", "Tokelauan"]);

    const { practitionerLanguages: _own, ...without } = (await getListing(handle.db, "dentist", id))!.listing as {
      practitionerLanguages?: string[];
    };
    expect(await save(without)).toEqual({ created: false, changed: ["practitionerLanguages"] });
    expect((await getListing(handle.db, "dentist", id))!.listing).not.toHaveProperty("practitionerLanguages");
  });

  it("keeps drafts out of what the pages read, and reports and audits every changed field", async () => {
    await seedSampleListings(handle.db);
    const stored = (await getListing(handle.db, "dentist", "cuba-quarter-dental-wellington"))!;
    expect(stored.kind).toBe("dentist");
    const versionBefore = await listingsVersion(handle.db);

    const result = await saveListing(
      handle.db,
      {
        kind: "dentist",
        listing: { ...stored.listing, experience: "9 years" } as never,
        practice: { ...stored.practice, phone: "(04) 555 0999" },
      },
      "operator@example.co.nz",
    );
    expect(result).toEqual({ created: false, changed: ["experience", "practice.phone"] });
    expect(await listingsVersion(handle.db)).toBe(versionBefore + 1);
    const [entry] = await recentAuditEntries(handle.db, 1);
    expect(entry).toMatchObject({
      actor: "operator@example.co.nz",
      action: "listing-updated",
      target: "dentist:cuba-quarter-dental-wellington",
    });
    expect(JSON.parse(entry!.details!)).toEqual({ fields: ["experience", "practice.phone"] });

    // The same values again change nothing: no write, no version, no audit entry.
    const again = await getListing(handle.db, "dentist", "cuba-quarter-dental-wellington");
    expect(await saveListing(handle.db, { ...again!, kind: "dentist" } as never, "operator@example.co.nz")).toEqual({
      created: false,
      changed: [],
    });
    expect(await listingsVersion(handle.db)).toBe(versionBefore + 1);

    expect(await setListingStatus(handle.db, "dentist", "cuba-quarter-dental-wellington", "draft", "op")).toEqual([
      "status",
    ]);
    const published = await readPublished(handle.db);
    expect(published.dentists.some((d) => d.id === "cuba-quarter-dental-wellington")).toBe(false);
    expect(await setListingStatus(handle.db, "dentist", "no-such-dentist", "draft", "op")).toBeUndefined();
    // Drafts are still the inbox's.
    const drafts = await listListings(handle.db, { status: "draft" });
    expect(drafts.items.map((i) => i.id)).toEqual(["cuba-quarter-dental-wellington"]);
  });

  it("creates a listing with a new practice, and finds it in the inbox by name ignoring macrons", async () => {
    await seedSampleListings(handle.db);
    const practice = { ...SAMPLE_LISTINGS.practices[0]!, id: "new-practice-taupo", name: "Whakamārama Dental" };
    const listing = {
      ...SAMPLE_LISTINGS.dentists[0]!,
      id: "whakamarama-dental-taupo",
      practiceId: practice.id,
      name: "Dr Ōtaki Example",
      status: "draft" as const,
    };
    const result = await saveListing(handle.db, { kind: "dentist", listing, practice }, "op");
    expect(result.created).toBe(true);
    expect(result.changed).toContain("practice.name");
    expect((await recentAuditEntries(handle.db, 1))[0]!.action).toBe("listing-created");

    const found = await listListings(handle.db, { text: "whakamarama otaki" });
    expect(found.items).toEqual([expect.objectContaining({ id: listing.id, kind: "dentist", status: "draft" })]);
    expect(found.total).toBe(1);
    const page2 = await listListings(handle.db, { kind: "dentist", page: 2, pageSize: 20 });
    expect(page2).toMatchObject({ total: 60, page: 2, pageCount: 3 });
    expect(page2.items).toHaveLength(20);
  });

  it("marks details checked today with their source, audited", async () => {
    await seedSampleListings(handle.db);
    const at = new Date("2026-11-25T12:30:00Z"); // 26 November in New Zealand
    const changed = await markListingChecked(
      handle.db,
      "surgeon",
      "dr-andrew-liu-christchurch",
      "Confirmed by e-mail with the practice",
      "op",
      at,
    );
    expect(changed).toEqual(["checkedOn", "source"]);
    const stored = await getListing(handle.db, "surgeon", "dr-andrew-liu-christchurch");
    expect(stored?.listing).toMatchObject({ checkedOn: "2026-11-26", source: "Confirmed by e-mail with the practice" });
    expect((await recentAuditEntries(handle.db, 1))[0]).toMatchObject({ action: "listing-checked" });
  });

  it("shows a change made through another instance's connection in this one's snapshot within 2 s", async () => {
    await seedSampleListings(handle.db);
    const snapshot = listingsSnapshot(handle.db, { log: quiet, checkIntervalMs: 250 });
    const other = secondInstance(handle);
    try {
      const before = await snapshot.current();
      expect(before.dentists.find((d) => d.id === "octagon-dental-studio-dunedin")).toBeDefined();
      await setListingStatus(other.db, "dentist", "octagon-dental-studio-dunedin", "draft", "op");
      const started = Date.now();
      let current = await snapshot.current();
      while (current.dentists.some((d) => d.id === "octagon-dental-studio-dunedin") && Date.now() - started < 2000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        current = await snapshot.current();
      }
      expect(current.dentists.some((d) => d.id === "octagon-dental-studio-dunedin")).toBe(false);
      expect(current.version).toBe(before.version + 1);
    } finally {
      snapshot.close();
      await other.db.destroy();
    }
  });

  it("keeps serving the last snapshot when a reload fails", async () => {
    await seedSampleListings(handle.db);
    let clock = 0;
    const warnings: string[] = [];
    const snapshot = listingsSnapshot(handle.db, {
      log: { warn: (_o, message) => warnings.push(message) },
      checkIntervalMs: 1000,
      now: () => clock,
    });
    try {
      const first = await snapshot.current();
      await handle.db.schema.alterTable("listings_version").renameTo("listings_version_gone").execute();
      clock += 5000;
      expect(await snapshot.current()).toBe(first);
      expect(warnings).toEqual(["Could not reload the listings; still serving the last ones"]);
      await handle.db.schema.alterTable("listings_version_gone").renameTo("listings_version").execute();
    } finally {
      snapshot.close();
    }
  });
});
