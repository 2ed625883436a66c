import { randomBytes } from "node:crypto";

import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Kysely } from "kysely";

import type { PasskeyView } from "../../rules/api/practice-security";
import { PASSKEY_NAME_MAX, PASSKEY_SIGN_IN_MINUTES, PASSKEY_CHALLENGE_MINUTES } from "../../rules/practice-security";
import type { Database } from "../platform/db/schema";
import { tokenHash } from "./repository";

/*
 * Practice owners' passkeys (issue 36 item 1), over SimpleWebAuthn (@simplewebauthn/server): adding
 * one (a registration whose challenge is kept per session), and the second step of signing in for
 * anyone who has one (the e-mailed link opens only a pending sign-in; an assertion over its
 * challenge opens the session). Challenges are single use and short-lived; only public keys and
 * counters are stored.
 */

const MINUTE_MS = 60_000;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** The site's name as the passkey prompt shows it. */
const RP_NAME = "NZ Dental Directory";

/**
 * The relying party a ceremony is for: the configured public origin and its host name. On a loopback
 * origin (development, tests) the request's own loopback host counts as the same site, so the RP ID
 * follows the address the browser used (browsers refuse an IP address as an RP ID: use localhost).
 */
function relyingParty(publicOrigin: string, request: Request): { rpID: string; origin: string } {
  const configured = new URL(publicOrigin);
  const asked = new URL(request.url);
  if (LOOPBACK.has(configured.hostname) && LOOPBACK.has(asked.hostname) && asked.port === configured.port) {
    return { rpID: asked.hostname, origin: `${configured.protocol}//${asked.host}` };
  }
  return { rpID: configured.hostname, origin: configured.origin };
}

type Db = Kysely<Database>;

const toBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const fromBase64Url = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));
const transportsOf = (json: string) => JSON.parse(json) as AuthenticatorTransport[];

export async function passkeysOf(db: Db, userId: string): Promise<PasskeyView[]> {
  const rows = await db
    .selectFrom("practice_passkeys")
    .select(["credential_id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({ id: r.credential_id, name: r.name, createdAt: r.created_at, lastUsedAt: r.last_used_at }));
}

export async function hasPasskeys(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("practice_passkeys")
    .select("credential_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a passkey opened this session (or was added in it). */
export async function sessionVerified(db: Db, sessionHash: string): Promise<boolean> {
  const row = await db
    .selectFrom("practice_passkey_sessions")
    .select("session_hash")
    .where("session_hash", "=", sessionHash)
    .executeTakeFirst();
  return row !== undefined;
}

async function markVerified(trx: Db, sessionHash: string, userId: string, at: Date) {
  // Rows of sessions long gone (12 hours at most) go first: they would never match again.
  await trx
    .deleteFrom("practice_passkey_sessions")
    .where("verified_at", "<", new Date(at.getTime() - 24 * 60 * MINUTE_MS).toISOString())
    .execute();
  await trx
    .insertInto("practice_passkey_sessions")
    .values({ session_hash: sessionHash, user_id: userId, verified_at: at.toISOString() })
    .onConflict((oc) => oc.column("session_hash").doUpdateSet({ verified_at: at.toISOString() }))
    .execute();
}

// ---- Adding a passkey

/** The options of adding a passkey, for this session: a fresh challenge replaces any earlier one. */
export async function registrationOptions(
  db: Db,
  input: { userId: string; email: string; sessionHash: string; request: Request; publicOrigin: string; now: Date },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpID } = relyingParty(input.publicOrigin, input.request);
  const existing = await db
    .selectFrom("practice_passkeys")
    .select(["credential_id", "transports"])
    .where("user_id", "=", input.userId)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: input.email,
    userID: new TextEncoder().encode(input.userId),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: transportsOf(c.transports) })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  const expires = new Date(input.now.getTime() + PASSKEY_CHALLENGE_MINUTES * MINUTE_MS).toISOString();
  await db
    .insertInto("practice_passkey_challenges")
    .values({
      session_hash: input.sessionHash,
      user_id: input.userId,
      challenge: options.challenge,
      expires_at: expires,
    })
    .onConflict((oc) => oc.column("session_hash").doUpdateSet({ challenge: options.challenge, expires_at: expires }))
    .execute();
  return options;
}

type AddPasskeyResult =
  | { kind: "added"; passkey: PasskeyView }
  | { kind: "invalid"; errors: Record<string, string>; values: { name: string } };

const NEEDS_JS = "Adding a passkey needs JavaScript: your browser asks your device to make the key.";

/** Parses the browser's answer (a JSON string in a form field); null when it is not one. */
function parseJson<T>(text: string | undefined): T | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as T) : null;
  } catch {
    return null;
  }
}

