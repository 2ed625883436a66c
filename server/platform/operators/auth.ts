import type { FastifyInstance } from "fastify";
import { z } from "zod";

import type { Config } from "../config";
import { operatorOf, sessionCookie } from "./operator-auth";
import { DEVICE_MS, endSession, signIn } from "./sessions";

/** Marks a browser where an operator signed in: it is not held out by the per-account ceiling. */
const DEVICE_COOKIE = "nzdd_device";
const SECURE_DEVICE_COOKIE = "__Host-nzdd_device";

const LoginSchema = z.object({ email: z.string().min(1).max(320), password: z.string().min(1).max(1000) });
interface AuthOptions {
  config: Config;
  /** Key of the audit log's e-mail hashes. */
  auditKey: string;
  /** Delay added per failed sign-in (tests shorten it). */
  failureDelayMs?: number;
}

/**
 * Signing operators in and out under /admin/api: the sign-in, sign-out and session routes. The
 * check that every other operator route is signed in is plugins/operator-auth.ts's hook, which
 * lets the sign-in through.
 */
export default async function auth(app: FastifyInstance, options: AuthOptions) {
  const { config, auditKey } = options;

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
      reply.setCookie(sessionCookie(request), result.token, {
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
    reply.clearCookie(sessionCookie(request), { path: "/" });
    return { ok: true };
  });

  app.get("/session", async (request) => {
    const operator = operatorOf(request);
    return { email: operator.email, csrfToken: operator.csrfToken };
  });
}
