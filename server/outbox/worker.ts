import { randomUUID } from "node:crypto";

import type { FastifyBaseLogger } from "fastify";

import type { Job } from "./jobs";
import type { JobStore } from "./job-store";

/** Runs one job's payload; resolves with what it did (the job's result), throws to be retried. */
export type JobHandler = (payload: unknown, job: Job) => Promise<string>;

/** An error that retrying cannot fix (an address the mail server refuses): the job fails at once. */
export class PermanentJobError extends Error {}

export interface WorkerOptions {
  /** Where jobs are claimed and finished (job-store.ts; on a SQLite file, job-thread.ts). */
  store: JobStore;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  /** Jobs run at once: no more than the mail transport's connections, so none waits in its queue. */
  concurrency: number;
  /**
   * Jobs claimed at once (one transaction), then run `concurrency` at a time; at least
   * `concurrency`, which it is when left out. Claiming one job per free slot took SQLite's write
   * lock once per e-mail, in the bookings' way (docs/performance.md, "The form service").
   */
  claimBatch?: number;
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
  const claimBatch = Math.max(options.concurrency, options.claimBatch ?? 0);
  const running = new Set<Promise<void>>();
  /** Claimed and not started yet, in the order claimed. */
  let held: Job[] = [];
  /**
   * Outcomes being recorded. A job's slot is free once its handler has finished: the record goes
   * with others' (doneRecorder) and the job stays leased to this worker until it is written.
   */
  const recording = new Set<Promise<void>>();
  let stopping = false;
  let wakeUp: (() => void) | null = null;

  function record(write: () => Promise<void>) {
    const written = write().finally(() => recording.delete(written));
    recording.add(written);
  }

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
      const at = now();
      record(async () => {
        try {
          await store.markAttemptFailed(job, message(error), retryAt, at);
        } catch (failure) {
          // Left running: its lease runs out and it is taken again.
          log.error({ job: job.id, error: withoutAddresses(message(failure)) }, "could not record a job's failure");
        }
      });
      return;
    }
    // Done, even if recording it fails: it is not counted as a failed attempt (that would send
    // an e-mail twice). Unrecorded, it is run again only after its lease, as after a crash.
    const at = now();
    record(async () => {
      try {
        await store.markDone(job, result, at);
      } catch (error) {
        log.error({ job: job.id, error: withoutAddresses(message(error)) }, "could not record a finished job");
      }
    });
  }

  /** Starts held jobs while there are free slots; how many. */
  function startHeld(): number {
    let count = 0;
    while (!stopping && running.size < options.concurrency && held.length > 0) {
      const job = held.shift()!;
      // Its lease started at the claim. Started with less than half of it left, a slow send could
      // outlast it and another claim (this worker's too) would send it again: left to run out,
      // then claimed afresh.
      if (job.lease_until && Date.parse(job.lease_until) - now().getTime() < options.leaseMs / 2) continue;
      const started = run(job).finally(() => {
        running.delete(started);
        wakeUp?.();
      });
      running.add(started);
      count += 1;
    }
    return count;
  }

  /** Starts held jobs; when none is held and a slot is free, claims a batch and starts from it. How many started. */
  async function claimAndStart(): Promise<number> {
    if (stopping) return 0;
    const started = startHeld();
    const free = options.concurrency - running.size;
    if (free <= 0 || held.length > 0) return started;
    const limit = Math.max(free, claimBatch - running.size);
    held = held.concat(await store.claimDue({ workerId, limit, leaseMs: options.leaseMs, now: now() }));
    // Claimed as stop() came: handed back below, not started.
    return started + startHeld();
  }

  /** Hands back what was claimed and not started, so another worker (or the next start) runs it now, not after its lease. */
  async function releaseHeld() {
    const unstarted = held;
    held = [];
    if (unstarted.length === 0) return;
    try {
      await store.release(unstarted, now());
    } catch (error) {
      // Left leased: taken again when the lease runs out.
      log.warn({ jobs: unstarted.length, error: message(error) }, "could not hand back claimed jobs");
    }
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
        const started = await claimAndStart();
        total += started;
        if (started === 0 && running.size === 0) {
          await Promise.allSettled(recording);
          return total;
        }
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
      await releaseHeld();
      await Promise.race([
        Promise.allSettled(running),
        new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(timer);
      // What finished is written down before the store closes (a job left running is retaken after its lease).
      await Promise.allSettled(recording);
    },
  };
}
