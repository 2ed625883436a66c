import type { Kysely } from "kysely";

import { ANSWERABLE, canMove } from "../../rules/booking-loop";
import type { Database } from "../platform/db/schema";
import { emailJob, enqueue, ERASED_WHEN_SENT } from "../platform/outbox/jobs";
import { erasePersonalDetails } from "./erasure";
import { appointmentCancelled, appointmentConfirmed } from "./events";
import { newStatusToken } from "../platform/private-links/status-token";
import type { SubmissionsTable } from "./submission-tables";
import { openStatusToken, sealStatusToken } from "../platform/private-links/status-link-seal";
import type { PracticeRequestRow } from "./practice-request-tables";
import { addHistory, ChangedMeanwhile, movePracticeRequest, moveSubmission } from "./booking-history";
import {
  appointmentConfirmedJobs,
  type Booking,
  patientCancelledEmail,
  patientContact,
  practiceCancelledEmail,
  practiceWithdrawnEmail,
} from "./transition-emails";

/*
 * The patient's actions on their status page: accepting an offered time, cancelling a confirmed
 * appointment and withdrawing the request, with whether they can still cancel. Apart from the
 * practice's answers, as it is the patient's side.
 */

/**
 * Moves the booking to `to` through "in_progress" if it is still "new" and the workflow goes that
 * way, an entry per step (actor "patient", the note on the last); nothing once the workflow does
 * not allow a step (an operator closed it meanwhile, say).
 */
export async function moveBookingForPatient(
  trx: Kysely<Database>,
  booking: Booking,
  to: string,
  note: string,
  at: string,
) {
  const steps = booking.status === "new" && to === "matched" ? ["in_progress", "matched"] : [to];
  let from = booking.status;
  for (const step of steps) {
    const moved = await moveSubmission(trx, { ...booking, status: from }, step, {
      actor: "patient",
      at,
      note: step === to ? note : null,
    });
    if (!moved) return;
    from = step;
  }
}

/**
 * The practice's link token, for an e-mail that carries its link again. Sealed under this server's
 * key; if it cannot be opened (the secret was replaced), the practice gets a new link instead.
 */
async function practiceLinkToken(trx: Kysely<Database>, row: PracticeRequestRow, sealKey: Buffer, now: Date) {
  const token = openStatusToken(row.token_sealed, sealKey);
  if (token) return token;
  const fresh = newStatusToken(now.getTime());
  await trx
    .updateTable("practice_requests")
    .set({ token_hash: fresh.hash, token_sealed: sealStatusToken(fresh.token, sealKey) })
    .where("id", "=", row.id)
    .execute();
  return fresh.token;
}

/**
 * The patient accepts `start`, one of the times the practice offered (the caller checked it): the
 * appointment is confirmed at it, the booking matched (history note `note`), the practice told
 * (with its link), the patient sent the confirmation with its calendar file, and the day-before
 * reminder set.
 */
export async function patientAccepts(
  trx: Kysely<Database>,
  input: {
    booking: Booking;
    row: PracticeRequestRow;
    start: string;
    minutes: number;
    note: string;
    statusToken: string;
    sealKey: Buffer;
    now: Date;
  },
): Promise<void> {
  const { booking, row, start, minutes, sealKey, now } = input;
  const at = now.toISOString();
  await movePracticeRequest(trx, row, {
    status: "confirmed",
    appointment_start: start,
    appointment_minutes: minutes,
    offered_times: null,
    updated_at: at,
  });
  await moveBookingForPatient(trx, booking, "matched", input.note, at);
  await enqueue(
    trx,
    [
      // To the practice: no personal details in it, so it stays even if the patient withdraws
      // (and the practice then gets the cancellation as well).
      emailJob(
        {
          template: "practice-offer-accepted",
          to: row.practice_email,
          reference: booking.reference,
          practiceName: row.practice_name,
          linkToken: await practiceLinkToken(trx, row, sealKey, now),
          start,
          minutes,
        },
        { sealKey },
      ),
      ...appointmentConfirmedJobs({ booking, row, start, minutes, statusToken: input.statusToken, sealKey, now }),
    ],
    now,
  );
  // Every confirmed appointment is invited to review it (issue 35 item 2).
  await appointmentConfirmed.publish(trx, { practiceRequest: row, booking, start, sealKey, now });
}

/**
 * The patient cancels their confirmed appointment (the caller checked it is cancellable): the
 * practice request is cancelled, the booking closed (history note `note`), the practice e-mailed
 * and the patient's cancellation acknowledged, with the calendar file that takes the event out of
 * their calendar.
 */
