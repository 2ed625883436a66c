import type { Insertable, Kysely } from "kysely";

import { canMove, type PracticeRequestStatus } from "../../rules/booking-loop";
import { allowedMoves, type FormName } from "../../rules/workflows";
import type { Database } from "../platform/db/schema";
import { WorkflowError } from "../platform/workflow-error";
import type { SubmissionEventsTable, SubmissionsTable } from "./submission-tables";
import type { PracticeRequestRow, PracticeRequestsTable } from "./practice-request-tables";

/*
 * A booking's moves and its history, the ground every transition stands on: a booking's status
 * (submissions) and its practice requests' (practice_requests) move only from what they were read
 * in, and each move leaves its history entry (submission_events). The transitions themselves are
 * apart, one file to a part of the booking's life: sending to a practice (sending.ts), the
 * practice's answers (practice-answers.ts), the patient's steps (patient-steps.ts) and the times
 * a waitlisted patient claims (claimed-times.ts), with the e-mails they cause
 * (transition-emails.ts). Each transition runs in its caller's transaction: the caller finds and
 * locks the rows (the booking before its practice requests: LOCK ORDER,
 * server/platform/db/transactions.ts) and words what its user is told; the transition checks the
 * move against the tables in rules/ (WORKFLOWS for the booking, PRACTICE_REQUEST_MOVES for a
 * practice request), writes, and enqueues. Nothing there acts outside the database, so a
 * transaction PostgreSQL runs again after a conflict does all of it again or none of it.
 */

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

type HistoryEntry = Pick<Insertable<SubmissionEventsTable>, "submission_id" | "at" | "actor" | "action"> &
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
export async function movePracticeRequest(
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

/** The history of some submissions, in order (a query to select from). */
export const historyOf = (db: Kysely<Database>, ids: readonly string[]) =>
  db.selectFrom("submission_events").where("submission_id", "in", ids).orderBy("at").orderBy("id");
