import helmet from "helmet";
import fp from "fastify-plugin";

import { PERSONAL_PAGE, policyPath } from "../route-policies";

/** Directives for every response; HTML pages add the hashes of their own inline scripts. */
const BASE_CSP_DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  // Inline style attributes only; no stylesheet or font comes from anywhere but our origin.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'none'"],
  "object-src": ["'none'"],
} as const;

export function cspHeader(extraScriptSources: readonly string[] = []): string {
  return Object.entries(BASE_CSP_DIRECTIVES)
    .map(([name, values]) =>
      name === "script-src" ? [name, ...values, ...extraScriptSources].join(" ") : [name, ...values].join(" "),
    )
    .join("; ");
}

/**
 * Security headers on every response (helmet), plus a Permissions-Policy helmet does not set.
 * helmet's middleware is built once here; @fastify/helmet rebuilt it (and re-parsed the policy)
 * on every request.
 */
export default fp(async (app) => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: BASE_CSP_DIRECTIVES as unknown as Record<string, string[]>,
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("permissions-policy", "camera=(), microphone=(), payment=(), usb=(), geolocation=(self)");
    if (PERSONAL_PAGE.test(policyPath(request.url))) reply.header("cross-origin-opener-policy", "same-origin");
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
});
