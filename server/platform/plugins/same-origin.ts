import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * How strictly a route asks that a state change come from our own pages. Each route keeps the
 * rule it had when the three checks became this one (issue 19); they differ where their callers do.
 */
export interface SameOriginRule {
  /**
   * A request without an Origin header. The form service allows it (a browser's plain form post
   * may omit it, and scripts are its callers too); the inbox allows it (its session cookie is
   * SameSite=Strict and every change needs the CSRF token); withdrawing a request refuses it (a
   * fetch POST from our page always sends one, and the status link is the only key).
   */
  missingOrigin: "allow" | "refuse";
  /**
   * Which Sec-Fetch-Site values pass (when the browser sends one): the form service refuses only
   * "cross-site"; the inbox allows "same-origin" and "none" (typed or bookmarked by the operator);
   * withdrawing allows "same-origin" alone.
   */
  fetchSite: { allowed: readonly string[] } | { refused: readonly string[] };
  /** The Origin's scheme must be the request's too (the inbox); otherwise its host alone is compared. */
  sameScheme: boolean;
  /** Methods checked; others pass (the inbox's reads). */
  methods?: readonly string[];
  /** The 403 answer's body. */
  refusal: Record<string, unknown>;
}

/** Whether a request comes from our own pages, by the rule. */
export function isSameOrigin(request: FastifyRequest, rule: SameOriginRule): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) {
    const passes =
      "allowed" in rule.fetchSite
        ? rule.fetchSite.allowed.includes(String(site))
        : !rule.fetchSite.refused.includes(String(site));
    if (!passes) return false;
  }
  const origin = request.headers.origin;
  if (origin === undefined) return rule.missingOrigin === "allow";
  try {
    const from = new URL(origin);
    if (rule.sameScheme && from.protocol !== `${request.protocol}:`) return false;
    // Through URL on both sides, so default ports compare equal ("http://a:80" and "a").
    return from.host === new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    return false; // "null" or garbage
  }
}

/** An onRequest hook that answers 403 with the rule's body to a request from another site. */
export function sameOrigin(rule: SameOriginRule) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (rule.methods && !rule.methods.includes(request.method)) return;
    if (!isSameOrigin(request, rule)) return reply.code(403).send(rule.refusal);
  };
}

const FROM_ELSEWHERE = { error: "Requests from other sites are not accepted." };

/**
 * A post through a private link (a practice's answer, a review, a reply, a waitlist claim, a
 * practice account's form) must come from our own pages. The browser's Sec-Fetch-Site says so
 * when it sends one ("same-origin"): that alone is trusted, because those pages are sent with
 * no-referrer and a plain form post from them carries "Origin: null". Without Sec-Fetch-Site
 * (older browsers, scripts) the Origin must name this host; none at all is refused, as on the
 * withdraw route.
 */
export function fromOurPages(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  return isSameOrigin(request, {
    missingOrigin: "refuse",
    fetchSite: { allowed: ["same-origin"] },
    sameScheme: false,
    refusal: FROM_ELSEWHERE,
  });
}

/** Refuses (403) a post that did not come from our own pages (fromOurPages), as a route's onRequest. */
export const refuseOtherSites = async (request: FastifyRequest, reply: FastifyReply) => {
  if (!fromOurPages(request)) return reply.code(403).send(FROM_ELSEWHERE);
};
