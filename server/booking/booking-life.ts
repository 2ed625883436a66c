import type { Insertable, Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";

import {
  ANSWERABLE,
  canMove,
  PRACTICE_LINK_MS,
  type PracticeAnswer,
  type PracticeRequestStatus,
  type WorkingHours,
} from "../../rules/booking-loop";
import type { Closure } from "../../rules/listings/types";
import { allowedMoves, type FormName } from "../../rules/workflows";
import type { Database } from "../platform/db/schema";
import type { EscalationEmailSpec, PracticeContact } from "./email-specs";
import { emailJob, enqueue, ERASED_WHEN_SENT, type NewJob } from "../platform/outbox/jobs";
import { DECLINE_ACTOR, setNewPatientFacts } from "../listings/new-patient-facts";
import { nzToday } from "../../rules/nz-time";
import { erasePersonalDetails } from "./erasure";
import { appointmentCancelled, appointmentConfirmed } from "./events";
import { tellPractices } from "./practice-notices";
import { WorkflowError } from "../platform/workflow-error";
import { newStatusToken } from "../platform/private-links/status-token";
import type { SubmissionEventsTable, SubmissionsTable } from "./submission-tables";
import { openStatusToken, sealStatusToken } from "../platform/private-links/status-link-seal";
import type { PracticeRequestRow, PracticeRequestsTable } from "./practice-request-tables";
import { appointmentReminderJob, practiceTimerJobs } from "./timer-jobs";

/*
 * A booking's life, in one place: every move of a booking's status (submissions) and of its
 * practice requests' (practice_requests), the history entry each leaves (submission_events) and
 * the e-mails and timers it causes (jobs). Each transition runs in its caller's transaction: the
 * caller finds and locks the rows (the booking before its practice requests: LOCK ORDER,
 * server/platform/db/transactions.ts) and words what its user is told; the transition checks the move
 * against the tables in rules/ (WORKFLOWS for the booking, PRACTICE_REQUEST_MOVES for a practice
 * request), writes, and enqueues. Nothing here acts outside the database, so a transaction
 * PostgreSQL runs again after a conflict does all of it again or none of it.
 */

// ---- Moves and history

/**
 * Another change committed between a transition's read and its write: nothing was written. A 409
 * for the operator and the practice; the patient's actions look again (retriedWhenChanged).
 */
export class ChangedMeanwhile extends WorkflowError {
  constructor(message = "Someone else changed it first.") {
    super(message, 409);
  }
}

/** Runs `once` again (a new transaction) when another change to the same rows committed first. */
export async function retriedWhenChanged<T>(once: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await once();
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile) || attempt >= 2) throw error;
    }
  }
}

export type HistoryEntry = Pick<Insertable<SubmissionEventsTable>, "submission_id" | "at" | "actor" | "action"> &
  Partial<Pick<SubmissionEventsTable, "from_status" | "to_status" | "note">>;

/** Adds an entry to a submission's history; what it does not say (statuses, note) is null. */
export async function addHistory(trx: Kysely<Database>, entry: HistoryEntry): Promise<void> {
  await trx
    .insertInto("submission_events")
    .values({ from_status: null, to_status: null, note: null, ...entry })
    .execute();
}

/** Whether the form's workflow (rules/workflows.ts) has the move. */
export const mayMove = (form: FormName, from: string, to: string): boolean => allowedMoves(form, from).includes(to);

type Moving = Pick<SubmissionsTable, "id" | "status">;

