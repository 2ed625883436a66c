import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "kysely";
import pg from "pg";

import { connectDatabase, type DatabaseHandle } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrate";

const pgUrl = process.env.TEST_DATABASE_URL;

export interface TestDatabase {
  name: "sqlite" | "postgres";
  /**
   * A freshly migrated, empty database of this kind; `sqliteFileName` names its SQLite file (the
   * command line finds `nz-dental.sqlite` in DATA_DIR), `pgSchema` is its PostgreSQL schema.
   */
  open(options?: {
    sqliteFileName?: string;
  }): Promise<DatabaseHandle & { pgSchema?: string; cleanup(): Promise<void> }>;
}

/** A migrated SQLite file of its own, for tests about SQLite alone. */
export const sqliteTestDatabase: TestDatabase = {
  name: "sqlite",
  async open(options) {
    const dir = mkdtempSync(join(tmpdir(), "nzdd-test-"));
    const handle = connectDatabase({ sqliteFile: join(dir, options?.sqliteFileName ?? "test.sqlite") });
    await migrateToLatest(handle.db as never);
    return {
      ...handle,
      async cleanup() {
        await handle.db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/** Each PostgreSQL test database is a fresh schema in TEST_DATABASE_URL, dropped afterwards. */
const postgresDb: TestDatabase = {
  name: "postgres",
  async open() {
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const handle = connectDatabase({ databaseUrl: pgUrl, pgSchema: schema });
    await migrateToLatest(handle.db as never);
    return {
      ...handle,
      pgSchema: schema,
      async cleanup() {
        await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(handle.db);
        await handle.db.destroy();
      },
    };
  },
};

/**
 * The databases server tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Use with describe.each(TEST_DATABASES).
 */
export const TEST_DATABASES: TestDatabase[] = pgUrl ? [sqliteTestDatabase, postgresDb] : [sqliteTestDatabase];
