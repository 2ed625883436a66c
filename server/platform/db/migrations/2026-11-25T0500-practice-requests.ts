import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * The request loop (server/booking/): one row each time a booking request is sent to a
 * practice, holding the practice's private link (its hash), the practice's answer and the timers
 * that follow it. Response-time figures are computed from `sent_at` and `first_answer_at`.
 * `token_sealed` is the practice's link token sealed (as the patient's is), so a reminder or an
 * accepted offer can e-mail the link again. `submissions.status_token_sealed` keeps the patient's status-link token encrypted, so later
 * e-mails (a confirmed time, offered times) can carry the link; the token is never stored in clear.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("practice_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("submission_id", "text", (c) => c.notNull())
    .addColumn("listing_ref", "text", (c) => c.notNull())
    .addColumn("practice_id", "text", (c) => c.notNull())
    .addColumn("practice_name", "text", (c) => c.notNull())
    .addColumn("practice_phone", "text", (c) => c.notNull())
    .addColumn("practice_address", "text", (c) => c.notNull())
    .addColumn("practice_email", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("token_sealed", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("emergency", "integer", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("first_answer_at", "text")
    .addColumn("appointment_start", "text")
    .addColumn("appointment_minutes", "integer")
    .addColumn("offered_times", "text")
    .addColumn("decline_reason", "text")
    .addColumn("reminded_at", "text")
    .addColumn("escalated_at", "text")
    .addColumn("cancelled_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("practice_requests_token")
    .on("practice_requests")
    .column("token_hash")
    .unique()
    .execute();
  await db.schema.createIndex("practice_requests_submission").on("practice_requests").column("submission_id").execute();
  await db.schema
    .createIndex("practice_requests_practice_sent")
    .on("practice_requests")
    .columns(["practice_id", "sent_at"])
    .execute();
  await db.schema.alterTable("submissions").addColumn("status_token_sealed", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("submissions").dropColumn("status_token_sealed").execute();
  await db.schema.dropTable("practice_requests").execute();
}
