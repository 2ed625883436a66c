import type { FastifyInstance } from "fastify";

import { SAME_ORIGIN } from "./private-booking";

/** The patient withdraws their booking from its status page: the page's fetch, from our own origin. */
export function patientWithdraws(app: FastifyInstance, statusToken: string) {
  return app.inject({ method: "POST", url: `/api/requests/${statusToken}/withdraw`, headers: SAME_ORIGIN });
}
