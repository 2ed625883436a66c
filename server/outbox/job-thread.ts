import { Worker } from "node:worker_threads";

import type { Job } from "./jobs";
import type { JobStore } from "./job-store";
import type { JobThreadAnswer, JobThreadRequest } from "./job-thread-worker";

type Request = JobThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

/**
 * On a SQLite file the worker's SQL runs on a thread of its own. better-sqlite3 waits for the
 * write lock (busy_timeout) by blocking the thread that asked: on the main thread, every claim
 * made while the submission thread was committing held up every HTTP request (measured: 46
 * bookings/s instead of about 1,000 under load). Here only this thread waits.
 */
export async function startJobThread(sqliteFile: string): Promise<JobStore> {
  const worker = new Worker(new URL("./job-thread-worker.mjs", import.meta.url), { workerData: { sqliteFile } });
  const pending = new Map<number, { resolve: (jobs: Job[] | undefined) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let stopped: Error | null = null;
  worker.on("message", (answer: "ready" | JobThreadAnswer) => {
    if (answer === "ready") return;
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if ("failure" in answer) waiting?.reject(new Error(answer.failure));
    else waiting?.resolve(answer.jobs);
  });
  worker.on("exit", () => {
    stopped = new Error("the job thread stopped");
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  });
  await new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("exit", (code) => reject(new Error(`the job thread could not start (exit ${code})`)));
  });

  const ask = (request: Request) =>
    new Promise<Job[] | undefined>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });

  return {
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
    async close() {
      if (stopped) return;
      const exited = new Promise((resolve) => worker.once("exit", resolve));
      worker.postMessage("close");
      await exited;
    },
  };
}
