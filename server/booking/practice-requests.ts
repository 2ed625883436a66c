import type { Kysely } from "kysely";

import type {
  PracticeAnswerValues,
  PracticeRequestLoadContext,
  PracticeRequestView,
} from "../../rules/api/practice-request";
import {
  ANSWERABLE,
  canMove,
  type PracticeAnswer,
  type PracticeRequestStatus,
  type WorkingHours,
} from "../../rules/booking-loop";
import { nzFormatter } from "../../rules/nz-time";
import { FINAL_STATUSES } from "../../rules/workflows";
import type { DialectName } from "../platform/db/connect";
import type { Database } from "../platform/db/schema";
import type { ChosenListing } from "./chosen-listing";
import { WorkflowError } from "../platform/workflow-error";
import { STATUS_TOKEN_PATTERN, statusTokenHash } from "../platform/private-links/status-token";
import type { SubmissionsTable } from "./submission-tables";
import { practiceAnswers } from "./practice-answers";
import { type PracticeTarget, sendToPractice as send } from "./sending";
import { parsePracticeAnswer } from "./practice-answer";
import type { PracticeRequestRow } from "./practice-request-tables";

/*
 * The request loop's practice side (issue 22 item 3): sending a booking request to a practice
 * (from the booking's own transaction, or by an operator), what the practice's private link shows,
 * and the practice's three answers: what the practice's link reads, and the checks before the
 * moves, which are the booking's (sending.ts, practice-answers.ts).
 */

export type { PracticeRequestRow } from "./practice-request-tables";
export type { PracticeTarget } from "./sending";

export function practiceTarget(listing: ChosenListing): PracticeTarget {
  return {
    listingRef: `${listing.kind}/${listing.id}`,
    dentistName: listing.name,
    practiceId: listing.practiceId,
    practiceName: listing.practice,
    phone: listing.phone,
    address: listing.address,
    bookingEmail: listing.bookingEmail,
    citySlug: listing.citySlug,
    ...(listing.closures ? { closures: listing.closures } : {}),
  };
}

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
    const { submissionId: _id, ...sendInput } = input;
    const sent = await send(trx, submission, sendInput);
    return { reference: submission.reference, practiceRequestId: sent.practiceRequestId };
  });
}

/**
 * The query for a booking's practice requests, newest first: the inbox's panel reads them all, the
 * patient's page the first (patient-actions.ts latestPracticeRequest).
 */
export function practiceRequestsNewestFirst(db: Kysely<Database>, submissionId: string) {
  return db
    .selectFrom("practice_requests")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .orderBy("sent_at", "desc")
    .orderBy("id", "desc");
}

/** A booking's practice requests, newest first (the inbox's panel). */
export async function practiceRequestsOf(db: Kysely<Database>, submissionId: string): Promise<PracticeRequestRow[]> {
  return practiceRequestsNewestFirst(db, submissionId).execute();
}

// ---- What the practice's link opens

type SubmissionRow = Pick<
  SubmissionsTable,
  "id" | "form" | "reference" | "status" | "email" | "urgency" | "fields" | "status_token_sealed"
>;

const SUBMISSION_COLUMNS = [
  "id",
  "form",
  "reference",
  "status",
  "email",
  "urgency",
  "fields",
  "status_token_sealed",
] as const;

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
    // Personal (an insurer points to who the person is), so shown as the patient is.
    insurance: erased ? null : text(fields.insurance),
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

/**
 * How a practice request is reached: by its link's token (the e-mailed link), or by its id within
 * one practice (a signed-in practice user, server/accounts/: the id of another practice's
 * request opens nothing).
 */
type PracticeRequestKey = { token: string } | { id: string; practiceId: string };

