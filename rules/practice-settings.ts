import type { WorkingHours } from "./booking-loop";
import { nzDateTime, nzInstant, nzWallClock } from "./nz-time";

/*
 * A practice's settings (issue 36 item 5): how new booking requests reach its booking address
 * (each at once, or a summary twice a day), and, per person, whether they get the monthly report.
 * The server enforces both (server/accounts/settings.ts, digest.ts); the page shows them.
 */

export const DIGEST_MODES = ["each", "summary"] as const;
export type DigestMode = (typeof DIGEST_MODES)[number];

export function isDigestMode(value: unknown): value is DigestMode {
  return typeof value === "string" && (DIGEST_MODES as readonly string[]).includes(value);
}

/** New Zealand times a summary goes out, on the loop's working days (DEFAULT_WORKING_HOURS.days). */
export const SUMMARY_TIMES = ["08:00", "13:00"] as const;

export const DIGEST_LABELS: Record<DigestMode, string> = {
  each: "Each request at once",
  summary: `A summary twice a day (${SUMMARY_TIMES.join(" and ")} on working days)`,
};

/** Urgencies that go to the practice at once whatever the setting. */
const ALWAYS_AT_ONCE: readonly string[] = ["urgent", "emergency"];

/** Whether a request with this urgency waits for the summary when the practice chose one. */
export function waitsForSummary(mode: DigestMode, urgency: string | null): boolean {
  return mode === "summary" && !ALWAYS_AT_ONCE.includes(urgency ?? "");
}

/**
 * The first summary time strictly after `after`: SUMMARY_TIMES on the days of `hours`, New
 * Zealand time. A request at 08:00 exactly waits for 13:00 (the 08:00 summary may be written).
 */
export function nextSummaryTime(after: Date, hours: WorkingHours): Date {
  let { date } = nzDateTime(after);
  for (let day = 0; day < 15; day += 1) {
    const noon = nzInstant(date, "12:00");
    const weekday = noon ? nzWallClock(noon).day : null;
    if (weekday && hours.days.includes(weekday)) {
      for (const time of SUMMARY_TIMES) {
        const at = nzInstant(date, time);
        if (at && at.getTime() > after.getTime()) return at;
      }
    }
    date = new Date(Date.parse(`${date}T12:00:00Z`) + 24 * 3_600_000).toISOString().slice(0, 10);
  }
  throw new Error("no working day in the next two weeks");
}
