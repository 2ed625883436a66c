import { createHash, randomBytes, randomUUID } from "node:crypto";

import type { Kysely } from "kysely";

import { audit, hashedEmail } from "../audit/audit";
import type { Database } from "../db/schema";
import { Limiter, QueueFullError } from "./limiter";
import { normaliseEmail } from "./operators";
import { checkPassword, hashSlots } from "./passwords";

const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** Wrong passwords one client may try on one account within LOCK_MS; the last of them locks it. */
const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60 * 1000;
/** Wrong passwords one account may take within an hour from all clients but its recognised devices. */
const MAX_ACCOUNT_FAILURES = 100;
const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
/** A browser stays recognised this long after its last successful sign-in. */
export const DEVICE_MS = 90 * 24 * 60 * 60 * 1000;

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface Session {
  operatorId: string;
  email: string;
  csrfToken: string;
  tokenHash: string;
}

interface SignInAttempt {
  email: string;
  password: string;
  /** The client's address (request.ip). */
  client: string;
  /** The recognised-device cookie's token, if the browser sent one. */
  deviceToken?: string;
}

type SignInResult =
  | { outcome: "ok"; token: string; csrfToken: string; email: string; deviceToken: string }
  | { outcome: "invalid" }
  | { outcome: "locked"; until: string }
  /** Too many passwords are being checked right now; nothing was recorded. */
  | { outcome: "busy" };

/** Check-then-record of a sign-in attempt, one at a time (see signIn). */
const reserving = new Limiter(1, Number.POSITIVE_INFINITY);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Failures recorded for one account: from this client within LOCK_MS, and from everyone within
 * the hour, each with the time the oldest of them stops counting.
 */
async function failuresOf(db: Kysely<Database>, accountKey: string, clientKey: string, now: number) {
  const count = async (since: number, client?: string) => {
    let query = db
      .selectFrom("sign_in_failures")
      .select((eb) => [eb.fn.countAll<string | number>().as("n"), eb.fn.min("at").as("oldest")])
      .where("account_key", "=", accountKey)
      .where("at", ">", new Date(since).toISOString());
    if (client) query = query.where("client_key", "=", client);
    const row = await query.executeTakeFirstOrThrow();
    return { n: Number(row.n), oldest: row.oldest ? Date.parse(row.oldest) : now };
  };
  const client = await count(now - LOCK_MS, clientKey);
  const account = await count(now - ACCOUNT_WINDOW_MS);
  return { client, account };
}

/** When sign-in opens again for this client, or null if it is open. */
function lockedUntil(
  failures: Awaited<ReturnType<typeof failuresOf>>,
  recognised: boolean,
  limits: { client: number; account: number },
): string | null {
  if (failures.client.n >= limits.client) return new Date(failures.client.oldest + LOCK_MS).toISOString();
  if (!recognised && failures.account.n >= limits.account) {
    return new Date(failures.account.oldest + ACCOUNT_WINDOW_MS).toISOString();
  }
  return null;
}

/**
 * Checks an operator's password. Failures count per typed address and client, so a stranger's
 * guesses lock out the stranger, not the operator elsewhere: five in 15 minutes lock that client
 * out of that address. Every client but the operator's recognised browsers is also held out once
 * the address has had 100 failures in the hour. Each failure waits a little longer to answer.
 *
 * Known and unknown addresses take the same steps (the same queries, one password hash, the same
 * answers), so neither status, body nor time tells whether an address belongs to an operator.
 */
