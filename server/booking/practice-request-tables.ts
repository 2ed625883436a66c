/**
 * The request loop's table (migration 2026-11-25T0500-practice-requests): one row each time a
 * booking request is sent to a practice. The practice's facts are copied as they were listed when
 * it was sent, so the patient's page and the practice's e-mails say what the practice was told.
 */
import type { Selectable } from "kysely";

import type { PracticeRequestStatus } from "../../rules/booking-loop";

export interface PracticeRequestsTable {
  /** UUIDv7. */
  id: string;
  submission_id: string;
  /** "dentist/{id}" or "surgeon/{id}" (rules/listings/listing-ref.ts). */
  listing_ref: string;
  /** The listing's practice: response times are a practice's figures. */
  practice_id: string;
  practice_name: string;
  practice_phone: string;
  /** One line: street, suburb, city. */
  practice_address: string;
  /** The listing's booking address, where the request and its link went. */
  practice_email: string;
  /** The dentist's or surgeon's name as listed when it was sent (null: sent before it was kept and no longer listed). */
  dentist_name: string | null;
  /** statusTokenHash (server/platform/private-links/status-token.ts) of the practice's link token. */
  token_hash: string;
  /**
   * The same token sealed (status-link-seal.ts: sealStatusToken / openStatusToken), so later
   * e-mails to the practice (reminder, accepted offer) can carry its link again.
   */
  token_sealed: string;
  status: PracticeRequestStatus;
  /** 1 when the booking's urgency is "emergency": escalates after 1 hour at any time. */
  emergency: number;
  /** ISO instants. */
  sent_at: string;
  /** sent_at + PRACTICE_LINK_DAYS: the link answers 410 Gone after it. */
  expires_at: string;
  /** The practice's first answer of any kind (confirm, offer, decline): response times. */
  first_answer_at: string | null;
  /** A confirmed appointment: ISO instant and length. */
  appointment_start: string | null;
  appointment_minutes: number | null;
  /** JSON array of ISO instants: the practice's offered times (1–3), while status is "offered". */
  offered_times: string | null;
  decline_reason: string | null;
  /** When the practice was reminded (once), and when the request was flagged for re-matching. */
  reminded_at: string | null;
  escalated_at: string | null;
  /** When the patient cancelled the confirmed appointment. */
  cancelled_at: string | null;
  updated_at: string;
}

interface PracticeRequestTables {
  practice_requests: PracticeRequestsTable;
}

/** A practice request as read. */
export type PracticeRequestRow = Selectable<PracticeRequestsTable>;

// This feature's tables join the database's (platform/db/schema.ts), which names no feature.
declare module "../platform/db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends PracticeRequestTables {}
}
