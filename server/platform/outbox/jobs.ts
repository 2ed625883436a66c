import {
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  sql,
  type Transaction,
} from "kysely";
import { v7 as uuidv7 } from "uuid";

import type { DialectName } from "../db/connect";
import type { Database } from "../db/schema";
import { isPostgres } from "../db/transactions";
import { groupCommitter } from "../db/group-commit";
import type { EmailSpec } from "./email-specs";
import { sealLinkTokens } from "./link-tokens";
import { mayEmail, type RecipientLimit, recipientHash } from "./recipient-limit";
import type { JobsTable } from "./tables";

/*
 * The outbox's SQL: enqueueing a job inside the caller's transaction, and claiming, finishing and
 * retrying jobs for the worker (worker.ts). Times are ISO strings from the caller's clock, as in
 * every other table, so a test can run the outbox under a controlled clock.
 */

export type Job = Selectable<JobsTable>;

/** Attempts before a job is marked failed (an operator can retry it from the inbox). */
const DEFAULT_MAX_ATTEMPTS = 8;

export interface NewJob {
  /** The handler's name (worker.ts). */
  kind: string;
  payload: unknown;
  /** When it may run; now when left out. */
  runAt?: Date;
  /** Where a duplicate must not happen: a second job with the same key is not added. */
  uniqueKey?: string;
  /** The request it is about: deleting or erasing the request deletes the job. */
  submissionId?: string;
  maxAttempts?: number;
  /**
   * An e-mail to an address someone typed: past the address's daily limit it is left out
   * (recipient-limit.ts), and what caused it still happens.
   */
  limitTo?: RecipientLimit;
}

/**
 * An e-mail as a job: rendered and sent (or kept, without SMTP) by the worker. A link's token in
 * the spec is stored sealed under `sealKey` (link-tokens.ts), which an e-mail carrying one needs.
 */
export function emailJob(
  spec: EmailSpec,
  options: Omit<NewJob, "kind" | "payload"> & { sealKey?: Buffer } = {},
): NewJob {
  const { sealKey, ...job } = options;
  return { kind: "email", payload: sealLinkTokens(spec, sealKey), ...job };
}

/**
 * Adds jobs in the caller's transaction (pass the transaction, `trx`): they exist if and only if
 * the change that caused them commits. A job whose unique key is already taken is left out.
 */
export async function enqueue(
  trx: Kysely<Database>,
  jobs: NewJob | readonly NewJob[],
  now = new Date(),
): Promise<{ heldBack: number }> {
  const asked = Array.isArray(jobs) ? jobs : [jobs as NewJob];
  const list = await withinRecipientLimits(trx, asked, now);
  const heldBack = asked.length - list.length;
  if (list.length === 0) return { heldBack };
  const at = now.toISOString();
  await trx
    .insertInto("jobs")
    .values(
      list.map((job) => ({
        id: uuidv7(),
        kind: job.kind,
        payload: JSON.stringify(job.payload),
        unique_key: job.uniqueKey ?? null,
        submission_id: job.submissionId ?? null,
        status: "pending" as const,
        run_at: (job.runAt ?? now).toISOString(),
        attempts: 0,
        max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        lease_until: null,
        locked_by: null,
        last_error: null,
        result: null,
        created_at: at,
        updated_at: at,
      })),
    )
    .onConflict((oc) => oc.column("unique_key").doNothing())
    .execute();
  return { heldBack };
}

/**
 * The jobs without those past their recipient's limit. The counters are taken in the order of
 * their hashed addresses, so two transactions counting the same addresses never wait on each other
 * in a circle (a group commit may count several).
 */
async function withinRecipientLimits(trx: Kysely<Database>, jobs: readonly NewJob[], now: Date) {
  const limited = jobs
    .flatMap((job) => (job.limitTo ? [{ job, hash: recipientHash(job.limitTo.address), limit: job.limitTo }] : []))
    .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  if (limited.length === 0) return jobs;
  const held = new Set<NewJob>();
  for (const { job, limit } of limited) if (!(await mayEmail(trx, limit, now))) held.add(job);
  return jobs.filter((job) => !held.has(job));
}

/**
 * Takes up to `limit` due jobs for one worker: pending ones whose time has come, and running ones
 * whose lease ran out (their worker died). Each is leased to this worker with one more attempt
 * counted. PostgreSQL: rows another worker is claiming are skipped (FOR UPDATE SKIP LOCKED);
 * SQLite: the transaction holds the write lock from its start (BEGIN IMMEDIATE), so claims happen
 * one after another. Either way a job is held by one worker at a time.
 */
