import type { Generated } from "kysely";

import type { FormName } from "../../rules/workflows";

/** The forms the service accepts: one definition, shared with the inbox UI. */
export type { FormName };

/**
 * One row per submission of any form. Columns the inbox filters and searches on are typed;
 * the form's own fields are kept whole, as JSON text, in `fields`.
 */
export interface SubmissionsTable {
  /** UUIDv7: time-ordered, so new rows land at the end of the indexes (see repository.ts). */
  id: string;
  /** Short human reference shown to the person, e.g. "BK-7K3F9Q". Unique. */
  reference: string;
  form: FormName;
  /** Workflow state; "new" on arrival. */
  status: string;
  /** 1 when the honeypot was filled: kept apart, never treated as a real request. */
  spam: number;
  /** ISO 8601 UTC, e.g. "2026-11-23T09:30:00.000Z". */
  received_at: string;
  updated_at: string;
  /** Lower-cased e-mail address (every form has one); used for search and privacy requests. */
  email: string;
  /** Display name: "First Last", contact name, or practice name. Empty for newsletter. */
  name: string;
  /** City or location chosen, if the form has one. */
  city: string | null;
  /** Booking urgency (routine, urgent, emergency), if any. */
  urgency: string | null;
  /** JSON object of every submitted form field (excluding the honeypot). */
  fields: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  page_url: string | null;
  /** Client-sent key that makes a retried submission return the first one's answer. Unique when set. */
  idempotency_key: string | null;
  /** sha256 of the body that came with idempotency_key, to refuse the same key with another body. */
  body_hash: string | null;
  /** SHA-256 (base64url) of a booking's private status-link token; the token itself is never stored. Unique when set. */
  status_token_hash: string | null;
}

/** What happened to a submission, in order: arrival, status changes, notes, privacy actions. */
export interface SubmissionEventsTable {
  id: Generated<number>;
  submission_id: string;
  at: string;
  /** Operator e-mail, "system", or "patient". */
  actor: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
}

export interface SubmissionTables {
  submissions: SubmissionsTable;
  submission_events: SubmissionEventsTable;
}
