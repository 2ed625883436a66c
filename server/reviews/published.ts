/**
 * What follows a review's publication (issue 35 item 5): the practice is e-mailed a link to reply
 * once. Called by the moderation's publish step (reviews-write) in the transaction that publishes,
 * so the e-mail exists only if the publication commits.
 */
import type { Kysely } from "kysely";

import { sealStatusToken } from "../platform/private-links/status-link-seal";
import type { Database } from "../platform/db/schema";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import { newStatusToken } from "../platform/private-links/status-token";
import type { ReviewRow } from "./tables";

/** The practice a review is about, as its booking request was sent: where its e-mails go. */
export async function reviewedPractice(
  db: Kysely<Database>,
  review: Pick<ReviewRow, "invitation_id">,
): Promise<{ name: string; email: string; submissionId: string } | undefined> {
  return db
    .selectFrom("review_invitations as i")
    .innerJoin("practice_requests as p", "p.id", "i.practice_request_id")
    .select(["p.practice_name as name", "p.practice_email as email", "p.submission_id as submissionId"])
    .where("i.id", "=", review.invitation_id)
    .executeTakeFirst();
}

/**
 * Gives the published review its practice's reply link (stored hashed, and sealed for the e-mail)
 * and e-mails the practice. Sample reviews (no booking request, so no practice address) get
 * neither. A review that already has a reply link (published again after a report) keeps it and
 * is not e-mailed twice. Returns whether the practice was e-mailed.
 */
export async function onReviewPublished(
  trx: Kysely<Database>,
  review: Pick<ReviewRow, "id" | "invitation_id" | "visited_at" | "reply_token_hash">,
  options: { now: Date; sealKey: Buffer },
): Promise<boolean> {
  if (review.reply_token_hash) return false;
  const practice = await reviewedPractice(trx, review);
  if (!practice) return false;
  const { token, hash } = newStatusToken(options.now.getTime());
  const updated = await trx
    .updateTable("reviews")
    .set({ reply_token_hash: hash, reply_token_sealed: sealStatusToken(token, options.sealKey) })
    .where("id", "=", review.id)
    .where("reply_token_hash", "is", null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await enqueue(
    trx,
    emailJob(
      {
        template: "review-published-practice",
        to: practice.email,
        practiceName: practice.name,
        linkToken: token,
        visitedAt: review.visited_at,
      },
      { sealKey: options.sealKey, submissionId: practice.submissionId, uniqueKey: `review-published:${review.id}` },
    ),
    options.now,
  );
  return true;
}
