import type { Kysely } from "kysely";
import fp from "fastify-plugin";

import type { DatabaseHandle, DialectName } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
  }
}

/** Opens the database (or takes the one a test hands in), migrates it, and closes it with the server. */
export default fp<{ handle: DatabaseHandle; closeOnExit: boolean }>(async (app, { handle, closeOnExit }) => {
  await migrateToLatest(handle.db as Kysely<unknown>);
  app.decorate("db", handle.db);
  app.decorate("dbDialect", handle.dialect);
  if (closeOnExit) app.addHook("onClose", async () => handle.db.destroy());
});
