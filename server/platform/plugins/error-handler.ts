import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../db/unavailable";
import { WorkflowError } from "../workflow-error";

// The inbox shows `error` as it comes; `requestId` is for whoever reads the body.
export const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again later.";
const INVALID_INPUT_MESSAGE = "The request could not be read.";
const UNAVAILABLE_MESSAGE = "The service is unavailable for a moment. Please try again in a few seconds.";

/**
 * What the log keeps of an error: enough to find the fault, nothing of the row it concerned.
 * PostgreSQL's `detail` and `where` can quote a row's values (a person's e-mail in a unique
 * violation, a whole failing row in a check), and node-postgres attaches its client to some errors.
 */
function loggable(error: unknown, depth = 0): Record<string, unknown> | string {
  if (!(error instanceof Error)) return String(error);
  const e = error as Error & Record<string, unknown>;
  const fields: Record<string, unknown> = { type: e.name, message: e.message, stack: e.stack };
  for (const key of ["code", "table", "column", "constraint", "routine"]) {
    if (typeof e[key] === "string") fields[key] = e[key];
  }
  if (e.cause !== undefined && depth < 3) fields.cause = loggable(e.cause, depth + 1);
  return fields;
}

/**
 * The server's one error handler (areas with their own handler pass their 5xx here). A typed
 * domain error (WorkflowError: a submission gone, in spam, erased, or a move its workflow does not
 * allow) is answered with its status and its message, written for the operator; a request that
 * fails its route's schema, with 400 and the route's `invalidInput` sentence. Fastify's own
 * client errors (validation, 413, 415, 429 and their headers) go out as Fastify answers them. A
 * database that cannot be reached is a 503 with Retry-After; anything else a 500. Either way the
 * client gets a generic sentence and the request id, and the log the detail under that id.
 */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof WorkflowError) return reply.code(error.statusCode).send({ error: error.message });
    // A request its route's schema refuses (plugins/validation.ts): the route's own sentence.
    if (error.code === "FST_ERR_VALIDATION") {
      return reply.code(400).send({ error: request.routeOptions.config.invalidInput ?? INVALID_INPUT_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) throw error; // to Fastify's default handler, unchanged

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ error: loggable(error) }, "database unavailable: answered 503");
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({ error: UNAVAILABLE_MESSAGE, requestId: request.id });
    }
    request.log.error({ error: loggable(error) }, "request failed");
    return reply.code(500).send({ error: SERVER_ERROR_MESSAGE, requestId: request.id });
  });
});
