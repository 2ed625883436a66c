import type { Kysely } from "kysely";
import fp from "fastify-plugin";

import type { DatabaseHandle, DialectName } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";
import { erasedDataScrubber } from "../db/scrub-erased";

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
    /** The SQLite file, or null on PostgreSQL (and in memory). */
    sqliteFile: string | null;
    /** Call after erasing personal data: rids the database's files of leftover copies, in the background. */
    scrubErasedData(): void;
  }
}

/**
 * Opens the database (or takes the one a test hands in), migrates it, and closes it with the
 * server.
 */
export default fp<{ handle: DatabaseHandle; closeOnExit: boolean }>(
  async (app, { handle, closeOnExit }) => {
    // Kept alive by connect.ts's listeners; logged here, where the server's log is.
    const logLostConnection = (error: Error & { code?: string }) =>
      app.log.warn({ error: { message: error.message, code: error.code } }, "PostgreSQL ended an idle connection");
    handle.pool?.on("error", logLostConnection);
    await migrateToLatest(handle.db as Kysely<unknown>);
    app.decorate("db", handle.db);
    app.decorate("dbDialect", handle.dialect);
    const scrubber = erasedDataScrubber(handle.db, handle.dialect, app.log);
    app.decorate("scrubErasedData", () => scrubber.schedule());
    app.decorate("sqliteFile", handle.sqliteFile ?? null);
    app.addHook("onClose", async () => {
      await scrubber.close();
      handle.pool?.off("error", logLostConnection);
      if (closeOnExit) await handle.db.destroy();
    });
  },
  { name: "database" },
);
