import type { Insertable, Kysely } from "kysely";

import { DEFAULT_WORKING_HOURS, type WorkingHours } from "../../rules/booking-loop";
import type { PracticeRequestsTable } from "./practice-request-tables";
import type { Database } from "../platform/db/schema";
import type { NewJob } from "../platform/outbox/jobs";
import { tellPractices } from "./practice-notices";
import type { SubmissionEventsTable, SubmissionsTable } from "./submission-tables";

/**
 * A new submission's row, its "received" event and the e-mails it causes: stored together or not
 * at all. A booking that names a listing also carries its practice request and the history entries
 * of sending it (server/booking/sending.ts): data only, as it may come from the
 * submission thread.
 */
export interface NewRows {
  row: SubmissionsTable;
  event: Insertable<SubmissionEventsTable>;
  jobs: readonly NewJob[];
  practiceRequest?: PracticeRequestsTable;
  /** History entries after "received" (sent to a practice), in order. */
  laterEvents?: readonly Insertable<SubmissionEventsTable>[];
}

/**
 * Inserts a batch of submissions, their events and their jobs in one transaction: an e-mail is
 * in the outbox exactly when its request is stored.
 */
export async function insertBatch(
  db: Kysely<Database>,
  batch: readonly NewRows[],
  hours: WorkingHours = DEFAULT_WORKING_HOURS,
): Promise<void> {
  await db.transaction().execute((trx) => insertRows(trx, batch, hours));
}

/**
 * The same rows inserted in the caller's transaction (a booking made inside another change, such
 * as a claimed waitlist time, is stored with it or not at all).
 */
export async function insertRows(
  trx: Kysely<Database>,
  batch: readonly NewRows[],
  hours: WorkingHours = DEFAULT_WORKING_HOURS,
): Promise<void> {
  await trx
    .insertInto("submissions")
    .values(batch.map((b) => b.row))
    .execute();
  await trx
    .insertInto("submission_events")
    .values(batch.map((b) => b.event))
    .execute();
  const practiceRequests = batch.flatMap((b) => (b.practiceRequest ? [b.practiceRequest] : []));
  if (practiceRequests.length > 0) await trx.insertInto("practice_requests").values(practiceRequests).execute();
  const laterEvents = batch.flatMap((b) => b.laterEvents ?? []);
  if (laterEvents.length > 0) await trx.insertInto("submission_events").values(laterEvents).execute();
  // A practice that chose a summary twice a day gets a routine request in it (practice-notices.ts).
  const sent = batch.flatMap((b) => (b.practiceRequest ? [{ row: b.practiceRequest, urgency: b.row.urgency }] : []));
  await tellPractices(
    trx,
    sent,
    batch.flatMap((b) => b.jobs),
    hours,
  );
}
