import type { FastifyInstance } from "fastify";
import { sql } from "kysely";

/** Liveness (the process answers) and readiness (the database answers too). */
export default async function health(app: FastifyInstance) {
  app.get("/healthz", async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));

  app.get("/readyz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await sql`select 1`.execute(app.db);
      return { status: "ready", database: app.dbDialect };
    } catch (err) {
      request.log.error({ err }, "readiness check: database unreachable");
      return reply.code(503).send({ status: "unavailable", database: app.dbDialect });
    }
  });
}
