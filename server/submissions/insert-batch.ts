import type { Insertable, Kysely } from "kysely";

import type { Database } from "../db/schema";
import type { SubmissionEventsTable, SubmissionsTable } from "./tables";

/** A new submission's row and its "received" event: stored together or not at all. */
export interface NewRows {
  row: SubmissionsTable;
  event: Insertable<SubmissionEventsTable>;
}

/** Inserts a batch of submissions and their events in one transaction. */
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
  });
}
