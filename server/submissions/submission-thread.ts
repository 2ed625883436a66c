import { Worker } from "node:worker_threads";

import type { FieldErrors } from "../../forms";
import type { Outcome, RawBody } from "./submit";
import type { PracticeTarget } from "../booking-loop/practice-requests";
import type { SubmissionThreadData, SubmitAnswer, SubmitMessage, SubmitRequest } from "./submission-thread-worker";

/**
 * On a SQLite file, submissions are checked and stored on a worker thread with its own
 * connection, and the main thread only speaks HTTP. Two costs leave the event loop that way:
 * a SQLite commit (statements, WAL write, fsync with synchronous=FULL) blocks the thread that runs
 * it, and checking a booking (the shared zod schema, the phone rules, the status token's hash)
 * took a quarter of the main thread under load while the writer thread sat half idle. The main
 * thread sends each tick's submissions in one message; the thread stores whatever has arrived
 * since its last commit (group commit). A submission still resolves only once it is committed.
 */
export interface SubmissionThread {
  submit(
    form: string,
    body: RawBody,
    idempotencyKey: string | null,
    refusals?: FieldErrors,
    sendTo?: PracticeTarget | null,
  ): Promise<Outcome>;
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
  let unsent: Pending[] = [];

  function spawn(): Worker {
    const w = new Worker(new URL("./submission-thread-worker.mjs", import.meta.url), {
      workerData: { ...options, sqliteFile } satisfies SubmissionThreadData,
    });
    w.on("message", (answer: "ready" | SubmitAnswer) => {
      if (answer === "ready") return;
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
    worker.postMessage({ id, submissions: batch.map((p) => p.request) } satisfies SubmitMessage);
  }

  const thread: SubmissionThread = {
    submit(form, body, idempotencyKey, refusals = {}, sendTo = null) {
      if (closed) return Promise.reject(new Error("the submission thread is closed"));
      return new Promise<Outcome>((resolve, reject) => {
        unsent.push({ request: { form, body, idempotencyKey, refusals, sendTo }, resolve, reject });
        // Submissions made in the same tick go in one message.
        if (unsent.length === 1) setImmediate(send);
      });
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
