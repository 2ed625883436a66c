/**
 * Moderation of verified reviews (issue 35 item 4): the fixed reasons a moderator may reject one
 * with, how an edit is shown, and when a waiting review is overdue. Browser (the queue) and server
 * (the decision, the patient's e-mail) read the same list.
 */
import type { WorkingHours } from "../booking-loop";
import { addWorkingHours } from "../working-hours";

/** Why a review is not published: the only reasons a moderator can choose (and the policy page counts). */
export const REJECT_REASONS = [
  { key: "health-details", label: "It reveals health details of someone other than the author" },
  { key: "names-someone", label: "It names staff or another patient" },
  { key: "contact-details", label: "It contains a phone number, e-mail address or link" },
  { key: "abusive", label: "It is abusive, threatening or discriminatory" },
  { key: "not-about-service", label: "It is not about the service at this practice" },
  { key: "advertising", label: "It is advertising or spam" },
  { key: "complaint", label: "It is a formal complaint: it belongs with the practice or the Commissioner" },
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number]["key"];

export const REJECT_REASON_KEYS = REJECT_REASONS.map((r) => r.key) as [RejectReason, ...RejectReason[]];

export function rejectReasonLabel(key: string): string {
  return REJECT_REASONS.find((r) => r.key === key)?.label ?? key;
}

/** What a moderator's edit leaves in place of the words taken out, for every reader to see. */
export const REDACTED = "[redacted]";

/** Why a review was held for a closer look (server/reviews/hold-rules.ts), as the moderator reads it. */
export const HOLD_REASONS = {
  phone: "It contains what looks like a phone number",
  email: "It contains an e-mail address",
  link: "It contains a link or web address",
  abuse: "It contains abusive or obscene language",
} as const;
export type HoldReason = keyof typeof HOLD_REASONS;

/** A review waiting longer than this many New Zealand working days is flagged in the queue. */
export const OVERDUE_WORKING_DAYS = 2;

function hoursPerDay(hours: WorkingHours): number {
  const minutes = (time: string) => {
    const [h = 0, m = 0] = time.split(":").map(Number);
    return h * 60 + m;
  };
  return (minutes(hours.end) - minutes(hours.start)) / 60;
}

/**
 * When a review that arrived at `submittedAt` becomes overdue: after OVERDUE_WORKING_DAYS working
 * days' worth of working hours (New Zealand time, the inbox's working hours), counted as the
 * practices' reminders are (rules/working-hours.ts), national public holidays skipped.
 */
export function overdueAt(submittedAt: Date, hours: WorkingHours, isHoliday?: (date: string) => boolean): Date {
  return addWorkingHours(submittedAt, OVERDUE_WORKING_DAYS * hoursPerDay(hours), hours, isHoliday);
}

/**
 * Whether `shown` is `original` with some of its words replaced by REDACTED and nothing else
 * changed: a moderator may take a name out, never add or reword (the reader sees every edit).
 */
export function isRedactionOf(original: string, shown: string): boolean {
  if (shown === original || !shown.includes(REDACTED)) return false;
  const kept = shown.split(REDACTED);
  const first = kept[0]!;
  const last = kept.at(-1)!;
  // The text starts and ends as the original does.
  if (!original.startsWith(first) || !original.endsWith(last)) return false;
  let at = first.length;
  const end = original.length - last.length;
  for (const piece of kept.slice(1, -1)) {
    // Something is taken out before each kept piece.
    const found = original.indexOf(piece, at + 1);
    if (found < 0 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  // And something before the last one.
  return end > at;
}
