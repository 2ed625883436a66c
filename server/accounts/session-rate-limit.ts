import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";

import type { Database } from "../platform/db/schema";
import { liveSessionHash } from "./repository";
import { PRACTICE_COOKIE, SECURE_PRACTICE_COOKIE, SESSION_LIMITS } from "./practice-guard";

/** The start of a signed-in session's counter key; any other key is a client address. */
const SESSION_KEY = "practice-session:";

export interface PracticePageLimitOptions {
  db: Kysely<Database>;
  now: () => Date;
  /** Requests per minute from a client address without a live session. */
  perAddress: number;
  /** Requests per minute in one live session, whatever address they come from. */
  perSession: number;
}

/**
 * The /practice pages' rate limit (issue 48 item 8). Staff of one practice often share an office's
 * one public address: one budget per address stopped a signed-in practice after a few pages. A
 * request with a live session is counted under that session, with a generous budget; any other
 * (no cookie, a forged, ended or expired one) under its address, with the strict one. The session
 * is looked up in the database, never taken from the cookie on trust, so only a real sign-in earns
 * the larger budget. Counted in the rate-limit plugin's shared store, like every other limit.
 */
export function practicePageLimit(options: PracticePageLimitOptions): RateLimitOptions {
  const { db, now, perAddress, perSession } = options;
  return {
    timeWindow: 60_000,
    keyGenerator: async (request: FastifyRequest) => {
      const token = request.cookies[request.protocol === "https" ? SECURE_PRACTICE_COOKIE : PRACTICE_COOKIE];
      // A database that does not answer counts the request under its address (the stricter budget).
      const hash = token ? await liveSessionHash(db, token, now(), SESSION_LIMITS).catch(() => null) : null;
      return hash ? `${SESSION_KEY}${hash}` : request.ip;
    },
    max: (_request: FastifyRequest, key: string) => (key.startsWith(SESSION_KEY) ? perSession : perAddress),
  };
}
