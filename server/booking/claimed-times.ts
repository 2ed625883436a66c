import type { Kysely } from "kysely";

import type { WorkingHours } from "../../rules/booking-loop";
import type { Database } from "../platform/db/schema";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import { appointmentCancelled, appointmentConfirmed } from "./events";
import type { SubmissionsTable } from "./submission-tables";
import { openStatusToken } from "../platform/private-links/status-link-seal";
import type { PracticeRequestRow, PracticeRequestsTable } from "./practice-request-tables";
import { addHistory, movePracticeRequest } from "./booking-history";
import { type PracticeTarget, sending } from "./sending";
import {
  appointmentConfirmedJobs,
  type Booking,
  patientCancelledEmail,
  patientContact,
  practiceCancelledEmail,
} from "./transition-emails";
import { moveBookingForPatient } from "./patient-steps";

/*
 * The waitlist (issue 37 item 5): a patient takes an earlier, freed time, as a new practice
 * request confirmed from the start. Apart from the patient's other steps, as only the waitlist
 * (server/waitlist/) calls it, and it stands on sending as well as on them.
 */

/** A freed time a waitlisted patient claimed: where, when, and the history's words for it. */
export interface ClaimedTime {
  target: PracticeTarget;
  start: string;
  minutes: number;
  note: string;
}

/**
 * A new practice request for `booking`, confirmed at the claimed time from the start (no answer is
 * awaited, so no timers and no first answer to count), with the practice's notice (and link), the
 * patient's confirmation and calendar file (with `statusToken`'s link), the day-before reminder
 * and the review invitation, as an accepted offer has. The history says so (actor "patient").
 */
async function confirmClaimedTime(
  trx: Kysely<Database>,
  input: ClaimedTime & {
    booking: Booking;
    statusToken: string | null;
    sealKey: Buffer;
    now: Date;
    hours: WorkingHours;
  },
): Promise<PracticeRequestsTable> {
  const { booking, start, minutes, sealKey, now } = input;
  const sent = sending({
    submissionId: booking.id,
    reference: booking.reference,
    urgency: null,
    fromStatus: booking.status,
    target: input.target,
    actor: "patient",
    now,
    sealKey,
    hours: input.hours,
  });
  const confirmed: PracticeRequestsTable = {
    ...sent.row,
    status: "confirmed",
    appointment_start: start,
    appointment_minutes: minutes,
  };
  await trx.insertInto("practice_requests").values(confirmed).execute();
  await addHistory(trx, {
    submission_id: booking.id,
    at: now.toISOString(),
    actor: "patient",
    action: "waitlist-claimed",
    note: input.note,
  });
  await enqueue(
    trx,
    [
      emailJob(
        {
          template: "practice-offer-accepted",
          to: confirmed.practice_email,
          reference: booking.reference,
          practiceName: confirmed.practice_name,
          linkToken: openStatusToken(confirmed.token_sealed, sealKey)!,
          start,
          minutes,
          waitlist: true,
        },
        { sealKey },
      ),
      ...appointmentConfirmedJobs({
        booking,
        row: confirmed,
        start,
        minutes,
        statusToken: input.statusToken,
        sealKey,
        now,
      }),
    ],
    now,
  );
  await appointmentConfirmed.publish(trx, { practiceRequest: confirmed, booking, start, sealKey, now });
  return confirmed;
}

/**
 * The patient claimed an earlier time a practice freed (server/waitlist/claim.ts checked it
 * is theirs): their confirmed appointment `row` is cancelled (its practice told, the patient's
 * calendar event removed), and a new practice request, confirmed at the time, takes its place
 * (confirmClaimedTime). The new row's id, a new calendar event's UID.
 */
export async function patientTakesFreedTime(
  trx: Kysely<Database>,
  input: ClaimedTime & {
    booking: Booking & Pick<SubmissionsTable, "status_token_sealed">;
    row: PracticeRequestRow & { appointment_start: string };
    sealKey: Buffer;
    now: Date;
    hours: WorkingHours;
  },
): Promise<string> {
  const { booking, row, sealKey, now } = input;
  const at = now.toISOString();
  await movePracticeRequest(trx, row, { status: "cancelled", cancelled_at: at, updated_at: at });
  await appointmentCancelled.publish(trx, { practiceRequestId: row.id, now });
  const patient = patientContact(booking, null);
  await enqueue(
    trx,
    [
      practiceCancelledEmail(row, booking.reference, row.appointment_start),
      patientCancelledEmail(row, patient, row.appointment_start, { submissionId: booking.id }),
    ],
    now,
  );
  const statusToken = openStatusToken(booking.status_token_sealed, sealKey);
  const confirmed = await confirmClaimedTime(trx, { ...input, statusToken });
  return confirmed.id;
}

/**
 * A patient on the waitlist with no booking (they joined from a practice's profile) claimed a
 * time: `booking`, just stored as "new" in this transaction (server/waitlist/claim-booking.ts),
 * gets the time confirmed (confirmClaimedTime) and moves to "matched", as a booking whose patient
 * accepted a time does. The new practice request's id.
 */
export async function patientBooksFreedTime(
  trx: Kysely<Database>,
  input: ClaimedTime & { booking: Booking; statusToken: string; sealKey: Buffer; now: Date; hours: WorkingHours },
): Promise<string> {
  const confirmed = await confirmClaimedTime(trx, input);
  await moveBookingForPatient(trx, input.booking, "matched", input.note, input.now.toISOString());
  return confirmed.id;
}
