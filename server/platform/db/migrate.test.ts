import { randomBytes } from "node:crypto";

import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { connectDatabase } from "./connect";
import { migrateToLatest } from "./migrate";
import { MIGRATIONS } from "./migrations";

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("migrations on PostgreSQL", () => {
  it("create their tables in a schema even when another schema already has them", async () => {
    const schemas = [1, 2].map(() => `test_${randomBytes(6).toString("hex")}`);
    const handles = schemas.map((schema) => connectDatabase({ databaseUrl: pgUrl, pgSchema: schema }));
    try {
      for (const [i, schema] of schemas.entries()) {
        await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(handles[i]!.db);
        await migrateToLatest(handles[i]!.db as never);
      }
      // The second schema, migrated while the first already had Kysely's tables, has its own.
      expect(await handles[1]!.db.selectFrom("submissions").selectAll().execute()).toEqual([]);
    } finally {
      for (const [i, schema] of schemas.entries()) {
        await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(handles[i]!.db);
        await handles[i]!.db.destroy();
      }
    }
  });

  it("run once when three servers start together on a fresh database, and every server starts", async () => {
    const schema = `test_${randomBytes(6).toString("hex")}`;
    // Three pools, as three instances have; each migrates as the server does at start.
    const handles = [1, 2, 3].map(() => connectDatabase({ databaseUrl: pgUrl, pgSchema: schema }));
    try {
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(handles[0]!.db);
      const outcomes = await Promise.allSettled(handles.map((handle) => migrateToLatest(handle.db as never)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      // One row per migration: none ran twice.
      const ran = await sql<{ name: string; times: number }>`
        select name, count(*)::int as times from ${sql.id(schema, "kysely_migration")} group by name
      `.execute(handles[0]!.db);
      expect(ran.rows.length).toBe(Object.keys(MIGRATIONS).length);
      expect(ran.rows.every((row) => row.times === 1)).toBe(true);
      expect(await handles[2]!.db.selectFrom("submissions").selectAll().execute()).toEqual([]);
    } finally {
      await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(handles[0]!.db);
      for (const handle of handles) await handle.db.destroy();
    }
  });
});
