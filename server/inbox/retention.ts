import type { FastifyInstance } from "fastify";

import { FINISHED_JOBS_KEPT_DAYS } from "../../rules/retention";
import { kindWithoutPayload } from "../platform/outbox/job-kinds";
import { deleteFinishedBefore, enqueue } from "../platform/outbox/jobs";
import { forgetOldRecipients } from "../platform/outbox/recipient-limit";
import { nextPurgeAt } from "../platform/outbox/purge-time";

const DAY_MS = 24 * 60 * 60 * 1000;

export const RETENTION_PURGE_JOB = kindWithoutPayload("retention-purge");

/** One job per day, whichever instance adds it first (the key is the day). */
const purgeJob = (at: Date) => ({
  kind: RETENTION_PURGE_JOB.kind,
  payload: {},
  runAt: at,
  uniqueKey: `retention-purge:${at.toISOString().slice(0, 10)}`,
});

/**
 * Retention, as a timed job in the outbox: once a day across all instances, finished requests
 * past the period the privacy notices state are deleted (audited, service.ts), and so are
 * finished jobs older than FINISHED_JOBS_KEPT_DAYS, and the e-mail limit's old counters. At start, today's is added to run now (unless
 * an instance already added it); each run adds the next day's, at 2 or 3 am New Zealand time.
 */
export default async function retention(app: FastifyInstance) {
  app.outbox.handle(RETENTION_PURGE_JOB, async () => {
    const now = new Date();
    const deleted = await app.submissions.purge();
    const jobs = await deleteFinishedBefore(app.db, new Date(now.getTime() - FINISHED_JOBS_KEPT_DAYS * DAY_MS));
    await forgetOldRecipients(app.db, now);
    await enqueue(app.db, purgeJob(nextPurgeAt(now)));
    return `deleted ${deleted} requests and ${jobs} finished jobs`;
  });
  app.addHook("onReady", async () => {
    try {
      await enqueue(app.db, purgeJob(new Date()));
    } catch (error) {
      app.log.error({ error: error instanceof Error ? error.message : String(error) }, "could not schedule the purge");
    }
  });
}
