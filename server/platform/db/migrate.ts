import { type Kysely, type MigrationProvider, Migrator, PostgresAdapter, sql } from "kysely";

import { MIGRATIONS } from "./migrations";

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the database up to the latest migration. Migrations are timestamped modules in
 * server/platform/db/migrations with up/down on Kysely<any>; they never import app types, and the same
 * files serve SQLite and PostgreSQL.
 *
 * Several instances starting together on one PostgreSQL run each migration once: Kysely's
 * Migrator takes a session advisory lock (pg_advisory_lock) inside the one transaction that runs
 * the pending migrations, so the others wait, then find nothing left to run; it also tolerates
 * their racing to create its own bookkeeping tables. migrate.test.ts proves it with three pools
 * (docs/decisions/D0431-migrations-run-once-through-kyselys-own.md).
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  // On PostgreSQL, Kysely looks for its migration tables in every schema unless told which one:
  // another schema's tables (a second app, a test running beside this one) would make it skip
  // creating its own. Name the schema this connection writes to.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = postgres
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
  }
}
