import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * Ratings come only from reviews (issue 35 item 1): a dentist's and a surgeon's typed-in `rating`
 * and `reviews` columns go. Every figure is computed from published reviews (server/reviews/
 * figures-reader.ts, rules/reviews/figures.ts). SQLite drops a column since 3.35 (better-sqlite3
 * ships a newer one); neither column is indexed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["dentists", "surgeons"]) {
    await db.schema.alterTable(table).dropColumn("rating").execute();
    await db.schema.alterTable(table).dropColumn("reviews").execute();
  }
}

/** Back to typed-in figures (tests that migrate back): the columns return, as 0 for every listing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["dentists", "surgeons"]) {
    await db.schema
      .alterTable(table)
      .addColumn("rating", "double precision", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn("reviews", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
}
