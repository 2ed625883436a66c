import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * A practice keeps its own listing true (issue 36 item 4). `listing_history`: every listing write's
 * changed fields with their values before and after (listings hold no patient data), who and when.
 * `listing_change_requests`: the changes a practice asks for that wait for an operator (a new
 * practitioner; a practitioner's name, registration number or specialist title; the practice's name
 * and address), with the decision, its reason and how a registration number was checked.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("listing_history")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("practice_id", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("before_value", "text")
    .addColumn("after_value", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("listing_history_practice").on("listing_history").columns(["practice_id", "id"]).execute();
  await db.schema.createIndex("listing_history_target").on("listing_history").columns(["target", "id"]).execute();
  await db.schema
    .createTable("listing_change_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("practice_id", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("listing_kind", "text")
    .addColumn("listing_id", "text")
    .addColumn("before_values", "text", (c) => c.notNull())
    .addColumn("after_values", "text", (c) => c.notNull())
    .addColumn("requested_by", "text", (c) => c.notNull())
    .addColumn("requested_by_email", "text", (c) => c.notNull())
    .addColumn("requested_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("decided_by", "text")
    .addColumn("decided_at", "text")
    .addColumn("reason", "text")
    .addColumn("check_method", "text")
    .addColumn("check_note", "text")
    .execute();
  await db.schema
    .createIndex("listing_change_requests_status")
    .on("listing_change_requests")
    .columns(["status", "requested_at"])
    .execute();
  await db.schema
    .createIndex("listing_change_requests_practice")
    .on("listing_change_requests")
    .columns(["practice_id", "status"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("listing_change_requests").execute();
  await db.schema.dropTable("listing_history").execute();
}
