/**
 * Every rating figure the site shows, sorts on or publishes, computed from published reviews only
 * (issue 35 items 1 and 7). Pure: the server hands in the published reviews' scores and the clock.
 *
 * - Only reviews of a visit in the last 24 months count (older ones are deleted by retention too).
 * - Below 5 such reviews there is no average, no distribution and no score means: only the count
 *   ("3 verified reviews", no stars).
 * - The rating sort ranks listings with an average (5 or more reviews) first, best average first,
 *   more reviews breaking ties; the others after them, more reviews first.
 */
import { SERVICE_SCORES, type ServiceScoreKey } from "./scores";

/** Reviews of visits older than this many months are not counted. */
export const REVIEW_WINDOW_MONTHS = 24;
/** No average, distribution or score means below this many counted reviews. */
export const MIN_REVIEWS_FOR_AVERAGE = 5;

/** A published review's scores, as figures need them. */
export interface ReviewScores extends Record<ServiceScoreKey, number> {
  overall: number;
  /** The appointment's start (ISO instant). */
  visitedAt: string;
}

/** What a card, a compare row and the sort need. */
export interface RatingSummary {
  /** Published reviews of visits in the last 24 months. */
  count: number;
  /** Their mean overall score to one decimal; absent below MIN_REVIEWS_FOR_AVERAGE. */
  average?: number;
}

/** What the profile shows: the summary, a five-bar distribution and the four service-score means. */
export interface ReviewFigures extends RatingSummary {
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star); absent below the threshold. */
  distribution?: [number, number, number, number, number];
  /** Each service score's mean to one decimal; absent below the threshold. */
  scores?: Record<ServiceScoreKey, number>;
}

export const NO_REVIEWS: RatingSummary = Object.freeze({ count: 0 });

/** The earliest visit that still counts at `now`: the same instant 24 months before. */
export function windowStart(now: Date): Date {
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - REVIEW_WINDOW_MONTHS);
  return start;
}

function oneDecimal(sum: number, count: number): number {
  return Math.round((sum / count) * 10) / 10;
}

/** The figures of one listing's published reviews at `now`. */
export function reviewFigures(reviews: readonly ReviewScores[], now: Date): ReviewFigures {
  const from = windowStart(now).getTime();
  const to = now.getTime();
  const counted = reviews.filter((r) => {
    const at = Date.parse(r.visitedAt);
    return at >= from && at <= to;
  });
  const count = counted.length;
  if (count < MIN_REVIEWS_FOR_AVERAGE) return { count };
  const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  let overall = 0;
  const sums = Object.fromEntries(SERVICE_SCORES.map((s) => [s.key, 0])) as Record<ServiceScoreKey, number>;
  for (const r of counted) {
    overall += r.overall;
    distribution[Math.min(5, Math.max(1, Math.round(r.overall))) - 1]! += 1;
    for (const { key } of SERVICE_SCORES) sums[key] += r[key];
  }
  const scores = Object.fromEntries(SERVICE_SCORES.map((s) => [s.key, oneDecimal(sums[s.key], count)])) as Record<
    ServiceScoreKey,
    number
  >;
  return { count, average: oneDecimal(overall, count), distribution, scores };
}

/**
 * The rating sort: listings with an average first (best first, more reviews breaking ties), then
 * those with fewer than 5 reviews (more first). 0 when they rank the same.
 */
export function byRatingSummary(a: RatingSummary, b: RatingSummary): number {
  const aRated = a.average !== undefined;
  const bRated = b.average !== undefined;
  if (aRated !== bRated) return aRated ? -1 : 1;
  return (b.average ?? 0) - (a.average ?? 0) || b.count - a.count;
}

/** The review-count sort: more reviews first; equal counts keep the rating order. */
export function byReviewCount(a: RatingSummary, b: RatingSummary): number {
  return b.count - a.count || byRatingSummary(a, b);
}

/** "1 verified review", "3 verified reviews". */
export function verifiedReviewsText(count: number): string {
  return `${count.toLocaleString("en-NZ")} verified review${count === 1 ? "" : "s"}`;
}

/**
 * "About ratings" in one line, beside lists of cards, with a link to the policy page's full text:
 * every listing page's script carries it, and the full text is three times as long.
 */
export const ABOUT_RATINGS_IN_SHORT =
  `Averages of verified reviews of visits booked through us in the last ${REVIEW_WINDOW_MONTHS} months; ` +
  `below ${MIN_REVIEWS_FOR_AVERAGE} reviews, only the count.`;