/** Moves a submission from the status it was read in, with its "status-change" entry. */
async function writeMove(
  trx: Kysely<Database>,
  row: Moving,
  to: string,
  by: { actor: string; at: string; note?: string | null },
) {
  const moved = await trx
    .updateTable("submissions")
    .set({ status: to, updated_at: by.at })
    .where("id", "=", row.id)
    .where("status", "=", row.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new ChangedMeanwhile();
  await addHistory(trx, {
    submission_id: row.id,
    at: by.at,
    actor: by.actor,
    action: "status-change",
    from_status: row.status,
    to_status: to,
    note: by.note ?? null,
  });
}

/**
 * Moves a submission to `to` if its form's workflow allows it from the status it was read in, with
 * the history entry (who, when, an optional note): false, and nothing written, when it does not.
 */
export async function moveSubmission(
  trx: Kysely<Database>,
  row: Moving & Pick<SubmissionsTable, "form">,
  to: string,
  by: { actor: string; at: string; note?: string | null },
): Promise<boolean> {
  if (!mayMove(row.form, row.status, to)) return false;
  await writeMove(trx, row, to, by);
  return true;
}

/**
 * Moves a practice request from the status and version it was read in, if PRACTICE_REQUEST_MOVES
 * allows it (a caller that can refuse in its user's words checks canMove first).
 */
async function movePracticeRequest(
  trx: Kysely<Database>,
  row: Pick<PracticeRequestRow, "id" | "status" | "updated_at">,
  set: Partial<Omit<PracticeRequestsTable, "id">> & { status: PracticeRequestStatus; updated_at: string },
): Promise<void> {
  if (!canMove(row.status, set.status)) {
    throw new WorkflowError(`A practice request that is "${row.status}" cannot become "${set.status}".`, 409);
  }
  const moved = await trx
    .updateTable("practice_requests")
    .set(set)
    .where("id", "=", row.id)
    .where("status", "=", row.status)
    .where("updated_at", "=", row.updated_at)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new ChangedMeanwhile("The request changed meanwhile. Please reload.");
}

// ---- What the e-mails say about the patient

/** The booking as the transitions read it. */
export type Booking = Pick<SubmissionsTable, "id" | "form" | "reference" | "status" | "email" | "fields">;

/** The patient's side of an e-mail to them: address, greeting, reference and status link. */
export function patientContact(booking: Pick<Booking, "email" | "fields" | "reference">, statusToken: string | null) {
  const firstName = (JSON.parse(booking.fields) as Record<string, unknown>).firstName;
  return {
    to: booking.email,
    firstName: typeof firstName === "string" ? firstName.trim() : "",
    reference: booking.reference,
    statusToken,
  };
}

/** The practice and dentist as the patient's e-mails and calendar file name them (as listed when sent). */
export function practiceContact(
  row: Pick<PracticeRequestRow, "practice_name" | "practice_phone" | "practice_address" | "dentist_name">,
): PracticeContact {
  const contact = { name: row.practice_name, phone: row.practice_phone, address: row.practice_address };
  return row.dentist_name ? { ...contact, dentist: row.dentist_name } : contact;
}

/**
 * A request needs another practice (the practice declined, or did not answer in time): the
 * operators are told why, and the patient that we are finding another.
 */
export function rematchingJobs(
  submissionId: string,
  patient: ReturnType<typeof patientContact>,
  reason: EscalationEmailSpec["reason"],
  sealKey: Buffer,
): NewJob[] {
  return [
    emailJob({ template: "operator-escalation", reference: patient.reference, submissionId, reason }, { submissionId }),
    emailJob({ template: "patient-rematching", ...patient }, { submissionId, sealKey }),
  ];
}

/**
 * The patient's confirmation (with its calendar file) and the day-before reminder, however the time
 * was agreed: the practice confirmed it, or the patient accepted one it offered.
 */
function appointmentConfirmedJobs(input: {
  booking: Booking;
  row: PracticeRequestRow;
  start: string;
  minutes: number;
  statusToken: string | null;
  sealKey: Buffer;
  now: Date;
}): NewJob[] {
  const { booking, row, start, minutes } = input;
  const jobs = [
    emailJob(
      {
        template: "patient-confirmed",
        ...patientContact(booking, input.statusToken),
        practice: practiceContact(row),
        start,
        minutes,
        practiceRequestId: row.id,
      },
      { submissionId: booking.id, sealKey: input.sealKey },
    ),
  ];
  const reminder = appointmentReminderJob(
    { practiceRequestId: row.id, submissionId: booking.id, start: new Date(start) },
    input.now,
  );
  return reminder ? [...jobs, reminder] : jobs;
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
 * The practice's notice that the patient withdrew a request it was still answering (waiting, or
 * with times offered: they are free again). Not tied to the booking, as the cancellation above.
 */
function practiceWithdrawnEmail(row: PracticeRequestRow, reference: string): NewJob {
  const offeredTimes = row.status === "offered" ? offeredTimesOf(row) : [];
  return emailJob({
    template: "practice-withdrawn",
    to: row.practice_email,
    reference,
    practiceName: row.practice_name,
    ...(offeredTimes.length > 0 ? { offeredTimes } : {}),
  });
}

/** Times a practice offered (ISO instants), as stored. */
export function offeredTimesOf(row: Pick<PracticeRequestRow, "offered_times">): string[] {
  try {
    if (!row.offered_times) return [];
    const times = JSON.parse(row.offered_times) as unknown;
    return Array.isArray(times) ? times.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The patient's "Your appointment is cancelled" with the calendar file that takes the event out of
 * their calendar (METHOD:CANCEL, the confirmation's UID, a higher SEQUENCE).
 */
function patientCancelledEmail(
  row: PracticeRequestRow,
  patient: ReturnType<typeof patientContact>,
  start: string,
  options: { submissionId: string; withdrawn?: boolean; uniqueKey?: string },
): NewJob {
  return emailJob(
    {
      template: "patient-cancelled",
      to: patient.to,
      firstName: patient.firstName,
      reference: patient.reference,
      practiceName: row.practice_name,
      start,
      appointment: {
        practiceRequestId: row.id,
        minutes: row.appointment_minutes ?? 0,
        practice: practiceContact(row),
      },
      ...(options.withdrawn ? { withdrawn: true } : {}),
    },
    { submissionId: options.submissionId, ...(options.uniqueKey ? { uniqueKey: options.uniqueKey } : {}) },
  );
}

/** Whether the patient can still cancel this appointment on their page: confirmed and not yet begun. */
export function cancellable(row: PracticeRequestRow | undefined, now: Date): boolean {
  return (
    row?.status === "confirmed" && row.appointment_start !== null && Date.parse(row.appointment_start) > now.getTime()
  );
}

// ---- Sending to a practice (on arrival, or by an operator)

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
export interface Sending {
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
export const SENT_TO_PRACTICE = "sent-to-practice";

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

// ---- The practice's answers

/**
 * The practice answers by its link (the caller checked that it still may, and words `note`, the
 * history's record of the answer): the practice request moves, the history records it (actor
 * "practice"), a confirmation matches the booking, and the patient is e-mailed; a decline flags the
 * request for re-matching and tells the operators.
 */
export async function practiceAnswers(
  trx: Kysely<Database>,
  input: {
    booking: Booking & Pick<SubmissionsTable, "status_token_sealed">;
    row: PracticeRequestRow;
    answer: PracticeAnswer;
    /** The answer's times, as instants (parsePracticeAnswer). */
    instants: Date[];
    note: string;
    sealKey: Buffer;
    now: Date;
  },
): Promise<void> {
  const { booking, row, answer, now, sealKey } = input;
  const at = now.toISOString();
  const statusToken = openStatusToken(booking.status_token_sealed, sealKey);
  const patient = patientContact(booking, statusToken);
  const answered = { first_answer_at: row.first_answer_at ?? at, updated_at: at };
  const entry = (action: string) => ({ submission_id: booking.id, at, actor: "practice", action, note: input.note });
  const by = { submissionId: booking.id, sealKey };

  if (answer.answer === "confirm") {
    const start = input.instants[0]!.toISOString();
    await movePracticeRequest(trx, row, {
      ...answered,
      status: "confirmed",
      appointment_start: start,
      appointment_minutes: answer.minutes,
      offered_times: null,
    });
    await addHistory(trx, entry("practice-confirmed"));
    await moveSubmission(trx, booking, "matched", { actor: "practice", at });
    await enqueue(
      trx,
      appointmentConfirmedJobs({ booking, row, start, minutes: answer.minutes, statusToken, sealKey, now }),
      now,
    );
    // Every confirmed appointment is invited to review it (issue 35 item 2).
    await appointmentConfirmed.publish(trx, { practiceRequest: row, booking, start, sealKey, now });
  } else if (answer.answer === "offer") {
    const times = input.instants.map((instant) => instant.toISOString());
    await movePracticeRequest(trx, row, { ...answered, status: "offered", offered_times: JSON.stringify(times) });
    await addHistory(trx, entry("practice-offered"));
    await enqueue(
      trx,
      emailJob({ template: "patient-offered", ...patient, practiceName: row.practice_name, times }, by),
      now,
    );
  } else {
    await movePracticeRequest(trx, row, {
      ...answered,
      status: "declined",
      decline_reason: answer.reason,
      offered_times: null,
      escalated_at: at,
    });
    await addHistory(trx, entry("practice-declined"));
    await enqueue(trx, rematchingJobs(booking.id, patient, "declined", sealKey), now);
    if (answer.because === "not-taking-new-patients") await notTakingNewPatients(trx, row, now);
  }
}

/**
 * A decline "not taking new patients" (issue 37 item 1): the practice's "new adult patients" turns
 * to no, confirmed today, in the decline's transaction (in its listing history, by
 * DECLINE_ACTOR), and the practice is e-mailed how to turn it back on.
 */
async function notTakingNewPatients(trx: Kysely<Database>, row: PracticeRequestRow, now: Date): Promise<void> {
  const changed = await setNewPatientFacts(trx, row.practice_id, { adult: false }, nzToday(now), DECLINE_ACTOR);
  if (changed === undefined) return;
  await enqueue(
    trx,
    emailJob({ template: "practice-new-patients-off", to: row.practice_email, practiceName: row.practice_name }),
    now,
  );
}

// ---- The patient's actions on their status page

/**
 * Moves the booking to `to` through "in_progress" if it is still "new" and the workflow goes that
 * way, an entry per step (actor "patient", the note on the last); nothing once the workflow does
 * not allow a step (an operator closed it meanwhile, say).
 */
async function moveBookingForPatient(trx: Kysely<Database>, booking: Booking, to: string, note: string, at: string) {
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

// ---- The waitlist (issue 37 item 5): a patient takes an earlier, freed time

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
