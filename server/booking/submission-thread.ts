import { Worker } from "node:worker_threads";

import type { FieldErrors } from "../../forms";
import type { Checked, Outcome, RawBody } from "./submit";
import type { PracticeTarget } from "./sending";
import type { Job } from "../platform/outbox/jobs";
import type { JobStore } from "../platform/outbox/job-store";
import type {
  JobAnswer,
  JobMessage,
  JobRequest,
  SubmissionThreadData,
  SubmitAnswer,
  SubmitMessage,
  SubmitRequest,
} from "./submission-thread-worker";

/**
 * On a SQLite file, submissions are stored on a worker thread with its own connection: a SQLite
 * commit (statements, WAL write, fsync with synchronous=FULL) blocks the thread that runs it, and
 * on the main thread it held every request. The main thread checks each submission (the shared
 * zod schema, the phone rules: checkSubmission) and sends each tick's valid ones in one message;
 * the thread stores whatever has arrived since its last commit (group commit). A submission still
 * resolves only once it is committed. Checking moved back to the main thread (2026-12-07) when the
 * outbox's e-mails left it: the thread had become the bookings' bottleneck, busy 90% under load,
 * and the main thread's checking now overlaps the thread's wait for the disk.
 *
 * The thread is the file's one writer: the outbox worker claims and finishes its jobs through
 * `jobs`, on the thread's connection. With a second writing thread (the job thread this replaced),
 * each write that found the other's transaction open slept in SQLite's busy handler (1 to 100 ms
 * a try), which set the form service's p99 (D517).
 */
export interface SubmissionThread {
  submit(
    form: string,
    body: RawBody,
    idempotencyKey: string | null,
    refusals?: FieldErrors,
    sendTo?: PracticeTarget | null,
    checked?: Checked,
  ): Promise<Outcome>;
  /** The outbox worker's job store on this thread's connection (closing it leaves the thread running). */
  jobs: JobStore;
  close(): Promise<void>;
}

interface Pending {
  request: SubmitRequest;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

/** Starts the thread for this SQLite file; resolves once it has opened its connection. */
export async function startSubmissionThread(
  sqliteFile: string,
  options: Omit<SubmissionThreadData, "sqliteFile"> = {},
): Promise<SubmissionThread> {
  let worker: Worker | null = null;
  let closed = false;
  let nextId = 0;
  const sent = new Map<number, Pending[]>();
  const asked = new Map<number, { resolve: (jobs: Job[] | undefined) => void; reject: (error: Error) => void }>();
  let unsent: Pending[] = [];

  function spawn(): Worker {
    const w = new Worker(new URL("./submission-thread-worker.mjs", import.meta.url), {
      workerData: { ...options, sqliteFile } satisfies SubmissionThreadData,
    });
    w.on("message", (answer: "ready" | SubmitAnswer | JobAnswer) => {
      if (answer === "ready") return;
      if (answer.kind === "job") {
        const waiting = asked.get(answer.id);
        asked.delete(answer.id);
        if ("failure" in answer) waiting?.reject(new Error(answer.failure));
        else waiting?.resolve(answer.jobs);
        return;
      }
      const pending = sent.get(answer.id) ?? [];
      sent.delete(answer.id);
      pending.forEach((p, i) => {
        const result = answer.results[i];
        if (result && "outcome" in result) p.resolve(result.outcome);
        else p.reject(Object.assign(new Error(result?.failure.message), { code: result?.failure.code }));
      });
    });
    // A thread that dies fails the submissions it held (they were not committed), with its error
    // as the cause for the server's log; the next submission starts a new one.
    let failure: unknown;
    w.on("error", (error) => (failure = error));
    w.on("exit", () => {
      if (worker === w) worker = null;
      const stopped = new Error("the submission thread stopped", { cause: failure });
      for (const pending of sent.values()) for (const p of pending) p.reject(stopped);
      sent.clear();
      for (const waiting of asked.values()) waiting.reject(stopped);
      asked.clear();
    });
    return w;
  }

  function send() {
    if (unsent.length === 0) return; // close() sent them already
    const batch = unsent;
    unsent = [];
    const id = nextId++;
    sent.set(id, batch);
    worker ??= spawn();
    worker.postMessage({ kind: "submit", id, submissions: batch.map((p) => p.request) } satisfies SubmitMessage);
  }

  const ask = (request: JobRequest) =>
    new Promise<Job[] | undefined>((resolve, reject) => {
      if (closed) return reject(new Error("the submission thread is closed"));
      const id = nextId++;
      asked.set(id, { resolve, reject });
      worker ??= spawn();
      worker.postMessage({ kind: "job", id, request } satisfies JobMessage);
    });

  const thread: SubmissionThread = {
    submit(form, body, idempotencyKey, refusals = {}, sendTo = null, checked) {
      if (closed) return Promise.reject(new Error("the submission thread is closed"));
      return new Promise<Outcome>((resolve, reject) => {
        unsent.push({
          request: { form, body, idempotencyKey, refusals, sendTo, ...(checked ? { checked } : {}) },
          resolve,
          reject,
        });
        // Submissions made in the same tick go in one message.
        if (unsent.length === 1) setImmediate(send);
      });
    },
    jobs: {
      claimDue: async ({ now, ...rest }) => (await ask({ op: "claimDue", ...rest, now: now.toISOString() })) ?? [],
      markDone: async (job, result, now) => void (await ask({ op: "markDone", job, result, now: now.toISOString() })),
      markAttemptFailed: async (job, error, retryAt, now) =>
        void (await ask({
          op: "markAttemptFailed",
          job,
          error,
          retryAt: retryAt?.toISOString() ?? null,
          now: now.toISOString(),
        })),
      close: async () => {},
    },
    async close() {
      closed = true;
      if (unsent.length > 0) send();
      const w = worker;
      worker = null;
      if (!w) return;
      const exited = new Promise((resolve) => w.once("exit", resolve));
      w.postMessage("close");
      await exited;
    },
  };

  worker = spawn();
  await new Promise<void>((resolve, reject) => {
    worker!.once("message", () => resolve());
    worker!.once("exit", (code) => reject(new Error(`the submission thread could not start (exit ${code})`)));
  });
  return thread;
}
