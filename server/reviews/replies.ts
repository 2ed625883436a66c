/**
 * The practice's one reply to a published review (issue 35 item 5), by the link e-mailed when the
 * review was published (published.ts): read, checked (never stored if it confirms a health
 * detail), moderated like a review, and shown under it once published.
 */
import type { Kysely } from "kysely";

import type {
  ReviewReplyPageData,
  ReviewReplyResult,
  ReviewReplyView,
  ReviewShown,
} from "../../rules/api/reviews-after";
import { healthDetailIn, REPLY_TEXT_MAX, REPLY_TEXT_MIN } from "../../rules/reviews/replies";
import { isParagraphs, plainLineBreaks } from "../../rules/text";
import type { Database } from "../platform/db/schema";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import { STATUS_TOKEN_PATTERN, statusTokenHash } from "../platform/private-links/status-token";
import { reviewedPractice } from "./published";
import type { ReviewRow } from "./tables";

/** Statuses in which a review is on its listing's page. */
const SHOWN = ["published"] as const;

export function reviewShown(row: ReviewRow, practiceName: string): ReviewShown {
  return {
    id: row.id,
    practiceName,
    authorName: row.author_name,
    visitedAt: row.visited_at,
    overall: row.overall,
    scores: { costs: row.costs, waiting: row.waiting, communication: row.communication, premises: row.premises },
    text: row.shown_text ?? row.text,
    reply: row.reply_status === "published" ? row.reply_text : null,
  };
}

/**
 * Which review a reply is for: the e-mailed link's token, or (from the practice's account, issue 36
 * item 6) the review's id within the signed-in user's practice, so another practice's id finds nothing.
 */
type ReplyKey = { token: string } | { reviewId: string; practiceId: string };

async function byReplyKey(db: Kysely<Database>, key: ReplyKey) {
  if ("token" in key) {
    if (!STATUS_TOKEN_PATTERN.test(key.token)) return undefined;
    return db
      .selectFrom("reviews")
      .selectAll()
      .where("reply_token_hash", "=", statusTokenHash(key.token))
      .executeTakeFirst();
  }
  return db
    .selectFrom("reviews")
    .selectAll()
    .where("id", "=", key.reviewId)
    .where("practice_id", "=", key.practiceId)
    .executeTakeFirst();
}

async function viewOf(db: Kysely<Database>, row: ReviewRow): Promise<ReviewReplyView> {
  const practice = await reviewedPractice(db, row);
  return {
    review: reviewShown(row, practice?.name ?? "your practice"),
    reply:
      row.reply_text !== null && row.reply_status !== null
        ? { text: row.reply_text, status: row.reply_status, reason: row.reply_decision_reason }
        : null,
  };
}

export async function replyPage(db: Kysely<Database>, token: string): Promise<ReviewReplyPageData> {
  const row = await byReplyKey(db, { token });
  if (!row) return { kind: "missing" };
  if (!(SHOWN as readonly string[]).includes(row.status)) return { kind: "gone" };
  return { kind: "found", view: await viewOf(db, row) };
}

/** The reply's text checked: length, and no health detail (refused, never stored). */
function replyErrors(text: string): Record<string, string> {
  if (!isParagraphs(text)) return { text: "Remove the control characters from the reply." };
  if (text.length < REPLY_TEXT_MIN) return { text: `Write at least ${REPLY_TEXT_MIN} characters.` };
  if (text.length > REPLY_TEXT_MAX) return { text: `Keep it to ${REPLY_TEXT_MAX.toLocaleString("en-NZ")} characters.` };
  const clinical = healthDetailIn(text);
  if (clinical) {
    return {
      text: `A reply cannot mention the patient's treatment, health or records (it says “${clinical}”): in public, that confirms what the patient was seen for. Thank them, answer what they said about the service, or invite them to contact the practice.`,
    };
  }
  return {};
}

/**
 * Stores the practice's one reply, waiting for a moderator: by the e-mailed link or from the
 * practice's account, the same checks and the same one reply (whichever way comes first).
 */
