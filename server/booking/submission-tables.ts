import type { Generated } from "kysely";

import type { ListItem, SubmissionEvent } from "../../rules/api/inbox";
import type { FormName } from "../../rules/workflows";

/** The forms the service accepts: one definition, shared with the inbox UI. */
export type { FormName };

/**
 * One row per submission of any form: the columns the inbox lists, filters and searches on
 * (ListItem, declared once with the inbox's API; the id's UUIDv7 order is explained in
 * submission-store.ts), then the rest. The form's own fields are kept whole, as JSON text, in
 * `fields`.
 */
export interface SubmissionsTable extends ListItem {
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
  /**
   * The same token sealed with AES-256-GCM (server/platform/private-links/status-link-seal.ts), so e-mails
   * sent later in the request loop can carry the patient's link. Null for rows before 2026-11-25T0500.
   */
  status_token_sealed: string | null;
}

/**
 * What happened to a submission, in order: arrival, status changes, notes, privacy actions. A row
 * is the history entry the inbox shows (SubmissionEvent, declared once with its API), numbered by
 * the database, and the submission it belongs to.
 */
export interface SubmissionEventsTable extends Omit<SubmissionEvent, "id"> {
  id: Generated<number>;
  submission_id: string;
}

interface SubmissionTables {
  submissions: SubmissionsTable;
  submission_events: SubmissionEventsTable;
}

// This feature's tables join the database's (platform/db/schema.ts), which names no feature.
declare module "../platform/db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends SubmissionTables {}
}
