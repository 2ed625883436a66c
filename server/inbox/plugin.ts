import type { FastifyInstance } from "fastify";

import type { Config } from "../platform/config";
import { auditHashKey, rekeyAuditEmailHashes } from "../platform/audit/audit";
import { mountOperatorRoutes } from "../platform/operators/operator-auth";
import auth from "../platform/operators/auth";
import retention from "./retention";
import routes from "./routes";

interface InboxOptions {
  config: Config;
  /** Delay added per failed sign-in (tests shorten it). */
  failureDelayMs?: number;
}

/**
 * The operator inbox: its JSON API under /admin/api (auth.ts, then routes.ts) and the retention
 * purge (retention.ts, a daily job in the outbox). The listings', the outgoing mail's and the
 * response times' routes are mounted by their own plugins, behind the same sign-in.
 */
export default async function inbox(app: FastifyInstance, options: InboxOptions) {
  const { config } = options;
  const auditKey = auditHashKey(config);

  // Entries written with a bare hash before the key existed are rekeyed once, at start.
  app.addHook("onReady", async () => {
    try {
      const rekeyed = await rekeyAuditEmailHashes(app.db, auditKey);
      if (rekeyed > 0) app.log.info({ rekeyed }, "audit log: bare e-mail hashes replaced by keyed ones");
    } catch (error) {
      app.log.error({ error: error instanceof Error ? error.message : String(error) }, "audit rekeying failed");
    }
  });
  await app.register(retention);
  await mountOperatorRoutes(
    app,
    async (api) => {
      await api.register(auth, { config, auditKey, failureDelayMs: options.failureDelayMs });
      await api.register(routes);
    },
    {},
  );
}