export async function submitReply(
  db: Kysely<Database>,
  key: ReplyKey,
  values: { text: string },
  now: Date,
): Promise<ReviewReplyResult> {
  const row = await byReplyKey(db, key);
  if (!row) return { kind: "missing" };
  if (!(SHOWN as readonly string[]).includes(row.status)) return { kind: "gone" };
  const view = await viewOf(db, row);
  if (row.reply_status !== null)
    return {
      kind: "refused",
      message: "Your practice has already replied to this review: a review gets one reply.",
      view,
    };
  const text = plainLineBreaks(values.text ?? "").trim();
  const errors = replyErrors(text);
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors, values: { text: values.text ?? "" }, view };
  const at = now.toISOString();
  const updated = await db
    .updateTable("reviews")
    .set({ reply_text: text, reply_status: "pending", reply_submitted_at: at, updated_at: at })
    .where("id", "=", row.id)
    .where("reply_status", "is", null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    return {
      kind: "refused",
      message: "Your practice has already replied to this review: a review gets one reply.",
      view,
    };
  }
  return {
    kind: "sent",
    view: await viewOf(
      db,
      await db.selectFrom("reviews").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow(),
    ),
  };
}

/** Replies waiting for a moderator, oldest first, with the review they answer. */
export async function waitingReplies(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("reviews")
    .selectAll()
    .where("reply_status", "=", "pending")
    .orderBy("reply_submitted_at")
    .execute();
  return Promise.all(
    rows.map(async (row) => ({
      ...(await viewOf(db, row)),
      submittedAt: row.reply_submitted_at ?? row.updated_at,
    })),
  );
}

type ReplyDecision = { outcome: "publish" } | { outcome: "reject"; reason: string };

/**
 * A moderator's decision on a waiting reply, recorded with who took it, and the practice told.
 * False when the reply was no longer waiting.
 */
export async function decideReply(
  db: Kysely<Database>,
  reviewId: string,
  decision: ReplyDecision,
  by: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("reviews")
      .set({
        reply_status: decision.outcome === "publish" ? "published" : "rejected",
        reply_published_at: decision.outcome === "publish" ? at : null,
        reply_decided_at: at,
        reply_decided_by: by,
        reply_decision_reason: decision.outcome === "reject" ? decision.reason : null,
        updated_at: at,
      })
      .where("id", "=", reviewId)
      .where("reply_status", "=", "pending")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    const row = await trx.selectFrom("reviews").selectAll().where("id", "=", reviewId).executeTakeFirstOrThrow();
    const practice = await reviewedPractice(trx, row);
    if (practice) {
      await enqueue(
        trx,
        emailJob(
          {
            template: "review-reply-decided",
            to: practice.email,
            practiceName: practice.name,
            published: decision.outcome === "publish",
            reason: decision.outcome === "reject" ? decision.reason : null,
          },
          { submissionId: practice.submissionId },
        ),
        now,
      );
    }
    return true;
  });
}

/** Reviews listed per page in the practice's account. */
const PRACTICE_REVIEWS_PAGE_SIZE = 10;

/**
 * One page of a practice's published reviews for its account (issue 36 item 6), newest visit first
 * as on the profile, each with its reply whatever its state (waiting, published, rejected).
 */
export async function practiceReviewsPage(
  db: Kysely<Database>,
  practiceId: string,
  practiceName: string,
  page: number,
): Promise<{ views: ReviewReplyView[]; total: number; page: number; pageCount: number }> {
  const published = db
    .selectFrom("reviews")
    .where("practice_id", "=", practiceId)
    .where("status", "in", [...SHOWN]);
  const { n } = await published.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / PRACTICE_REVIEWS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pageCount);
  const rows = await published
    .selectAll()
    .orderBy("visited_at", "desc")
    .orderBy("id", "desc")
    .limit(PRACTICE_REVIEWS_PAGE_SIZE)
    .offset((current - 1) * PRACTICE_REVIEWS_PAGE_SIZE)
    .execute();
  const views = rows.map((row) => ({
    review: reviewShown(row, practiceName),
    reply:
      row.reply_text !== null && row.reply_status !== null
        ? { text: row.reply_text, status: row.reply_status, reason: row.reply_decision_reason }
        : null,
  }));
  return { views, total, page: current, pageCount };
}
