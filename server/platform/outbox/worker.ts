import { randomUUID } from "node:crypto";

import type { FastifyBaseLogger } from "fastify";

import type { Job } from "./jobs";
import type { JobStore } from "./job-store";

/** Runs one job's payload; resolves with what it did (the job's result), throws to be retried. */
export type JobHandler = (payload: unknown, job: Job) => Promise<string>;

/** An error that retrying cannot fix (an address the mail server refuses): the job fails at once. */
export class PermanentJobError extends Error {}

export interface WorkerOptions {
  /** Where jobs are claimed and finished (job-store.ts; on a SQLite file, the submission thread: submission-thread.ts). */
  store: JobStore;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  /** Jobs run at once (plugin.ts: a few per SMTP connection). */
  concurrency: number;
  /** How often to look for due jobs when there were none; 0: never by itself (tests call drain). */
  pollMs: number;
  /** How long a job is held; past it another worker takes it (this one is taken to have died). */
  leaseMs: number;
  /** First retry's delay; doubled per attempt, up to retryMaxMs, with jitter. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** The clock (tests control it). */
  now?: () => Date;
}

/**
 * Delay before attempt `attempts + 1`: exponential (base × 2^(attempts-1), capped) with "equal
 * jitter" (half fixed, half random), so jobs that failed together do not all come back together.
 */
export function retryDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay / 2 + random() * (delay / 2));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A mail server's refusal often quotes the recipient: logs carry no e-mail addresses. */
export const withoutAddresses = (text: string) => text.replace(/[^\s<>"'@,;:]+@[^\s<>"'@,;:]+/g, "[address]");

export interface Worker {
  /** Claims and runs what is due now, until nothing is; resolves with how many jobs ran. */
  drain(): Promise<number>;
  /** Looks for due jobs now instead of at the next poll. */
  wake(): void;
  /** Stops claiming; waits for running jobs up to `graceMs` (a job left running is retaken after its lease). */
  stop(graceMs?: number): Promise<void>;
}

/**
 * One per server instance: claims due jobs (jobs.ts), runs each with its kind's handler, and
 * records the outcome: done, again later (backoff), or failed when out of attempts. Several
 * instances share the table safely; each job runs once unless its worker dies mid-way, when it
 * runs again after its lease.
 */
export function startWorker(options: WorkerOptions): Worker {
  const { store, handlers, log } = options;
  const now = options.now ?? (() => new Date());
  const workerId = randomUUID();
  const running = new Set<Promise<void>>();
  /** The ids of the jobs under way here: never claimed again by this worker while it runs them. */
  const holding = new Set<string>();
  const refillAt = Math.max(1, Math.floor(options.concurrency / 2));
  let stopping = false;
  let wakeUp: (() => void) | null = null;

  async function run(job: Job): Promise<void> {
    const handler = handlers[job.kind];
    let result: string;
    try {
      if (!handler) throw new PermanentJobError(`no handler for jobs of kind "${job.kind}"`);
      if (job.attempts > job.max_attempts) {
        throw new PermanentJobError(`stopped after ${job.max_attempts} attempts (its worker stopped mid-way)`);
      }
      result = await handler(JSON.parse(job.payload) as unknown, job);
    } catch (error) {
      const permanent = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
      const retryAt = permanent
        ? null
        : new Date(now().getTime() + retryDelay(job.attempts, options.retryBaseMs, options.retryMaxMs));
      // The job's id and kind only: its payload holds e-mail addresses.
      log.warn(
        {
          job: job.id,
          kind: job.kind,
          attempt: job.attempts,
          retryAt: retryAt?.toISOString() ?? null,
          error: withoutAddresses(message(error)),
        },
        retryAt ? "job failed; retrying later" : "job failed for good",
      );
      try {
        await store.markAttemptFailed(job, message(error), retryAt, now());
      } catch (recording) {
        // Left running: its lease runs out and it is taken again.
        log.error({ job: job.id, error: withoutAddresses(message(recording)) }, "could not record a job's failure");
      }
      return;
    }
    // Done, even if recording it fails: it is not counted as a failed attempt (that would send
    // an e-mail twice). Unrecorded, it is run again only after its lease, as after a crash.
    try {
      await store.markDone(job, result, now());
    } catch (error) {
      log.error({ job: job.id, error: withoutAddresses(message(error)) }, "could not record a finished job");
    }
  }

  async function claimAndStart(): Promise<number> {
    const free = options.concurrency - running.size;
    if (free <= 0 || stopping) return 0;
    const jobs = await store.claimDue({
      workerId,
      limit: free,
      leaseMs: options.leaseMs,
      now: now(),
      holding: [...holding],
    });
    for (const job of jobs) {
      holding.add(job.id);
      const started = run(job).finally(() => {
        running.delete(started);
        holding.delete(job.id);
        // Claims refill half the slots at a time, not one per finished job: each claim is a
        // transaction on the database thread the bookings share, and while the outbox drains a
        // burst, claiming one job per e-mail took that thread 1 ms of CPU an e-mail. Half the
        // slots still leave every SMTP connection its next e-mails queued (plugin.ts).
        if (options.concurrency - running.size >= refillAt || running.size === 0) wakeUp?.();
      });
      running.add(started);
    }
    return jobs.length;
  }

  const loop = (async () => {
    while (!stopping && options.pollMs > 0) {
      let claimed = 0;
      try {
        claimed = await claimAndStart();
      } catch (error) {
        // The database is away or busy: look again at the next poll.
        log.warn({ error: message(error) }, "could not claim jobs");
      }
      if (claimed > 0 && running.size < options.concurrency) continue;
      // stop() during the claim found no wait to cut short: without this the loop would sleep a whole poll.
      if (stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = null;
    }
  })();

  return {
    async drain() {
      let total = 0;
      for (;;) {
        const claimed = await claimAndStart();
        total += claimed;
        if (claimed === 0 && running.size === 0) return total;
        await Promise.race(running);
      }
    },
    wake() {
      wakeUp?.();
    },
    async stop(graceMs = 5_000) {
      stopping = true;
      wakeUp?.();
      await loop;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(running),
        new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(timer);
    },
  };
}
