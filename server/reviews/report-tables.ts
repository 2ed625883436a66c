/**
 * Reports against published reviews (issue 35 item 6; migration 2026-11-27T0920-review-reports).
 * Each report keeps its reason, whether it hid the review at once, and the moderator's decision
 * with who took it and why.
 */
import type { Selectable } from "kysely";

import type { ReportDecision, ReportReason, ReportStatus } from "../../rules/reviews/reports";

export interface ReviewReportsTable {
  /** UUIDv7. */
  id: string;
  review_id: string;
  reason: ReportReason;
  /** What the reporter added (optional; shown only to moderators). */
  details: string | null;
  /** Where the reporter is told the outcome (optional; erased with the decision's e-mail). */
  reporter_email: string | null;
  status: ReportStatus;
  /** 1: the reason hid the review at once, pending a moderator. */
  hid_review: number;
  /** When the author's 48 hours to answer end (reports that leave the review up). */
  author_answer_due: string | null;
  decided_at: string | null;
  /** Operator e-mail. */
  decided_by: string | null;
  decision: ReportDecision | null;
  /** Why, in the moderator's words. */
  decision_note: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReviewReportTables {
  review_reports: ReviewReportsTable;
}

export type ReviewReportRow = Selectable<ReviewReportsTable>;

// This feature's tables join the database's (platform/db/schema.ts), which names no feature.
declare module "../platform/db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ReviewReportTables {}
}