export async function patientCancels(
  trx: Kysely<Database>,
  input: { booking: Booking; row: PracticeRequestRow & { appointment_start: string }; note: string; now: Date },
): Promise<void> {
  const { booking, row, now } = input;
  const at = now.toISOString();
  const start = row.appointment_start;
  const patient = patientContact(booking, null);
  await movePracticeRequest(trx, row, { status: "cancelled", cancelled_at: at, updated_at: at });
  await moveBookingForPatient(trx, booking, "closed", input.note, at);
  // No visit, no review (issue 35 item 2).
  await appointmentCancelled.publish(trx, { practiceRequestId: row.id, now });
  await enqueue(
    trx,
    [
      practiceCancelledEmail(row, booking.reference, start),
      patientCancelledEmail(row, patient, start, { submissionId: booking.id }),
    ],
    now,
  );
}

/** Whether the patient can still cancel this appointment on their page: confirmed and not yet begun. */
export function cancellable(row: PracticeRequestRow | undefined, now: Date): boolean {
  return (
    row?.status === "confirmed" && row.appointment_start !== null && Date.parse(row.appointment_start) > now.getTime()
  );
}

/** The history entry a patient's withdrawal leaves. */
export const WITHDRAWN_ACTION = "withdrawn";

/**
 * What a withdrawal leaves the request in, from whatever status: the patient's right to take their
 * request back, not a step of the workflow's (rules/workflows.ts), so not one of its moves.
 */
const WITHDRAWN_STATUS = "closed";

/**
 * The patient withdraws their request (the caller locked its row): it is closed, its personal
 * details are erased, every practice request that can still be withdrawn is (the practice's link
 * says so, and a practice holding a confirmed appointment still ahead is told it is cancelled), and
 * the history records it (actor "patient"). Null when it was withdrawn before: nothing changes;
 * otherwise the confirmed appointments still ahead it cancelled (their times are free again).
 */
export async function patientWithdraws(
  trx: Kysely<Database>,
  booking: Pick<SubmissionsTable, "id" | "reference" | "status">,
  now: Date,
): Promise<{ cancelled: (PracticeRequestRow & { appointment_start: string })[] } | null> {
  const earlier = await trx
    .selectFrom("submission_events")
    .select("id")
    .where("submission_id", "=", booking.id)
    .where("action", "=", WITHDRAWN_ACTION)
    .executeTakeFirst();
  if (earlier) return null;
  const at = now.toISOString();
  const moved = await trx
    .updateTable("submissions")
    .set({ status: WITHDRAWN_STATUS, updated_at: at })
    .where("id", "=", booking.id)
    .where("status", "=", booking.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new ChangedMeanwhile();
  // Read before the erasure: the patient's address is needed once more if an appointment is cancelled.
  const contact = await trx
    .selectFrom("submissions")
    .select(["email", "fields", "reference"])
    .where("id", "=", booking.id)
    .executeTakeFirstOrThrow();
  const rows = await trx.selectFrom("practice_requests").selectAll().where("submission_id", "=", booking.id).execute();
  const open = rows.filter((row) => canMove(row.status, "withdrawn"));
  // Confirmed appointments still ahead: cancelled by the withdrawal, so their practices are told
  // and the caller frees their times to the waitlist.
  const cancelled = open.flatMap((row) =>
    cancellable(row, now) && row.appointment_start ? [{ ...row, appointment_start: row.appointment_start }] : [],
  );
  // Its e-mails go with its details; the practices' notices below name no patient and stay.
  await erasePersonalDetails(trx, booking.id, at);
  if (open.length > 0) {
    await trx
      .updateTable("practice_requests")
      .set({ status: "withdrawn", updated_at: at })
      .where(
        "id",
        "in",
        open.map((row) => row.id),
      )
      .where(
        "status",
        "in",
        open.map((row) => row.status),
      )
      .execute();
    // Every practice still holding the request hears of it: a chair to free, offered times to
    // release, or an answer no longer needed. One that declined, or whose appointment has passed, is not told.
    const answering = open.filter((row) => ANSWERABLE.includes(row.status));
    const patient = patientContact(contact, null);
    await enqueue(
      trx,
      [
        ...cancelled.map((row) => practiceCancelledEmail(row, booking.reference, row.appointment_start)),
        ...answering.map((row) => practiceWithdrawnEmail(row, booking.reference)),
        // The patient's calendar still holds the appointment: its cancellation goes to the address
        // read above, enqueued after the erasure deleted the booking's other e-mails. Still the
        // booking's (deleting the request deletes it), and deleted once sent (ERASED_WHEN_SENT).
        ...(patient.to
          ? cancelled.map((row) =>
              patientCancelledEmail(row, patient, row.appointment_start, {
                submissionId: booking.id,
                withdrawn: true,
                uniqueKey: `${ERASED_WHEN_SENT}withdrawn-cancel:${row.id}`,
              }),
            )
          : []),
      ],
      now,
    );
  }
  await addHistory(trx, {
    submission_id: booking.id,
    at,
    actor: "patient",
    action: WITHDRAWN_ACTION,
    from_status: booking.status,
    to_status: WITHDRAWN_STATUS,
  });
  return { cancelled };
}
