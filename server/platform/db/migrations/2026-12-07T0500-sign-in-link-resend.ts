import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * A practice user's sign-in link can be e-mailed again (issue 48 item 7): its token kept sealed
 * beside its hash (as a booking's status token, D130), and when it was last re-sent (null: only
 * when it was made).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("practice_sign_in_links").addColumn("sealed_token", "text").execute();
  await db.schema.alterTable("practice_sign_in_links").addColumn("resent_at", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("practice_sign_in_links").dropColumn("resent_at").execute();
  await db.schema.alterTable("practice_sign_in_links").dropColumn("sealed_token").execute();
}
