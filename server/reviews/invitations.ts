import type { Kysely } from "kysely";
import { z } from "zod";

import { parseListingRef } from "../../rules/listings/listing-ref";
import { openStatusToken } from "../platform/private-links/status-link-seal";
import type { Database } from "../platform/db/schema";
import { emailJob, enqueue, type NewJob } from "../platform/outbox/jobs";
import type { JobKind, KindHandler } from "../platform/outbox/job-kinds";
import { PermanentJobError } from "../platform/outbox/worker";
import { recordInvitation } from "./repository";
import { deleteReportsOf } from "./reports";

/*
 * Every confirmed appointment is invited to review (issue 35 item 2): the invitation is recorded in
 * the transaction that confirms the appointment (the booking's transitions in server/booking/
 * publish appointmentConfirmed, whose subscriber calls `inviteToReview`), with three timed jobs:
 * the e-mail 24 hours after the appointment, one reminder at day 7, the link's expiry at day 60.
 * Nobody chooses who is invited. A cancelled appointment cancels its invitation; a withdrawn or
 * erased request erases its invitation and review (`eraseReviewsOf`, from the erasures). Its jobs
 * belong to the booking (submissionId), so an erasure takes them too.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The timed jobs' kinds. */
const REVIEW_INVITE = "review-invite";
const REVIEW_REMIND = "review-remind";
const REVIEW_EXPIRE = "review-expire";

/** The invitation goes this long after the appointment's start, the reminder and the expiry later. */
const INVITE_AFTER_MS = 24 * HOUR_MS;
const REMIND_AFTER_MS = 7 * DAY_MS;

/** What a timer job stores: the invitation it is about, nothing personal. */
interface InvitationTimerPayload {
  invitationId: string;
}
const invitationTimerPayload: z.ZodType<InvitationTimerPayload> = z.object({ invitationId: z.string().min(1) });

export const REVIEW_INVITE_JOB: JobKind<InvitationTimerPayload> = {
  kind: REVIEW_INVITE,
  payload: invitationTimerPayload,
};
export const REVIEW_REMIND_JOB: JobKind<InvitationTimerPayload> = {
  kind: REVIEW_REMIND,
  payload: invitationTimerPayload,
};
export const REVIEW_EXPIRE_JOB: JobKind<InvitationTimerPayload> = {
  kind: REVIEW_EXPIRE,
  payload: invitationTimerPayload,
};

/** The confirmed practice request and its booking, as the confirmation's transaction has them. */
interface ConfirmedVisit {
  practiceRequest: { id: string; listing_ref: string; practice_id: string };
  booking: { id: string; fields: string };
  /** The appointment's start (ISO instant). */
  start: string;
}

/**
 * Records the review invitation of an appointment just confirmed, and its three timers, in the
 * confirmation's transaction. The review will be signed with the patient's first name and last
 * initial only (recordInvitation keeps no more).
 */
export async function inviteToReview(
  trx: Kysely<Database>,
  visit: ConfirmedVisit,
  sealKey: Buffer,
  now: Date,
): Promise<void> {
  const fields = JSON.parse(visit.booking.fields) as Record<string, unknown>;
  const name = [fields.firstName, fields.lastName].filter((part) => typeof part === "string").join(" ");
  const { id } = await recordInvitation(
    trx,
    {
      practiceRequestId: visit.practiceRequest.id,
      submissionId: visit.booking.id,
      listingRef: visit.practiceRequest.listing_ref,
      practiceId: visit.practiceRequest.practice_id,
      patientName: name,
      appointmentStart: visit.start,
      now,
    },
    sealKey,
  );
  await enqueue(trx, invitationTimers(id, visit.booking.id, visit.start), now);
}

/** The invitation's e-mail at +24 h, its reminder at +7 days and its expiry (the link's end). */
function invitationTimers(invitationId: string, submissionId: string, start: string): NewJob[] {
  const at = Date.parse(start);
  const payload: InvitationTimerPayload = { invitationId };
  const job = (kind: string, runAt: number): NewJob => ({
    kind,
    payload,
    runAt: new Date(runAt),
    submissionId,
    uniqueKey: `${kind}:${invitationId}`,
  });
  return [
    job(REVIEW_INVITE, at + INVITE_AFTER_MS),
    job(REVIEW_REMIND, at + REMIND_AFTER_MS),
    job(REVIEW_EXPIRE, at + 60 * DAY_MS),
  ];
}

/** The patient cancelled the appointment: no invitation goes (nor a reminder). */
export async function cancelReviewInvitation(trx: Kysely<Database>, practiceRequestId: string, now: Date) {
  await trx
    .updateTable("review_invitations")
    .set({ status: "cancelled", updated_at: now.toISOString() })
    .where("practice_request_id", "=", practiceRequestId)
    .where("status", "in", ["scheduled", "invited"])
    .execute();
}

/**
 * A withdrawal or an erasure of these requests (item 8): their invitations and reviews are deleted
 * (a published review leaves the profile's figures with them). Their jobs go with the booking's.
 */
