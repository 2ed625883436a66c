import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * A practice's settings (issue 36 item 5): how new requests reach its booking address ("each" at
 * once, or "summary" twice a day) and the last summary written (digest_sent_through); each
 * person's choice of the monthly report; and the requests waiting for a summary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("practice_settings")
    .addColumn("practice_id", "text", (c) => c.primaryKey())
    .addColumn("digest", "text", (c) => c.notNull().defaultTo("each"))
    .addColumn("digest_sent_through", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("practice_report_choices")
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("practice_id", "text", (c) => c.notNull())
    .addColumn("monthly_report", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("practice_report_choices_pk", ["user_id", "practice_id"])
    .execute();
  await db.schema
    .createTable("practice_digest_items")
    .addColumn("practice_request_id", "text", (c) => c.primaryKey())
    .addColumn("practice_id", "text", (c) => c.notNull())
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("told_at", "text")
    .execute();
  await db.schema
    .createIndex("practice_digest_items_waiting")
    .on("practice_digest_items")
    .columns(["practice_id", "told_at", "due_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("practice_digest_items").execute();
  await db.schema.dropTable("practice_report_choices").execute();
  await db.schema.dropTable("practice_settings").execute();
}
