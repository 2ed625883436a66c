import type { Kysely } from "kysely";

import { nzAppointmentTime } from "../../rules/appointment-time";
import { canMove, DEFAULT_APPOINTMENT_MINUTES, type PracticeRequestStatus } from "../../rules/booking-loop";
import { allowedMoves } from "../../rules/workflows";
import type { Database } from "../db/schema";
import { isPostgres } from "../db/transactions";
import { emailJob, enqueue, type NewJob } from "../outbox/jobs";
import { newStatusToken, storedStatusTokenHashes } from "../submissions/status-token";
import { moveGuarded, type PracticeRequestRow } from "./practice-requests";
import { openStatusToken, sealStatusToken } from "./status-link-seal";
import type { PracticeRequestsTable } from "./tables";
import { appointmentReminderJob } from "./timers";

/*
 * What a patient does on their status page once a practice has answered (issue 22, items 3 and
 * 6): accept one of the times a practice offered, or cancel a confirmed appointment. Each is one
 * transaction: the practice request's move (guarded by canMove and the status it was read in),
 * the booking's move in the inbox with a history entry (actor "patient"), and the e-mails to the
 * practice and the patient, enqueued so they exist only if the change commits. Doing it twice
 * changes things once. Withdrawal (repository.withdrawRequest) closes the practice requests too.
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
  return db
    .selectFrom("practice_requests")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .orderBy("sent_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** Times a practice offered (ISO instants), as stored. */
export function offeredTimesOf(row: Pick<PracticeRequestRow, "offered_times">): string[] {
  if (!row.offered_times) return [];
  try {
    const times = JSON.parse(row.offered_times) as unknown;
    return Array.isArray(times) ? times.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

class ChangedMeanwhile extends Error {}

/** Runs `once` again when another change to the same rows committed between its read and its write. */
async function retried<T>(once: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await once();
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile) || attempt >= 2) throw error;
    }
  }
}

