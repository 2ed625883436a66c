import type { FastifyInstance } from "fastify";

import { testConfig } from "../../server/platform/config";
import type { TestDatabase } from "./databases";
import { startSignedInApp } from "./signed-in-app";

/** The two sample practices the practice-account tests use: "nobody in practice A reaches practice B". */
export const PRACTICE_A = "tinakori-smile-studio-wellington";
export const PRACTICE_B = "cuba-quarter-dental-wellington";

/**
 * The app the practice-account tests start from (startSignedInApp) on the clock `now`, with the
 * owners' addresses of PRACTICE_A and PRACTICE_B: forms and sign-ins are never refused for their
 * rate, and the worker polls only once a minute, so the tests run it (drain) to read what it sends.
 */
export async function startPracticeApp(kind: TestDatabase, now: () => Date) {
  const config = testConfig({ FORM_RATE_LIMIT: 100_000, LOGIN_RATE_LIMIT: 100_000, OUTBOX_POLL_MS: 60_000 });
  const started = await startSignedInApp(kind, config, { now });
  const ownerA = await practiceEmail(started.app, PRACTICE_A);
  const ownerB = await practiceEmail(started.app, PRACTICE_B);
  return { ...started, config, ownerA, ownerB };
}

/** Practice `id`'s own e-mail address as stored: in the sample listings, its owner's. */
export async function practiceEmail(app: FastifyInstance, id: string) {
  return (await app.db.selectFrom("practices").select("email").where("id", "=", id).executeTakeFirstOrThrow()).email;
}
