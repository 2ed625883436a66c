/**
 * Response times (issue 22, item 5): how a practice's speed of answering is computed and shown.
 * Kept apart from the rest of the loop's rules (which need zod for the practice's answers) because
 * every listing card shows a band: importing these must not bring zod into the pages' scripts.
 */
// Computed from recorded answers, never entered by hand.

/** The figure is the 80th percentile of time to first answer… */
export const RESPONSE_PERCENTILE = 0.8;
/** …over requests sent in the last 30 days… */
export const RESPONSE_WINDOW_DAYS = 30;
/** …shown only when at least 3 requests were sent in that window. */
export const RESPONSE_MIN_REQUESTS = 3;

/**
 * Below this many requests an 80th percentile is just the slowest wait (nearest rank: the 4th of
 * 4), so the inbox says "the longest wait" instead of "80% within" for so few.
 */
export const PERCENTILE_MIN_REQUESTS = 5;

/** The bands a listing shows, fastest first; slower than the last shows nothing. */
export const RESPONSE_BANDS = [
  { id: "2h", withinHours: 2, label: "Usually replies within 2 hours" },
  { id: "1d", withinHours: 24, label: "Usually replies within a day" },
  { id: "3d", withinHours: 72, label: "Usually replies within 3 days" },
] as const;
export type ResponseBandId = (typeof RESPONSE_BANDS)[number]["id"];

/*
 * How soon a practice offers a time (issue 37 item 4), from its own requests, never typed in: the
 * 80th percentile of days from a request reaching the practice to the earliest time it offered or
 * confirmed, over the requests sent in the last 90 days that got a time, shown with at least 5.
 */
export const OFFER_PERCENTILE = 0.8;
export const OFFER_WINDOW_DAYS = 90;
export const OFFER_MIN_REQUESTS = 5;

/** "Usually offers a time within 4 days" (whole days, rounded up). */
export function offerSpeedLabel(days: number): string {
  return `Usually offers a time within ${days <= 1 ? "a day" : `${days} days`}`;
}
