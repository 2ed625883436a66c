import { randomBytes } from "node:crypto";

import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { connectDatabase } from "./connect";
import { migrateToLatest } from "./migrate";

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
});
