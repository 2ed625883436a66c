import type { Insertable, Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";

import { canMove, PRACTICE_LINK_MS, type PracticeRequestStatus, type WorkingHours } from "../../rules/booking-loop";
import type { Closure } from "../../rules/listings/types";
import type { Database } from "../platform/db/schema";
import { emailJob, type NewJob } from "../platform/outbox/jobs";
import { tellPractices } from "./practice-notices";
import { WorkflowError } from "../platform/workflow-error";
import { newStatusToken } from "../platform/private-links/status-token";
import type { SubmissionEventsTable, SubmissionsTable } from "./submission-tables";
import { sealStatusToken } from "../platform/private-links/status-link-seal";
import type { PracticeRequestsTable } from "./practice-request-tables";
import { practiceTimerJobs } from "./timer-jobs";
import { addHistory, mayMove, moveSubmission } from "./booking-history";

/*
 * Sending a booking to a practice, on arrival (the submission store writes what `sending` builds)
 * or by an operator (sendToPractice): the practice request, its link, its e-mail and its timers.
 * Apart from the answers and the patient's steps, as the submission store and the waitlist's
 * claims need it without them.
 */

/** Where a request goes: a listing's practice, as it is listed at the moment of sending. */
export interface PracticeTarget {
  /** "dentist/{id}" | "surgeon/{id}". */
  listingRef: string;
  dentistName: string;
  practiceId: string;
  practiceName: string;
  phone: string;
  address: string;
  bookingEmail: string;
  /** The practice's city, for its region's holidays in the timers' working hours. */
  citySlug: string;
  /** The practice's closures as listed when sent: the timers' working hours skip their days. */
  closures?: Closure[];
}

/** What sending writes besides the submission itself, built before the transaction that writes it. */
interface Sending {
  row: PracticeRequestsTable;
  /** The booking's move to "in_progress" ("status-change"), when the workflow takes it there. */
  moved: Insertable<SubmissionEventsTable> | null;
  /** The "sent-to-practice" entry. */
  sent: Insertable<SubmissionEventsTable>;
  jobs: NewJob[];
  /** The submission's status afterwards. */
  toStatus: string;
}

/** The history entry recording a sending (its note names the practice, never the patient). */
const SENT_TO_PRACTICE = "sent-to-practice";

/**
 * The row, history entries and jobs of sending a request to a practice: a new link token (only
 * its hash and its sealed copy are stored; the token itself goes into the practice's e-mail job),
 * the practice's e-mail and the reminder/escalation timers. A booking whose workflow goes on to
 * "in_progress" (a "new" one) moves there. Data only: a booking arriving with a practice named is
 * written by the submission store's batch (submissions/insert-batch.ts), perhaps on another thread.
 */
export function sending(input: {
  submissionId: string;
  reference: string;
  urgency: string | null;
  fromStatus: string;
  target: PracticeTarget;
  actor: string;
  now: Date;
  sealKey: Buffer;
  hours: WorkingHours;
}): Sending {
  const { target, now } = input;
  const { token, hash } = newStatusToken(now.getTime());
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + PRACTICE_LINK_MS).toISOString();
  const emergency = input.urgency === "emergency";
  const row: PracticeRequestsTable = {
    id: uuidv7(),
    submission_id: input.submissionId,
    listing_ref: target.listingRef,
    practice_id: target.practiceId,
    practice_name: target.practiceName,
    practice_phone: target.phone,
    practice_address: target.address,
    practice_email: target.bookingEmail,
    dentist_name: target.dentistName,
    token_hash: hash,
    token_sealed: sealStatusToken(token, input.sealKey),
    status: "waiting",
    emergency: emergency ? 1 : 0,
    sent_at: at,
    expires_at: expiresAt,
    first_answer_at: null,
    appointment_start: null,
    appointment_minutes: null,
    offered_times: null,
    decline_reason: null,
    reminded_at: null,
    escalated_at: null,
    cancelled_at: null,
    updated_at: at,
  };
  const toStatus = mayMove("booking", input.fromStatus, "in_progress") ? "in_progress" : input.fromStatus;
  const entry = { submission_id: input.submissionId, at, actor: input.actor };
  const jobs: NewJob[] = [
    emailJob(
      {
        template: "practice-request",
        to: target.bookingEmail,
        reference: input.reference,
        practiceName: target.practiceName,
        linkToken: token,
        expiresAt,
      },
      { submissionId: input.submissionId, sealKey: input.sealKey },
    ),
    ...practiceTimerJobs(
      {
        practiceRequestId: row.id,
        submissionId: input.submissionId,
        sentAt: now,
        emergency,
        citySlug: target.citySlug,
        closures: target.closures,
      },
      input.hours,
    ),
  ];
  return {
    row,
    moved:
      toStatus === input.fromStatus
        ? null
        : { ...entry, action: "status-change", from_status: input.fromStatus, to_status: toStatus, note: null },
    sent: {
      ...entry,
      action: SENT_TO_PRACTICE,
      from_status: null,
      to_status: null,
      note: `${target.practiceName} (${target.dentistName}), ${target.bookingEmail}`,
    },
    jobs,
    toStatus,
  };
}

/** The statuses an operator's new sending replaces: the earlier practice's link then says so. */
const REPLACEABLE: readonly PracticeRequestStatus[] = ["waiting", "offered", "declined"];

/**
 * An operator sends a booking (read locked, not spam, not erased: the caller's checks) to a
 * practice: only while the workflow has it "in_progress" or lets it go there; any earlier open
 * request of the booking is superseded, and the new one is sent as a booking naming it would be.
 */
export async function sendToPractice(
  trx: Kysely<Database>,
  booking: Pick<SubmissionsTable, "id" | "form" | "reference" | "status" | "urgency">,
  input: { target: PracticeTarget; actor: string; now: Date; sealKey: Buffer; hours: WorkingHours },
): Promise<{ practiceRequestId: string }> {
  if (booking.status !== "in_progress" && !mayMove(booking.form, booking.status, "in_progress")) {
    throw new WorkflowError(`A booking that is "${booking.status}" cannot be sent to a practice.`, 409);
  }
  const at = input.now.toISOString();
  const earlier = await trx
    .selectFrom("practice_requests")
    .select(["id", "status"])
    .where("submission_id", "=", booking.id)
    .where("status", "in", REPLACEABLE)
    .execute();
  const sent = sending({
    ...input,
    submissionId: booking.id,
    reference: booking.reference,
    urgency: booking.urgency,
    fromStatus: booking.status,
  });
  for (const request of earlier) {
    if (!canMove(request.status, "superseded")) continue;
    await trx
      .updateTable("practice_requests")
      .set({ status: "superseded", updated_at: at })
      .where("id", "=", request.id)
      .where("status", "=", request.status)
      .execute();
  }
  if (sent.moved) await moveSubmission(trx, booking, sent.toStatus, { actor: input.actor, at });
  await trx.insertInto("practice_requests").values(sent.row).execute();
  await addHistory(trx, sent.sent);
  // A practice that chose a summary twice a day gets a routine request in it (practice-notices.ts).
  await tellPractices(trx, [{ row: sent.row, urgency: booking.urgency }], sent.jobs, input.hours, input.now);
  return { practiceRequestId: sent.row.id };
}
