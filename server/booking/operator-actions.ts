import type { Kysely } from "kysely";

import { addHistory, historyOf, mayMove, moveSubmission } from "./booking-history";
import type { Database } from "../platform/db/schema";
import { isErased } from "./erasure";
import { WorkflowError } from "../platform/workflow-error";

/*
 * One submission in the inbox: reading it with its history, and the operators' actions on it
 * (moving its status, adding a note, marking it spam or not). The SQL only; the service
 * (service.ts) audits them. Apart from the list (inbox-list.ts), as each writes one submission in
 * its own transaction.
 */

export async function getSubmission(db: Kysely<Database>, id: string) {
  const submission = await db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!submission) return undefined;
  return { submission, events: await historyOf(db, [id]).selectAll().execute() };
}

/**
 * Moves a submission to another status, if its form's workflow allows it, recording who and when
 * (and an optional note; for "matched", which dentist: the caller looks it up in the listings and
 * passes how the history names it). Only the expected current status moves, so two operators acting
 * at once cannot both succeed. `alongside` does more in the same transaction (approving a partner
 * application drafts its listing); a history entry it returns is added too.
 */
export async function changeStatus(
  db: Kysely<Database>,
  input: { id: string; to: string; actor: string; note?: string; matchedDentist?: string },
  alongside?: (
    trx: Kysely<Database>,
    moved: { id: string; form: string; reference: string; to: string; fields: Record<string, unknown> },
  ) => Promise<{ action: string; note: string } | undefined>,
) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("submissions")
      .select(["id", "form", "status", "spam", "reference", "fields"])
      .where("id", "=", input.id)
      .executeTakeFirst();
    if (!row) throw new WorkflowError("This submission no longer exists.", 404);
    if (row.spam) throw new WorkflowError("Release this submission from spam before working on it.", 409);
    if (!mayMove(row.form, row.status, input.to)) {
      throw new WorkflowError(`A ${row.form} in status "${row.status}" cannot move to "${input.to}".`, 409);
    }
    const dentistNote = input.to === "matched" ? (input.matchedDentist ?? null) : null;
    if (input.to === "matched" && !dentistNote) {
      throw new WorkflowError("Choose the dentist the request was matched with.", 400);
    }
    const at = new Date().toISOString();
    await moveSubmission(trx, row, input.to, { actor: input.actor, at, note: input.note?.trim() || null });
    if (dentistNote) {
      await addHistory(trx, {
        submission_id: row.id,
        at,
        actor: input.actor,
        action: "matched-dentist",
        note: dentistNote,
      });
    }
    const fields = JSON.parse(row.fields) as Record<string, unknown>;
    const done = await alongside?.(trx, { id: row.id, form: row.form, reference: row.reference, to: input.to, fields });
    if (done) await addHistory(trx, { submission_id: row.id, at, actor: input.actor, ...done });
    return { reference: row.reference, from: row.status, to: input.to };
  });
}

/**
 * Adds an operator's note to a submission's history; refused once the submission is erased (a note
 * could name the person again). The row is claimed first with a no-op UPDATE, which holds its
 * row lock on PostgreSQL (SQLite's transaction holds the write lock), so a withdrawal cannot
 * erase it between the check and the insert and leave this note behind.
 */
export async function addNote(db: Kysely<Database>, input: { id: string; actor: string; note: string }) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("submissions")
      .set((eb) => ({ status: eb.ref("status") }))
      .where("id", "=", input.id)
      .execute();
    const row = await trx
      .selectFrom("submissions")
      .select(["id", "email"])
      .where("id", "=", input.id)
      .executeTakeFirst();
    if (!row) throw new WorkflowError("This submission no longer exists.", 404);
    if (isErased(row)) {
      throw new WorkflowError(
        "This request was withdrawn and its personal details erased, so notes can no longer be added.",
        409,
      );
    }
    await addHistory(trx, {
      submission_id: row.id,
      at: new Date().toISOString(),
      actor: input.actor,
      action: "note",
      note: input.note.trim(),
    });
  });
}

/** Moves a submission into or out of spam, recording it in its history. */
export async function setSpam(db: Kysely<Database>, input: { id: string; actor: string; spam: boolean }) {
  return db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const result = await trx
      .updateTable("submissions")
      .set({ spam: input.spam ? 1 : 0, updated_at: at })
      .where("id", "=", input.id)
      .where("spam", "=", input.spam ? 0 : 1)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new WorkflowError("Nothing to change.", 409);
    await addHistory(trx, {
      submission_id: input.id,
      at,
      actor: input.actor,
      action: input.spam ? "marked-spam" : "released-from-spam",
    });
  });
}
