import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * Failed sign-ins, one row each, keyed by the typed account (a hash of the address, known or not)
 * and the client (its address, or its recognised-device cookie), so a lock holds one client out
 * of one account instead of everyone. Rows older than an hour are deleted as new ones arrive.
 * Recognised devices: a browser where an operator signed in; only a hash of its cookie is stored.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sign_in_failures")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_key", "text", (c) => c.notNull())
    .addColumn("client_key", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sign_in_failures_account_at")
    .on("sign_in_failures")
    .columns(["account_key", "at"])
    .execute();
  await db.schema.createIndex("sign_in_failures_at").on("sign_in_failures").column("at").execute();

  await db.schema
    .createTable("operator_devices")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("operator_id", "text", (c) => c.notNull().references("operators.id").onDelete("cascade"))
    .addColumn("last_sign_in_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("operator_devices_operator").on("operator_devices").column("operator_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("operator_devices").execute();
  await db.schema.dropTable("sign_in_failures").execute();
}
