import type { ReplyStatus } from "../reviews/review-status";
import type { ReportReason } from "../reviews/reports";
import type { ServiceScoreKey } from "../reviews/scores";

/*
 * What the pages of a review's afterlife are given (issue 35 items 2, 5, 6 and the policy page):
 * the practice's reply link, the public report form, the policy's figures and the practice's
 * "did not attend". The server builds them (server/reviews/replies-reports-plugin.ts).
 */

/** A published review as the practice and a reporter see it: the name it is signed with, never more. */
export interface ReviewShown {
  id: string;
  practiceName: string;
  authorName: string;
  /** ISO instant of the visit: shown as month and year. */
  visitedAt: string;
  overall: number;
  scores: Record<ServiceScoreKey, number>;
  /** As published (with "[redacted]" where a moderator edited a name out). */
  text: string;
  /** The practice's reply, once a moderator published it. */
  reply: string | null;
}

export interface ReviewReplyView {
  review: ReviewShown;
  /** The practice's reply once sent: its status and, if rejected, why. */
  reply: { text: string; status: ReplyStatus; reason: string | null } | null;
}

export type ReviewReplyPageData =
  | { kind: "found"; view: ReviewReplyView }
  | { kind: "missing" }
  /** The review is no longer shown (taken down or hidden after a report): 410. */
  | { kind: "gone" };

export type ReviewReplyResult =
  | { kind: "sent"; view: ReviewReplyView }
  | { kind: "invalid"; errors: Record<string, string>; values: { text: string }; view: ReviewReplyView }
  | { kind: "refused"; message: string; view: ReviewReplyView }
  | { kind: "missing" }
  | { kind: "gone" };

export type ReviewReportPageData =
  | { kind: "found"; review: ReviewShown; listingPath: string | null }
  | { kind: "missing" }
  /** Hidden while a moderator looks at an earlier report. */
  | { kind: "hidden" };

export interface ReviewReportValues {
  reason: string;
  details: string;
  email: string;
}

export type ReviewReportResult =
  | { kind: "reported"; hidden: boolean; reason: ReportReason; dueAt: string | null }
  | {
      kind: "invalid";
      errors: Partial<Record<keyof ReviewReportValues, string>>;
      values: ReviewReportValues;
      review: ReviewShown;
    }
  | { kind: "missing" }
  | { kind: "hidden" };

/** One quarter on the policy page (NZ time): what moderators decided in it. */
export interface PolicyQuarter {
  /** "2026 Q4". */
  label: string;
  published: number;
  /** Rejected before publication, by reason (the moderation's list), most first. */
  rejected: { reason: string; count: number }[];
  /** Published, then taken down after a report, by the report's reason. */
  removed: { reason: string; count: number }[];
}

export interface ReviewPolicyFigures {
  quarters: PolicyQuarter[];
}

/** The practice's "did not attend" on its request page. */
export interface DidNotAttendState {
  /** The practice may say so now (a confirmed appointment that passed less than 3 days ago, with an invitation). */
  canSay: boolean;
  /** When it said so (ISO), or null. */
  saidAt: string | null;
  /** The last moment it may say so (ISO), when there is a confirmed appointment. */
  until: string | null;
}

/** The patient's side of it, on their status page. */
export interface PatientReviewNotice {
  /** The practice said the patient did not attend (ISO), and whether the patient disputed it (ISO). */
  didNotAttendAt: string;
  disputedAt: string | null;
  practiceName: string;
  start: string;
}

export interface ReviewsAfterLoadContext {
  reviewReplies: {
    page(token: string): Promise<ReviewReplyPageData>;
    submit(token: string, values: { text: string }): Promise<ReviewReplyResult>;
  };
  reviewReports: {
    page(reviewId: string): Promise<ReviewReportPageData>;
    submit(reviewId: string, values: ReviewReportValues): Promise<ReviewReportResult>;
  };
  reviewPolicy(): Promise<ReviewPolicyFigures>;
  didNotAttend: {
    /** For the practice's link token. */
    state(practiceToken: string): Promise<DidNotAttendState | null>;
    say(practiceToken: string): Promise<{ ok: boolean; message: string }>;
    /** For the patient's status token. */
    notice(statusToken: string): Promise<PatientReviewNotice | null>;
  };
}

/** The inbox's screen for replies, reports and attendance (GET /admin/api/review-replies-reports). */
export interface RepliesReportsResponse {
  replies: (ReviewReplyView & { submittedAt: string })[];
  reports: {
    id: string;
    reason: string;
    reasonLabel: string;
    details: string | null;
    reporterTold: boolean;
    reportedAt: string;
    hidden: boolean;
    /** While the review stays up: when the author's 48 hours end (a moderator decides after). */
    authorAnswerDue: string | null;
    review: ReviewShown;
  }[];
  disputes: {
    id: string;
    practiceName: string;
    start: string;
    saidAt: string | null;
    disputedAt: string | null;
    reference: string;
    submissionId: string;
  }[];
  attendance: {
    practiceId: string;
    practiceName: string;
    appointments: number;
    didNotAttend: number;
    disputed: number;
    rate: number;
  }[];
}
