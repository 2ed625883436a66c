import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";

import type { Config } from "../config";
import { isSameOrigin, type SameOriginRule } from "../plugins/same-origin";
import { DEVICE_MS, endSession, findSession, type Session, signIn } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    operator: Session | null;
  }
}

export const SESSION_COOKIE = "nzdd_session";
export const SECURE_SESSION_COOKIE = "__Host-nzdd_session";
/** Marks a browser where an operator signed in: it is not held out by the per-account ceiling. */
export const DEVICE_COOKIE = "nzdd_device";
export const SECURE_DEVICE_COOKIE = "__Host-nzdd_device";

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

const LoginSchema = z.object({ email: z.string().min(1).max(320), password: z.string().min(1).max(1000) });
export interface AuthOptions {
  config: Config;
  /** Key of the audit log's e-mail hashes. */
  auditKey: string;
  /** Delay added per failed sign-in (tests shorten it). */
  failureDelayMs?: number;
}

const cookieName = (request: FastifyRequest) => (request.protocol === "https" ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The operator of an authenticated request (the hook below let it through only with one). */
export function operatorOf(request: FastifyRequest): Session {
  if (!request.operator) throw new Error("no operator on an authenticated route");
  return request.operator;
}

/**
 * Operator authentication for everything under /admin/api: the hook refuses cross-site changes,
 * asks for a session (database sessions, cookie) everywhere but sign-in, and the CSRF token on
 * every change; and the sign-in, sign-out and session routes. Not encapsulated (fastify-plugin), so
 * the hook covers every route of the context that registers it.
 */
export default fp(async function auth(app: FastifyInstance, options: AuthOptions) {
  const { config, auditKey } = options;
  app.decorateRequest("operator", null);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const unsafe = !["GET", "HEAD", "OPTIONS"].includes(request.method);
    // Cross-site requests are refused before anything else.
    if (unsafe && !isSameOrigin(request, FROM_OUR_PAGES)) {
      return reply.code(403).send(FROM_OUR_PAGES.refusal);
    }
    const path = request.url.split("?")[0];
    if (path === "/admin/api/login") return;
    const token = request.cookies[cookieName(request)];
    request.operator = token ? await findSession(app.db, token) : null;
    if (!request.operator) {
      return reply.code(401).send({ error: "Please sign in." });
    }
    if (unsafe && request.headers["x-csrf-token"] !== request.operator.csrfToken) {
      return reply.code(403).send({ error: "The page was out of date. Please reload it and try again." });
    }
  });

  const loginLimit = { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: "1 minute" } };
  app.post<{ Body: z.infer<typeof LoginSchema> }>(
    "/login",
    {
      schema: { body: LoginSchema },
      config: { ...loginLimit, invalidInput: "Enter your e-mail address and password." },
    },
    async (request, reply) => {
      const deviceCookie = request.protocol === "https" ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;
      const result = await signIn(
        app.db,
        { ...request.body, client: request.ip, deviceToken: request.cookies[deviceCookie] },
        { hashKey: auditKey, failureDelayMs: options.failureDelayMs },
      );
      if (result.outcome === "busy") {
        return reply
          .code(503)
          .header("retry-after", "5")
          .send({ error: "Too many sign-ins are being checked right now. Please try again in a few seconds." });
      }
      if (result.outcome === "locked") {
        const minutes = Math.max(1, Math.ceil((Date.parse(result.until) - Date.now()) / 60_000));
        return reply
          .code(423)
          .header("retry-after", String(minutes * 60))
          .send({
            error: `Too many failed sign-ins. This account is locked; try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
          });
      }
      if (result.outcome === "invalid") {
        return reply.code(401).send({ error: "The e-mail address or password is not right." });
      }
      reply.setCookie(cookieName(request), result.token, {
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure: request.protocol === "https",
      });
      reply.setCookie(deviceCookie, result.deviceToken, {
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure: request.protocol === "https",
        maxAge: DEVICE_MS / 1000,
      });
      return { email: result.email, csrfToken: result.csrfToken };
    },
  );

  app.post("/logout", async (request, reply) => {
    await endSession(app.db, operatorOf(request));
    reply.clearCookie(cookieName(request), { path: "/" });
    return { ok: true };
  });

  app.get("/session", async (request) => {
    const operator = operatorOf(request);
    return { email: operator.email, csrfToken: operator.csrfToken };
  });
});