/** The row a key opens; undefined for anything else (a malformed token too). */
async function rowByKey(db: Kysely<Database>, key: PracticeRequestKey, dialect?: DialectName) {
  let query = db.selectFrom("practice_requests").selectAll();
  if ("token" in key) {
    if (!STATUS_TOKEN_PATTERN.test(key.token)) return undefined;
    query = query.where("token_hash", "=", statusTokenHash(key.token));
  } else {
    query = query.where("id", "=", key.id).where("practice_id", "=", key.practiceId);
  }
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

/**
 * Whether a practice's link may still act on its request (issue 48 item 4): the practice holds it
 * and the patient has not withdrawn. A link whose request was declined, withdrawn, cancelled or
 * passed to another practice is dead: each of its actions answers 410 and changes nothing (D715).
 */
type LinkHold =
  { kind: "missing" } | { kind: "expired" } | { kind: "dead" } | { kind: "held"; row: PracticeRequestRow };

/**
 * The hold of a practice's link now. Given a transaction on PostgreSQL (`dialect`), the booking and
 * then the request are locked (LOCK ORDER, server/platform/db/transactions.ts), so a decline or withdrawal
 * cannot slip in before the caller's change commits.
 */
export async function practiceLinkHold(
  db: Kysely<Database>,
  token: string,
  now: Date,
  dialect?: DialectName,
): Promise<LinkHold> {
  const unlocked = await rowByKey(db, { token });
  const submission = unlocked && (await submissionOf(db, unlocked.submission_id, dialect));
  const row = submission && (await rowByKey(db, { token }, dialect));
  if (!row || !submission) return { kind: "missing" };
  if (expired(row, now)) return { kind: "expired" };
  if (!HOLDS_THE_REQUEST.includes(row.status) || submission.email === "") return { kind: "dead" };
  return { kind: "held", row };
}

type ViewResult =
  | { kind: "found"; view: PracticeRequestView; row: PracticeRequestRow }
  | { kind: "missing" }
  | { kind: "expired"; reference: string; expiresAt: string };

const expired = (row: PracticeRequestRow, now: Date) => Date.parse(row.expires_at) <= now.getTime();

/** What the link shows now: 404 when no request has the token, 410 once it has expired. */
export async function practiceRequestView(
  db: Kysely<Database>,
  key: PracticeRequestKey,
  now: Date,
  dentistName: (listingRef: string) => Promise<string | null>,
): Promise<ViewResult> {
  const row = await rowByKey(db, key);
  const submission = row && (await submissionOf(db, row.submission_id));
  if (!row || !submission) return { kind: "missing" };
  if (expired(row, now)) return { kind: "expired", reference: submission.reference, expiresAt: row.expires_at };
  return { kind: "found", view: viewOf(row, submission, await dentistName(row.listing_ref)), row };
}

/**
 * A practice's requests, newest first (at most `limit`), each as its link shows it: the signed-in
 * practice's list (server/accounts/). Past its link's expiry a request no longer shows the
 * patient, as the link no longer opens.
 */
export async function practiceRequestsOfPractice(
  db: Kysely<Database>,
  practiceId: string,
  now: Date,
  limit = 500,
): Promise<{ row: PracticeRequestRow; view: PracticeRequestView }[]> {
  const rows = await db
    .selectFrom("practice_requests")
    .selectAll()
    .where("practice_id", "=", practiceId)
    .orderBy("sent_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const submissions = new Map(
    (
      await db
        .selectFrom("submissions")
        .select(SUBMISSION_COLUMNS)
        .where(
          "id",
          "in",
          rows.map((row) => row.submission_id),
        )
        .execute()
    ).map((submission) => [submission.id, submission]),
  );
  return rows.flatMap((row) => {
    const submission = submissions.get(row.submission_id);
    if (!submission) return [];
    const view = viewOf(row, submission, row.dentist_name);
    return [{ row, view: expired(row, now) ? { ...view, patient: null, message: null, insurance: null } : view }];
  });
}

// ---- The practice's answers

type AnswerResult =
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

/** How the booking's history records an answer (it names the practice, never the patient). */
function historyNote(practiceName: string, answer: PracticeAnswer, instants: Date[]): string {
  if (answer.answer === "confirm") return `${practiceName}: ${nzWhen.format(instants[0]!)}, ${answer.minutes} minutes`;
  if (answer.answer === "offer") return `${practiceName}: ${instants.map((t) => nzWhen.format(t)).join("; ")}`;
  return `${practiceName}: ${answer.reason}`;
}

/**
 * What the practice's page (app/routes/practice-request.tsx) is given as its load context:
 * `page` for its loader, `answer` for its action. Built here, beside the two functions they call,
 * so the page's reader lands on the data and its rules in one step (docs/architecture.md's walks).
 */
export function practicePageServices(options: {
  db: Kysely<Database>;
  dialect: DialectName;
  now: () => Date;
  sealKey: Buffer;
  dentistName: (listingRef: string) => Promise<string | null>;
  /** Called after an answer was recorded (its e-mails are waiting in the outbox). */
  answered: () => void;
}): PracticeRequestLoadContext["practiceRequests"] {
  const { db, dialect, now, sealKey, dentistName } = options;
  return {
    async page(token) {
      const found = await practiceRequestView(db, { token }, now(), dentistName);
      return found.kind === "found" ? { kind: "found", view: found.view } : found;
    },
    async answer(token, values) {
      const result = await answerPracticeRequest(db, dialect, {
        key: { token },
        values,
        now: now(),
        sealKey,
        dentistName,
      });
      if (result.kind === "answered") options.answered();
      return result;
    },
  };
}

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
    key: PracticeRequestKey;
    values: PracticeAnswerValues;
    now: Date;
    sealKey: Buffer;
    dentistName: (listingRef: string) => Promise<string | null>;
  },
): Promise<AnswerResult> {
  const { now } = input;
  const parsed = parsePracticeAnswer(input.values, now);
  const result = await db.transaction().execute(async (trx): Promise<AnswerResult> => {
    // The booking is locked before its practice request (LOCK ORDER, server/platform/db/transactions.ts):
    // which booking, read without a lock; then the booking, then the request, read again locked.
    const unlocked = await rowByKey(trx, input.key);
    if (!unlocked) return { kind: "missing" };
    const submission = await submissionOf(trx, unlocked.submission_id, dialect);
    const row = await rowByKey(trx, input.key, dialect);
    if (!row || !submission) return { kind: "missing" };
    if (expired(row, now)) return { kind: "expired", reference: submission.reference, expiresAt: row.expires_at };
    const refused = (message: string) => ({ kind: "refused" as const, message, view: viewOf(row, submission, null) });
    if (!parsed.ok) {
      // A request that can no longer be answered says so, whatever was typed.
      if (!ANSWERABLE.includes(row.status)) return refused(REFUSED[row.status] ?? "");
      return { kind: "invalid", answer: parsed.answer, errors: parsed.errors, values: parsed.values };
    }
    const { answer } = parsed;
    const to = TARGET[answer.answer];
    if (!canMove(row.status, to)) return refused(REFUSED[row.status] ?? "This request can no longer be answered.");
    if ((FINAL_STATUSES as readonly string[]).includes(submission.status) || !submission.email) {
      return refused("This request has been closed.");
    }

    await practiceAnswers(trx, {
      booking: submission,
      row,
      answer,
      instants: parsed.instants,
      note: historyNote(row.practice_name, answer, parsed.instants),
      sealKey: input.sealKey,
      now,
    });
    return { kind: "answered", view: viewOf(row, submission, null) };
  });
  if (result.kind !== "answered" && result.kind !== "refused") return result;
  // The page as it is after the transaction, with the dentist's name.
  const after = await practiceRequestView(db, input.key, now, input.dentistName);
  return after.kind === "found" ? { ...result, view: after.view } : after;
}
