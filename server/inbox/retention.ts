import type { FastifyInstance } from "fastify";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Retention: purges at start and once a day, for the period the site's privacy notices state. */
export default async function retention(app: FastifyInstance) {
  const runPurge = async () => {
    try {
      await app.submissions.purge();
    } catch (error) {
      app.log.error({ error: error instanceof Error ? error.message : String(error) }, "retention purge failed");
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await runPurge();
    timer = setInterval(() => void runPurge(), DAY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
