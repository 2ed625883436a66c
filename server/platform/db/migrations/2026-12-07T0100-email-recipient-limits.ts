import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * The outbox's limit on e-mails to addresses that confirmed nothing (issue 48 item 1,
 * server/platform/outbox/recipient-limit.ts): one counter per hashed address and New Zealand day, and the
 * hashed addresses that proved they are their owner's by following a link we e-mailed them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("email_recipient_days")
    .addColumn("address_hash", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("email_recipient_days_pkey", ["address_hash", "day"])
    .execute();
  await db.schema.createIndex("email_recipient_days_day").on("email_recipient_days").column("day").execute();
  await db.schema
    .createTable("email_confirmed_recipients")
    .addColumn("address_hash", "text", (c) => c.primaryKey())
    .addColumn("confirmed_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("email_confirmed_recipients").execute();
  await db.schema.dropTable("email_recipient_days").execute();
}
