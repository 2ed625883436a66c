import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * A dentist's or surgeon's own languages, where the practice says which practitioner speaks which
 * (issue 38 item 9): JSON text, a list; "[]" when the practice has not said, as for every listing
 * before this. The practice's own `languages` stay what is spoken at the practice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["dentists", "surgeons"]) {
    await db.schema
      .alterTable(table)
      .addColumn("languages", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["dentists", "surgeons"]) await db.schema.alterTable(table).dropColumn("languages").execute();
}
