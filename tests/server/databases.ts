import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { connectDatabase, type DatabaseHandle } from "../../server/platform/db/connect";
import { migrateToLatest } from "../../server/platform/db/migrate";
import { databaseTemplates, onPostgresServer, postgresUrlOf, seedAsAtFirstStart } from "../support/database-templates";

const pgUrl = process.env.TEST_DATABASE_URL;

/** A test's database: close it with `cleanup`, which also deletes it. */
export type TestDatabaseHandle = DatabaseHandle & {
  /** PostgreSQL: the URL of this database alone, for a second pool, a CLI or a server process. */
  databaseUrl?: string;
  cleanup(): Promise<void>;
};

export interface OpenOptions {
  /** The SQLite file's name (the command line finds `nz-dental.sqlite` in DATA_DIR). */
  sqliteFileName?: string;
  /**
   * With the rows the app writes at its first start (sample listings, their owners, places), so an
   * app built on it starts without seeding: what a test that builds the app wants.
   */
  seeded?: boolean;
}

export interface TestDatabase {
  name: "sqlite" | "postgres";
  /** A database of this kind of its own, migrated: empty, or `seeded`. */
  open(options?: OpenOptions): Promise<TestDatabaseHandle>;
}

/** A migrated SQLite file of its own: a copy of the run's template, or made afresh outside Vitest. */
export const sqliteTestDatabase: TestDatabase = {
  name: "sqlite",
  async open(options) {
    const dir = mkdtempSync(join(tmpdir(), "nzdd-test-"));
    const file = join(dir, options?.sqliteFileName ?? "test.sqlite");
    const templates = databaseTemplates();
    if (templates) copyFileSync(options?.seeded ? templates.sqlite.seeded : templates.sqlite.empty, file);
    const handle = connectDatabase({ sqliteFile: file });
    if (!templates) {
      await migrateToLatest(handle.db as never);
      if (options?.seeded) await seedAsAtFirstStart(handle.db);
    }
    return {
      ...handle,
      async cleanup() {
        await handle.db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/** A PostgreSQL database of its own on TEST_DATABASE_URL's server, dropped by `cleanup`. */
const postgresTestDatabase: TestDatabase = {
  name: "postgres",
  async open(options) {
    const templates = databaseTemplates();
    const run = templates?.run ?? "nzdd_test";
    const name = `${run}_${randomBytes(5).toString("hex")}`;
    const template = templates?.postgres?.[options?.seeded ? "seeded" : "empty"];
    await onPostgresServer(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
    const databaseUrl = postgresUrlOf(name);
    const handle = connectDatabase({ databaseUrl });
    if (!template) {
      await migrateToLatest(handle.db as never);
      if (options?.seeded) await seedAsAtFirstStart(handle.db);
    }
    return {
      ...handle,
      databaseUrl,
      async cleanup() {
        await handle.db.destroy();
        // FORCE: a killed server process's connections may linger.
        await onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  },
};

/**
 * The databases server tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Use with describe.each(TEST_DATABASES).
 */
export const TEST_DATABASES: TestDatabase[] = pgUrl ? [sqliteTestDatabase, postgresTestDatabase] : [sqliteTestDatabase];