/**
 * Verifies the browser's registration against this session's challenge (taken once: a second try
 * with it finds none) and stores the passkey. The session counts as passkey-verified from then on,
 * and the user's other sessions that no passkey verified are ended: from now on the link alone
 * does not sign them in, so no session opened by the link alone stays.
 */
export async function addPasskey(
  db: Db,
  input: {
    userId: string;
    sessionHash: string;
    request: Request;
    publicOrigin: string;
    now: Date;
    values: { name?: string; response?: string };
  },
): Promise<AddPasskeyResult> {
  const name = (input.values.name ?? "").trim();
  const values = { name: input.values.name ?? "" };
  if (!name)
    return { kind: "invalid", errors: { name: "Give the passkey a name, such as the device it is on." }, values };
  if (name.length > PASSKEY_NAME_MAX) {
    return { kind: "invalid", errors: { name: `At most ${PASSKEY_NAME_MAX} characters.` }, values };
  }
  const response = parseJson<RegistrationResponseJSON>(input.values.response);
  if (!response) return { kind: "invalid", errors: { passkey: NEEDS_JS }, values };
  const at = input.now;
  const taken = await db
    .deleteFrom("practice_passkey_challenges")
    .where("session_hash", "=", input.sessionHash)
    .where("user_id", "=", input.userId)
    .returning(["challenge", "expires_at"])
    .executeTakeFirst();
  const refused = {
    kind: "invalid" as const,
    errors: { passkey: "Your device's answer could not be checked. Please try again." },
    values,
  };
  if (!taken || Date.parse(taken.expires_at) <= at.getTime()) return refused;
  const { rpID, origin } = relyingParty(input.publicOrigin, input.request);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    return refused;
  }
  if (!verified.verified) return refused;
  const { credential } = verified.registrationInfo;
  const stamp = at.toISOString();
  const added = await db.transaction().execute(async (trx) => {
    const clash = await trx
      .selectFrom("practice_passkeys")
      .select("credential_id")
      .where("credential_id", "=", credential.id)
      .executeTakeFirst();
    if (clash) return false;
    await trx
      .insertInto("practice_passkeys")
      .values({
        credential_id: credential.id,
        user_id: input.userId,
        name,
        public_key: toBase64Url(credential.publicKey),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        created_at: stamp,
        last_used_at: null,
      })
      .execute();
    await markVerified(trx, input.sessionHash, input.userId, at);
    await trx
      .deleteFrom("practice_sessions")
      .where("user_id", "=", input.userId)
      .where("token_hash", "!=", input.sessionHash)
      .where("token_hash", "not in", trx.selectFrom("practice_passkey_sessions").select("session_hash"))
      .execute();
    return true;
  });
  if (!added) return { kind: "invalid", errors: { passkey: "This passkey is added already." }, values };
  return { kind: "added", passkey: { id: credential.id, name, createdAt: stamp, lastUsedAt: null } };
}

/** Removes one of the user's passkeys; only in a session a passkey verified. */
export async function removePasskey(
  db: Db,
  input: { userId: string; sessionHash: string; credentialId: string },
): Promise<{ kind: "removed"; name: string; left: number } | { kind: "refused"; message: string }> {
  if (!(await sessionVerified(db, input.sessionHash))) {
    return {
      kind: "refused",
      message: "To remove a passkey, sign in with one first: sign out, then sign in with a new link and your passkey.",
    };
  }
  const removed = await db
    .deleteFrom("practice_passkeys")
    .where("credential_id", "=", input.credentialId)
    .where("user_id", "=", input.userId)
    .returning("name")
    .executeTakeFirst();
  if (!removed) return { kind: "refused", message: "That passkey is not one of yours (any more)." };
  const left = (await passkeysOf(db, input.userId)).length;
  return { kind: "removed", name: removed.name, left };
}

/**
 * An operator removes every passkey of a person who lost them (D608): their sessions
 * end too (a lost device may be in someone's hands); the next e-mailed link signs them in alone.
 */
export async function resetPasskeys(db: Db, userId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom("practice_passkeys").where("user_id", "=", userId).executeTakeFirst();
    await trx.deleteFrom("practice_passkey_sessions").where("user_id", "=", userId).execute();
    await trx.deleteFrom("practice_passkey_sign_ins").where("user_id", "=", userId).execute();
    await trx.deleteFrom("practice_sessions").where("user_id", "=", userId).execute();
    return Number(removed.numDeletedRows);
  });
}

// ---- Signing in with a passkey after the link

