import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * The outbox (server/platform/outbox/): one row per e-mail or timed action, written in the same
 * transaction as the change that causes it, and run later by a worker. `unique_key` keeps a job
 * that must not happen twice (one purge a day) to one row: unique where set. `submission_id`
 * ties a job to the request it is about, so deleting or erasing the request removes its e-mails.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("unique_key", "text")
    .addColumn("submission_id", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("run_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("max_attempts", "integer", (c) => c.notNull())
    .addColumn("lease_until", "text")
    .addColumn("locked_by", "text")
    .addColumn("last_error", "text")
    .addColumn("result", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("jobs_unique_key").on("jobs").column("unique_key").unique().execute();
  await db.schema.createIndex("jobs_status_run_at").on("jobs").columns(["status", "run_at"]).execute();
  await db.schema.createIndex("jobs_submission").on("jobs").column("submission_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("jobs").execute();
}
