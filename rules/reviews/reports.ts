/** Reporting a published review (issue 35 item 6): the reasons anyone may give, and what each does. */

export const REPORT_REASONS = [
  { value: "health-details", label: "It reveals someone's health details", hidesAtOnce: true },
  { value: "names-someone", label: "It names a member of staff or another patient", hidesAtOnce: true },
  { value: "threatens", label: "It threatens someone", hidesAtOnce: true },
  { value: "not-a-patient", label: "The writer was not a patient of this practice", hidesAtOnce: false },
  { value: "false", label: "It states something false about the practice", hidesAtOnce: false },
  { value: "offensive", label: "It is offensive or abusive", hidesAtOnce: false },
  { value: "other", label: "Something else", hidesAtOnce: false },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]["value"];

/** Reports with these reasons hide the review at once, until a moderator decides. */
export const HIDES_AT_ONCE: readonly ReportReason[] = REPORT_REASONS.filter((r) => r.hidesAtOnce).map((r) => r.value);

export const reportReasonLabel = (reason: string): string =>
  REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;

/** open: waiting for a moderator (and, if the review stays up, for the author's answer). */
export const REPORT_STATUSES = ["open", "decided"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** remove: the review is taken down. keep: the review stays (or is shown again). */
export const REPORT_DECISIONS = ["remove", "keep"] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** How long the author of a review that stays up has to answer a report before a moderator decides. */
export const AUTHOR_ANSWER_HOURS = 48;

export const REPORT_DETAILS_MAX = 2000;
/** A moderator's reason for a decision: always written, so each decision says why. */
export const DECISION_NOTE_MIN = 5;
export const DECISION_NOTE_MAX = 1000;

/** Reports one client (address) may send per hour, across all reviews. */
export const REPORTS_PER_CLIENT_PER_HOUR = 5;
