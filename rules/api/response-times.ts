import type { ResponseBandId } from "../response-bands";

/**
 * The inbox's response-times page (GET /admin/api/response-times, optionally ?practice={id}):
 * each practice's figure now and week by week, from the recorded answers. One declaration for the
 * server and the page.
 */

/** Weeks the chart covers: this one (so far) and the eleven before it. */
export const RESPONSE_CHART_WEEKS = 12;

export interface ResponseWeek {
  /** The Monday the week starts on, New Zealand time ("2026-11-16"). */
  start: string;
  /** Requests sent to the practice that week (left out: those closed before it could be slow). */
  requests: number;
  /** The 80th percentile of their waits, unanswered ones counted until now; null without requests. */
  percentileMs: number | null;
}

export interface PracticeResponseTimes {
  practiceId: string;
  /** As the practice was named in its latest request. */
  practiceName: string;
  /** The figure the listings show: requests in the last RESPONSE_WINDOW_DAYS, their 80th percentile and band. */
  requests: number;
  percentileMs: number | null;
  band: ResponseBandId | null;
  /** Oldest first, RESPONSE_CHART_WEEKS of them. */
  weeks: ResponseWeek[];
}

export interface ResponseTimesResponse {
  /** Practices with a request in the chart's weeks, by name. */
  practices: PracticeResponseTimes[];
}
