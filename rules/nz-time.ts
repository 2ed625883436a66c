import { nzDateTime, nzFormatter } from "./nz-clock";

/**
 * New Zealand time, in one place: the zone, the site's "today", what a New Zealand clock shows at
 * an instant, and the instant a New Zealand date and time mean. A practice types "Thursday
 * 3 December, 10:30" meaning Auckland time; the server stores the instant. Daylight saving is the
 * time zone database's business: every answer is read from Intl at the instant in question.
 */

export { NZ_TIME_ZONE, nzDateTime, nzFormatter, nzWallClock } from "./nz-clock";

let today = { second: Number.NaN, date: "" };

/** The site's "today": the calendar date in New Zealand, whatever the clock's zone. */
export function nzToday(now: Date = new Date()): string {
  // Reading the clock costs more than the rest of a date check, and every booking asks. New
  // Zealand's offsets are whole minutes, so all of one second falls on one NZ day: once a second
  // is exact.
  const second = Math.floor(now.getTime() / 1000);
  if (second !== today.second) today = { second, date: nzDateTime(now).date };
  return today.date;
}

const mediumDateTime = /* @__PURE__ */ nzFormatter("en-NZ", { dateStyle: "medium", timeStyle: "short" });

/** "27 Nov 2026, 4:36 pm": an instant as the inbox and a patient's request page list it. */
export function nzDateTimeText(iso: string): string {
  return mediumDateTime.format(new Date(iso));
}

/** Minutes New Zealand is ahead of UTC at this instant (780 in summer, 720 in winter). */
function offsetMinutes(at: Date): number {
  const { date, time } = nzDateTime(at);
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

export const NZ_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const NZ_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The instant a New Zealand clock shows `date` `time`, or undefined when it is not a real date or
 * falls in the hour skipped when daylight saving starts. In the hour repeated when it ends, the
 * first (daylight) instant.
 */
export function nzInstant(date: string, time: string): Date | undefined {
  if (!NZ_DATE.test(date) || !NZ_TIME.test(time)) return undefined;
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) return undefined;
  // Try the two offsets New Zealand uses; keep the one whose instant reads back as asked.
  for (const guess of [offsetMinutes(new Date(wall - 13 * 3_600_000)), 780, 720]) {
    const at = new Date(wall - guess * 60_000);
    const back = nzDateTime(at);
    if (back.date === date && back.time === time) return at;
  }
  return undefined;
}

/**
 * The date a year after `date` (YYYY-MM-DD): the furthest ahead a patient may ask for and a
 * practice may confirm or offer. 29 February's is 1 March.
 */
export function aYearAfter(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
}
