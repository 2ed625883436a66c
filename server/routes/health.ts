import type { FastifyInstance } from "fastify";

/** Liveness: the process is up and answering. */
export default async function health(app: FastifyInstance) {
  app.get("/healthz", async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));
}
