import { type Kysely, PostgresAdapter } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("operators")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("failed_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", "text")
    .execute();

  await db.schema
    .createTable("operator_sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("operator_id", "text", (c) => c.notNull().references("operators.id").onDelete("cascade"))
    .addColumn("csrf_token", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("operator_sessions_operator").on("operator_sessions").column("operator_id").execute();

  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("audit_log")
    .addColumn("id", isPostgres ? "bigserial" : "integer", (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target", "text")
    .addColumn("details", "text")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
  await db.schema.dropTable("operator_sessions").execute();
  await db.schema.dropTable("operators").execute();
}
