/**
 * The verified reviews' own writes and reads (issue 35). Other features go through these
 * functions; each write takes the caller's transaction, so an invitation, a review or a decision
 * exists only if its cause commits. The fictional sample reviews go through the same three steps
 * (invite, write, decide) as a real patient's.
 */
import type { Insertable, Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";

import { type ReviewAnswers, reviewAuthorName } from "../../rules/reviews/scores";
import { sealStatusToken } from "../platform/private-links/status-link-seal";
import type { Database } from "../platform/db/schema";
import { newStatusToken, statusTokenHash } from "../platform/private-links/status-token";
import type { ReviewInvitationRow, ReviewInvitationsTable, ReviewRow, ReviewsTable } from "./tables";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The review link stops working this long after the appointment. */
const REVIEW_LINK_DAYS = 60;

interface NewInvitation {
  /** Null only for sample data. */
  practiceRequestId: string | null;
  submissionId: string | null;
  listingRef: string;
  practiceId: string;
  /** The patient's name as typed; only the first name and last initial are kept. */
  patientName: string;
  appointmentStart: string;
  sample?: boolean;
  now: Date;
}

/** The invitation row recordInvitation writes ("scheduled"), and the review link's token. */
export function invitationRow(
  invitation: NewInvitation,
  sealKey: Buffer,
): { row: Insertable<ReviewInvitationsTable> & { id: string }; token: string } {
  const { token, hash } = newStatusToken(invitation.now.getTime());
  const now = invitation.now.toISOString();
  const row = {
    id: uuidv7(),
    practice_request_id: invitation.practiceRequestId,
    submission_id: invitation.submissionId,
    listing_ref: invitation.listingRef,
    practice_id: invitation.practiceId,
    author_name: reviewAuthorName(invitation.patientName),
    appointment_start: invitation.appointmentStart,
    token_hash: hash,
    token_sealed: sealStatusToken(token, sealKey),
    status: "scheduled" as const,
    invited_at: null,
    reminded_at: null,
    expires_at: new Date(Date.parse(invitation.appointmentStart) + REVIEW_LINK_DAYS * DAY_MS).toISOString(),
    did_not_attend_at: null,
    disputed_at: null,
    sample: invitation.sample ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  return { row, token };
}

/**
 * Records the invitation of a confirmed appointment, "scheduled" until its e-mail goes 24 hours
 * after the appointment. Returns the review link's token (stored only hashed and sealed).
 */
export async function recordInvitation(
  trx: Kysely<Database>,
  invitation: NewInvitation,
  sealKey: Buffer,
): Promise<{ id: string; token: string }> {
  const { row, token } = invitationRow(invitation, sealKey);
  await trx.insertInto("review_invitations").values(row).execute();
  return { id: row.id, token };
}

export async function invitationByToken(db: Kysely<Database>, token: string): Promise<ReviewInvitationRow | undefined> {
  return db
    .selectFrom("review_invitations")
    .selectAll()
    .where("token_hash", "=", statusTokenHash(token))
    .executeTakeFirst();
}

/** The review row recordReview writes: waiting for a moderator, "held" with reasons or "pending". */
export function reviewRow(
  invitation: Pick<ReviewInvitationRow, "id" | "listing_ref" | "practice_id" | "author_name" | "appointment_start">,
  answers: ReviewAnswers,
  holdReasons: readonly string[],
  now: Date,
): Insertable<ReviewsTable> & { id: string } {
  const at = now.toISOString();
  return {
    id: uuidv7(),
    invitation_id: invitation.id,
    listing_ref: invitation.listing_ref,
    practice_id: invitation.practice_id,
    author_name: invitation.author_name,
    visited_at: invitation.appointment_start,
    overall: answers.overall,
    costs: answers.costs,
    waiting: answers.waiting,
    communication: answers.communication,
    premises: answers.premises,
    text: answers.text,
    shown_text: null,
    status: holdReasons.length > 0 ? "held" : "pending",
    hold_reasons: holdReasons.length > 0 ? JSON.stringify(holdReasons) : null,
    decision_reason: null,
    submitted_at: at,
    decided_at: null,
    decided_by: null,
    published_at: null,
    reply_text: null,
    reply_status: null,
    reply_submitted_at: null,
    reply_published_at: null,
    updated_at: at,
  };
}

/**
 * Stores the patient's review of an invitation, waiting for a moderator: "held" with the reasons
 * when its text needs a closer look, else "pending". The invitation is then used up. The caller
 * checks that the invitation may be reviewed (status, dates) first.
 */
export async function recordReview(
  trx: Kysely<Database>,
  invitation: ReviewInvitationRow,
  answers: ReviewAnswers,
  holdReasons: readonly string[],
  now: Date,
): Promise<string> {
  const row = reviewRow(invitation, answers, holdReasons, now);
  await trx.insertInto("reviews").values(row).execute();
  await trx
    .updateTable("review_invitations")
    .set({ status: "reviewed", updated_at: row.submitted_at })
    .where("id", "=", invitation.id)
    .execute();
  return row.id;
}

type ModerationDecision =
  | { outcome: "publish"; /** The text with a name edited out, when the moderator redacted it. */ shownText?: string }
  | { outcome: "reject"; reason: string };

/** What a moderator's decision writes on the review. */
export function decisionFields(decision: ModerationDecision, by: string, now: Date) {
  const at = now.toISOString();
  return decision.outcome === "publish"
    ? {
        status: "published" as const,
        shown_text: decision.shownText ?? null,
        decided_at: at,
        decided_by: by,
        published_at: at,
        updated_at: at,
      }
    : { status: "rejected" as const, decision_reason: decision.reason, decided_at: at, decided_by: by, updated_at: at };
}

/** A moderator's decision on a waiting review. False when it was no longer waiting. */
export async function decideReview(
  trx: Kysely<Database>,
  reviewId: string,
  decision: ModerationDecision,
  by: string,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable("reviews")
    .set(decisionFields(decision, by, now))
    .where("id", "=", reviewId)
    .where("status", "in", ["pending", "held"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function reviewById(db: Kysely<Database>, id: string): Promise<ReviewRow | undefined> {
  return db.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirst();
}
