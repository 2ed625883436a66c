import type { FastifyInstance } from "fastify";
import { z } from "zod";

import type { WorkingHours } from "../../rules/booking-loop";
import type { ModerationQueue } from "../../rules/api/reviews";
import { REJECT_REASON_KEYS } from "../../rules/reviews/moderation";
import { REVIEW_TEXT_MAX } from "../../rules/reviews/scores";
import { audit } from "../platform/audit/audit";
import { refuseOtherSites } from "../platform/plugins/same-origin";
import { operatorOf } from "../platform/operators/operator-auth";
import { moderate, moderationQueue } from "./moderation";

/**
 * The patient's review link: its page `/review/:token` (React Router's route review.tsx, rendered
 * here per request: its loader and action read `context.reviews`), and the plain form post it
 * takes. Never cached, never indexed, rate-limited per client like the other private links; a post
 * only from our own page.
 */
export async function reviewLinkRoutes(app: FastifyInstance, options: { rateLimit: number }) {
  const limit = { rateLimit: { max: options.rateLimit, timeWindow: 60_000 } };
  await app.register(async (page) => {
    page.removeAllContentTypeParsers();
    page.addContentTypeParser(
      "application/x-www-form-urlencoded",
      // The text's 5,000 characters, each up to 9 bytes url-encoded, and the scores.
      { parseAs: "string", bodyLimit: REVIEW_TEXT_MAX * 9 + 4096 },
      (_request, body, done) => done(null, body),
    );
    page.get("/review/:token", { config: limit }, async (request, reply) => app.sendPrivatePage(request, reply));
    page.post("/review/:token", { config: limit, onRequest: refuseOtherSites }, async (request, reply) =>
      app.sendPrivatePage(request, reply, {
        body: typeof request.body === "string" ? request.body : "",
        contentType: "application/x-www-form-urlencoded",
      }),
    );
  });
}

const IdParams = z.object({ id: z.string().max(100) });
const DecisionBody = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.literal("publish"),
    shownText: z
      .string()
      .max(REVIEW_TEXT_MAX * 2)
      .optional(),
  }),
  z.object({ outcome: z.literal("reject"), reason: z.enum(REJECT_REASON_KEYS) }),
]);

/** The moderation queue's API under /admin/api (behind the operators' sign-in). */
export async function moderationRoutes(
  app: FastifyInstance,
  options: { hours: WorkingHours; now: () => Date; sealKey: Buffer },
) {
  app.get<{ Reply: ModerationQueue }>("/reviews", async () => moderationQueue(app.db, options.now(), options.hours));

  app.post<{ Params: z.infer<typeof IdParams>; Body: z.infer<typeof DecisionBody> }>(
    "/reviews/:id/decision",
    {
      schema: { params: IdParams, body: DecisionBody },
      config: { invalidInput: "Choose publish, or reject with a reason from the list." },
    },
    async (request) => {
      const actor = operatorOf(request).email;
      const decided = await moderate(app.db, {
        reviewId: request.params.id,
        decision: request.body,
        actor,
        now: options.now(),
        sealKey: options.sealKey,
      });
      app.outbox.wake();
      await audit(app.db, {
        actor,
        action: decided.outcome === "published" ? "review-published" : "review-rejected",
        target: decided.reviewId,
        details: request.body.outcome === "reject" ? { reason: request.body.reason } : { redacted: decided.redacted },
      });
      return { ok: true, outcome: decided.outcome };
    },
  );
}
