import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { down, up } from "../platform/db/migrations/2026-11-29T0100-waitlist-profile-entries";

// Migration 2026-11-29T0100 rebuilds waitlist_entries (SQLite cannot drop a NOT NULL): a status
// page's entry survives it confirmed, a profile's entry (no booking) can be stored after it, and
// going back keeps the bookings' entries and drops the profiles'.

describe.each(TEST_DATABASES)("the waitlist's profile-entries migration on $name", (kind) => {
  it("keeps a status page's entry, confirmed when it joined; down keeps it and drops a profile's", async () => {
    const database = await kind.open();
    // Migrations run on Kysely<any>, never on the app's types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = database.db as unknown as Kysely<any>;
    try {
      await down(db);
      await sql`INSERT INTO waitlist_entries (id, submission_id, scope, practice_id, city_slug, until_date, created_at)
        VALUES ('e1', 's1', 'city', 'p1', 'wellington', '2027-01-01', '2026-11-28T01:00:00.000Z')`.execute(db);
      await up(db);
      const after = await sql<Record<string, unknown>>`SELECT * FROM waitlist_entries`.execute(db);
      expect(after.rows).toEqual([
        expect.objectContaining({
          id: "e1",
          submission_id: "s1",
          email: null,
          confirmed_at: "2026-11-28T01:00:00.000Z",
          confirm_token_hash: null,
        }),
      ]);
      await sql`INSERT INTO waitlist_entries (id, submission_id, email, fields, confirm_token_hash, confirmed_at, scope, practice_id, city_slug, until_date, created_at)
        VALUES ('e2', NULL, 'a@example.test', '{}', 'h2', NULL, 'practice', 'p1', 'wellington', '2027-01-01', '2026-11-29T01:00:00.000Z')`.execute(
        db,
      );
      await sql`INSERT INTO waitlist_offers (id, freed_time_id, entry_id, token_hash, sent_at)
        VALUES ('o2', 'f1', 'e2', 't2', '2026-11-29T02:00:00.000Z')`.execute(db);
      await down(db);
      expect((await sql<{ id: string }>`SELECT id FROM waitlist_entries`.execute(db)).rows).toEqual([{ id: "e1" }]);
      expect((await sql`SELECT id FROM waitlist_offers`.execute(db)).rows).toEqual([]);
      await up(db);
    } finally {
      await database.cleanup();
    }
  });
});
