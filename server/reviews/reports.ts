/**
 * "Report this review" (issue 35 item 6): anyone may report a published review. A report saying
 * it reveals health details, names someone or threatens hides it at once, pending a moderator;
 * any other leaves it up while its author is asked (48 hours to answer). A moderator then removes
 * or keeps it; each decision is recorded with who took it and why, and the author and the
 * reporter (when they left an address) are told. Once a moderator has kept a review against a
 * reason, more reports with that reason queue without hiding it (D717); its author hears of reports
 * that leave it up once a day (D718).
 */
import { type Kysely, sql } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { z } from "zod";

import type {
  ReviewReportPageData,
  ReviewReportResult,
  ReviewReportValues,
  ReviewShown,
} from "../../rules/api/reviews-after";
import { parseListingRef } from "../../rules/listings/listing-ref";
import { nzToday } from "../../rules/nz-time";
import { paths } from "../../rules/paths";
import {
  AUTHOR_ANSWER_HOURS,
  HIDES_AT_ONCE,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportDecision,
  type ReportReason,
  reportReasonLabel,
} from "../../rules/reviews/reports";
import { isParagraphs, plainLineBreaks } from "../../rules/text";
import type { Database } from "../platform/db/schema";
import { isPostgres } from "../platform/db/transactions";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import { reviewShown } from "./replies";
import type { ReviewRow } from "./tables";

/** The listing's name a review is shown under ("Dr Aroha Smith"), or null when no longer listed. */
export type ListingName = (listingRef: string) => Promise<string | null>;

const HOUR_MS = 3_600_000;

const ReportSchema = z.object({
  reason: z.enum(REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]], {
    error: "Choose what is wrong with the review.",
  }),
  details: z
    .string()
    .max(REPORT_DETAILS_MAX, `Keep it to ${REPORT_DETAILS_MAX.toLocaleString("en-NZ")} characters.`)
    .refine(isParagraphs, "Remove the control characters."),
  email: z.union([
    z.literal(""),
    z.email("Enter an e-mail address like name@example.co.nz, or leave it empty.").max(254),
  ]),
});

function listingPathOf(ref: string): string | null {
  const parsed = parseListingRef(ref);
  return parsed?.kind === "dentist" ? paths.dentist(parsed.id) : null;
}

async function shown(row: ReviewRow, listingName: ListingName): Promise<ReviewShown> {
  return reviewShown(row, (await listingName(row.listing_ref)) ?? "a listing no longer shown");
}

export async function reportPage(
  db: Kysely<Database>,
  reviewId: string,
  listingName: ListingName,
): Promise<ReviewReportPageData> {
  const row = await db.selectFrom("reviews").selectAll().where("id", "=", reviewId).executeTakeFirst();
  if (!row || !["published", "hidden"].includes(row.status)) return { kind: "missing" };
  if (row.status === "hidden") return { kind: "hidden" };
  return { kind: "found", review: await shown(row, listingName), listingPath: listingPathOf(row.listing_ref) };
}

/** The review's author, as their booking request has them (none for sample reviews). */
async function authorOf(db: Kysely<Database>, review: Pick<ReviewRow, "invitation_id">) {
  const row = await db
    .selectFrom("review_invitations as i")
    .innerJoin("submissions as s", "s.id", "i.submission_id")
    .select(["s.id as submissionId", "s.email", "s.fields"])
    .where("i.id", "=", review.invitation_id)
    .where("i.sample", "=", 0)
    .executeTakeFirst();
  if (!row?.email) return undefined;
  const firstName = (JSON.parse(row.fields) as Record<string, unknown>).firstName;
  return {
    submissionId: row.submissionId,
    email: row.email,
    firstName: typeof firstName === "string" ? firstName.trim() : "",
  };
}

/**
 * The unique key of the day's one notice to a review's author about reports that leave it up (a
 * report's, or a moderator's "keep" of a review that stayed up): at most one a day per review (D718).
 */
function authorNoticeKey(reviewId: string, now: Date): string {
  return `review-author-notice:${reviewId}:${nzToday(now)}`;
}

