import { Worker } from "node:worker_threads";

import type { Kysely } from "kysely";

import type { Database } from "../db/schema";
import type { NewRows } from "./insert-batch";
import type { WriteAnswer, WriteMessage } from "./writer-thread-worker";

/**
 * Commits new submissions on a worker thread with its own SQLite connection. A SQLite commit
 * (statements, WAL write, fsync with synchronous=FULL) blocks the thread that runs it: on the main
 * thread it held every other request still for about a third of the time under load. Here the
 * main thread sends each tick's new rows at once and goes on reading and validating requests,
 * while the writer commits whatever has arrived since its last commit. A write still resolves
 * only once its own rows are committed.
 */
export interface SubmissionWriter {
  write(rows: NewRows): Promise<void>;
  close(): Promise<void>;
}

const writers = new WeakMap<Kysely<Database>, SubmissionWriter>();

/** The writer thread serving this database, if one was started for it. */
export function submissionWriterFor(db: Kysely<Database>): SubmissionWriter | undefined {
  return writers.get(db);
}

interface Pending {
  rows: NewRows;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Starts the thread for this database; resolves once it has opened its connection. */
export async function startSubmissionWriter(db: Kysely<Database>, sqliteFile: string): Promise<SubmissionWriter> {
  let worker: Worker | null = null;
  let nextId = 0;
  const sent = new Map<number, Pending[]>();
  let unsent: Pending[] = [];

  function spawn(): Worker {
    const w = new Worker(new URL("./writer-thread-worker.mjs", import.meta.url), { workerData: { sqliteFile } });
    w.on("message", (answer: "ready" | WriteAnswer) => {
      if (answer === "ready") return;
      const pending = sent.get(answer.id) ?? [];
      sent.delete(answer.id);
      pending.forEach((p, i) => {
        const failure = answer.failures[i];
        if (failure) p.reject(Object.assign(new Error(failure.message), { code: failure.code }));
        else p.resolve();
      });
    });
    // A writer that dies fails the writes it held (they were not committed), with its error as
    // the cause for the server's log; the next write starts a new one.
    let failure: unknown;
    w.on("error", (error) => (failure = error));
    w.on("exit", () => {
      if (worker === w) worker = null;
      const stopped = new Error("the submission writer stopped", { cause: failure });
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
    worker.postMessage({ id, rows: batch.map((p) => p.rows) } satisfies WriteMessage);
  }

  const writer: SubmissionWriter = {
    write(rows) {
      return new Promise<void>((resolve, reject) => {
        unsent.push({ rows, resolve, reject });
        // Rows written in the same tick go in one message.
        if (unsent.length === 1) setImmediate(send);
      });
    },
    async close() {
      writers.delete(db);
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
    worker!.once("exit", (code) => reject(new Error(`the submission writer could not start (exit ${code})`)));
  });
  writers.set(db, writer);
  return writer;
}
