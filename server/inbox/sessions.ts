import { createHash, randomBytes } from "node:crypto";

import type { Kysely } from "kysely";

import type { Database } from "../db/schema";
import { audit } from "./audit";
import { normaliseEmail } from "./operators";
import { checkPassword } from "./passwords";

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface Session {
  operatorId: string;
  email: string;
  csrfToken: string;
  tokenHash: string;
}

export type SignInResult =
  | { outcome: "ok"; token: string; csrfToken: string; email: string }
  | { outcome: "invalid" }
  | { outcome: "locked"; until: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks an operator's password. Five failures in a row lock the account for 15 minutes (so at
 * most 20 guesses an hour); each failure also waits a little longer before answering.
 */
export async function signIn(
  db: Kysely<Database>,
  email: string,
  password: string,
  options: { failureDelayMs?: number } = {},
): Promise<SignInResult> {
  const address = normaliseEmail(email);
  const operator = await db.selectFrom("operators").selectAll().where("email", "=", address).executeTakeFirst();
  const now = new Date();
  if (!operator) {
    await checkPassword(password, null);
    // The typed address is not recorded: it may be a mistyped password.
    await audit(db, { actor: "unknown", action: "sign-in-failed", details: { unknownAccount: true } });
    await sleep(options.failureDelayMs ?? 250);
    return { outcome: "invalid" };
  }
  // Each attempt is counted before the password is checked, in one conditional update, so
  // parallel guesses cannot slip past the limit: at most MAX_FAILURES per lock period get through.
  const lockedUntil = new Date(now.getTime() + LOCK_MS).toISOString();
  const reserved = await db
    .updateTable("operators")
    .set((eb) => ({ failed_count: eb("failed_count", "+", 1), locked_until: null }))
    .where("id", "=", operator.id)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now.toISOString())]))
    .where("failed_count", "<", MAX_FAILURES)
    .returning("failed_count")
    .executeTakeFirst();
  if (!reserved) {
    await audit(db, { actor: operator.email, action: "sign-in-locked", target: operator.email });
    return { outcome: "locked", until: operator.locked_until ?? lockedUntil };
  }
  if (!(await checkPassword(password, operator.password_hash))) {
    const failures = Number(reserved.failed_count);
    const lock = failures >= MAX_FAILURES;
    if (lock) {
      await db
        .updateTable("operators")
        .set({ failed_count: 0, locked_until: lockedUntil })
        .where("id", "=", operator.id)
        .execute();
    }
    await audit(db, {
      actor: operator.email,
      action: "sign-in-failed",
      target: operator.email,
      details: { failures, locked: lock },
    });
    await sleep((options.failureDelayMs ?? 250) * failures);
    return lock ? { outcome: "locked", until: lockedUntil } : { outcome: "invalid" };
  }
  await db
    .updateTable("operators")
    .set({ failed_count: 0, locked_until: null })
    .where("id", "=", operator.id)
    .execute();
  // A new session id at every sign-in; the old cookie (if any) is not reused.
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(32).toString("base64url");
  await db
    .insertInto("operator_sessions")
    .values({
      token_hash: tokenHash(token),
      operator_id: operator.id,
      csrf_token: csrfToken,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  await audit(db, { actor: operator.email, action: "sign-in", target: operator.email });
  return { outcome: "ok", token, csrfToken, email: operator.email };
}

/** The session for a cookie's token, if it exists and has not timed out; touches it. */
export async function findSession(db: Kysely<Database>, token: string, now = new Date()): Promise<Session | null> {
  const hash = tokenHash(token);
  const row = await db
    .selectFrom("operator_sessions")
    .innerJoin("operators", "operators.id", "operator_sessions.operator_id")
    .select([
      "operator_sessions.operator_id",
      "operator_sessions.csrf_token",
      "operator_sessions.created_at",
      "operator_sessions.last_seen_at",
      "operators.email",
    ])
    .where("operator_sessions.token_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return null;
  const idle = now.getTime() - Date.parse(row.last_seen_at) > IDLE_TIMEOUT_MS;
  const old = now.getTime() - Date.parse(row.created_at) > ABSOLUTE_TIMEOUT_MS;
  if (idle || old) {
    await db.deleteFrom("operator_sessions").where("token_hash", "=", hash).execute();
    return null;
  }
  await db
    .updateTable("operator_sessions")
    .set({ last_seen_at: now.toISOString() })
    .where("token_hash", "=", hash)
    .execute();
  return { operatorId: row.operator_id, email: row.email, csrfToken: row.csrf_token, tokenHash: hash };
}

export async function endSession(db: Kysely<Database>, session: Session): Promise<void> {
  await db.deleteFrom("operator_sessions").where("token_hash", "=", session.tokenHash).execute();
  await audit(db, { actor: session.email, action: "sign-out", target: session.email });
}
