import type { PracticeRole } from "../../rules/practice-account";

/**
 * Row types of the practice accounts' tables (migration 2026-11-27T0910-practice-accounts).
 * Tokens (sign-in links, sessions) are kept only as SHA-256 hashes.
 */

/** One person who signs in to a practice's account; the same person may belong to several practices. */
export interface PracticeUsersTable {
  /** UUIDv7. */
  id: string;
  /** Lower-cased, trimmed (inbox/operators.ts normaliseEmail); unique. */
  email: string;
  created_at: string;
}

/** A person's role in one practice. Removing it ends their access to that practice at once. */
export interface PracticeMembershipsTable {
  user_id: string;
  practice_id: string;
  role: PracticeRole;
  /** "seed", "operator:<e-mail>" or "practice-user:<id>": who added them. */
  added_by: string;
  created_at: string;
}

/** A single-use link e-mailed to a practice user: a sign-in (15 minutes) or an invitation (7 days). */
export interface PracticeSignInLinksTable {
  /** sessions.ts tokenHash of the link's token. */
  token_hash: string;
  user_id: string;
  purpose: "sign-in" | "invitation";
  /** The practice an invitation is to (opened first after signing in); null for a plain sign-in. */
  practice_id: string | null;
  created_at: string;
  expires_at: string;
  /** Set when the link is used: it never signs anyone in again. */
  used_at: string | null;
}

/** One request for a sign-in link, known address or not (the per-address limit); kept an hour. */
export interface PracticeLinkRequestsTable {
  id: string;
  /** hashedEmail() of the typed address, under the audit key. */
  account_key: string;
  at: string;
}

/** A signed-in practice user's session (cookie nzdd_practice). */
export interface PracticeSessionsTable {
  token_hash: string;
  user_id: string;
  /** The practice the user is working in (switched among their memberships); checked at every use. */
  practice_id: string | null;
  created_at: string;
  last_seen_at: string;
}

export interface PracticeAccountTables {
  practice_users: PracticeUsersTable;
  practice_memberships: PracticeMembershipsTable;
  practice_sign_in_links: PracticeSignInLinksTable;
  practice_link_requests: PracticeLinkRequestsTable;
  practice_sessions: PracticeSessionsTable;
}
