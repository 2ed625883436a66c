import { createHash, randomBytes } from "node:crypto";

import { type Kysely, sql } from "kysely";
import { v7 as uuidv7 } from "uuid";

import { can, type PracticeRole } from "../../rules/practice-account";
import type { Database } from "../platform/db/schema";
import { isPostgres } from "../platform/db/transactions";
import { normaliseEmail } from "../platform/operators/operators";
import { newStatusToken, STATUS_TOKEN_PATTERN } from "../platform/private-links/status-token";
import { sealStatusToken } from "../platform/private-links/status-link-seal";
import { scheduleConfirmation } from "./confirmation";
import type { PracticeSignInLinksTable } from "./tables";

/*
 * The practice accounts' SQL (issue 36): people, their roles per practice, single-use links and
 * sessions. Plain functions over `db` or the caller's transaction; tokens only ever stored hashed.
 */

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export interface Membership {
  practiceId: string;
  practiceName: string;
  role: PracticeRole;
}

export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom("practice_users").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
}

/**
 * The user with this address, made if there is none. Insert first, then read: two transactions
 * adding the same new address at once meet on the unique e-mail (the second waits for the first,
 * then inserts nothing) instead of both finding none and the second failing on the key (issue 48).
 */
export async function ensureUser(trx: Kysely<Database>, email: string, now: Date): Promise<string> {
  const address = normaliseEmail(email);
  await trx
    .insertInto("practice_users")
    .values({ id: uuidv7(), email: address, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  return (await findUserByEmail(trx, address))!.id;
}

/**
 * Adds the user to the practice in this role; false when they already belong to it (left as is).
 * One statement decides, so of many adding the same person at once exactly one gets true.
 */
export async function addMembership(
  trx: Kysely<Database>,
  input: { userId: string; practiceId: string; role: PracticeRole; addedBy: string; now: Date },
): Promise<boolean> {
  const inserted = await trx
    .insertInto("practice_memberships")
    .values({
      user_id: input.userId,
      practice_id: input.practiceId,
      role: input.role,
      added_by: input.addedBy,
      created_at: input.now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["user_id", "practice_id"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  // Someone who may change the listing is now there to be asked to confirm it every 90 days.
  if (can(input.role, "edit-listing")) await scheduleConfirmation(trx, input.practiceId, input.now);
  return true;
}

export async function roleIn(db: Kysely<Database>, userId: string, practiceId: string) {
  const row = await db
    .selectFrom("practice_memberships")
    .select("role")
    .where("user_id", "=", userId)
    .where("practice_id", "=", practiceId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** The practices a user belongs to, by name (practices no longer in the listings are left out). */
export async function membershipsOf(db: Kysely<Database>, userId: string): Promise<Membership[]> {
  const rows = await db
    .selectFrom("practice_memberships")
    .innerJoin("practices", "practices.id", "practice_memberships.practice_id")
    .select(["practice_memberships.practice_id", "practice_memberships.role", "practices.name"])
    .where("practice_memberships.user_id", "=", userId)
    .orderBy("practices.name")
    .execute();
  return rows.map((row) => ({ practiceId: row.practice_id, practiceName: row.name, role: row.role }));
}

export async function membersOf(db: Kysely<Database>, practiceId: string) {
  return db
    .selectFrom("practice_memberships")
    .innerJoin("practice_users", "practice_users.id", "practice_memberships.user_id")
    .select(["practice_users.id", "practice_users.email", "practice_memberships.role"])
    .where("practice_memberships.practice_id", "=", practiceId)
    .orderBy("practice_users.email")
    .execute();
}

/**
 * Holds the practice's row until the transaction ends (PostgreSQL; SQLite's transaction already
 * holds the write lock): changes to its people that must keep an owner run one after another.
 * Counting the owners without it let two owners removing each other both see two (issue 48).
 */
export async function lockPracticePeople(trx: Kysely<Database>, practiceId: string): Promise<void> {
  if (isPostgres(trx)) await sql`select id from practices where id = ${practiceId} for update`.execute(trx);
}

export async function removeMembership(trx: Kysely<Database>, userId: string, practiceId: string): Promise<boolean> {
  const result = await trx
    .deleteFrom("practice_memberships")
    .where("user_id", "=", userId)
    .where("practice_id", "=", practiceId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function practiceName(db: Kysely<Database>, practiceId: string): Promise<string | null> {
  const row = await db.selectFrom("practices").select("name").where("id", "=", practiceId).executeTakeFirst();
  return row?.name ?? null;
}

// ---- Single-use links

/** A new link for the user; its token (shaped like a status link's, so an e-mail job seals it). */
export async function createLink(
  trx: Kysely<Database>,
  input: {
    userId: string;
    purpose: PracticeSignInLinksTable["purpose"];
    practiceId: string | null;
    now: Date;
    validMs: number;
    /** Given for a sign-in link: its token is kept sealed under it, to be e-mailed again. */
    sealKey?: Buffer;
  },
): Promise<string> {
  const { token } = newStatusToken(input.now.getTime());
  await trx
    .insertInto("practice_sign_in_links")
    .values({
      token_hash: tokenHash(token),
      user_id: input.userId,
      purpose: input.purpose,
      practice_id: input.practiceId,
      created_at: input.now.toISOString(),
      expires_at: new Date(input.now.getTime() + input.validMs).toISOString(),
      used_at: null,
      sealed_token: input.sealKey ? sealStatusToken(token, input.sealKey) : null,
      resent_at: null,
    })
    .execute();
  return token;
}

export async function findLink(db: Kysely<Database>, token: string) {
  if (!STATUS_TOKEN_PATTERN.test(token)) return undefined;
  return db
    .selectFrom("practice_sign_in_links")
    .selectAll()
    .where("token_hash", "=", tokenHash(token))
    .executeTakeFirst();
}

/** Marks the link used, if nobody used it first and it has not expired: true for the one who did. */
export async function claimLink(trx: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable("practice_sign_in_links")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", tokenHash(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The user's newest sign-in link (not an invitation), used or not, expired or not. */
export async function newestSignInLink(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("practice_sign_in_links")
    .select(["token_hash", "created_at", "expires_at", "used_at", "sealed_token", "resent_at"])
    .where("user_id", "=", userId)
    .where("purpose", "=", "sign-in")
    .orderBy("created_at", "desc")
    .orderBy("token_hash")
    .limit(1)
    .executeTakeFirst();
}

export async function markLinkResent(trx: Kysely<Database>, hash: string, now: Date) {
  await trx
    .updateTable("practice_sign_in_links")
    .set({ resent_at: now.toISOString() })
    .where("token_hash", "=", hash)
    .execute();
}

/** Fresh sign-in links made for one address since `since`. */
export async function linkRequestsSince(db: Kysely<Database>, accountKey: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("practice_link_requests")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("account_key", "=", accountKey)
    .where("at", ">", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordLinkRequest(trx: Kysely<Database>, accountKey: string, now: Date, keepMs: number) {
  await trx
    .deleteFrom("practice_link_requests")
    .where("at", "<=", new Date(now.getTime() - keepMs).toISOString())
    .execute();
  await trx
    .insertInto("practice_link_requests")
    .values({ id: uuidv7(), account_key: accountKey, at: now.toISOString() })
    .execute();
}

// ---- Sessions

export async function createSession(
  trx: Kysely<Database>,
  input: { userId: string; practiceId: string | null; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const at = input.now.toISOString();
  await trx
    .insertInto("practice_sessions")
    .values({
      token_hash: tokenHash(token),
      user_id: input.userId,
      practice_id: input.practiceId,
      created_at: at,
      last_seen_at: at,
    })
    .execute();
  return token;
}

export interface PracticeSession {
  tokenHash: string;
  userId: string;
  email: string;
  practiceId: string | null;
}

/**
 * The session a cookie's token opens, unless it has been idle longer than `idleMs` or is older than
 * `maxMs` (then it is deleted); touched on use.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
  limits: { idleMs: number; maxMs: number },
): Promise<PracticeSession | null> {
  const hash = tokenHash(token);
  const row = await db
    .selectFrom("practice_sessions")
    .innerJoin("practice_users", "practice_users.id", "practice_sessions.user_id")
    .select([
      "practice_sessions.user_id",
      "practice_sessions.practice_id",
      "practice_sessions.created_at",
      "practice_sessions.last_seen_at",
      "practice_users.email",
    ])
    .where("practice_sessions.token_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return null;
  const at = now.getTime();
  if (at - Date.parse(row.last_seen_at) > limits.idleMs || at - Date.parse(row.created_at) > limits.maxMs) {
    await db.deleteFrom("practice_sessions").where("token_hash", "=", hash).execute();
    return null;
  }
  await db
    .updateTable("practice_sessions")
    .set({ last_seen_at: now.toISOString() })
    .where("token_hash", "=", hash)
    .execute();
  return { tokenHash: hash, userId: row.user_id, email: row.email, practiceId: row.practice_id };
}

/**
 * The hash of the live session a cookie's token opens, or null: read only (neither touched nor
 * ended), for the rate limit to key a signed-in user's requests by before the page reads it.
 */
export async function liveSessionHash(
  db: Kysely<Database>,
  token: string,
  now: Date,
  limits: { idleMs: number; maxMs: number },
): Promise<string | null> {
  const hash = tokenHash(token);
  const row = await db
    .selectFrom("practice_sessions")
    .select(["created_at", "last_seen_at"])
    .where("token_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return null;
  const at = now.getTime();
  const live = at - Date.parse(row.last_seen_at) <= limits.idleMs && at - Date.parse(row.created_at) <= limits.maxMs;
  return live ? hash : null;
}

export async function setSessionPractice(db: Kysely<Database>, hash: string, practiceId: string) {
  await db.updateTable("practice_sessions").set({ practice_id: practiceId }).where("token_hash", "=", hash).execute();
}

export async function endSession(db: Kysely<Database>, hash: string) {
  await db.deleteFrom("practice_sessions").where("token_hash", "=", hash).execute();
}

/** Ends every session of the user ("sign out everywhere"). */
export async function endSessionsOf(db: Kysely<Database>, userId: string) {
  await db.deleteFrom("practice_sessions").where("user_id", "=", userId).execute();
}
