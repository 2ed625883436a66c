import type { Kysely } from "kysely";
import fp from "fastify-plugin";

import type { DatabaseHandle, DialectName } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";
import { startSubmissionWriter } from "../submissions/writer-thread";

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
  }
}

/**
 * Opens the database (or takes the one a test hands in), migrates it, and closes it with the
 * server. On a SQLite file, new submissions are committed by a writer thread (see writer-thread.ts).
 */
export default fp<{ handle: DatabaseHandle; closeOnExit: boolean }>(async (app, { handle, closeOnExit }) => {
  await migrateToLatest(handle.db as Kysely<unknown>);
  app.decorate("db", handle.db);
  app.decorate("dbDialect", handle.dialect);
  const writer = handle.sqliteFile ? await startSubmissionWriter(handle.db, handle.sqliteFile) : null;
  // Requests have finished by now: the writer has nothing left to commit.
  app.addHook("onClose", async () => {
    await writer?.close();
    if (closeOnExit) await handle.db.destroy();
  });
});
