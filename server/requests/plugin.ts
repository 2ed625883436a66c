import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { sameOrigin } from "../plugins/same-origin";
import { PRIVATE_LINK_HEADERS } from "../route-policies";
import type { RequestStatusView } from "../../rules/api/request-status";

export interface RequestsOptions {
  /** Requests allowed per client per minute on each status-link route. */
  rateLimit: number;
}

/** The token's form is checked by the service, so a wrong one answers 404 like an unknown one. */
const TokenParams = z.object({ token: z.string() });

const NOT_FOUND = { error: "Not found." };

/**
 * A booking's private status link: `GET /api/requests/:token` tells what happened to the request,
 * `POST /api/requests/:token/withdraw` withdraws it and erases its personal details. The token is
 * the only key; a wrong one answers 404 with nothing else. Never cached, never indexed.
 */
export default async function requests(app: FastifyInstance, options: RequestsOptions) {
  const { submissions } = app;
  await app.register(
    async (api) => {
      api.addHook("onRequest", async (_request, reply) => {
        reply.header("cache-control", "no-store");
        reply.headers(PRIVATE_LINK_HEADERS);
      });

      const limit = { rateLimit: { max: options.rateLimit, timeWindow: 60_000 } };

      api.get<{ Params: { token: string }; Reply: RequestStatusView | typeof NOT_FOUND }>(
        "/:token",
        { schema: { params: TokenParams }, config: limit },
        async (request, reply) => {
          const view = await submissions.statusView(request.params.token);
          if (!view) return reply.code(404).send(NOT_FOUND);
          return view;
        },
      );

      /**
       * Withdrawing must come from our own pages: the browser's Origin header (always sent with a
       * fetch POST) must name this host. Without it, or from elsewhere, nothing happens, so another
       * site cannot withdraw a request for someone holding its link.
       */
      const fromOurPages = sameOrigin({
        missingOrigin: "refuse",
        fetchSite: { allowed: ["same-origin"] },
        sameScheme: false,
        refusal: { error: "Requests from other sites are not accepted." },
      });
      api.post<{ Params: { token: string }; Reply: RequestStatusView | typeof NOT_FOUND }>(
        "/:token/withdraw",
        { schema: { params: TokenParams }, config: limit, onRequest: fromOurPages },
        async (request, reply) => {
          const { token } = request.params;
          const result = await submissions.withdraw(token);
          if (!result) return reply.code(404).send(NOT_FOUND);
          if (result.withdrawn) request.log.info({ reference: result.reference }, "request withdrawn by the patient");
          return (await submissions.statusView(token)) ?? reply.code(404).send(NOT_FOUND);
        },
      );

      // Anything else under /api/requests is a JSON 404, not the app's page.
      api.all("/*", async (_request, reply) => reply.code(404).send(NOT_FOUND));
    },
    { prefix: "/api/requests" },
  );
}
