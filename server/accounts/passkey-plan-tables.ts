import type { PlanState } from "../../rules/practice-plan";

/** Row types of migration 2026-11-27T1120-passkeys-plan (issue 36 items 1 and 7). */

/** A practice user's passkey: the public key and signature counter only, never private material. */
interface PracticePasskeysTable {
  /** The credential's id, base64url (unique across authenticators). */
  credential_id: string;
  user_id: string;
  /** The owner's name for it ("Work laptop"). */
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter as last seen (bigint: a string on PostgreSQL). */
  counter: number | string;
  /** JSON string[] of the authenticator's transports (hints for the browser). */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

/** The challenge of adding a passkey, one per session: replaced by a new one, deleted when used. */
interface PracticePasskeyChallengesTable {
  session_hash: string;
  user_id: string;
  challenge: string;
  expires_at: string;
}

/**
 * A sign-in whose e-mailed link was used by someone with a passkey: no session yet, only this row
 * (its token in a short cookie) until a passkey's assertion verifies. Its challenge is set by each
 * prompt and cleared by each answer (single use).
 */
interface PracticePasskeySignInsTable {
  token_hash: string;
  user_id: string;
  practice_id: string | null;
  challenge: string | null;
  created_at: string;
  expires_at: string;
}

/** A session opened by a passkey's assertion, or in which a passkey was added. */
interface PracticePasskeySessionsTable {
  session_hash: string;
  user_id: string;
  verified_at: string;
}

/** A practice's plan (issue 36 item 7): one row per practice, changed only by plan.ts. */
export interface PracticePlansTable {
  practice_id: string;
  state: PlanState;
  trial_ends_at: string | null;
  active_since: string | null;
  paused_at: string | null;
  pause_reason: string | null;
  updated_at: string;
  /** "operator:<e-mail>", "seed", "migration", "account-opened" or a provider's webhook. */
  updated_by: string;
}

interface PasskeyPlanTables {
  practice_passkeys: PracticePasskeysTable;
  practice_passkey_challenges: PracticePasskeyChallengesTable;
  practice_passkey_sign_ins: PracticePasskeySignInsTable;
  practice_passkey_sessions: PracticePasskeySessionsTable;
  practice_plans: PracticePlansTable;
}

// This feature's tables join the database's (platform/db/schema.ts), which names no feature.
declare module "../platform/db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends PasskeyPlanTables {}
}
