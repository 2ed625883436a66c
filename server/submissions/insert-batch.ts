import type { Insertable, Kysely } from "kysely";

import type { Database } from "../db/schema";
import { enqueue, type NewJob } from "../outbox/jobs";
import type { SubmissionEventsTable, SubmissionsTable } from "./tables";

/** A new submission's row, its "received" event and the e-mails it causes: stored together or not at all. */
export interface NewRows {
  row: SubmissionsTable;
  event: Insertable<SubmissionEventsTable>;
  jobs: readonly NewJob[];
}

/**
 * Inserts a batch of submissions, their events and their jobs in one transaction: an e-mail is
 * in the outbox exactly when its request is stored.
 */
export async function insertBatch(db: Kysely<Database>, batch: readonly NewRows[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("submissions")
      .values(batch.map((b) => b.row))
      .execute();
    await trx
      .insertInto("submission_events")
      .values(batch.map((b) => b.event))
      .execute();
    await enqueue(
      trx,
      batch.flatMap((b) => b.jobs),
    );
  });
}
