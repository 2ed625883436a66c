import { type Kysely, sql } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * Practice owners' passkeys and the practices' plans (issue 36 items 1 and 7): each passkey's public
 * key and counter (never any private material), the challenges of adding one (per session, single
 * use), the sign-ins waiting for a passkey after the e-mailed link (their challenge on the row), the
 * sessions a passkey verified, and each practice's plan state. Practices whose account already has
 * someone in it start a 30-day trial now (D609).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("practice_passkeys")
    .addColumn("credential_id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("practice_users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("counter", "bigint", (c) => c.notNull())
    .addColumn("transports", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("practice_passkeys_user").on("practice_passkeys").column("user_id").execute();
  await db.schema
    .createTable("practice_passkey_challenges")
    .addColumn("session_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("practice_users.id").onDelete("cascade"))
    .addColumn("challenge", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("practice_passkey_sign_ins")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("practice_users.id").onDelete("cascade"))
    .addColumn("practice_id", "text")
    .addColumn("challenge", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("practice_passkey_sessions")
    .addColumn("session_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("practice_users.id").onDelete("cascade"))
    .addColumn("verified_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("practice_plans")
    .addColumn("practice_id", "text", (c) => c.primaryKey())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("trial_ends_at", "text")
    .addColumn("active_since", "text")
    .addColumn("paused_at", "text")
    .addColumn("pause_reason", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .execute();
  const now = new Date();
  const trialEnds = new Date(now.getTime() + 30 * 86_400_000).toISOString();
  await sql`insert into practice_plans (practice_id, state, trial_ends_at, updated_at, updated_by)
    select distinct practice_id, 'trial', ${trialEnds}, ${now.toISOString()}, 'migration'
    from practice_memberships`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "practice_plans",
    "practice_passkey_sessions",
    "practice_passkey_sign_ins",
    "practice_passkey_challenges",
    "practice_passkeys",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
