import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";

import type { Config } from "./config";
import securityHeaders from "./plugins/security-headers";
import site from "./plugins/site";
import health from "./routes/health";

/** Builds the whole server as one Fastify instance; main.ts only starts it, tests inject into it. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Request logs carry method, path and status only: never bodies, which hold health details.
      redact: ["req.headers.cookie", "req.headers.authorization"],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
  });

  await app.register(securityHeaders);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(health);
  await app.register(site, { siteDir: config.SITE_DIR });

  return app;
}
