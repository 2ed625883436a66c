import { RESPONSE_PERCENTILE, RESPONSE_WINDOW_DAYS } from "../../rules/response-bands";
import { WEEKDAYS } from "../../rules/listings/types";
import { nzDateTime, nzInstant, nzWallClock } from "../../rules/nz-time";
import { RESPONSE_CHART_WEEKS, type PracticeResponseTimes } from "../../rules/api/response-times";
import { figureOf, percentile, type RequestSample, waitOf } from "./figures";

const DAY_MS = 86_400_000;

/** "2026-11-16" moved by whole days, as a calendar date (no time zone involved). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The Mondays (New Zealand dates) of the chart's weeks, oldest first, and the instant each week
 * starts: midnight in New Zealand, whatever the clocks did that week.
 */
export function chartWeeks(now: Date): { start: string; from: Date }[] {
  const today = nzDateTime(now).date;
  const monday = addDays(today, -WEEKDAYS.indexOf(nzWallClock(now).day));
  return Array.from({ length: RESPONSE_CHART_WEEKS }, (_, i) => {
    const start = addDays(monday, (i - RESPONSE_CHART_WEEKS + 1) * 7);
    // Midnight always exists in New Zealand (the clocks change at 2 and 3 am).
    return { start, from: nzInstant(start, "00:00") as Date };
  });
}

/**
 * Each practice's figure over the window and week by week (each week's requests alone), from
 * samples reaching back to the first week's start. Practices by name.
 */
export function practiceResponseTimes(
  samples: readonly RequestSample[],
  names: ReadonlyMap<string, string>,
  now: Date,
): PracticeResponseTimes[] {
  const weeks = chartWeeks(now);
  const windowFrom = now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS;
  const byPractice = new Map<string, { window: number[]; weeks: number[][] }>();
  for (const sample of samples) {
    const wait = waitOf(sample, now);
    if (wait === undefined) continue;
    let entry = byPractice.get(sample.practiceId);
    if (!entry) byPractice.set(sample.practiceId, (entry = { window: [], weeks: weeks.map(() => []) }));
    const sent = Date.parse(sample.sentAt);
    if (sent >= windowFrom) entry.window.push(wait);
    const week = weeks.findLastIndex((w) => w.from.getTime() <= sent);
    if (week >= 0) entry.weeks[week]?.push(wait);
  }
  return [...byPractice]
    .map(([practiceId, entry]) => {
      const figure = figureOf(entry.window);
      return {
        practiceId,
        practiceName: names.get(practiceId) ?? practiceId,
        requests: figure.requests,
        percentileMs: figure.percentileMs ?? null,
        band: figure.band ?? null,
        weeks: weeks.map((w, i) => {
          const waits = entry.weeks[i] ?? [];
          return {
            start: w.start,
            requests: waits.length,
            percentileMs: percentile(waits, RESPONSE_PERCENTILE) ?? null,
          };
        }),
      };
    })
    .sort((a, b) => a.practiceName.localeCompare(b.practiceName, "en-NZ"));
}
