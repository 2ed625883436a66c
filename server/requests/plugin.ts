import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";

import { auditHashKey } from "../inbox/audit";
import type { Config } from "../config";
import { submissionsService } from "../submissions/service";
import type { RequestStatusView } from "../../rules/api/request-status";

export interface RequestsOptions {
  /** Requests allowed per client per minute on each status-link route. */
  rateLimit: number;
  config: Config;
}

/**
 * A state change must come from our own pages: the browser's Origin header (always sent with a
 * fetch POST) must name this host. Without it, or from elsewhere, nothing happens, so another
 * site cannot withdraw a request for someone holding its link.
 */
function fromOurPages(request: FastifyRequest): boolean {
  if (request.headers["sec-fetch-site"] && request.headers["sec-fetch-site"] !== "same-origin") return false;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    return false; // "null" or garbage
  }
}

const NOT_FOUND = { error: "Not found." };

/**
 * A booking's private status link: `GET /api/requests/:token` tells what happened to the request,
 * `POST /api/requests/:token/withdraw` withdraws it and erases its personal details. The token is
 * the only key; a wrong one answers 404 with nothing else. Never cached, never indexed.
 */
export default async function requests(app: FastifyInstance, options: RequestsOptions) {
  const submissions = submissionsService({
    db: app.db,
    auditKey: auditHashKey(options.config),
    scrubErasedData: () => app.scrubErasedData(),
  });
  await app.register(
    async (api) => {
      if (!api.hasDecorator("rateLimit")) await api.register(rateLimit, { global: false });

      api.addHook("onRequest", async (_request, reply) => {
        reply.header("cache-control", "no-store");
        reply.header("x-robots-tag", "noindex, nofollow");
        reply.header("referrer-policy", "no-referrer");
      });

      const limit = { rateLimit: { max: options.rateLimit, timeWindow: 60_000 } };

      api.get<{ Params: { token: string }; Reply: RequestStatusView | typeof NOT_FOUND }>(
        "/:token",
        { config: limit },
        async (request, reply) => {
          const view = await submissions.statusView(request.params.token);
          if (!view) return reply.code(404).send(NOT_FOUND);
          return view;
        },
      );

      api.post<{ Params: { token: string } }>("/:token/withdraw", { config: limit }, async (request, reply) => {
        if (!fromOurPages(request)) {
          return reply.code(403).send({ error: "Requests from other sites are not accepted." });
        }
        const { token } = request.params;
        const result = await submissions.withdraw(token);
        if (!result) return reply.code(404).send(NOT_FOUND);
        if (result.withdrawn) request.log.info({ reference: result.reference }, "request withdrawn by the patient");
        return submissions.statusView(token);
      });

      // Anything else under /api/requests is a JSON 404, not the app's page.
      api.all("/*", async (_request, reply) => reply.code(404).send(NOT_FOUND));
    },
    { prefix: "/api/requests" },
  );
}
