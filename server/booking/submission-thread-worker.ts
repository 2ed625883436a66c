// Runs in the submission thread (see submission-thread.ts) with its own SQLite connection: each
// submission is checked and stored here by the same `submit` the main thread runs on other
// databases, so submissions that arrive together share a commit (group commit). Each message is
// answered, submission by submission, once each has its outcome. The outbox worker's claims and
// finished jobs are written here too, on the same connection: one writer for the file, so no
// write waits in SQLite's busy handler for another thread's commit.
import { parentPort, workerData } from "node:worker_threads";

import { type FieldErrors, findForm } from "../../forms";
import type { WorkingHours } from "../../rules/booking-loop";
import type { PracticeTarget } from "./sending";
import { connectDatabase } from "../platform/db/connect";
import { directJobStore } from "../platform/outbox/job-store";
import type { Job } from "../platform/outbox/jobs";
import { submissionStore } from "./submission-store";
import { type Checked, type Outcome, type RawBody, submit } from "./submit";

export interface SubmitRequest {
  form: string;
  body: RawBody;
  idempotencyKey: string | null;
  /** The server-only checks' field errors, made on the main thread (see submit). */
  refusals: FieldErrors;
  /** The practice a booking's listing names, looked up on the main thread (see submit). */
  sendTo: PracticeTarget | null;
  /** What checking it on the main thread found (checkSubmission), while this thread waited for its disk. */
  checked?: Checked;
}
/** What the thread is started with (workerData). */
export interface SubmissionThreadData {
  sqliteFile: string;
  /** The status-link seal key's bytes (structured clone turns a Buffer into a Uint8Array). */
  sealKey?: Uint8Array;
  hours?: WorkingHours;
  emailsPerAddress?: number;
}
export interface SubmitMessage {
  kind: "submit";
  id: number;
  submissions: SubmitRequest[];
}
/** The outbox worker's job store (job-store.ts), asked of this thread's connection. */
export type JobRequest =
  | { op: "claimDue"; workerId: string; limit: number; leaseMs: number; now: string; holding?: readonly string[] }
  | { op: "markDone"; job: Job; result: string; now: string }
  | { op: "markAttemptFailed"; job: Job; error: string; retryAt: string | null; now: string };
export interface JobMessage {
  kind: "job";
  id: number;
  request: JobRequest;
}
export type JobAnswer = { kind: "job"; id: number; jobs?: Job[] } | { kind: "job"; id: number; failure: string };
/** Per submission: its outcome, or the error that stopped it (message and code, a storage failure say). */
export type SubmitResult = { outcome: Outcome } | { failure: { message: string; code: unknown } };
export interface SubmitAnswer {
  kind: "submit";
  id: number;
  results: SubmitResult[];
}

const port = parentPort!;
const data = workerData as SubmissionThreadData;
const { db } = connectDatabase({ sqliteFile: data.sqliteFile, sqliteFileOpen: true });
// This thread's connection and its group commit: everything the thread is sent is stored here.
const store = submissionStore(db, {
  sealKey: data.sealKey && Buffer.from(data.sealKey),
  hours: data.hours,
  emailsPerAddress: data.emailsPerAddress,
});
const jobs = directJobStore(db, "sqlite");

async function submitOne({
  form: name,
  body,
  idempotencyKey,
  refusals,
  sendTo,
  checked,
}: SubmitRequest): Promise<Outcome> {
  const form = findForm(name);
  if (!form) throw new Error(`no form named ${name}`); // the main thread sends known forms only
  return submit(store, form, body, idempotencyKey, refusals, sendTo, checked);
}

async function answer(message: SubmitMessage): Promise<void> {
  const settled = await Promise.allSettled(message.submissions.map(submitOne));
  const results = settled.map((s): SubmitResult => {
    if (s.status === "fulfilled") return { outcome: s.value };
    const { message: text, code } = (s.reason ?? {}) as { message?: unknown; code?: unknown };
    return { failure: { message: String(text ?? s.reason), code } };
  });
  port.postMessage({ kind: "submit", id: message.id, results } satisfies SubmitAnswer);
}

async function runJobRequest(request: JobRequest): Promise<Job[] | undefined> {
  switch (request.op) {
    case "claimDue":
      return jobs.claimDue({ ...request, now: new Date(request.now) });
    case "markDone":
      return void (await jobs.markDone(request.job, request.result, new Date(request.now)));
    case "markAttemptFailed":
      return void (await jobs.markAttemptFailed(
        request.job,
        request.error,
        request.retryAt ? new Date(request.retryAt) : null,
        new Date(request.now),
      ));
  }
}

async function answerJob({ id, request }: JobMessage): Promise<void> {
  try {
    port.postMessage({ kind: "job", id, jobs: await runJobRequest(request) } satisfies JobAnswer);
  } catch (error) {
    port.postMessage({
      kind: "job",
      id,
      failure: error instanceof Error ? error.message : String(error),
    } satisfies JobAnswer);
  }
}

const answering = new Set<Promise<void>>();
port.on("message", (message: SubmitMessage | JobMessage | "close") => {
  if (message === "close") {
    // Everything sent before "close" is stored and answered first.
    void Promise.allSettled(answering)
      .then(() => db.destroy())
      .then(() => port.close());
    return;
  }
  const done = message.kind === "job" ? answerJob(message) : answer(message);
  answering.add(done);
  void done.finally(() => answering.delete(done));
});
port.postMessage("ready");
