/** The states of a review invitation, a review and a practice's reply (issue 35). */

/**
 * scheduled: the appointment is confirmed; the invitation goes 24 h after it.
 * invited: the e-mail went (reminder at day 7). reviewed: the patient wrote one.
 * did-not-attend: the practice said so within 3 days (the patient may dispute).
 * expired: 60 days passed. cancelled: the appointment was cancelled or the request withdrawn.
 */
export const REVIEW_INVITATION_STATUSES = [
  "scheduled",
  "invited",
  "reviewed",
  "did-not-attend",
  "expired",
  "cancelled",
] as const;
export type ReviewInvitationStatus = (typeof REVIEW_INVITATION_STATUSES)[number];

/**
 * pending: waiting for a moderator. held: waiting, with reasons shown to the moderator.
 * published: shown. rejected: never shown. hidden: was published, hidden pending a moderator after
 * a report. removed: taken down after a report.
 */
export const REVIEW_STATUSES = ["pending", "held", "published", "rejected", "hidden", "removed"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REPLY_STATUSES = ["pending", "held", "published", "rejected"] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];
