import { type Kysely, PostgresAdapter } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("submissions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("city", "text")
    .addColumn("urgency", "text")
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("page_url", "text")
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("body_hash", "text")
    .execute();
  await db.schema.createIndex("submissions_received_at").on("submissions").column("received_at").execute();
  await db.schema.createIndex("submissions_email").on("submissions").column("email").execute();
  await db.schema.createIndex("submissions_form_status").on("submissions").columns(["form", "status"]).execute();

  // An auto-incrementing key is spelled differently in each dialect.
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("submission_events")
    .addColumn("id", isPostgres ? "bigserial" : "integer", (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("submission_id", "text", (c) => c.notNull().references("submissions.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("from_status", "text")
    .addColumn("to_status", "text")
    .addColumn("note", "text")
    .execute();
  await db.schema.createIndex("submission_events_submission").on("submission_events").column("submission_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("submission_events").execute();
  await db.schema.dropTable("submissions").execute();
}
