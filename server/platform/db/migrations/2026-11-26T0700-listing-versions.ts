import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * Row versions for the listing editor's optimistic concurrency (issue 33 item 7): every write to a
 * practice or a listing adds one to its `version`, and a save from the editor names the versions it
 * was loaded at, so a save from an editor opened before another operator's change, an import or a
 * publish is refused instead of silently putting the old values back. Existing rows start at 1.
 */
const TABLES = ["practices", "dentists", "surgeons", "emergency_clinics"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("version").execute();
}
