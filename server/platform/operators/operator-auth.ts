import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";

import { findSession, type Session } from "./sessions";
import { OPERATOR_API } from "../../../rules/api-paths";
import { isSameOrigin, type SameOriginRule } from "../plugins/same-origin";

declare module "fastify" {
  interface FastifyRequest {
    operator: Session | null;
  }
}

const SESSION_COOKIE = "nzdd_session";
const SECURE_SESSION_COOKIE = "__Host-nzdd_session";

export const sessionCookie = (request: FastifyRequest) =>
  request.protocol === "https" ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/**
 * The inbox's changes come from its own pages: an Origin, when sent, must be this origin (scheme
 * included); a missing one is allowed (the session cookie is SameSite=Strict and every change needs
 * the CSRF token); Sec-Fetch-Site may be "same-origin" or "none".
 */
const FROM_OUR_PAGES: SameOriginRule = {
  missingOrigin: "allow",
  fetchSite: { allowed: ["same-origin", "none"] },
  sameScheme: true,
  refusal: { error: "This request came from another site." },
};

/** The operator of an authenticated request (the hook below let it through only with one). */
export function operatorOf(request: FastifyRequest): Session {
  if (!request.operator) throw new Error("no operator on an authenticated route");
  return request.operator;
}

/**
 * Refuses cross-site changes, asks for an operator's session (database sessions, cookie) everywhere
 * but sign-in, and the CSRF token on every change.
 */
async function operatorsOnly(request: FastifyRequest, reply: FastifyReply) {
  reply.header("cache-control", "no-store");
  const unsafe = !["GET", "HEAD", "OPTIONS"].includes(request.method);
  // Cross-site requests are refused before anything else.
  if (unsafe && !isSameOrigin(request, FROM_OUR_PAGES)) {
    return reply.code(403).send(FROM_OUR_PAGES.refusal);
  }
  const path = request.url.split("?")[0];
  if (path === `${OPERATOR_API}/login`) return;
  const token = request.cookies[sessionCookie(request)];
  request.operator = token ? await findSession(request.server.db, token) : null;
  if (!request.operator) {
    return reply.code(401).send({ error: "Please sign in." });
  }
  if (unsafe && request.headers["x-csrf-token"] !== request.operator.csrfToken) {
    return reply.code(403).send({ error: "The page was out of date. Please reload it and try again." });
  }
}

/**
 * Mounts a feature's routes under /admin/api, behind the operators' sign-in (the inbox signs them
 * in, inbox/auth.ts). Each feature with operator routes (the inbox, listings, outbox, response
 * times) mounts its own from its plugin, rather than the inbox mounting everyone's, so the check
 * is this one hook wherever the routes are registered.
 */
export async function mountOperatorRoutes<Options extends Record<string, unknown>>(
  app: FastifyInstance,
  routes: FastifyPluginAsync<Options>,
  options: Options,
): Promise<void> {
  await app.register(
    async (api) => {
      api.decorateRequest("operator", null);
      api.addHook("onRequest", operatorsOnly);
      await api.register(routes, options);
    },
    { prefix: OPERATOR_API },
  );
}
