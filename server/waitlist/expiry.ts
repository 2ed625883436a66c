import type { FastifyInstance } from "fastify";

import { nextPurgeAt } from "../platform/outbox/purge-time";
import { kindWithoutPayload } from "../platform/outbox/job-kinds";
import { enqueue } from "../platform/outbox/jobs";
import { deleteExpiredEntries } from "./list";

/*
 * Waitlist entries whose until-date has passed are deleted by a daily job (issue 37 item 5), at
 * the requests' purge hour, once a day across instances (its unique key).
 */

const WAITLIST_EXPIRY = "waitlist-expiry";
export const WAITLIST_EXPIRY_JOB = kindWithoutPayload(WAITLIST_EXPIRY);

const expiryJob = (at: Date) => ({
  kind: WAITLIST_EXPIRY,
  payload: {},
  runAt: at,
  uniqueKey: `${WAITLIST_EXPIRY}:${at.toISOString().slice(0, 10)}`,
});

export function scheduleWaitlistExpiry(app: FastifyInstance, now: () => Date) {
  app.outbox.handle(WAITLIST_EXPIRY_JOB, async () => {
    const at = now();
    const deleted = await deleteExpiredEntries(app.db, at);
    await enqueue(app.db, expiryJob(nextPurgeAt(at)), at);
    return `deleted ${deleted} waitlist entries past their date`;
  });
  app.addHook("onReady", async () => {
    try {
      await enqueue(app.db, expiryJob(now()), now());
    } catch (error) {
      app.log.error(
        { error: error instanceof Error ? error.message : String(error) },
        "could not schedule waitlist expiry",
      );
    }
  });
}
