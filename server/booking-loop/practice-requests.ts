import type { Insertable, Kysely, Selectable } from "kysely";
import { v7 as uuidv7 } from "uuid";

import type { PracticeAnswerValues, PracticeRequestView } from "../../rules/api/practice-request";
import {
  canMove,
  PRACTICE_LINK_MS,
  type PracticeAnswer,
  type PracticeRequestStatus,
  type WorkingHours,
} from "../../rules/booking-loop";
import { nzFormatter } from "../../rules/nz-time";
import { FINAL_STATUSES } from "../../rules/workflows";
import type { DialectName } from "../db/connect";
import type { Database } from "../db/schema";
import { emailJob, enqueue, type NewJob } from "../outbox/jobs";
import type { ChosenListing } from "../submissions/chosen-listing";
import { WorkflowError } from "../submissions/errors";
import { newStatusToken, STATUS_TOKEN_PATTERN, statusTokenHash } from "../submissions/status-token";
import type { SubmissionEventsTable, SubmissionsTable } from "../submissions/tables";
import { parsePracticeAnswer } from "./practice-answer";
import { openStatusToken, sealStatusToken } from "./status-link-seal";
import type { PracticeRequestsTable } from "./tables";
import { appointmentReminderJob, practiceTimerJobs } from "./timers";

/*
 * The request loop's practice side (issue 22 item 3): sending a booking request to a practice
 * (from the booking's own transaction, or by an operator), what the practice's private link shows,
 * and the practice's three answers. All SQL against practice_requests for these lives here; the
 * patient's moves (accept an offer, cancel) are written against the same table with the same
 * canMove guards (rules/booking-loop.ts).
 */

export type PracticeRequestRow = Selectable<PracticeRequestsTable>;

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
}

export function practiceTarget(listing: ChosenListing): PracticeTarget {
  return {
    listingRef: `${listing.kind}/${listing.id}`,
    dentistName: listing.name,
    practiceId: listing.practiceId,
    practiceName: listing.practice,
    phone: listing.phone,
    address: listing.address,
    bookingEmail: listing.bookingEmail,
  };
}

/** What sending writes besides the submission itself, built before the transaction that writes it. */
export interface Sending {
  row: PracticeRequestsTable;
  events: Insertable<SubmissionEventsTable>[];
  jobs: NewJob[];
  /** The submission's status afterwards. */
  toStatus: string;
}

/** The history entry recording a sending (its note names the practice, never the patient). */
export const SENT_TO_PRACTICE = "sent-to-practice";

/**
 * The row, history entries and jobs of sending a request to a practice: a new link token (only
 * its hash and its sealed copy are stored; the token itself goes into the practice's e-mail job),
 * the practice's e-mail and the reminder/escalation timers. A booking still "new" moves to
 * "in_progress".
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
  const toStatus = input.fromStatus === "new" ? "in_progress" : input.fromStatus;
  const events: Insertable<SubmissionEventsTable>[] = [];
  if (toStatus !== input.fromStatus) {
    events.push({
      submission_id: input.submissionId,
      at,
      actor: input.actor,
      action: "status-change",
      from_status: input.fromStatus,
      to_status: toStatus,
      note: null,
    });
  }
  events.push({
    submission_id: input.submissionId,
    at,
    actor: input.actor,
    action: SENT_TO_PRACTICE,
    from_status: null,
    to_status: null,
    note: `${target.practiceName} (${target.dentistName}), ${target.bookingEmail}`,
  });
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
      { practiceRequestId: row.id, submissionId: input.submissionId, sentAt: now, emergency },
      input.hours,
    ),
  ];
  return { row, events, jobs, toStatus };
}

/** The statuses an operator's new sending replaces: the earlier practice's link then says so. */
const REPLACEABLE: readonly PracticeRequestStatus[] = ["waiting", "offered", "declined"];

/**
 * An operator sends a booking (new or in progress, not spam) to a practice: any earlier open
 * request of that booking is superseded, and the new one is sent as a booking naming it would be.
 */
