import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Kysely } from "kysely";
import pg from "pg";

import { connectDatabase, type DatabaseHandle } from "../../server/platform/db/connect";
import { migrateToLatest } from "../../server/platform/db/migrate";
import type { Database } from "../../server/platform/db/schema";
import { seedSampleListings } from "../../server/listings/seed";
import { seedPlaces } from "../../server/places/store";
// The seed tells the practice account of the sample practices (an event): as the server does.
import "../../server/features";

/**
 * The databases every test database is copied from, made once per test run (Vitest's globalSetup):
 * migrating a database took 1–2 s and, on PostgreSQL, waited for every other file's migration
 * (Kysely's migration lock is one per database); seeding the sample listings and places at each
 * app's start took about as long again. A copy takes a few milliseconds (SQLite: a file copy) or a
 * quarter of a second (PostgreSQL: CREATE DATABASE … TEMPLATE), and each copy is a database of its
 * own, so no two test files can see each other's rows.
 *
 * - `empty`: migrated, no rows (what `TestDatabase.open()` has always given).
 * - `seeded`: as the app leaves a new database at its first start: the sample listings with their
 *   owners and plans, and the places (the app then finds them and seeds nothing).
 */
interface DatabaseTemplates {
  /** Prefix of every PostgreSQL database of this run, so teardown finds what a crashed file left. */
  run: string;
  sqlite: { empty: string; seeded: string };
  postgres?: { empty: string; seeded: string };
}

/** Where globalSetup leaves the templates for the test workers (they inherit its environment). */
const TEMPLATES_ENV = "NZDD_TEST_DATABASE_TEMPLATES";

/** The templates of this run, or undefined outside Vitest (a bench migrates a fresh database). */
export function databaseTemplates(): DatabaseTemplates | undefined {
  const value = process.env[TEMPLATES_ENV];
  return value ? (JSON.parse(value) as DatabaseTemplates) : undefined;
}

/** What the app writes into an empty database at its first start (listings/plugin.ts, places/plugin.ts). */
export async function seedAsAtFirstStart(db: Kysely<Database>): Promise<void> {
  await seedSampleListings(db);
  await seedPlaces(db);
}

/** Runs one statement on TEST_DATABASE_URL's server, on a connection of its own. */
export async function onPostgresServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** TEST_DATABASE_URL with another database name. */
export function postgresUrlOf(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.href;
}

/** Closes a handle the way the app does: SQLite merges its WAL into the file, so one file is the whole database. */
async function prepared(handle: DatabaseHandle, seeded: boolean): Promise<void> {
  try {
    await migrateToLatest(handle.db as never);
    if (seeded) await seedAsAtFirstStart(handle.db);
  } finally {
    await handle.db.destroy();
  }
}

async function makeTemplates(): Promise<{ templates: DatabaseTemplates; dir: string }> {
  const run = `nzdd_test_${randomBytes(4).toString("hex")}`;
  const dir = mkdtempSync(join(tmpdir(), "nzdd-templates-"));
  const sqlite = { empty: join(dir, "empty.sqlite"), seeded: join(dir, "seeded.sqlite") };
  await prepared(connectDatabase({ sqliteFile: sqlite.empty }), false);
  copyFileSync(sqlite.empty, sqlite.seeded);
  await prepared(connectDatabase({ sqliteFile: sqlite.seeded }), true);
  const templates: DatabaseTemplates = { run, sqlite };
  if (process.env.TEST_DATABASE_URL) {
    const postgres = { empty: `${run}_empty`, seeded: `${run}_seeded` };
    await onPostgresServer(`CREATE DATABASE ${postgres.empty}`);
    await prepared(connectDatabase({ databaseUrl: postgresUrlOf(postgres.empty) }), false);
    await onPostgresServer(`CREATE DATABASE ${postgres.seeded} TEMPLATE ${postgres.empty}`);
    await prepared(connectDatabase({ databaseUrl: postgresUrlOf(postgres.seeded) }), true);
    templates.postgres = postgres;
  }
  return { templates, dir };
}

/** Drops every PostgreSQL database this run made, the templates last (copies were made from them). */
async function dropRun(run: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname LIKE '%\\_empty' OR datname LIKE '%\\_seeded'",
      [`${run}\\_%`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Vitest's globalSetup: makes the templates before any test file runs, removes them after the last. */
export default async function setup(): Promise<() => Promise<void>> {
  const { templates, dir } = await makeTemplates();
  process.env[TEMPLATES_ENV] = JSON.stringify(templates);
  return async () => {
    if (templates.postgres) await dropRun(templates.run);
    rmSync(dir, { recursive: true, force: true });
  };
}
