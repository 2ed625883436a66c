import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * Issue 36 item 3: a new practice's way from approved application to published listing (its state,
 * when and by whom it moved, the operator's reason when returned, and what the application said
 * about the practitioner), and the Dental Council registration checks operators record per
 * practitioner and number. See server/accounts/onboarding-tables.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("practice_onboarding")
    .addColumn("practice_id", "text", (c) => c.primaryKey())
    .addColumn("application_reference", "text")
    .addColumn("prefill", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("state_at", "text", (c) => c.notNull())
    .addColumn("state_by", "text", (c) => c.notNull())
    .addColumn("submitted_at", "text")
    .addColumn("submitted_by", "text")
    .addColumn("published_at", "text")
    .addColumn("published_by", "text")
    .addColumn("returned_at", "text")
    .addColumn("returned_by", "text")
    .addColumn("return_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("practice_onboarding_state")
    .on("practice_onboarding")
    .columns(["state", "state_at"])
    .execute();

  await db.schema
    .createTable("registration_checks")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("listing_kind", "text", (c) => c.notNull())
    .addColumn("listing_id", "text", (c) => c.notNull())
    .addColumn("practice_id", "text", (c) => c.notNull())
    .addColumn("registration_number", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("checked_by", "text", (c) => c.notNull())
    .addColumn("checked_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("registration_checks_listing")
    .on("registration_checks")
    .columns(["listing_kind", "listing_id", "checked_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("registration_checks").execute();
  await db.schema.dropTable("practice_onboarding").execute();
}
