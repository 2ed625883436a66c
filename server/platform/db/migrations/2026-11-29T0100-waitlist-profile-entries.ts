import { type Kysely, sql } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * Waitlist entries from a practice's profile, with no booking (issue 37 item 5): submission_id
 * becomes nullable, and such an entry carries its own e-mail address and the booking details a
 * claimed time is booked with (`fields`, JSON, as submissions.fields), and is offered times only
 * once its e-mailed link confirmed it (confirm_token_hash, confirmed_at). SQLite cannot drop a NOT
 * NULL, so the table is rebuilt the same way on both databases: a new table, its rows copied (a
 * status-page entry was confirmed when it joined), the old one dropped, the new one renamed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("waitlist_entries_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("submission_id", "text", (c) => c.unique())
    .addColumn("email", "text")
    .addColumn("fields", "text")
    .addColumn("confirm_token_hash", "text", (c) => c.unique())
    .addColumn("confirmed_at", "text")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("practice_id", "text", (c) => c.notNull())
    .addColumn("city_slug", "text", (c) => c.notNull())
    .addColumn("until_date", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO waitlist_entries_next
    (id, submission_id, email, fields, confirm_token_hash, confirmed_at, scope, practice_id, city_slug, until_date, created_at)
    SELECT id, submission_id, NULL, NULL, NULL, created_at, scope, practice_id, city_slug, until_date, created_at
    FROM waitlist_entries`.execute(db);
  await db.schema.dropTable("waitlist_entries").execute();
  await db.schema.alterTable("waitlist_entries_next").renameTo("waitlist_entries").execute();
  await indexes(db);
  await db.schema.createIndex("waitlist_entries_email").on("waitlist_entries").column("email").execute();
  await db.schema.createIndex("waitlist_entries_created").on("waitlist_entries").column("created_at").execute();
}

/** The first migration's indexes (dropped with its table; names are per schema on PostgreSQL). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function indexes(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("waitlist_entries_practice")
    .on("waitlist_entries")
    .columns(["practice_id", "id"])
    .execute();
  await db.schema.createIndex("waitlist_entries_city").on("waitlist_entries").columns(["city_slug", "id"]).execute();
  await db.schema.createIndex("waitlist_entries_until").on("waitlist_entries").column("until_date").execute();
}

/** Back to entries of bookings only: the profile's entries (no booking) are deleted, with their links. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM waitlist_offers WHERE entry_id IN (SELECT id FROM waitlist_entries WHERE submission_id IS NULL)`.execute(
    db,
  );
  await db.schema
    .createTable("waitlist_entries_previous")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("submission_id", "text", (c) => c.notNull().unique())
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("practice_id", "text", (c) => c.notNull())
    .addColumn("city_slug", "text", (c) => c.notNull())
    .addColumn("until_date", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO waitlist_entries_previous (id, submission_id, scope, practice_id, city_slug, until_date, created_at)
    SELECT id, submission_id, scope, practice_id, city_slug, until_date, created_at
    FROM waitlist_entries WHERE submission_id IS NOT NULL`.execute(db);
  await db.schema.dropTable("waitlist_entries").execute();
  await db.schema.alterTable("waitlist_entries_previous").renameTo("waitlist_entries").execute();
  await indexes(db);
}
