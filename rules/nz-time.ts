import { NZ_TIME_ZONE } from "./listings/hours";

/**
 * New Zealand wall-clock dates and times ↔ instants. A practice types "Thursday 3 December,
 * 10:30" meaning Auckland time; the server stores the instant. Daylight saving is the time zone
 * database's business: the offset is read from Intl at the instant in question.
 */

const parts = new Intl.DateTimeFormat("en-NZ", {
  timeZone: NZ_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The date ("2026-12-03") and time ("10:30") a New Zealand clock shows at this instant. */
export function nzDateTime(at: Date): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
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
