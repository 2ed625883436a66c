import type { Kysely } from "kysely";

import type { WorkingHours } from "../../rules/booking-loop";
import type { DecidedItem, ModerationDecisionBody, ModerationItem, ModerationQueue } from "../../rules/api/reviews";
import {
  HOLD_REASONS,
  type HoldReason,
  isRedactionOf,
  overdueAt,
  REDACTED,
  rejectReasonLabel,
} from "../../rules/reviews/moderation";
import type { Database } from "../platform/db/schema";
import { holidayTest } from "../platform/nz-holidays";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import { WorkflowError } from "../platform/workflow-error";
import { listingPagePath } from "./invitations";
import { decideReview, reviewById } from "./repository";
import { onReviewPublished } from "./published";

/*
 * The moderation queue (issue 35 item 4): every review waits for a moderator, oldest first, those
 * held with the reasons; one waiting over 2 New Zealand working days is flagged. A moderator
 * publishes it (whatever its stars), publishes it with a name edited out (shown as "[redacted]"),
 * or rejects it with a reason from the fixed list. The patient is e-mailed the outcome in the
 * decision's transaction.
 */

const RECENT = 20;

export async function moderationQueue(db: Kysely<Database>, now: Date, hours: WorkingHours): Promise<ModerationQueue> {
  const reviews = db
    .selectFrom("reviews as r")
    .innerJoin("review_invitations as i", "i.id", "r.invitation_id")
    .leftJoin("practice_requests as p", "p.id", "i.practice_request_id");
  const [waiting, recent] = await Promise.all([
    reviews
      .selectAll("r")
      .select(["p.practice_name", "p.dentist_name"])
      .where("r.status", "in", ["pending", "held"])
      .orderBy("r.submitted_at")
      .execute(),
    reviews
      .selectAll("r")
      .select(["p.practice_name"])
      .where("r.status", "in", ["published", "rejected"])
      .where("i.sample", "=", 0)
      .orderBy("r.decided_at", "desc")
      .limit(RECENT)
      .execute(),
  ]);
  const items: ModerationItem[] = waiting.map((r) => ({
    id: r.id,
    listingRef: r.listing_ref,
    practiceName: r.practice_name ?? r.practice_id,
    dentistName: r.dentist_name,
    authorName: r.author_name,
    visitedAt: r.visited_at,
    submittedAt: r.submitted_at,
    overall: r.overall,
    scores: { costs: r.costs, waiting: r.waiting, communication: r.communication, premises: r.premises },
    text: r.text,
    status: r.status as "pending" | "held",
    holdReasons: r.hold_reasons
      ? (JSON.parse(r.hold_reasons) as string[]).map((key) => HOLD_REASONS[key as HoldReason] ?? key)
      : [],
    // The operators work in no one region: national holidays only.
    overdue: overdueAt(new Date(r.submitted_at), hours, holidayTest()).getTime() <= now.getTime(),
  }));
  const decided: DecidedItem[] = recent.map((r) => ({
    id: r.id,
    practiceName: r.practice_name ?? r.practice_id,
    authorName: r.author_name,
    status: r.status as "published" | "rejected",
    reason: r.decision_reason ? rejectReasonLabel(r.decision_reason) : null,
    redacted: r.shown_text !== null,
    decidedAt: r.decided_at ?? r.updated_at,
    decidedBy: r.decided_by ?? "",
  }));
  return { waiting: items, overdue: items.filter((i) => i.overdue).length, recent: decided };
}

/** The patient's side of a review: where the outcome goes (none once their request was erased). */
async function patientOfReview(trx: Kysely<Database>, invitationId: string) {
  return trx
    .selectFrom("review_invitations as i")
    .innerJoin("submissions as s", "s.id", "i.submission_id")
    .leftJoin("practice_requests as p", "p.id", "i.practice_request_id")
    .select(["s.id as submission_id", "s.email", "s.fields", "s.reference", "p.practice_name"])
    .where("i.id", "=", invitationId)
    .executeTakeFirst();
}

/**
 * A moderator's decision, in one transaction with the patient's e-mail. Refused (409) when the
 * review is no longer waiting (another moderator decided it first), 400 for a redaction that
 * changes more than the words it takes out.
 */
export async function moderate(
  db: Kysely<Database>,
  input: { reviewId: string; decision: ModerationDecisionBody; actor: string; now: Date; sealKey: Buffer },
): Promise<{ reviewId: string; outcome: "published" | "rejected"; redacted: boolean }> {
  const { decision, now } = input;
  return db.transaction().execute(async (trx) => {
    const review = await reviewById(trx, input.reviewId);
    if (!review) throw new WorkflowError("There is no review with this id.", 404);
    if (review.status !== "pending" && review.status !== "held") {
      throw new WorkflowError("This review was already decided.", 409);
    }
    let shownText: string | undefined;
    if (decision.outcome === "publish" && decision.shownText !== undefined && decision.shownText !== review.text) {
      const shown = decision.shownText.replace(/\r\n?/g, "\n");
      if (!isRedactionOf(review.text, shown)) {
        throw new WorkflowError(
          `An edit may only replace words with ${REDACTED}: put ${REDACTED} in place of each name, and change nothing else.`,
          400,
        );
      }
      shownText = shown;
    }
    const decided = await decideReview(
      trx,
      review.id,
      decision.outcome === "publish"
        ? { outcome: "publish", ...(shownText !== undefined ? { shownText } : {}) }
        : { outcome: "reject", reason: decision.reason },
      input.actor,
      now,
    );
    if (!decided) throw new WorkflowError("This review was already decided.", 409);
    const patient = await patientOfReview(trx, review.invitation_id);
    if (patient?.email) {
      const firstName = (JSON.parse(patient.fields) as Record<string, unknown>).firstName;
      const common = {
        to: patient.email,
        firstName: typeof firstName === "string" ? firstName.trim() : "",
        reference: patient.reference,
        practiceName: patient.practice_name ?? "the practice",
      };
      await enqueue(
        trx,
        emailJob(
          decision.outcome === "publish"
            ? {
                template: "review-published",
                ...common,
                listingPath: listingPagePath(review.listing_ref),
                redacted: shownText !== undefined,
              }
            : { template: "review-rejected", ...common, reason: decision.reason },
          { submissionId: patient.submission_id, uniqueKey: `review-outcome:${review.id}` },
        ),
        now,
      );
    }
    // The practice is told a review of it is published, with its link to reply once (published.ts).
    if (decision.outcome === "publish") await onReviewPublished(trx, review, { now, sealKey: input.sealKey });
    return {
      reviewId: review.id,
      outcome: decision.outcome === "publish" ? "published" : "rejected",
      redacted: shownText !== undefined,
    };
  });
}