/** In the link's transaction: a pending sign-in for the link's user; its token goes in a cookie. */
export async function beginPasskeySignIn(
  trx: Db,
  input: { userId: string; practiceId: string | null; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await trx.deleteFrom("practice_passkey_sign_ins").where("expires_at", "<=", input.now.toISOString()).execute();
  await trx
    .insertInto("practice_passkey_sign_ins")
    .values({
      token_hash: tokenHash(token),
      user_id: input.userId,
      practice_id: input.practiceId,
      challenge: null,
      created_at: input.now.toISOString(),
      expires_at: new Date(input.now.getTime() + PASSKEY_SIGN_IN_MINUTES * MINUTE_MS).toISOString(),
    })
    .execute();
  return token;
}

async function pendingSignIn(db: Db, token: string, now: Date) {
  const row = await db
    .selectFrom("practice_passkey_sign_ins")
    .innerJoin("practice_users", "practice_users.id", "practice_passkey_sign_ins.user_id")
    .select([
      "practice_passkey_sign_ins.token_hash",
      "practice_passkey_sign_ins.user_id",
      "practice_passkey_sign_ins.practice_id",
      "practice_passkey_sign_ins.expires_at",
      "practice_passkey_sign_ins.challenge",
      "practice_users.email",
    ])
    .where("practice_passkey_sign_ins.token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= now.getTime()) return null;
  return row;
}

/** The prompt's options for a pending sign-in (a fresh challenge on its row), or null when gone. */
export async function signInOptions(
  db: Db,
  input: { token: string; request: Request; publicOrigin: string; now: Date },
): Promise<{ email: string; options: PublicKeyCredentialRequestOptionsJSON } | null> {
  const pending = await pendingSignIn(db, input.token, input.now);
  if (!pending) return null;
  const credentials = await db
    .selectFrom("practice_passkeys")
    .select(["credential_id", "transports"])
    .where("user_id", "=", pending.user_id)
    .execute();
  const { rpID } = relyingParty(input.publicOrigin, input.request);
  const options = await generateAuthenticationOptions({
    rpID,
    allowCredentials: credentials.map((c) => ({ id: c.credential_id, transports: transportsOf(c.transports) })),
    userVerification: "preferred",
  });
  await db
    .updateTable("practice_passkey_sign_ins")
    .set({ challenge: options.challenge })
    .where("token_hash", "=", pending.token_hash)
    .execute();
  return { email: pending.email, options };
}

type FinishSignInResult =
  | { kind: "verified"; userId: string; practiceId: string | null; credentialId: string }
  | { kind: "failed"; message: string }
  | { kind: "gone" };

/**
 * Checks the browser's assertion against the pending sign-in's challenge (cleared first, so it is
 * used once whatever the answer), one of that user's own passkeys, and its counter. When it holds,
 * the pending sign-in is spent and the counter and last use are stored; the caller opens the session.
 */
export async function finishPasskeySignIn(
  db: Db,
  input: { token: string; response: string | undefined; request: Request; publicOrigin: string; now: Date },
): Promise<FinishSignInResult> {
  const at = input.now;
  const pending = await pendingSignIn(db, input.token, at);
  if (!pending) return { kind: "gone" };
  const failed = {
    kind: "failed" as const,
    message: "Your passkey could not be checked. Try again, with a passkey you added to this account.",
  };
  const response = parseJson<AuthenticationResponseJSON>(input.response);
  if (!response) {
    return { kind: "failed", message: "Signing in with a passkey needs JavaScript: turn it on for this site." };
  }
  // Taken once: cleared only if it is still the one read, whatever the answer turns out to be.
  const challenge = pending.challenge;
  if (!challenge) return failed;
  const taken = await db
    .updateTable("practice_passkey_sign_ins")
    .set({ challenge: null })
    .where("token_hash", "=", pending.token_hash)
    .where("challenge", "=", challenge)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return failed;
  const stored = await db
    .selectFrom("practice_passkeys")
    .selectAll()
    .where("credential_id", "=", typeof response.id === "string" ? response.id : "")
    .where("user_id", "=", pending.user_id)
    .executeTakeFirst();
  if (!stored) return failed;
  const { rpID, origin } = relyingParty(input.publicOrigin, input.request);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: stored.credential_id,
        publicKey: fromBase64Url(stored.public_key),
        counter: Number(stored.counter),
        transports: transportsOf(stored.transports),
      },
      requireUserVerification: false,
    });
  } catch {
    return failed;
  }
  if (!verified.verified) return failed;
  const spent = await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("practice_passkey_sign_ins")
      .where("token_hash", "=", pending.token_hash)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) return false;
    // The counter only moves forward (a cloned authenticator would repeat one): checked again here.
    const moved = await trx
      .updateTable("practice_passkeys")
      .set({ counter: verified.authenticationInfo.newCounter, last_used_at: at.toISOString() })
      .where("credential_id", "=", stored.credential_id)
      .where("counter", "=", stored.counter)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  });
  if (!spent) return { kind: "gone" };
  return {
    kind: "verified",
    userId: pending.user_id,
    practiceId: pending.practice_id,
    credentialId: stored.credential_id,
  };
}

/** Marks a session, just opened by a passkey, as passkey-verified (in its transaction). */
export { markVerified as markSessionVerified };