export async function eraseReviewsOf(trx: Kysely<Database>, submissionIds: readonly string[]): Promise<void> {
  if (submissionIds.length === 0) return;
  const invitations = trx.selectFrom("review_invitations").select("id").where("submission_id", "in", submissionIds);
  const reviews = await trx.selectFrom("reviews").select("id").where("invitation_id", "in", invitations).execute();
  // Reports name the review, and may hold a reporter's address: they go with it.
  await deleteReportsOf(
    trx,
    reviews.map((r) => r.id),
  );
  await trx.deleteFrom("reviews").where("invitation_id", "in", invitations).execute();
  await trx.deleteFrom("review_invitations").where("submission_id", "in", submissionIds).execute();
}

// ---- The timers' handlers (registered by plugin.ts)

interface InvitationDeps {
  db: Kysely<Database>;
  sealKey: Buffer;
  /** The worker's clock. */
  now: () => Date;
}

const NOT_NEEDED = "not needed";

/** The listing's public page, for the e-mails: a dentist's profile (a surgeon has none of its own). */
export function listingPagePath(listingRef: string): string | null {
  const ref = parseListingRef(listingRef);
  return ref?.kind === "dentist" ? `/dentists/${ref.id}` : null;
}

/** The invitation, its booking's contact and the practice's name, read in the job's transaction. */
async function invitationWithPatient(trx: Kysely<Database>, invitationId: string) {
  return trx
    .selectFrom("review_invitations as i")
    .innerJoin("submissions as s", "s.id", "i.submission_id")
    .innerJoin("practice_requests as p", "p.id", "i.practice_request_id")
    .select([
      "i.id",
      "i.status",
      "i.appointment_start",
      "i.expires_at",
      "i.token_sealed",
      "i.reminded_at",
      "i.submission_id",
      "s.email",
      "s.fields",
      "s.reference",
      "p.practice_name",
      "p.status as practice_request_status",
    ])
    .where("i.id", "=", invitationId)
    .executeTakeFirst();
}

/**
 * The invitation's e-mail (at +24 h) or its reminder (at +7 days), sent only while the
 * invitation is open (not reviewed, cancelled, marked did-not-attend or expired), the request not
 * erased and the appointment still confirmed. The row is marked in the same transaction as the
 * e-mail is enqueued, so a job run twice sends once.
 */
function invitationEmailHandler(deps: InvitationDeps, which: "invite" | "remind"): KindHandler<InvitationTimerPayload> {
  return async ({ invitationId }) => {
    return deps.db.transaction().execute(async (trx) => {
      const now = deps.now();
      const row = await invitationWithPatient(trx, invitationId);
      if (!row || !row.email || row.practice_request_status !== "confirmed") return NOT_NEEDED;
      if (Date.parse(row.expires_at) <= now.getTime()) return NOT_NEEDED;
      const open = which === "invite" ? row.status === "scheduled" : row.status === "invited" && !row.reminded_at;
      if (!open) return NOT_NEEDED;
      const linkToken = openStatusToken(row.token_sealed, deps.sealKey);
      if (!linkToken) throw new PermanentJobError("the review link cannot be opened: no e-mail");
      const marked = await trx
        .updateTable("review_invitations")
        .set(
          which === "invite"
            ? { status: "invited", invited_at: now.toISOString(), updated_at: now.toISOString() }
            : { reminded_at: now.toISOString(), updated_at: now.toISOString() },
        )
        .where("id", "=", row.id)
        .where("status", "=", row.status)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return NOT_NEEDED;
      const firstName = (JSON.parse(row.fields) as Record<string, unknown>).firstName;
      await enqueue(
        trx,
        emailJob(
          {
            template: which === "invite" ? "review-invitation" : "review-reminder",
            to: row.email,
            firstName: typeof firstName === "string" ? firstName.trim() : "",
            reference: row.reference,
            practiceName: row.practice_name,
            visitedAt: row.appointment_start,
            linkToken,
            expiresAt: row.expires_at,
          },
          { submissionId: row.submission_id!, sealKey: deps.sealKey, uniqueKey: `review-${which}-email:${row.id}` },
        ),
        now,
      );
      return which === "invite" ? "invited" : "reminded";
    });
  };
}

export const reviewInviteHandler = (deps: InvitationDeps) => invitationEmailHandler(deps, "invite");
export const reviewRemindHandler = (deps: InvitationDeps) => invitationEmailHandler(deps, "remind");

/** Day 60: an invitation not used by then expires (its link then answers 410). */
export function reviewExpireHandler(deps: InvitationDeps): KindHandler<InvitationTimerPayload> {
  return async ({ invitationId }) => {
    const now = deps.now().toISOString();
    const result = await deps.db
      .updateTable("review_invitations")
      .set({ status: "expired", updated_at: now })
      .where("id", "=", invitationId)
      .where("status", "in", ["scheduled", "invited"])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? "expired" : NOT_NEEDED;
  };
}
