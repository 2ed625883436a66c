import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * Issue 35 items 5 and 6: the practice's one reply link (its token stored hashed and sealed on the
 * review, with who decided the reply and why), and reports against a published review, each with
 * its reason, the decision, who took it and why. See server/reviews/report-tables.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of [
    "reply_token_hash",
    "reply_token_sealed",
    "reply_decided_at",
    "reply_decided_by",
    "reply_decision_reason",
  ]) {
    await db.schema.alterTable("reviews").addColumn(column, "text").execute();
  }
  await db.schema.createIndex("reviews_reply_token").on("reviews").column("reply_token_hash").unique().execute();

  await db.schema
    .createTable("review_reports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("review_id", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("details", "text")
    .addColumn("reporter_email", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("hid_review", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("author_answer_due", "text")
    .addColumn("decided_at", "text")
    .addColumn("decided_by", "text")
    .addColumn("decision", "text")
    .addColumn("decision_note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("review_reports_review").on("review_reports").column("review_id").execute();
  await db.schema.createIndex("review_reports_status").on("review_reports").columns(["status", "created_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("review_reports").execute();
  await db.schema.dropIndex("reviews_reply_token").execute();
  for (const column of [
    "reply_token_hash",
    "reply_token_sealed",
    "reply_decided_at",
    "reply_decided_by",
    "reply_decision_reason",
  ]) {
    await db.schema.alterTable("reviews").dropColumn(column).execute();
  }
}
