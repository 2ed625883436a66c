import type { Kysely } from "kysely";

import type { DialectName } from "../db/connect";
import type { Database } from "../db/schema";
import { type ClaimOptions, claimDue, doneRecorder, type Job, markAttemptFailed } from "./jobs";

/** Where the worker claims and finishes jobs (jobs.ts's SQL on some connection). */
export interface JobStore {
  claimDue(options: ClaimOptions): Promise<Job[]>;
  markDone(job: Job, result: string, now: Date): Promise<void>;
  markAttemptFailed(job: Job, error: string, retryAt: Date | null, now: Date): Promise<void>;
  close(): Promise<void>;
}

/** The worker's SQL on a connection of this thread (PostgreSQL, or a test's SQLite). */
export function directJobStore(db: Kysely<Database>, dialect: DialectName): JobStore {
  return {
    claimDue: (options) => claimDue(db, dialect, options),
    markDone: doneRecorder(db, dialect),
    markAttemptFailed: (job, error, retryAt, now) => markAttemptFailed(db, job, error, retryAt, now),
    close: async () => {},
  };
}
