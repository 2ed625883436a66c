import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";

import { RETENTION } from "../../rules/retention";
import type { Database } from "../platform/db/schema";
import { nextPurgeAt } from "../platform/outbox/purge-time";
import { kindWithoutPayload } from "../platform/outbox/job-kinds";
import { enqueue } from "../platform/outbox/jobs";

/*
 * Reviews are kept 24 months after the visit, then deleted (issue 35 item 8) with their
 * invitations: a daily job in the outbox, at the same hour as the requests' purge.
 */

const REVIEW_RETENTION = "review-retention";
export const REVIEW_RETENTION_JOB = kindWithoutPayload(REVIEW_RETENTION);

/** The instant before which visits' reviews are deleted: RETENTION.months before `now`. */
function reviewRetentionCutoff(now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION.months);
  return cutoff.toISOString();
}

/** Deletes reviews (any status) and invitations of visits older than the retention period; how many reviews. */
export async function deleteOldReviews(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = reviewRetentionCutoff(now);
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("review_reports")
      .where("review_id", "in", trx.selectFrom("reviews").select("id").where("visited_at", "<", cutoff))
      .execute();
    const deleted = await trx.deleteFrom("reviews").where("visited_at", "<", cutoff).executeTakeFirst();
    await trx.deleteFrom("review_invitations").where("appointment_start", "<", cutoff).execute();
    return Number(deleted.numDeletedRows);
  });
}

const retentionJob = (at: Date) => ({
  kind: REVIEW_RETENTION,
  payload: {},
  runAt: at,
  uniqueKey: `${REVIEW_RETENTION}:${at.toISOString().slice(0, 10)}`,
});

/** Once a day across instances; at start, today's run is added (unless an instance already did). */
export function scheduleReviewRetention(app: FastifyInstance, now: () => Date) {
  app.outbox.handle(REVIEW_RETENTION_JOB, async () => {
    const at = now();
    const deleted = await deleteOldReviews(app.db, at);
    await enqueue(app.db, retentionJob(nextPurgeAt(at)), at);
    return `deleted ${deleted} reviews of visits over ${RETENTION.months} months ago`;
  });
  app.addHook("onReady", async () => {
    try {
      await enqueue(app.db, retentionJob(now()), now());
    } catch (error) {
      app.log.error(
        { error: error instanceof Error ? error.message : String(error) },
        "could not schedule review retention",
      );
    }
  });
}
