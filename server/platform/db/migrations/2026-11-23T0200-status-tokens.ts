import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * A booking's private status link: only the SHA-256 of its token is stored, so the database
 * alone cannot open anyone's status page. Nullable (other forms and older rows have none);
 * unique where set (NULLs never collide in SQLite or PostgreSQL).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("submissions").addColumn("status_token_hash", "text").execute();
  await db.schema
    .createIndex("submissions_status_token_hash")
    .on("submissions")
    .column("status_token_hash")
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("submissions_status_token_hash").execute();
  await db.schema.alterTable("submissions").dropColumn("status_token_hash").execute();
}
