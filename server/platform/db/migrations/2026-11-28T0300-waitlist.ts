import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * The waitlist for an earlier time (issue 37 item 5): entries (one per booking), the times
 * practices freed (claimed once: claimed_by), and the claim links e-mailed for each.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("waitlist_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("submission_id", "text", (c) => c.notNull().unique())
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("practice_id", "text", (c) => c.notNull())
    .addColumn("city_slug", "text", (c) => c.notNull())
    .addColumn("until_date", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("waitlist_entries_practice")
    .on("waitlist_entries")
    .columns(["practice_id", "id"])
    .execute();
  await db.schema.createIndex("waitlist_entries_city").on("waitlist_entries").columns(["city_slug", "id"]).execute();
  await db.schema.createIndex("waitlist_entries_until").on("waitlist_entries").column("until_date").execute();
  await db.schema
    .createTable("freed_times")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("practice_id", "text", (c) => c.notNull())
    .addColumn("city_slug", "text", (c) => c.notNull())
    .addColumn("listing_ref", "text", (c) => c.notNull())
    .addColumn("practice_name", "text", (c) => c.notNull())
    .addColumn("practice_phone", "text", (c) => c.notNull())
    .addColumn("practice_address", "text", (c) => c.notNull())
    .addColumn("practice_email", "text", (c) => c.notNull())
    .addColumn("dentist_name", "text")
    .addColumn("start", "text", (c) => c.notNull())
    .addColumn("minutes", "integer", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("claimed_by", "text")
    .addColumn("claimed_at", "text")
    .execute();
  await db.schema.createIndex("freed_times_start").on("freed_times").column("start").execute();
  await db.schema
    .createTable("waitlist_offers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("freed_time_id", "text", (c) => c.notNull())
    .addColumn("entry_id", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("waitlist_offers_freed").on("waitlist_offers").column("freed_time_id").execute();
  await db.schema.createIndex("waitlist_offers_entry").on("waitlist_offers").column("entry_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("waitlist_offers").execute();
  await db.schema.dropTable("freed_times").execute();
  await db.schema.dropTable("waitlist_entries").execute();
}