export async function sendToPractice(
  db: Kysely<Database>,
  dialect: DialectName,
  input: {
    submissionId: string;
    target: PracticeTarget;
    actor: string;
    now: Date;
    sealKey: Buffer;
    hours: WorkingHours;
  },
): Promise<{ reference: string; practiceRequestId: string }> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("submissions")
      .select(["id", "reference", "form", "status", "spam", "urgency", "email"])
      .where("id", "=", input.submissionId);
    if (dialect === "postgres") query = query.forUpdate();
    const submission = await query.executeTakeFirst();
    if (!submission) throw new WorkflowError("This submission no longer exists.", 404);
    if (submission.form !== "booking") throw new WorkflowError("Only booking requests go to a practice.", 409);
    if (submission.spam) throw new WorkflowError("Release this submission from spam before working on it.", 409);
    if (!submission.email) throw new WorkflowError("This request was withdrawn by the patient.", 409);
    if (submission.status !== "new" && submission.status !== "in_progress") {
      throw new WorkflowError(`A booking that is "${submission.status}" cannot be sent to a practice.`, 409);
    }
    const at = input.now.toISOString();
    const earlier = await trx
      .selectFrom("practice_requests")
      .select(["id", "practice_name", "status"])
      .where("submission_id", "=", submission.id)
      .where("status", "in", REPLACEABLE)
      .execute();
    const sent = sending({
      submissionId: submission.id,
      reference: submission.reference,
      urgency: submission.urgency,
      fromStatus: submission.status,
      target: input.target,
      actor: input.actor,
      now: input.now,
      sealKey: input.sealKey,
      hours: input.hours,
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
    if (sent.toStatus !== submission.status) {
      const moved = await trx
        .updateTable("submissions")
        .set({ status: sent.toStatus, updated_at: at })
        .where("id", "=", submission.id)
        .where("status", "=", submission.status)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new WorkflowError("Someone else changed it first.", 409);
    }
    await trx.insertInto("practice_requests").values(sent.row).execute();
    await trx.insertInto("submission_events").values(sent.events).execute();
    await enqueue(trx, sent.jobs, input.now);
    return { reference: submission.reference, practiceRequestId: sent.row.id };
  });
}

