/**
 * Verified reviews (issue 35; migration 2026-11-27T0900-reviews). A review exists only through an
 * invitation, and an invitation only for a practice request a practice confirmed through the
 * service (or, marked `sample`, for the fictional sample data, which goes through the same path).
 * One review per invitation. Figures shown anywhere are computed from published rows here.
 */
import type { Selectable } from "kysely";

import type { ReviewStatus, ReviewInvitationStatus, ReplyStatus } from "../../rules/reviews/review-status";

export interface ReviewInvitationsTable {
  /** UUIDv7. */
  id: string;
  /** The confirmed practice request; unique (one review per request). Null only for sample data. */
  practice_request_id: string | null;
  submission_id: string | null;
  /** "dentist/{id}" or "surgeon/{id}" (rules/listings/listing-ref.ts). */
  listing_ref: string;
  practice_id: string;
  /** What the review will be signed with: first name and last initial ("Aroha N."), never more. */
  author_name: string;
  /** The confirmed appointment's start (ISO instant): invitation at +24 h, expiry at +60 days. */
  appointment_start: string;
  /** statusTokenHash of the review link's token; the token itself is sealed for later e-mails. */
  token_hash: string;
  token_sealed: string;
  status: ReviewInvitationStatus;
  invited_at: string | null;
  reminded_at: string | null;
  /** appointment_start + 60 days: the link answers 410 after it. */
  expires_at: string;
  /** The practice said the patient did not attend (within 3 days of the appointment). */
  did_not_attend_at: string | null;
  /** The patient disputed that. */
  disputed_at: string | null;
  /** 1: fictional sample data (never e-mailed). */
  sample: number;
  created_at: string;
  updated_at: string;
}

export interface ReviewsTable {
  /** UUIDv7. */
  id: string;
  /** Unique: one review per invitation. */
  invitation_id: string;
  listing_ref: string;
  practice_id: string;
  author_name: string;
  /** The appointment's start (ISO): "Verified visit · month year", the 24-month window, retention. */
  visited_at: string;
  /** 1–5 each (rules/reviews/scores.ts). */
  overall: number;
  costs: number;
  waiting: number;
  communication: number;
  premises: number;
  /** As the patient wrote it. */
  text: string;
  /** The text as published when a moderator edited something out (null: published as written). */
  shown_text: string | null;
  status: ReviewStatus;
  /** JSON string[]: why it was held for a moderator (phone number, e-mail, link, abuse). */
  hold_reasons: string | null;
  /** Why it was rejected or taken down (a fixed list). */
  decision_reason: string | null;
  submitted_at: string;
  decided_at: string | null;
  /** Operator e-mail, or "sample data". */
  decided_by: string | null;
  published_at: string | null;
  /** The practice's one reply. */
  reply_text: string | null;
  reply_status: ReplyStatus | null;
  reply_submitted_at: string | null;
  reply_published_at: string | null;
  /** The practice's reply link (migration 2026-11-27T0920-review-reports): hashed, and sealed for its e-mail. */
  reply_token_hash: string | null;
  reply_token_sealed: string | null;
  /** The moderator's decision on the reply: when, who, and why a rejected one was. */
  reply_decided_at: string | null;
  reply_decided_by: string | null;
  reply_decision_reason: string | null;
  updated_at: string;
}

interface ReviewTables {
  review_invitations: ReviewInvitationsTable;
  reviews: ReviewsTable;
}

export type ReviewInvitationRow = Selectable<ReviewInvitationsTable>;
export type ReviewRow = Selectable<ReviewsTable>;

// This feature's tables join the database's (platform/db/schema.ts), which names no feature.
declare module "../platform/db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ReviewTables {}
}
