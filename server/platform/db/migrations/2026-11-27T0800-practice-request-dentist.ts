import { type Kysely, sql } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * A practice request keeps the name of the dentist (or surgeon) the patient chose, as listed when
 * it was sent, like the practice's facts beside it: the patient's calendar file names them.
 * Requests sent before: the name the listing has now, where it is still there; else null.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("practice_requests").addColumn("dentist_name", "text").execute();
  for (const kind of ["dentist", "surgeon"] as const) {
    const table = kind === "dentist" ? "dentists" : "surgeons";
    await db
      .updateTable("practice_requests")
      .set({
        dentist_name: db
          .selectFrom(table)
          .select("name")
          .where(
            sql<boolean>`${sql.lit(`${kind}/`)} || ${sql.ref(`${table}.id`)} = ${sql.ref("practice_requests.listing_ref")}`,
          )
          .limit(1),
      })
      .where("listing_ref", "like", `${kind}/%`)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("practice_requests").dropColumn("dentist_name").execute();
}
