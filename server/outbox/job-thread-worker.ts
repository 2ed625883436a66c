// Runs in the job thread (see job-thread.ts) with its own SQLite connection: claims and
// finishes jobs as the main thread asks, one message each.
import { parentPort, workerData } from "node:worker_threads";

import { connectDatabase } from "../db/connect";
import { claimDue, doneRecorder, type Job, markAttemptFailed } from "./jobs";

export type JobThreadRequest =
  | { id: number; op: "claimDue"; workerId: string; limit: number; leaseMs: number; now: string }
  | { id: number; op: "markDone"; job: Job; result: string; now: string }
  | { id: number; op: "markAttemptFailed"; job: Job; error: string; retryAt: string | null; now: string };
export type JobThreadAnswer = { id: number; jobs?: Job[] } | { id: number; failure: string };

const port = parentPort!;
const { db } = connectDatabase({ sqliteFile: (workerData as { sqliteFile: string }).sqliteFile, sqliteFileOpen: true });
const markDone = doneRecorder(db);

async function run(request: JobThreadRequest): Promise<Job[] | undefined> {
  switch (request.op) {
    case "claimDue":
      return claimDue(db, "sqlite", { ...request, now: new Date(request.now) });
    case "markDone":
      return void (await markDone(request.job, request.result, new Date(request.now)));
    case "markAttemptFailed":
      return void (await markAttemptFailed(
        db,
        request.job,
        request.error,
        request.retryAt ? new Date(request.retryAt) : null,
        new Date(request.now),
      ));
  }
}

const running = new Set<Promise<void>>();
port.on("message", (message: JobThreadRequest | "close") => {
  if (message === "close") {
    void Promise.allSettled(running)
      .then(() => db.destroy())
      .then(() => port.close());
    return;
  }
  const done = run(message).then(
    (jobs) => port.postMessage({ id: message.id, jobs } satisfies JobThreadAnswer),
    (error: unknown) =>
      port.postMessage({
        id: message.id,
        failure: error instanceof Error ? error.message : String(error),
      } satisfies JobThreadAnswer),
  );
  running.add(done);
  void done.finally(() => running.delete(done));
});
port.postMessage("ready");
