import { type Kysely, type MigrationProvider, Migrator } from "kysely";

import { MIGRATIONS } from "./migrations";

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the database up to the latest migration. Migrations are timestamped modules in
 * server/db/migrations with up/down on Kysely<any>; they never import app types, and the same
 * files serve SQLite and PostgreSQL.
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
  }
}