export async function signIn(
  db: Kysely<Database>,
  attempt: SignInAttempt,
  /** hashKey: the audit log's key; failures are kept under the keyed hash of the typed address. */
  options: { hashKey: string; failureDelayMs?: number },
): Promise<SignInResult> {
  // While the password queue is full, a sign-in is turned away before it costs the database anything.
  if (hashSlots.full) return { outcome: "busy" };
  const address = normaliseEmail(attempt.email);
  const accountKey = hashedEmail(options.hashKey, address);
  const operator = await db.selectFrom("operators").selectAll().where("email", "=", address).executeTakeFirst();
  const device = await db
    .selectFrom("operator_devices")
    .select(["token_hash", "operator_id", "last_sign_in_at"])
    .where("token_hash", "=", tokenHash(attempt.deviceToken ?? ""))
    .executeTakeFirst();
  const now = Date.now();
  const recognised =
    !!operator && device?.operator_id === operator.id && Date.parse(device.last_sign_in_at) > now - DEVICE_MS;
  // A recognised browser is its own client: a stranger behind the same address cannot lock it out.
  const clientKey = recognised ? `device:${device.token_hash}` : `ip:${attempt.client}`;
  const actor = operator?.email ?? "unknown";
  const target = operator?.email ?? null;
  const limits = { client: MAX_FAILURES, account: MAX_ACCOUNT_FAILURES };

  // The attempt is recorded as a failure before its password is checked, one attempt at a time in
  // this process, so parallel guesses cannot slip past the limits; a locked client gets its answer
  // before any password is checked or any failure recorded.
  const id = randomUUID();
  const lock = await reserving.run(async () => {
    const locked = lockedUntil(await failuresOf(db, accountKey, clientKey, now), recognised, limits);
    if (locked) return locked;
    await db
      .insertInto("sign_in_failures")
      .values({ id, account_key: accountKey, client_key: clientKey, at: new Date(now).toISOString() })
      .execute();
    return null;
  });
  if (lock) {
    await audit(db, { actor, action: "sign-in-locked", target });
    return { outcome: "locked", until: lock };
  }
  const takeBack = () => db.deleteFrom("sign_in_failures").where("id", "=", id).execute();
  // Counted again with this attempt in: other instances of the server may have recorded theirs
  // meanwhile. Over the limit, this attempt is taken back unchecked.
  const failures = await failuresOf(db, accountKey, clientKey, now);
  const over = lockedUntil(failures, recognised, { client: limits.client + 1, account: limits.account + 1 });
  if (over) {
    await takeBack();
    await audit(db, { actor, action: "sign-in-locked", target });
    return { outcome: "locked", until: over };
  }

  let right: boolean;
  try {
    right = await checkPassword(attempt.password, operator?.password_hash ?? null);
  } catch (error) {
    await takeBack();
    if (error instanceof QueueFullError) return { outcome: "busy" };
    throw error;
  }

  if (!operator || !right) {
    // Rows older than the longest window count for nothing any more.
    await db
      .deleteFrom("sign_in_failures")
      .where("at", "<=", new Date(now - ACCOUNT_WINDOW_MS).toISOString())
      .execute();
    await audit(db, {
      actor,
      action: "sign-in-failed",
      target,
      // The typed address is not recorded for an unknown account: it may be a mistyped password.
      details: operator ? { failures: failures.client.n } : { unknownAccount: true },
    });
    await sleep((options.failureDelayMs ?? 250) * failures.client.n);
    const locked = lockedUntil(failures, recognised, limits);
    return locked ? { outcome: "locked", until: locked } : { outcome: "invalid" };
  }

  // The right password: this client's failures on this account are forgiven, not anyone else's.
  await db
    .deleteFrom("sign_in_failures")
    .where("account_key", "=", accountKey)
    .where("client_key", "=", clientKey)
    .execute();
  // The browser is recognised from now on (the same cookie again if it had one, for DEVICE_MS more).
  const deviceToken = recognised && attempt.deviceToken ? attempt.deviceToken : randomBytes(32).toString("base64url");
  const signedInAt = new Date(now).toISOString();
  if (recognised) {
    await db
      .updateTable("operator_devices")
      .set({ last_sign_in_at: signedInAt })
      .where("token_hash", "=", tokenHash(deviceToken))
      .execute();
  } else {
    await db
      .insertInto("operator_devices")
      .values({ token_hash: tokenHash(deviceToken), operator_id: operator.id, last_sign_in_at: signedInAt })
      .execute();
  }
  await db
    .deleteFrom("operator_devices")
    .where("operator_id", "=", operator.id)
    .where("last_sign_in_at", "<=", new Date(now - DEVICE_MS).toISOString())
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
      created_at: signedInAt,
      last_seen_at: signedInAt,
    })
    .execute();
  await audit(db, { actor: operator.email, action: "sign-in", target: operator.email });
  return { outcome: "ok", token, csrfToken, email: operator.email, deviceToken };
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
