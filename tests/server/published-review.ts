import type { FastifyInstance } from "fastify";

import type { ReviewAnswers } from "../../rules/reviews/scores";
import { auditHashKey } from "../../server/platform/audit/audit";
import type { Config } from "../../server/platform/config";
import { statusLinkSealKey } from "../../server/platform/private-links/status-link-seal";
import { onReviewPublished } from "../../server/reviews/published";
import { decideReview, recordReview } from "../../server/reviews/repository";
import { inDays } from "./nz-days";
import { bookAtPractice, practiceConfirms } from "./practice-requests";

/**
 * A patient books practice `practiceId` with `fields`, the practice confirms the visit 2 days ahead
 * (which invites the review), and the review of `answers` is written and published as a moderator
 * does, through the publish path's steps: the booking (bookAtPractice) and the review's id.
 */
export async function publishedReview(
  app: FastifyInstance,
  config: Config,
  practiceId: string,
  fields: Record<string, string>,
  answers: ReviewAnswers,
) {
  const booked = await bookAtPractice(app, config, practiceId, fields);
  await practiceConfirms(app, booked.practiceToken, inDays(2));
  const invitation = await app.db
    .selectFrom("review_invitations")
    .selectAll()
    .where("practice_request_id", "=", booked.practiceRequestId)
    .executeTakeFirstOrThrow();
  const reviewId = await app.db.transaction().execute(async (trx) => {
    const id = await recordReview(trx, invitation, answers, [], new Date());
    await decideReview(trx, id, { outcome: "publish" }, "moderator@example.test", new Date());
    const review = await trx.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    await onReviewPublished(trx, review, { now: new Date(), sealKey: statusLinkSealKey(auditHashKey(config)) });
    return id;
  });
  return { ...booked, reviewId };
}
