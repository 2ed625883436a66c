import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * A practice's closures (issue 37 item 2): JSON text, a list of { from, to, reason, coverName,
 * coverPhone }; "[]" when it has none, as for every practice before this.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("practices")
    .addColumn("closures", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("practices").dropColumn("closures").execute();
}
