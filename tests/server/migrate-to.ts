import { type Kysely, Migrator, sql } from "kysely";

import { MIGRATIONS } from "../../server/platform/db/migrations";
import type { Database } from "../../server/platform/db/schema";

/**
 * Migrates a test database up or back to migration `name` (later ones undone), so a test can
 * write rows as the code of that time left them and then run the migrations after it.
 */
export async function migrateTo(db: Kysely<Database>, postgres: boolean, name: string): Promise<void> {
  const schema = postgres
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}
