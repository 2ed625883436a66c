import { z } from "zod";

/*
 * The e-mails of a review's afterlife (issue 35 items 2, 5 and 6), rendered in
 * review-report-emails.ts: the practice's reply link and its outcome, a report's questions and
 * outcomes, and the patient told that the practice said they did not attend. None carries the
 * review's text or anything about the patient's health (D412): the links show what is needed.
 */
export const REVIEW_REPORT_EMAILS = [
  /** A review of the practice was published: its one reply link (`linkToken`, sealed in the job). */
  z.object({
    template: z.literal("review-published-practice"),
    to: z.string(),
    practiceName: z.string(),
    linkToken: z.string(),
    visitedAt: z.string(),
  }),
  /** The moderator's decision on the practice's reply. */
  z.object({
    template: z.literal("review-reply-decided"),
    to: z.string(),
    practiceName: z.string(),
    published: z.boolean(),
    reason: z.string().nullable(),
  }),
  /** A report leaves the review up: the author has until `dueAt` to answer. */
  z.object({
    template: z.literal("review-report-author"),
    to: z.string(),
    firstName: z.string(),
    practiceName: z.string(),
    reason: z.string(),
    hidden: z.boolean(),
    dueAt: z.string().nullable(),
  }),
  /** A moderator decided a report: to the review's author, and to the reporter when they left an address. */
  z.object({
    template: z.literal("review-report-outcome"),
    to: z.string(),
    audience: z.enum(["author", "reporter"]),
    firstName: z.string().nullable(),
    practiceName: z.string(),
    removed: z.boolean(),
    note: z.string(),
  }),
  /** The practice said the patient did not attend: no review invitation; they may dispute it. */
  z.object({
    template: z.literal("review-did-not-attend"),
    to: z.string(),
    firstName: z.string(),
    reference: z.string(),
    statusToken: z.string().nullable(),
    practiceName: z.string(),
    start: z.string(),
  }),
] as const;
export type ReviewReportEmailSpec = z.infer<(typeof REVIEW_REPORT_EMAILS)[number]>;

declare module "../platform/outbox/email-specs" {
  interface EmailSpecs {
    reviewReports: ReviewReportEmailSpec;
  }
}