/** A booking's practice requests, newest first (the inbox's panel). */
export async function practiceRequestsOf(db: Kysely<Database>, submissionId: string): Promise<PracticeRequestRow[]> {
  return db
    .selectFrom("practice_requests")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .orderBy("sent_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

// ---- What the practice's link opens

type SubmissionRow = Pick<
  Selectable<SubmissionsTable>,
  "id" | "reference" | "status" | "email" | "urgency" | "fields" | "status_token_sealed"
>;

const SUBMISSION_COLUMNS = ["id", "reference", "status", "email", "urgency", "fields", "status_token_sealed"] as const;

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/**
 * The practice request statuses in which the practice holds the request: only then does its link
 * show who the patient is. A practice that declined, was passed over for another (superseded) or
 * whose request was withdrawn or cancelled keeps a link that says so, for its 14 days, without the
 * patient's name, contact details or message.
 */
const HOLDS_THE_REQUEST: readonly PracticeRequestStatus[] = ["waiting", "offered", "confirmed"];

function viewOf(row: PracticeRequestRow, submission: SubmissionRow, dentistName: string | null): PracticeRequestView {
  const fields = JSON.parse(submission.fields) as Record<string, unknown>;
  // Erased (the patient withdrew): only what the form keeps after erasure is left. Not this
  // practice's any more: it sees no more of the patient than an erased request shows.
  const erased = submission.email === "" || !HOLDS_THE_REQUEST.includes(row.status);
  return {
    reference: submission.reference,
    status: row.status,
    sentAt: row.sent_at,
    expiresAt: row.expires_at,
    dentist: { name: dentistName ?? text(fields.dentistPreference) ?? row.practice_name, practice: row.practice_name },
    patient: erased
      ? null
      : {
          firstName: text(fields.firstName) ?? "",
          lastName: text(fields.lastName) ?? "",
          phone: text(fields.phone) ?? "",
          email: submission.email,
        },
    service: text(fields.service),
    urgency: submission.urgency,
    preferredDate: text(fields.preferredDate),
    preferredTime: text(fields.preferredTime),
    message: erased ? null : text(fields.message),
    appointment:
      row.appointment_start && row.status !== "superseded"
        ? { start: row.appointment_start, minutes: row.appointment_minutes ?? 0 }
        : null,
    offeredTimes: row.status === "offered" && row.offered_times ? (JSON.parse(row.offered_times) as string[]) : [],
    // The practice's own words back to it while its decline stands; they may quote the patient,
    // so not once the request has moved on.
    declineReason: row.status === "declined" ? row.decline_reason : null,
  };
}

/** The row a practice's link token opens; undefined for anything else (a malformed token too). */
async function rowByToken(db: Kysely<Database>, token: string, dialect?: DialectName) {
  if (!STATUS_TOKEN_PATTERN.test(token)) return undefined;
  let query = db.selectFrom("practice_requests").selectAll().where("token_hash", "=", statusTokenHash(token));
  if (dialect === "postgres") query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * The booking a practice request belongs to; undefined when it was deleted (a database upgraded
 * from before deletions took the practice requests with them can still hold such a row): its
 * link then answers as an unknown one.
 */
async function submissionOf(db: Kysely<Database>, id: string, dialect?: DialectName) {
  let query = db.selectFrom("submissions").select(SUBMISSION_COLUMNS).where("id", "=", id);
  if (dialect === "postgres") query = query.forUpdate();
  return query.executeTakeFirst();
}

export type ViewResult =
  | { kind: "found"; view: PracticeRequestView; row: PracticeRequestRow }
  | { kind: "missing" }
  | { kind: "expired"; reference: string; expiresAt: string };

const expired = (row: PracticeRequestRow, now: Date) => Date.parse(row.expires_at) <= now.getTime();

/** What the link shows now: 404 when no request has the token, 410 once it has expired. */
export async function practiceRequestView(
  db: Kysely<Database>,
  token: string,
  now: Date,
  dentistName: (listingRef: string) => Promise<string | null>,
): Promise<ViewResult> {
  const row = await rowByToken(db, token);
  const submission = row && (await submissionOf(db, row.submission_id));
  if (!row || !submission) return { kind: "missing" };
  if (expired(row, now)) return { kind: "expired", reference: submission.reference, expiresAt: row.expires_at };
  return { kind: "found", view: viewOf(row, submission, await dentistName(row.listing_ref)), row };
}

// ---- The practice's answers

export type AnswerResult =
  | { kind: "answered"; view: PracticeRequestView }
  | { kind: "invalid"; answer: string; errors: Record<string, string>; values: PracticeAnswerValues }
  | { kind: "refused"; message: string; view: PracticeRequestView }
  | { kind: "missing" }
  | { kind: "expired"; reference: string; expiresAt: string };

const TARGET: Record<PracticeAnswer["answer"], PracticeRequestStatus> = {
  confirm: "confirmed",
  offer: "offered",
  decline: "declined",
};

/** Why an answer is no longer possible, in the practice's words. */
const REFUSED: Partial<Record<PracticeRequestStatus, string>> = {
  confirmed: "You have already confirmed a time for this request.",
  declined: "You have declined this request, so it is being passed to another practice.",
  cancelled: "The patient cancelled this appointment.",
  withdrawn: "The patient withdrew this request.",
  superseded: "This request has been passed to another practice.",
};

const nzWhen = nzFormatter("en-NZ", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * The practice answers by its link, in one transaction: the row moves (if canMove allows it from
 * where it is now; the booking and then the row are locked first, so two answers at once cannot
 * both pass), the booking's history records it (actor "practice"), the booking moves (confirmed →
 * "matched"), and the patient's e-mail is enqueued; a decline flags the request for re-matching and tells the
 * operators. Times must be real New Zealand times in the future (parsePracticeAnswer).
 */
export async function answerPracticeRequest(
  db: Kysely<Database>,
  dialect: DialectName,
  input: {
    token: string;
    values: PracticeAnswerValues;
    now: Date;
    sealKey: Buffer;
    dentistName: (listingRef: string) => Promise<string | null>;
  },
): Promise<AnswerResult> {
  const { now } = input;
  const parsed = parsePracticeAnswer(input.values, now);
  const result = await db.transaction().execute(async (trx): Promise<AnswerResult> => {
    // The booking is locked before its practice request (LOCK ORDER, server/db/transactions.ts):
    // which booking, read without a lock; then the booking, then the request, read again locked.
    const unlocked = await rowByToken(trx, input.token);
    if (!unlocked) return { kind: "missing" };
    const submission = await submissionOf(trx, unlocked.submission_id, dialect);
    const row = await rowByToken(trx, input.token, dialect);
    if (!row || !submission) return { kind: "missing" };
    if (expired(row, now)) return { kind: "expired", reference: submission.reference, expiresAt: row.expires_at };
    const refused = (message: string) => ({ kind: "refused" as const, message, view: viewOf(row, submission, null) });
    if (!parsed.ok) {
      // A request that can no longer be answered says so, whatever was typed.
      if (!["waiting", "offered"].includes(row.status)) return refused(REFUSED[row.status] ?? "");
      return { kind: "invalid", answer: parsed.answer, errors: parsed.errors, values: parsed.values };
    }
    const { answer } = parsed;
    const to = TARGET[answer.answer];
    if (!canMove(row.status, to)) return refused(REFUSED[row.status] ?? "This request can no longer be answered.");
    if ((FINAL_STATUSES as readonly string[]).includes(submission.status) || !submission.email) {
      return refused("This request has been closed.");
    }

    const at = now.toISOString();
    const fields = JSON.parse(submission.fields) as Record<string, unknown>;
    const patient = {
      to: submission.email,
      firstName: text(fields.firstName) ?? "",
      reference: submission.reference,
      statusToken: openStatusToken(submission.status_token_sealed, input.sealKey),
    };
    const base = { first_answer_at: row.first_answer_at ?? at, updated_at: at, status: to };
    const events: Insertable<SubmissionEventsTable>[] = [];
    const jobs: NewJob[] = [];
    const event = (action: string, note: string) =>
      events.push({
        submission_id: submission.id,
        at,
        actor: "practice",
        action,
        from_status: null,
        to_status: null,
        note,
      });
    let submissionTo = submission.status;

    if (answer.answer === "confirm") {
      const start = parsed.instants[0]!;
      await moveRow(trx, row, {
        ...base,
        appointment_start: start.toISOString(),
        appointment_minutes: answer.minutes,
        offered_times: null,
      });
      event("practice-confirmed", `${row.practice_name}: ${nzWhen.format(start)}, ${answer.minutes} minutes`);
      if (submission.status === "in_progress") submissionTo = "matched";
      jobs.push(
        emailJob(
          {
            template: "patient-confirmed",
            ...patient,
            practice: { name: row.practice_name, phone: row.practice_phone, address: row.practice_address },
            start: start.toISOString(),
            minutes: answer.minutes,
            practiceRequestId: row.id,
          },
          { submissionId: submission.id, sealKey: input.sealKey },
        ),
      );
      const reminder = appointmentReminderJob({ practiceRequestId: row.id, submissionId: submission.id, start }, now);
      if (reminder) jobs.push(reminder);
    } else if (answer.answer === "offer") {
      const times = parsed.instants.map((instant) => instant.toISOString());
      await moveRow(trx, row, { ...base, offered_times: JSON.stringify(times) });
      event("practice-offered", `${row.practice_name}: ${parsed.instants.map((t) => nzWhen.format(t)).join("; ")}`);
      jobs.push(
        emailJob(
          { template: "patient-offered", ...patient, practiceName: row.practice_name, times },
          { submissionId: submission.id, sealKey: input.sealKey },
        ),
      );
    } else {
      await moveRow(trx, row, { ...base, decline_reason: answer.reason, offered_times: null, escalated_at: at });
      event("practice-declined", `${row.practice_name}: ${answer.reason}`);
      jobs.push(
        emailJob(
          {
            template: "operator-escalation",
            reference: submission.reference,
            submissionId: submission.id,
            reason: "declined",
          },
          { submissionId: submission.id },
        ),
        emailJob(
          { template: "patient-rematching", ...patient },
          { submissionId: submission.id, sealKey: input.sealKey },
        ),
      );
    }

    if (submissionTo !== submission.status) {
      await trx
        .updateTable("submissions")
        .set({ status: submissionTo, updated_at: at })
        .where("id", "=", submission.id)
        .execute();
      events.push({
        submission_id: submission.id,
        at,
        actor: "practice",
        action: "status-change",
        from_status: submission.status,
        to_status: submissionTo,
        note: null,
      });
    }
    await trx.insertInto("submission_events").values(events).execute();
    await enqueue(trx, jobs, now);
    return { kind: "answered", view: viewOf(row, submission, null) };
  });
  if (result.kind !== "answered" && result.kind !== "refused") return result;
  // The page as it is after the transaction, with the dentist's name.
  const after = await practiceRequestView(db, input.token, now, input.dentistName);
  return after.kind === "found" ? { ...result, view: after.view } : after;
}

/** Moves the row from the status it was read in; nothing else can have moved it (it is locked). */
async function moveRow(
  trx: Kysely<Database>,
  row: PracticeRequestRow,
  set: Partial<PracticeRequestsTable> & { status: PracticeRequestStatus },
) {
  if (!(await moveGuarded(trx, row, set))) {
    throw new WorkflowError("The request changed meanwhile. Please reload.", 409);
  }
}

/**
 * Moves a practice request from the status and version it was read in: true when it moved, false
 * when another change committed in between (the caller says what that means for its user).
 */
export async function moveGuarded(
  trx: Kysely<Database>,
  row: Pick<PracticeRequestRow, "id" | "status" | "updated_at">,
  set: Partial<PracticeRequestsTable> & { status: PracticeRequestStatus },
): Promise<boolean> {
  const moved = await trx
    .updateTable("practice_requests")
    .set(set)
    .where("id", "=", row.id)
    .where("status", "=", row.status)
    .where("updated_at", "=", row.updated_at)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}
