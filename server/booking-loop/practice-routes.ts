import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

import type { PracticeAnswerResult, PracticePageData } from "../../rules/api/practice-request";
import { isSameOrigin } from "../plugins/same-origin";
import { PRIVATE_LINK_HEADERS } from "../route-policies";
import { flatValues } from "./practice-answer";

export interface PracticeRoutesOptions {
  /** Requests allowed per client per minute on each route, as on the status links. */
  rateLimit: number;
}

const TokenParams = z.object({ token: z.string().max(200) });
type TokenParams = z.infer<typeof TokenParams>;

const NOT_FOUND = { error: "Not found." };
const FROM_ELSEWHERE = { error: "Requests from other sites are not accepted." };

/**
 * An answer must come from our own pages. The browser's Sec-Fetch-Site says so when it sends one
 * ("same-origin"): that alone is trusted, because our page is sent with no-referrer and a plain
 * form post from it carries "Origin: null". Without Sec-Fetch-Site (older browsers, scripts) the
 * Origin must name this host; none at all is refused, as on the withdraw route.
 */
function fromOurPages(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  return isSameOrigin(request, {
    missingOrigin: "refuse",
    fetchSite: { allowed: ["same-origin"] },
    sameScheme: false,
    refusal: FROM_ELSEWHERE,
  });
}

const refuseOtherSites = async (request: FastifyRequest, reply: FastifyReply) => {
  if (!fromOurPages(request)) return reply.code(403).send(FROM_ELSEWHERE);
};

const STATUS: Record<Exclude<PracticeAnswerResult["kind"] | PracticePageData["kind"], "answered">, number> = {
  found: 200,
  invalid: 400,
  refused: 409,
  missing: 404,
  expired: 410,
};

/**
 * A practice's private link to one booking request: its page `/practice/requests/:token` (React
 * Router's route practice-request.tsx, rendered here per request: its loader and action read
 * `context.practiceRequests`) and its JSON API `/api/practice-requests/:token` (GET the request,
 * POST an answer, url-encoded or JSON). The token is the only key: a wrong one answers 404, an
 * expired one 410. Never cached, never indexed, rate-limited per client like the status links.
 */
export default async function practiceRoutes(app: FastifyInstance, options: PracticeRoutesOptions) {
  const { loadContext } = app.practiceRequests;
  const limit = { rateLimit: { max: options.rateLimit, timeWindow: 60_000 } };

  await app.register(
    async (api) => {
      await api.register(formbody);
      api.addHook("onRequest", async (_request, reply) => {
        reply.header("cache-control", "no-store");
        reply.headers(PRIVATE_LINK_HEADERS);
      });

      api.get<{ Params: TokenParams }>(
        "/:token",
        { schema: { params: TokenParams }, config: limit },
        async (request, reply) => {
          const found = await loadContext.page(request.params.token);
          if (found.kind === "found") return found.view;
          if (found.kind === "missing") return reply.code(404).send(NOT_FOUND);
          return reply
            .code(410)
            .send({ error: "This link has expired.", reference: found.reference, expiresAt: found.expiresAt });
        },
      );

      api.post<{ Params: TokenParams }>(
        "/:token",
        { schema: { params: TokenParams }, config: limit, onRequest: refuseOtherSites },
        async (request, reply) => {
          const result = await loadContext.answer(request.params.token, flatValues(request.body));
          switch (result.kind) {
            case "answered":
              request.log.info({ reference: result.view.reference, status: result.view.status }, "practice answered");
              return result.view;
            case "invalid":
              return reply.code(STATUS.invalid).send({ error: "Check the answer.", errors: result.errors });
            case "refused":
              return reply.code(STATUS.refused).send({ error: result.message, view: result.view });
            case "missing":
              return reply.code(404).send(NOT_FOUND);
            case "expired":
              return reply.code(410).send({ error: "This link has expired.", reference: result.reference });
          }
        },
      );

      api.all("/*", async (_request, reply) => reply.code(404).send(NOT_FOUND));
    },
    { prefix: "/api/practice-requests" },
  );

  // The page, and its `.data` (React Router's client navigations and form posts with JavaScript).
  await app.register(async (page) => {
    // The body goes to React Router as it came: its action reads it with request.formData().
    page.removeAllContentTypeParsers();
    page.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );
    page.get("/practice/requests/:token", { config: limit }, async (request, reply) =>
      app.sendPrivatePage(request, reply),
    );
    page.post("/practice/requests/:token", { config: limit, onRequest: refuseOtherSites }, async (request, reply) =>
      app.sendPrivatePage(request, reply, {
        body: typeof request.body === "string" ? request.body : "",
        contentType: "application/x-www-form-urlencoded",
      }),
    );
  });
}
