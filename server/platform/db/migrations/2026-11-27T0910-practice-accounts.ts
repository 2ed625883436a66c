import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * Practice accounts (issue 36 items 1, 2 and 5): the people of a practice, their role in each
 * practice they belong to, the single-use sign-in links e-mailed to them, the requests for such
 * links (the per-address limit) and their sessions. Tokens are stored only as hashes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("practice_users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("practice_memberships")
    .addColumn("user_id", "text", (c) => c.notNull().references("practice_users.id").onDelete("cascade"))
    .addColumn("practice_id", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("added_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("practice_memberships_pk", ["user_id", "practice_id"])
    .execute();
  await db.schema
    .createIndex("practice_memberships_practice")
    .on("practice_memberships")
    .column("practice_id")
    .execute();
  await db.schema
    .createTable("practice_sign_in_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("practice_users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("practice_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("practice_sign_in_links_user").on("practice_sign_in_links").column("user_id").execute();
  await db.schema
    .createTable("practice_link_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_key", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("practice_link_requests_account")
    .on("practice_link_requests")
    .columns(["account_key", "at"])
    .execute();
  await db.schema
    .createTable("practice_sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("practice_users.id").onDelete("cascade"))
    .addColumn("practice_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("practice_sessions_user").on("practice_sessions").column("user_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "practice_sessions",
    "practice_link_requests",
    "practice_sign_in_links",
    "practice_memberships",
    "practice_users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
