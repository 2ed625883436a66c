// Runs in the submission writer's thread (see writer-thread.ts) with its own SQLite connection.
// Rows that arrive while a commit runs go together in the next one (group commit, as on the main
// thread); each message is answered, row by row, once its rows are committed or have failed.
import { parentPort, workerData } from "node:worker_threads";

import { connectDatabase } from "../db/connect";
import { groupCommitter } from "./group-commit";
import { insertBatch, type NewRows } from "./insert-batch";

export interface WriteMessage {
  id: number;
  rows: NewRows[];
}
/** Per row: null when committed, else the error's message and code (a unique violation, say). */
export interface WriteAnswer {
  id: number;
  failures: ({ message: string; code: unknown } | null)[];
}

const port = parentPort!;
const { db } = connectDatabase({ sqliteFile: (workerData as { sqliteFile: string }).sqliteFile });
const committer = groupCommitter<NewRows>((batch) => insertBatch(db, batch));

/** Commits a message's rows (with whatever else arrives meanwhile) and answers for each. */
async function answer(message: WriteMessage): Promise<void> {
  const settled = await Promise.allSettled(message.rows.map((rows) => committer.write(rows)));
  const failures = settled.map((s) => {
    if (s.status === "fulfilled") return null;
    const { message: text, code } = (s.reason ?? {}) as { message?: unknown; code?: unknown };
    return { message: String(text ?? s.reason), code };
  });
  port.postMessage({ id: message.id, failures } satisfies WriteAnswer);
}

const answering = new Set<Promise<void>>();
port.on("message", (message: WriteMessage | "close") => {
  if (message === "close") {
    // Everything sent before "close" is committed and answered first.
    void Promise.allSettled(answering)
      .then(() => db.destroy())
      .then(() => port.close());
    return;
  }
  const done = answer(message);
  answering.add(done);
  void done.finally(() => answering.delete(done));
});
port.postMessage("ready");
