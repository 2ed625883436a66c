import {
  PERCENTILE_MIN_REQUESTS,
  RESPONSE_BANDS,
  RESPONSE_MIN_REQUESTS,
  RESPONSE_WINDOW_DAYS,
  type ResponseBandId,
} from "./response-bands";

/*
 * A wait in words, the one wording the inbox's chart, the practice's figures page and its monthly
 * e-mail use (so the server can render it too: moved here from app/components/response-chart.tsx).
 */

/** "40 min", "1 h 30 min", "2 days 4 h". */
export function formatWait(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} ${days === 1 ? "day" : "days"}${rest ? ` ${rest} h` : ""}`;
}

/**
 * A sample's wait in words that fit its size: "1 request, waited 3 h", "4 requests, the longest
 * waited 5 h", "12 requests, 80% answered within 2 h" (unanswered ones count as waiting until now).
 */
export function waitFigure(requests: number, percentileMs: number | null): string {
  if (percentileMs === null || requests === 0) return "No requests";
  const wait = formatWait(percentileMs);
  if (requests === 1) return `1 request, waited ${wait} for an answer`;
  if (requests < PERCENTILE_MIN_REQUESTS) return `${requests} requests, the longest waited ${wait}`;
  return `${requests} requests, 80% answered within ${wait}`;
}

const bandsInWords = RESPONSE_BANDS.map((b) =>
  b.withinHours < 24 ? `${b.withinHours} hours` : b.withinHours === 24 ? "a day" : `${b.withinHours / 24} days`,
).join(", ");

/**
 * How the response figure and the listings' band are worked out, in the practice's words: its
 * figures page and its monthly e-mail say it the same way, from the same constants.
 */
export const RESPONSE_METHOD =
  `From the requests sent to you in the last ${RESPONSE_WINDOW_DAYS} days: the time from each request to your ` +
  `first answer (confirmed, times offered or declined), a request not answered yet counting as waiting until now. ` +
  `The figure is the wait 80% of them were answered within (with fewer than ${PERCENTILE_MIN_REQUESTS} requests, ` +
  `the longest wait). Your listings show the fastest band it keeps (within ${bandsInWords}) once at least ` +
  `${RESPONSE_MIN_REQUESTS} requests were sent.`;

/** What the listings show of the practice's speed, and why nothing when nothing. */
export function responseShownText(response: { requests: number; band: ResponseBandId | null }): string {
  const band = response.band && RESPONSE_BANDS.find((b) => b.id === response.band);
  if (band) return `Your listings show “${band.label}”.`;
  if (response.requests < RESPONSE_MIN_REQUESTS) {
    return `Your listings show no reply time: fewer than ${RESPONSE_MIN_REQUESTS} requests in the last ${RESPONSE_WINDOW_DAYS} days.`;
  }
  return "Your listings show no reply time: slower than every band.";
}
