import type { Kysely } from "kysely";

import { nzAppointmentTime } from "../../rules/appointment-time";
import { canMove, DEFAULT_APPOINTMENT_MINUTES } from "../../rules/booking-loop";
import type { Database } from "../platform/db/schema";
import { isPostgres } from "../platform/db/transactions";
import { storedStatusTokenHashes } from "../platform/private-links/status-token";
import { cancellable, patientAccepts, patientCancels } from "./patient-steps";
import { offeredTimesOf } from "./transition-emails";
import { retriedWhenChanged } from "./booking-history";
import { timeFreed } from "./events";
import { practiceRequestsNewestFirst } from "./practice-requests";
import type { PracticeRequestRow } from "./practice-request-tables";

/*
 * What a patient does on their status page once a practice has answered (issue 22, items 3 and
 * 6): accept one of the times a practice offered, or cancel a confirmed appointment. Each is one
 * transaction: what the patient may do is checked here, in their words; the moves, the history
 * and the e-mails are the booking's (patient-steps.ts). Doing it twice changes things once.
 * Withdrawal (status-links.ts withdrawRequest) closes the practice requests too.
 */

export type PatientActionResult =
  | { outcome: "not-found" }
  /** Refused (409), with why in words for the patient. */
  | { outcome: "refused"; message: string }
  | { outcome: "done"; changed: boolean };

/** The newest sending of a booking to a practice: the one the patient's page is about. */
export async function latestPracticeRequest(
  db: Kysely<Database>,
  submissionId: string,
): Promise<PracticeRequestRow | undefined> {
  return practiceRequestsNewestFirst(db, submissionId).executeTakeFirst();
}

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** The booking, locked first: before its practice requests (LOCK ORDER, server/platform/db/transactions.ts). */
async function bookingByToken(trx: Kysely<Database>, token: string) {
  let query = trx
    .selectFrom("submissions")
    .select(["id", "form", "reference", "status", "email", "fields"])
    .where("status_token_hash", "in", storedStatusTokenHashes(token));
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

type Booking = NonNullable<Awaited<ReturnType<typeof bookingByToken>>>;

/**
 * One action of the patient's, in a transaction retried when the rows changed under it: the
 * booking the status link opens (not-found without one) and its newest practice request, locked in
 * that order, handed to `act`.
 */
function patientAction(
  db: Kysely<Database>,
  token: string,
  act: (trx: Kysely<Database>, booking: Booking, row: PracticeRequestRow | undefined) => Promise<PatientActionResult>,
): Promise<PatientActionResult> {
  return retriedWhenChanged(() =>
    db.transaction().execute(async (trx): Promise<PatientActionResult> => {
      const booking = await bookingByToken(trx, token);
      if (!booking) return { outcome: "not-found" };
      return act(trx, booking, await latestPracticeRequest(trx, booking.id));
    }),
  );
}

/**
 * The patient accepts one of the times the practice offered: the appointment is confirmed at it,
 * the booking is matched, the practice is told (with its link) and the patient gets the
 * confirmation with its calendar file, and the day-before reminder is set. `time` must be one of
 * the times offered, still ahead; accepting the time already accepted changes nothing.
 */
export function acceptOfferedTime(
  db: Kysely<Database>,
  input: { token: string; time: string; sealKey: Buffer; now?: Date },
): Promise<PatientActionResult> {
  const now = input.now ?? new Date();
  return patientAction(db, input.token, async (trx, booking, row) => {
    if (row?.status === "confirmed" && row.appointment_start && sameInstant(row.appointment_start, input.time)) {
      return { outcome: "done", changed: false };
    }
    if (!row || row.status !== "offered" || !canMove(row.status, "confirmed")) {
      return {
        outcome: "refused",
        message:
          row?.status === "confirmed" && row.appointment_start
            ? `Your appointment is already confirmed for ${nzAppointmentTime(row.appointment_start)}.`
            : "There is no offered time to accept any more: your page shows where your request is now.",
      };
    }
    const offered = offeredTimesOf(row).find((t) => sameInstant(t, input.time));
    if (!offered) {
      return {
        outcome: "refused",
        message: "That time is no longer offered. Choose one of the times shown on your page.",
      };
    }
    if (Date.parse(offered) <= now.getTime()) {
      return { outcome: "refused", message: "That time has passed. Choose a later one, or contact us." };
    }
    const start = new Date(offered).toISOString();
    await patientAccepts(trx, {
      booking,
      row,
      start,
      minutes: row.appointment_minutes ?? DEFAULT_APPOINTMENT_MINUTES,
      note: `Accepted the time ${row.practice_name} offered: ${nzAppointmentTime(start)}`,
      statusToken: input.token,
      sealKey: input.sealKey,
      now,
    });
    return { outcome: "done", changed: true };
  });
}

/**
 * The patient cancels their confirmed appointment: the practice request is cancelled, the booking
 * closed, the practice e-mailed and the patient's cancellation acknowledged. Cancelling again
 * changes nothing.
 */
export function cancelAppointment(
  db: Kysely<Database>,
  input: { token: string; sealKey: Buffer; now?: Date },
): Promise<PatientActionResult> {
  const now = input.now ?? new Date();
  return patientAction(db, input.token, async (trx, booking, row) => {
    if (row?.status === "cancelled") return { outcome: "done", changed: false };
    if (!row || !cancellable(row, now) || !canMove(row.status, "cancelled") || !row.appointment_start) {
      return {
        outcome: "refused",
        message:
          row?.status === "confirmed"
            ? "This appointment's time has passed, so it can no longer be cancelled here."
            : "There is no confirmed appointment to cancel.",
      };
    }
    const { appointment_start: start } = row;
    await patientCancels(trx, {
      booking,
      row: { ...row, appointment_start: start },
      note: `Appointment cancelled by the patient (${nzAppointmentTime(start)})`,
      now,
    });
    // The time is free again: the waitlist hears of it (issue 37 item 5).
    await timeFreed.publish(trx, { request: { ...row, appointment_start: start }, sealKey: input.sealKey, now });
    return { outcome: "done", changed: true };
  });
}
