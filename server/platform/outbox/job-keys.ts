import type { Kysely } from "kysely";

import type { Database } from "../db/schema";

/*
 * Jobs found by their unique key, for the features that enqueued them: taken back (an entry's
 * e-mails when it leaves the waitlist, a first status link's e-mail when the link is replaced) or
 * brought forward (a summary the practice no longer waits for). The outbox owns the jobs table;
 * these are its only writes outside the worker's own.
 */

/** Deletes the jobs with these unique keys, whatever their state (they hold a person's address). */
export async function deleteJobsByKey(trx: Kysely<Database>, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await trx.deleteFrom("jobs").where("unique_key", "in", keys).execute();
}

/** Deletes the submission's jobs still waiting whose unique key starts with `keyPrefix`. */
export async function deletePendingJobs(
  trx: Kysely<Database>,
  input: { submissionId: string; keyPrefix: string },
): Promise<void> {
  await trx
    .deleteFrom("jobs")
    .where("submission_id", "=", input.submissionId)
    .where("status", "=", "pending")
    .where("unique_key", "like", `${input.keyPrefix}%`)
    .execute();
}

/** Jobs of `kind` still waiting, their unique key starting with `keyPrefix`, due at `at` instead of later. */
export async function bringPendingJobsForward(
  trx: Kysely<Database>,
  input: { kind: string; keyPrefix: string; at: string },
): Promise<void> {
  await trx
    .updateTable("jobs")
    .set({ run_at: input.at, updated_at: input.at })
    .where("kind", "=", input.kind)
    .where("status", "=", "pending")
    .where("unique_key", "like", `${input.keyPrefix}%`)
    .where("run_at", ">", input.at)
    .execute();
}
