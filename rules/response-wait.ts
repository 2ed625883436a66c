import { PERCENTILE_MIN_REQUESTS } from "./response-bands";

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
