import type { PracticeRole } from "../../rules/practice-account";

/**
 * Row types of the practice accounts' tables (migration 2026-11-27T0910-practice-accounts).
 * Tokens (sign-in links, sessions) are kept only as SHA-256 hashes.
 */

/** One person who signs in to a practice's account; the same person may belong to several practices. */
interface PracticeUsersTable {
  /** UUIDv7. */
  id: string;
  /** Lower-cased, trimmed (inbox/operators.ts normaliseEmail); unique. */
  email: string;
  created_at: string;
}

/** A person's role in one practice. Removing it ends their access to that practice at once. */
interface PracticeMembershipsTable {
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
  /** A sign-in link's token sealed (status-link-seal.ts), so it can be e-mailed again; null for an invitation. */
  sealed_token: string | null;
  /** When a sign-in link was last e-mailed again (sign-in-links.ts); null: only when it was made. */
  resent_at: string | null;
}

/** One fresh sign-in link made for an address (the per-address limit, sign-in-links.ts); kept an hour. */
interface PracticeLinkRequestsTable {
  id: string;
  /** hashedEmail() of the typed address, under the audit key. */
  account_key: string;
  at: string;
}

/** A signed-in practice user's session (cookie nzdd_practice). */
interface PracticeSessionsTable {
  token_hash: string;
  user_id: string;
  /** The practice the user is working in (switched among their memberships); checked at every use. */
  practice_id: string | null;
  created_at: string;
  last_seen_at: string;
}

/** A practice's settings (migration 2026-11-27T1130-practice-settings); no row: the defaults. */
interface PracticeSettingsTable {
  practice_id: string;
  /** rules/practice-settings.ts DigestMode: "each" or "summary". */
  digest: string;
  /** The summary time (ISO) of the last summary written: a request held later waits for the next. */
  digest_sent_through: string | null;
  updated_at: string;
  /** "practice-user:<id>". */
  updated_by: string;
}

/** One person's choice of the monthly report in one practice; no row: an owner gets it, others not. */
interface PracticeReportChoicesTable {
  user_id: string;
  practice_id: string;
  /** 1: gets it; 0: does not. */
  monthly_report: number;
}

/** A request held for the practice's summary; told_at set when the summary that lists it is written. */
interface PracticeDigestItemsTable {
  practice_request_id: string;
  practice_id: string;
  /** The summary time it waits for. */
  due_at: string;
  told_at: string | null;
}

interface PracticeAccountTables {
  practice_settings: PracticeSettingsTable;
  practice_report_choices: PracticeReportChoicesTable & { updated_at: string };
  practice_digest_items: PracticeDigestItemsTable;
  practice_users: PracticeUsersTable;
  practice_memberships: PracticeMembershipsTable;
  practice_sign_in_links: PracticeSignInLinksTable;
  practice_link_requests: PracticeLinkRequestsTable;
  practice_sessions: PracticeSessionsTable;
}

// This feature's tables join the database's (platform/db/schema.ts), which names no feature.
declare module "../platform/db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends PracticeAccountTables {}
}
