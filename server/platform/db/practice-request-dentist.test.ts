import { describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../../tests/server/databases";
import { migrateTo } from "../../../tests/server/migrate-to";
import { practiceTarget, sentPracticeRequest } from "../../../tests/server/practice-requests";
import { seedSampleListings } from "../../listings/seed";
import { migrateToLatest } from "./migrate";

// Practice requests sent before the dentist's name was kept (migration 2026-11-27T0800): the
// patient's calendar file names the dentist the listing still has.

describe.each(TEST_DATABASES)("practice requests sent before the dentist's name was kept, on $name", (kind) => {
  it("get the name their listing has, and none where the listing is gone", async () => {
    const database = await kind.open();
    const { db } = database;
    try {
      await seedSampleListings(db);
      await migrateTo(db, kind.name === "postgres", "2026-11-26T0700-listing-versions");
      const key = Buffer.alloc(32, 7);
      const rows = [
        ["dentist/tinakori-smile-studio-wellington", "to-dentist"],
        ["surgeon/dr-marcus-te-whata-auckland", "to-surgeon"],
        ["dentist/long-gone", "to-gone"],
      ].map(([listingRef, id]) => {
        const { row } = sentPracticeRequest(practiceTarget("p", { listingRef }), "s", new Date(), key);
        const { dentist_name: _, ...old } = row;
        return { ...old, id: id! };
      });
      await db.insertInto("practice_requests").values(rows).execute();

      await migrateToLatest(db as never);
      expect(await db.selectFrom("practice_requests").select(["id", "dentist_name"]).orderBy("id").execute()).toEqual([
        { id: "to-dentist", dentist_name: "Dr Priya Raman" },
        { id: "to-gone", dentist_name: null },
        { id: "to-surgeon", dentist_name: "Dr Marcus Te Whata" },
      ]);
    } finally {
      await database.cleanup();
    }
  });
});