/** Locks a review's row on PostgreSQL for the caller's transaction (SQLite's writer lock serialises already). */
async function lockReview(trx: Kysely<Database>, reviewId: string): Promise<void> {
  if (isPostgres(trx)) await sql`select id from reviews where id = ${reviewId} for update`.execute(trx);
}

/** The reasons of the reports a moderator kept a review against. */
async function keptReasons(trx: Kysely<Database>, reviewId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom("review_reports")
    .select("reason")
    .distinct()
    .where("review_id", "=", reviewId)
    .where("decision", "=", "keep")
    .execute();
  return rows.map((r) => r.reason);
}

export async function submitReport(
  db: Kysely<Database>,
  reviewId: string,
  values: ReviewReportValues,
  options: { now: Date; listingName: ListingName },
): Promise<ReviewReportResult> {
  const typed: ReviewReportValues = {
    reason: String(values.reason ?? ""),
    details: plainLineBreaks(String(values.details ?? "")).trim(),
    email: String(values.email ?? "").trim(),
  };
  const parsed = ReportSchema.safeParse(typed);
  const row = await db.selectFrom("reviews").selectAll().where("id", "=", reviewId).executeTakeFirst();
  if (!row || !["published", "hidden"].includes(row.status)) return { kind: "missing" };
  if (row.status === "hidden") return { kind: "hidden" };
  if (!parsed.success) {
    const errors: Partial<Record<keyof ReviewReportValues, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ReviewReportValues;
      errors[field] ??= issue.message;
    }
    return { kind: "invalid", errors, values: typed, review: await shown(row, options.listingName) };
  }
  const { reason, details, email } = parsed.data;
  const at = options.now.toISOString();
  // Read before the transaction: on SQLite a read on `db` inside it would wait for its own connection.
  const practiceName = (await options.listingName(row.listing_ref)) ?? "the practice";
  return db.transaction().execute(async (trx) => {
    // Held against a moderator's decision on it (decideReport locks it too), so a "keep" and a
    // report at once are taken one after the other.
    await lockReview(trx, reviewId);
    // A reason a moderator already kept the review against queues without hiding (D717).
    const hides = HIDES_AT_ONCE.includes(reason) && !(await keptReasons(trx, reviewId)).includes(reason);
    const dueAt = hides ? null : new Date(options.now.getTime() + AUTHOR_ANSWER_HOURS * HOUR_MS).toISOString();
    let hidden = false;
    if (hides) {
      const updated = await trx
        .updateTable("reviews")
        .set({ status: "hidden", updated_at: at })
        .where("id", "=", reviewId)
        .where("status", "=", "published")
        .executeTakeFirst();
      hidden = Number(updated.numUpdatedRows) === 1;
    }
    await trx
      .insertInto("review_reports")
      .values({
        id: uuidv7(),
        review_id: reviewId,
        reason,
        details: details || null,
        reporter_email: email || null,
        status: "open",
        hid_review: hidden ? 1 : 0,
        author_answer_due: dueAt,
        decided_at: null,
        decided_by: null,
        decision: null,
        decision_note: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const author = await authorOf(trx, row);
    if (author) {
      await enqueue(
        trx,
        emailJob(
          {
            template: "review-report-author",
            to: author.email,
            firstName: author.firstName,
            practiceName,
            reason: reportReasonLabel(reason),
            hidden,
            dueAt,
          },
          // A report that hides the review is always told; the others once a day (D718).
          {
            submissionId: author.submissionId,
            ...(hidden ? {} : { uniqueKey: authorNoticeKey(reviewId, options.now) }),
          },
        ),
        options.now,
      );
    }
    return { kind: "reported", hidden: hides, reason, dueAt };
  });
}

/** Reports waiting for a moderator, oldest first, with the review as shown (or hidden). */
export async function openReports(db: Kysely<Database>, listingName: ListingName) {
  const rows = await db
    .selectFrom("review_reports as r")
    .innerJoin("reviews as v", "v.id", "r.review_id")
    .selectAll("r")
    .select(["v.status as reviewStatus"])
    .where("r.status", "=", "open")
    .orderBy("r.created_at")
    .execute();
  return Promise.all(
    rows.map(async (r) => {
      const review = await db.selectFrom("reviews").selectAll().where("id", "=", r.review_id).executeTakeFirstOrThrow();
      return {
        id: r.id,
        reason: r.reason,
        reasonLabel: reportReasonLabel(r.reason),
        details: r.details,
        reporterTold: r.reporter_email !== null,
        reportedAt: r.created_at,
        hidden: r.reviewStatus === "hidden",
        authorAnswerDue: r.author_answer_due,
        review: await shown(review, listingName),
      };
    }),
  );
}

/**
 * A moderator's decision on a report: "remove" takes the review down (it stays removed), "keep"
 * leaves it up or shows it again. Every open report on that review is closed with the same
 * decision and note; the author and each reporter who left an address are told. False when the
 * report was already decided.
 */
export async function decideReport(
  db: Kysely<Database>,
  reportId: string,
  decision: { outcome: ReportDecision; note: string },
  by: string,
  options: { now: Date; listingName: ListingName },
): Promise<boolean> {
  const at = options.now.toISOString();
  // The listing's name is read before the transaction: on SQLite a read on `db` (the listings
  // snapshot's version check) inside it would wait for the transaction's own connection.
  const reported = await db
    .selectFrom("review_reports as r")
    .innerJoin("reviews as v", "v.id", "r.review_id")
    .select(["v.listing_ref", "r.review_id"])
    .where("r.id", "=", reportId)
    .executeTakeFirst();
  if (!reported) return false;
  const practiceName = (await options.listingName(reported.listing_ref)) ?? "the practice";
  return db.transaction().execute(async (trx) => {
    await lockReview(trx, reported.review_id);
    const report = await trx
      .selectFrom("review_reports")
      .selectAll()
      .where("id", "=", reportId)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (!report) return false;
    const open = await trx
      .selectFrom("review_reports")
      .selectAll()
      .where("review_id", "=", report.review_id)
      .where("status", "=", "open")
      .execute();
    const closed = await trx
      .updateTable("review_reports")
      .set({
        status: "decided",
        decision: decision.outcome,
        decision_note: decision.note,
        decided_at: at,
        decided_by: by,
        updated_at: at,
      })
      .where("review_id", "=", report.review_id)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) return false;
    await trx
      .updateTable("reviews")
      .set(
        decision.outcome === "remove"
          ? { status: "removed", decision_reason: report.reason, decided_at: at, decided_by: by, updated_at: at }
          : { status: "published", updated_at: at },
      )
      .where("id", "=", report.review_id)
      .where("status", "in", ["published", "hidden"])
      .execute();
    const review = await trx
      .selectFrom("reviews")
      .selectAll()
      .where("id", "=", report.review_id)
      .executeTakeFirstOrThrow();
    const removed = decision.outcome === "remove";
    // Kept, and up all along: the day's one notice to the author (D718); a change they see, always.
    const stayedUp = !removed && !open.some((r) => r.hid_review === 1);
    const author = await authorOf(trx, review);
    const jobs = [];
    if (author) {
      jobs.push(
        emailJob(
          {
            template: "review-report-outcome",
            to: author.email,
            audience: "author",
            firstName: author.firstName,
            practiceName,
            removed,
            note: decision.note,
          },
          {
            submissionId: author.submissionId,
            ...(stayedUp ? { uniqueKey: authorNoticeKey(review.id, options.now) } : {}),
          },
        ),
      );
    }
    for (const reporter of new Set(open.map((r) => r.reporter_email).filter((e): e is string => e !== null))) {
      jobs.push(
        emailJob({
          template: "review-report-outcome",
          to: reporter,
          audience: "reporter",
          firstName: null,
          practiceName,
          removed,
          note: decision.note,
        }),
      );
    }
    await enqueue(trx, jobs, options.now);
    // The reporters' addresses were kept only to tell them this.
    await trx
      .updateTable("review_reports")
      .set({ reporter_email: null })
      .where("review_id", "=", report.review_id)
      .execute();
    return true;
  });
}

/**
 * Deletes the reports of reviews being erased (a withdrawal, an erasure, the retention job): a
 * report's details may quote the review. For the erasing code to call in its transaction.
 */
export async function deleteReportsOf(trx: Kysely<Database>, reviewIds: readonly string[]): Promise<void> {
  if (reviewIds.length === 0) return;
  await trx.deleteFrom("review_reports").where("review_id", "in", reviewIds).execute();
}