/**
 * The worker's own bookkeeping (a claim, a batch of done marks) in a transaction. On SQLite it is
 * committed without waiting for the disk (synchronous=NORMAL for that commit, then FULL again on
 * the same connection, which nothing else uses meanwhile): with a flush per claim the outbox sent
 * about 90 e-mails a second, one claim at a time, and each flush held the write lock the bookings
 * wait for. What it risks: in WAL mode a commit without a flush survives a crash of the process,
 * and is lost only if the machine itself stops before the next flushed commit (a booking's)
 * writes the log out. Then a claim or a done mark is lost and an e-mail is sent again after its
 * lease, with the same Message-ID, as after a worker that dies mid-send. Bookings, and the jobs
 * they enqueue, are still committed with a flush (D521).
 */
async function bookkeeping<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (dialect !== "sqlite") return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = NORMAL`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql`pragma synchronous = FULL`.execute(connection);
    }
  });
}

export interface ClaimOptions {
  workerId: string;
  limit: number;
  leaseMs: number;
  now: Date;
  /**
   * Jobs this worker is still running: not taken again even past their lease. A lease that runs
   * out under a live worker (a send slower than the lease on a busy machine) would otherwise send
   * the same e-mail a second time from the same worker; another worker still takes it over.
   */
  holding?: readonly string[];
}

export async function claimDue(db: Kysely<Database>, dialect: DialectName, options: ClaimOptions): Promise<Job[]> {
  const now = options.now.toISOString();
  // Two searches, each an ordered walk of the (status, run_at) index that stops at `limit`: one
  // search with "pending and due OR running past its lease" made SQLite collect and sort every
  // due job first, 8 ms a claim with 55,000 e-mails waiting, on the thread the bookings share.
  const search = (from: Kysely<Database>, lockRows: boolean) => {
    const first = (query: SelectQueryBuilder<Database, "jobs", { id: string; run_at: string }>) =>
      (lockRows ? query.forUpdate().skipLocked() : query).orderBy("run_at").limit(options.limit).execute();
    const jobs = from.selectFrom("jobs").select(["id", "run_at"]);
    return Promise.all([
      first(jobs.where("status", "=", "pending").where("run_at", "<=", now)),
      first(
        jobs
          .where("status", "=", "running")
          .where("lease_until", "<", now)
          .$if((options.holding?.length ?? 0) > 0, (q) => q.where("id", "not in", options.holding!)),
      ),
    ]);
  };
  const due = async (from: Kysely<Database>, lockRows = false) => {
    const [pending, leaseRanOut] = await search(from, lockRows);
    return [...pending, ...leaseRanOut]
      .sort((a, b) => (a.run_at < b.run_at ? -1 : a.run_at > b.run_at ? 1 : 0))
      .slice(0, options.limit);
  };
  // A look without the write lock first: most polls find nothing, and take no lock for it.
  if ((await due(db)).length === 0) return [];
  return bookkeeping(db, dialect, async (trx) => {
    const ids = (await due(trx, dialect === "postgres")).map((row) => row.id);
    if (ids.length === 0) return [];
    return trx
      .updateTable("jobs")
      .set((eb) => ({
        status: "running",
        locked_by: options.workerId,
        lease_until: new Date(options.now.getTime() + options.leaseMs).toISOString(),
        attempts: eb("attempts", "+", 1),
        updated_at: now,
      }))
      .where("id", "in", ids)
      .returningAll()
      .execute();
  });
}

/**
 * Only the worker holding this attempt may finish it (a worker whose lease ran out may not): the
 * job is still running under the claim this worker made, not taken over by another since.
 */
const stillHeld = (job: Job) => (eb: ExpressionBuilder<Database, "jobs">) =>
  eb.and([eb("status", "=", "running"), eb("locked_by", "=", job.locked_by), eb("attempts", "=", job.attempts)]);
const heldBy = (db: Kysely<Database>, job: Job) =>
  db.updateTable("jobs").where("id", "=", job.id).where(stillHeld(job));

/** A finished job's columns: done, with its result, and no longer held. */
const doneValues = (result: string, now: Date) =>
  ({
    status: "done",
    result,
    last_error: null,
    lease_until: null,
    locked_by: null,
    updated_at: now.toISOString(),
  }) as const;

/**
 * Finished jobs are recorded together, as submissions are stored (group commit): one transaction
 * for every job that finished while the last one was being written, so a burst of quick jobs
 * (e-mails kept without SMTP) does not take the write lock once per job.
 */
export function doneRecorder(db: Kysely<Database>, dialect: DialectName) {
  const committer = groupCommitter<{ job: Job; result: string; now: Date }>((items) =>
    bookkeeping(db, dialect, async (trx) => {
      if (dialect === "sqlite") return markDoneTogether(trx, items);
      // In id order, the order deleteJobsOf locks a booking's jobs in: the two never deadlock.
      const inOrder = [...items].sort((a, b) => (a.job.id < b.job.id ? -1 : a.job.id > b.job.id ? 1 : 0));
      for (const { job, result, now } of inOrder) await markDone(trx, job, result, now);
    }),
  );
  return (job: Job, result: string, now: Date) => committer.write({ job, result, now });
}

/**
 * Deletes every job of these bookings (their e-mails name the person). On PostgreSQL the rows are
 * locked first in id order, the order the worker records finished jobs in (doneRecorder): a
 * deletion and a batch of finished jobs then queue instead of deadlocking.
 */
export async function deleteJobsOf(trx: Kysely<Database>, submissionIds: readonly string[]): Promise<void> {
  if (submissionIds.length === 0) return;
  if (isPostgres(trx)) {
    await trx
      .selectFrom("jobs")
      .select("id")
      .where("submission_id", "in", submissionIds)
      .orderBy("id")
      .forUpdate()
      .execute();
  }
  await trx.deleteFrom("jobs").where("submission_id", "in", submissionIds).execute();
}

/**
 * A unique key's prefix for a job deleted, not kept, once done: the last e-mail of a request whose
 * details were erased (a withdrawn appointment's cancellation), which holds the patient's address
 * after the erasure. Kept done, it would hold it for FINISHED_JOBS_KEPT_DAYS more.
 */
export const ERASED_WHEN_SENT = "erased-when-sent:";

export async function markDone(db: Kysely<Database>, job: Job, result: string, now: Date): Promise<void> {
  if (job.unique_key?.startsWith(ERASED_WHEN_SENT)) {
    await db.deleteFrom("jobs").where("id", "=", job.id).where(stillHeld(job)).execute();
    return;
  }
  await heldBy(db, job).set(doneValues(result, now)).execute();
}

/**
 * markDone for a batch in one statement per kind of outcome (the same holder, attempt and result,
 * which a worker's batch nearly always shares; its time is the batch's last finish), where markDone takes one statement a job:
 * while the outbox drained a burst, building and running an UPDATE per e-mail was most of the
 * database thread's time. SQLite only: it has one writer, so the rows' lock order cannot deadlock;
 * on PostgreSQL the rows are locked one by one in id order (doneRecorder).
 */
async function markDoneTogether(
  trx: Kysely<Database>,
  items: readonly { job: Job; result: string; now: Date }[],
): Promise<void> {
  const groups = new Map<string, { job: Job; result: string; now: Date; ids: string[] }>();
  for (const item of items) {
    if (item.job.unique_key?.startsWith(ERASED_WHEN_SENT)) {
      await markDone(trx, item.job, item.result, item.now);
      continue;
    }
    const key = JSON.stringify([item.job.locked_by, item.job.attempts, item.result]);
    const group = groups.get(key);
    if (!group) groups.set(key, { ...item, ids: [item.job.id] });
    else {
      group.ids.push(item.job.id);
      // Finished within one commit of each other: the batch's last finish stands for its time.
      if (item.now > group.now) group.now = item.now;
    }
  }
  for (const { job, result, now, ids } of groups.values()) {
    await trx.updateTable("jobs").set(doneValues(result, now)).where("id", "in", ids).where(stillHeld(job)).execute();
  }
}

/** After a failed attempt: again at `retryAt`, or failed for good when there is none. */
export async function markAttemptFailed(
  db: Kysely<Database>,
  job: Job,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await heldBy(db, job)
    .set({
      status: retryAt ? "pending" : "failed",
      run_at: retryAt ? retryAt.toISOString() : job.run_at,
      last_error: error.slice(0, 2000),
      lease_until: null,
      locked_by: null,
      updated_at: now.toISOString(),
    })
    .execute();
}

/**
 * An operator's retry: a failed job (or an e-mail kept without SMTP) is due again at once with
 * its attempts counted afresh. Undefined when there is no such job or it cannot be retried.
 */
export async function retryJob(db: Kysely<Database>, id: string, now: Date): Promise<Job | undefined> {
  return db
    .updateTable("jobs")
    .set({ status: "pending", run_at: now.toISOString(), attempts: 0, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("status", "=", "failed"), eb("result", "=", NOT_SENT_NO_SMTP)]))
    .returningAll()
    .executeTakeFirst();
}

/** A done e-mail job's result when no SMTP server is configured: kept for operators to read. */
export const NOT_SENT_NO_SMTP = "not sent (no SMTP)";

/** Deletes finished jobs last changed before `before` (they hold e-mail addresses); how many. */
export async function deleteFinishedBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("jobs")
    .where("status", "in", ["done", "failed"])
    .where("updated_at", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
