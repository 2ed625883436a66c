// One "server instance" for the several-instances test (server/platform/outbox/worker.test.ts): a job
// worker on its own connection to the database named in argv, which prints each job it runs
// ("ran <n>") and exits once nothing is due. Run: node --import tsx job-worker-process.ts <json>
import pino from "pino";

import { connectDatabase } from "../../server/platform/db/connect";
import { directJobStore } from "../../server/platform/outbox/job-store";
import { startWorker } from "../../server/platform/outbox/worker";

const { sqliteFile, databaseUrl, pgSchema } = JSON.parse(process.argv[2] ?? "{}") as {
  sqliteFile?: string;
  databaseUrl?: string;
  pgSchema?: string;
};
const handle = connectDatabase(databaseUrl ? { databaseUrl, pgSchema } : { sqliteFile });
const worker = startWorker({
  store: directJobStore(handle.db, handle.dialect),
  handlers: {
    count: async (payload) => {
      // Jobs of varied length (0 to 5 ms), so the two instances' claims interleave: not a wait for anything.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      process.stdout.write(`ran ${(payload as { n: number }).n}\n`);
      return "counted";
    },
  },
  log: pino({ level: "silent" }),
  concurrency: 3,
  pollMs: 0,
  leaseMs: 60_000,
  retryBaseMs: 10,
  retryMaxMs: 20,
});
// Both instances start at a signal, so their claims overlap; "ready" says this one is waiting for it.
process.stdout.write("ready\n");
process.stdin.once("data", () => {
  void worker
    .drain()
    .then(() => worker.stop())
    .then(() => handle.db.destroy());
});
