import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";

import type { Database } from "../../server/platform/db/schema";
import { until } from "./smtp";

/**
 * Jobs the outbox has still to run: held by a worker (running), or pending and due. None: every
 * job written so far has been run to an outcome (done, failed, or put off to a later attempt).
 */
async function unfinishedJobs(db: Kysely<Database>, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where((eb) =>
      eb.or([
        eb("status", "=", "running"),
        eb.and([eb("status", "=", "pending"), eb("run_at", "<=", now.toISOString())]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Waits until this app's outbox has run every job written so far that is due: an e-mail one of
 * them carries has reached the mail server by then (a job is marked done after the server took
 * it). What a "sends nothing" test waits for before it looks: the e-mail would have come before
 * this. Runs the worker's claim loop itself (drain) rather than waiting for its polls; fails
 * saying so at the deadline.
 */
export async function outboxSettled(app: FastifyInstance, ms = 10_000, now = () => new Date()): Promise<void> {
  await until(
    async () => {
      await app.outbox.drain();
      return (await unfinishedJobs(app.db, now())) === 0;
    },
    ms,
    "the outbox to run the jobs written so far",
  );
}
