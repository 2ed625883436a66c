import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * Issue 48 item 9: changes of where a practice's health details go (its booking e-mail, phone and
 * website). One row per change: held for an owner or the operator when a non-owner asked for it,
 * or live at once (an owner's) and undoable until it expires. See
 * server/accounts/contact-change-tables.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("practice_contact_changes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("practice_id", "text", (c) => c.notNull())
    .addColumn("before_values", "text", (c) => c.notNull())
    .addColumn("after_values", "text", (c) => c.notNull())
    .addColumn("requested_by", "text", (c) => c.notNull())
    .addColumn("requested_by_email", "text", (c) => c.notNull())
    .addColumn("requested_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("live_at", "text")
    .addColumn("decided_by", "text")
    .addColumn("decided_at", "text")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("practice_contact_changes_practice")
    .on("practice_contact_changes")
    .columns(["practice_id", "status"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("practice_contact_changes").execute();
}