/** The booking, locked first: before its practice requests (LOCK ORDER, server/db/transactions.ts). */
async function bookingByToken(trx: Kysely<Database>, token: string) {
  let query = trx
    .selectFrom("submissions")
    .select(["id", "form", "reference", "status", "email", "fields"])
    .where("status_token_hash", "in", storedStatusTokenHashes(token));
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

type Booking = NonNullable<Awaited<ReturnType<typeof bookingByToken>>>;

const firstNameOf = (booking: Booking) => {
  const value = (JSON.parse(booking.fields) as Record<string, unknown>).firstName;
  return typeof value === "string" ? value.trim() : "";
};

/** Moves the practice request from the status it was read in, or throws ChangedMeanwhile. */
async function movePracticeRequest(
  trx: Kysely<Database>,
  row: PracticeRequestRow,
  set: Partial<Omit<PracticeRequestsTable, "id">> & { status: PracticeRequestStatus; updated_at: string },
) {
  if (!(await moveGuarded(trx, row, set))) throw new ChangedMeanwhile();
}

/**
 * Moves the booking in the inbox's workflow to `to`, through "in_progress" if it is still "new",
 * with a history entry per step (actor "patient"); nothing when the workflow does not allow it
 * (an operator closed it meanwhile, say).
 */
async function moveBooking(trx: Kysely<Database>, booking: Booking, to: string, note: string, at: string) {
  const steps = booking.status === "new" && to === "matched" ? ["in_progress", "matched"] : [to];
  let from = booking.status;
  for (const step of steps) {
    if (!allowedMoves(booking.form, from).includes(step)) return;
    const moved = await trx
      .updateTable("submissions")
      .set({ status: step, updated_at: at })
      .where("id", "=", booking.id)
      .where("status", "=", from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ChangedMeanwhile();
    await trx
      .insertInto("submission_events")
      .values({
        submission_id: booking.id,
        at,
        actor: "patient",
        action: "status-change",
        from_status: from,
        to_status: step,
        note: step === to ? note : null,
      })
      .execute();
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
  return retried(() =>
    db.transaction().execute(async (trx): Promise<PatientActionResult> => {
      const booking = await bookingByToken(trx, input.token);
      if (!booking) return { outcome: "not-found" };
      const row = await latestPracticeRequest(trx, booking.id);
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
      const at = now.toISOString();
      const start = new Date(offered).toISOString();
      const minutes = row.appointment_minutes ?? DEFAULT_APPOINTMENT_MINUTES;
      await movePracticeRequest(trx, row, {
        status: "confirmed",
        appointment_start: start,
        appointment_minutes: minutes,
        offered_times: null,
        updated_at: at,
      });
      await moveBooking(
        trx,
        booking,
        "matched",
        `Accepted the time ${row.practice_name} offered: ${nzAppointmentTime(start)}`,
        at,
      );
      const practice = { name: row.practice_name, phone: row.practice_phone, address: row.practice_address };
      const jobs: NewJob[] = [
        // To the practice: no personal details in it, so it stays even if the patient withdraws
        // (and the practice then gets the cancellation as well).
        emailJob(
          {
            template: "practice-offer-accepted",
            to: row.practice_email,
            reference: booking.reference,
            practiceName: row.practice_name,
            linkToken: await practiceLinkToken(trx, row, input.sealKey, now),
            start,
            minutes,
          },
          { sealKey: input.sealKey },
        ),
        emailJob(
          {
            template: "patient-confirmed",
            to: booking.email,
            firstName: firstNameOf(booking),
            reference: booking.reference,
            statusToken: input.token,
            practice,
            start,
            minutes,
            practiceRequestId: row.id,
          },
          { submissionId: booking.id, sealKey: input.sealKey },
        ),
      ];
      const reminder = appointmentReminderJob(
        { practiceRequestId: row.id, submissionId: booking.id, start: new Date(start) },
        now,
      );
      if (reminder) jobs.push(reminder);
      await enqueue(trx, jobs, now);
      return { outcome: "done", changed: true };
    }),
  );
}

/** Whether the patient can still cancel this appointment on their page: confirmed and not yet begun. */
export function cancellable(row: PracticeRequestRow | undefined, now: Date): boolean {
  return (
    row?.status === "confirmed" && row.appointment_start !== null && Date.parse(row.appointment_start) > now.getTime()
  );
}

/**
 * The patient cancels their confirmed appointment: the practice request is cancelled, the booking
 * closed, the practice e-mailed and the patient's cancellation acknowledged. Cancelling again
 * changes nothing.
 */
export function cancelAppointment(
  db: Kysely<Database>,
  input: { token: string; now?: Date },
): Promise<PatientActionResult> {
  const now = input.now ?? new Date();
  return retried(() =>
    db.transaction().execute(async (trx): Promise<PatientActionResult> => {
      const booking = await bookingByToken(trx, input.token);
      if (!booking) return { outcome: "not-found" };
      const row = await latestPracticeRequest(trx, booking.id);
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
      const at = now.toISOString();
      const start = row.appointment_start;
      await movePracticeRequest(trx, row, { status: "cancelled", cancelled_at: at, updated_at: at });
      await moveBooking(
        trx,
        booking,
        "closed",
        `Appointment cancelled by the patient (${nzAppointmentTime(start)})`,
        at,
      );
      await enqueue(
        trx,
        [
          practiceCancelledEmail(row, booking.reference, start),
          emailJob(
            {
              template: "patient-cancelled",
              to: booking.email,
              firstName: firstNameOf(booking),
              reference: booking.reference,
              practiceName: row.practice_name,
              start,
            },
            { submissionId: booking.id },
          ),
        ],
        now,
      );
      return { outcome: "done", changed: true };
    }),
  );
}

/**
 * The practice's cancellation notice. Not tied to the booking (no submissionId): it names no
 * patient, and a withdrawal that erases the booking's e-mails must not take this one with them.
 */
function practiceCancelledEmail(row: PracticeRequestRow, reference: string, start: string): NewJob {
  return emailJob({
    template: "practice-cancelled",
    to: row.practice_email,
    reference,
    practiceName: row.practice_name,
    start,
  });
}

/**
 * A withdrawal's part in the loop, in its transaction (after the booking's own e-mails were
 * erased): every practice request of the booking that can still be withdrawn is, so the practice's
 * link says the patient withdrew; a practice holding a confirmed appointment still ahead is told it
 * is cancelled.
 */
export async function withdrawPracticeRequests(
  trx: Kysely<Database>,
  booking: { id: string; reference: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const rows = await trx.selectFrom("practice_requests").selectAll().where("submission_id", "=", booking.id).execute();
  const open = rows.filter((row) => canMove(row.status, "withdrawn"));
  if (open.length === 0) return;
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
  const told = open.filter((row) => cancellable(row, now));
  await enqueue(
    trx,
    told.map((row) => practiceCancelledEmail(row, booking.reference, row.appointment_start ?? "")),
    now,
  );
}
