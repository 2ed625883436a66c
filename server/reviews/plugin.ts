import fp from "fastify-plugin";

import type { ReviewLoadContext } from "../../rules/api/reviews";
import { auditHashKey } from "../platform/audit/audit";
import { statusLinkSealKey } from "../platform/private-links/status-link-seal";
import { type Config, workingHours } from "../platform/config";
import { mountOperatorRoutes } from "../platform/operators/operator-auth";
import {
  REVIEW_EXPIRE_JOB,
  REVIEW_INVITE_JOB,
  REVIEW_REMIND_JOB,
  reviewExpireHandler,
  reviewInviteHandler,
  reviewRemindHandler,
} from "./invitations";
import { scheduleReviewRetention } from "./retention";
import { moderationRoutes, reviewLinkRoutes } from "./routes";
import { reviewPageServices } from "./writing";

declare module "fastify" {
  interface FastifyInstance {
    /** Verified reviews: what the review link's page is given (React Router's load context). */
    reviews: { loadContext: ReviewLoadContext["reviews"] };
  }
}

/**
 * Verified reviews, the patient's side and moderation (issue 35): the invitation's timers as job
 * handlers (invitations.ts; the invitation itself is recorded when an appointment is confirmed),
 * the review link's page routes (routes.ts, writing.ts), the moderation queue's API
 * (moderation.ts) and the reviews' retention job (retention.ts). `now` is the worker's clock.
 */
export default fp<{ config: Config; rateLimit: number; now?: () => Date }>(
  async (app, { config, rateLimit, now = () => new Date() }) => {
    const sealKey = statusLinkSealKey(auditHashKey(config));
    const deps = { db: app.db, sealKey, now };
    app.outbox.handle(REVIEW_INVITE_JOB, reviewInviteHandler(deps));
    app.outbox.handle(REVIEW_REMIND_JOB, reviewRemindHandler(deps));
    app.outbox.handle(REVIEW_EXPIRE_JOB, reviewExpireHandler(deps));
    scheduleReviewRetention(app, now);

    app.decorate("reviews", { loadContext: reviewPageServices({ db: app.db, now }) });
    await app.register(reviewLinkRoutes, { rateLimit });
    await mountOperatorRoutes(app, moderationRoutes, { hours: workingHours(config), now, sealKey });
  },
  { name: "reviews", dependencies: ["database", "outbox"] },
);
