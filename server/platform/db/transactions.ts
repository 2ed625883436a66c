import { Kysely, type KyselyConfig, PostgresAdapter, sql, type Transaction, type TransactionBuilder } from "kysely";

import type { Database } from "./schema";

/*
 * How transactions take their locks, and what happens when PostgreSQL still finds a deadlock.
 *
 * LOCK ORDER. A transaction that changes a booking's practice requests (an answer, a withdrawal, a
 * cancellation, an accepted offer, a sending, a timer) locks the booking's submissions row first
 * (lockSubmission, or its own SELECT … FOR UPDATE / UPDATE of that row), and only then reads or
 * writes its practice_requests rows. The booking's row is the one lock every such transaction
 * meets first, so two of them queue behind each other instead of each holding what the other
 * waits for. The practice's link names a practice request, not the booking: its transaction looks
 * up the booking first, without locking, then locks in this order (issue 33 item 5).
 * SQLite needs none of this: its transactions take the database's write lock first (BEGIN
 * IMMEDIATE, sqlite-immediate.ts), so they run one at a time.
 *
 * RETRY. Every transaction opened with db.transaction() on the database connectDatabase opens is
 * run again, from its start, when PostgreSQL ends it with a deadlock (40P01) or a serialization
 * failure (40001, under REPEATABLE READ or SERIALIZABLE): a few times, after a short random pause,
 * before its error reaches the client as a 5xx. This is a safety net for a lock order not kept;
 * the order above is what keeps deadlocks away (each one costs PostgreSQL's deadlock_timeout, a
 * second, before it is found). A transaction's callback may therefore run more than once: it must
 * do nothing outside the database that a rollback would not undo (send after the commit, or
 * enqueue in the transaction).
 */

/** SQLSTATEs after which the whole transaction can be run again: it was rolled back, nothing was written. */
const RETRYABLE_SQLSTATES = new Set([
  "40P01", // deadlock_detected
  "40001", // serialization_failure
]);

function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && RETRYABLE_SQLSTATES.has(code);
}

export interface RetryOptions {
  /** How many times the transaction runs at most (the first time included). */
  attempts: number;
  /** The pause before the n-th retry is up to baseDelayMs × 2^(n-1), at random (jitter). */
  baseDelayMs: number;
  /** How a pause is waited (tests pass their own). */
  wait: (ms: number) => Promise<void>;
  /** Told of each conflict that is retried. */
  onRetry?: (error: unknown, attempt: number) => void;
}

export const DEFAULT_RETRY: RetryOptions = {
  attempts: 4,
  baseDelayMs: 20,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Runs `run` again after a deadlock or serialization failure, at most `attempts` times in all. */
export async function retryOnConflict<T>(run: () => Promise<T>, options: RetryOptions = DEFAULT_RETRY): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isRetryableConflict(error) || attempt >= options.attempts) throw error;
      options.onRetry?.(error, attempt);
      // Random, so the two transactions that met do not meet again at the same moment.
      await options.wait(Math.random() * options.baseDelayMs * 2 ** (attempt - 1));
    }
  }
}

/** A transaction builder whose execute() goes through retryOnConflict (setters keep that). */
function retrying<DB>(builder: TransactionBuilder<DB>, options: RetryOptions): TransactionBuilder<DB> {
  return new Proxy(builder, {
    get(target, property) {
      if (property === "execute") {
        return <T>(callback: (trx: Transaction<DB>) => Promise<T>) =>
          retryOnConflict(() => target.execute(callback), options);
      }
      if (property === "setAccessMode" || property === "setIsolationLevel") {
        return (value: never) => retrying(target[property](value), options);
      }
      return Reflect.get(target, property, target) as unknown;
    },
  });
}

/**
 * Kysely whose transactions are retried after a deadlock or a serialization failure (see above),
 * so every transaction, today's and tomorrow's, has the safety net without asking for it. Counts
 * the retries: a lock order not kept shows there (and in the tests) before it shows as slowness.
 * `withPlugin`, `withSchema` and the like return a plain Kysely, without the retry.
 */
export class RetryingKysely<DB> extends Kysely<DB> {
  /** Transactions run again after a conflict, since this instance was opened. */
  retriedConflicts = 0;

  readonly #retry: RetryOptions;

  constructor(config: KyselyConfig, retry: RetryOptions = DEFAULT_RETRY) {
    super(config);
    this.#retry = {
      ...retry,
      onRetry: (error, attempt) => {
        this.retriedConflicts += 1;
        retry.onRetry?.(error, attempt);
      },
    };
  }

  override transaction(): TransactionBuilder<DB> {
    return retrying(super.transaction(), this.#retry);
  }
}

export const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Locks a booking's submissions row until the transaction ends (PostgreSQL; SQLite's transaction
 * already holds the write lock): first, before any of its practice requests (LOCK ORDER above).
 */
export async function lockSubmission(trx: Kysely<Database>, submissionId: string): Promise<void> {
  if (isPostgres(trx)) await sql`select id from submissions where id = ${submissionId} for update`.execute(trx);
}

/** lockSubmission for the booking a practice request belongs to, when only the request is known. */
export async function lockSubmissionOfPracticeRequest(trx: Kysely<Database>, practiceRequestId: string): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select id from submissions
      where id = (select submission_id from practice_requests where id = ${practiceRequestId})
      for update`.execute(trx);
  }
}

/**
 * Serialises the transactions that name the same key, until each ends (PostgreSQL: a
 * transaction-level advisory lock on the key's hash; SQLite's transaction already holds the write
 * lock). For a limit or an invariant over rows that do not exist yet, where there is no row to
 * lock: count, then insert, under it. Keys that share a hash only wait for each other.
 */
export async function lockKey(trx: Kysely<Database>, key: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
