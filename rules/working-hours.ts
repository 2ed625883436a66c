import type { WorkingHours } from "./booking-loop";
import { WEEKDAYS, type Weekday } from "./listings/types";
import { nzDateTime, nzInstant } from "./nz-time";

/*
 * Working hours on a New Zealand clock (issue 22, item 4): a practice is reminded after 4 of them
 * and the request flagged after 8. Each working day's span is read on New Zealand's clock through
 * the time zone database, so a weekend or a daylight-saving change is counted as it really is.
 * Public holidays are days off when the caller says which (`isHoliday`, from server/platform/nz-holidays.ts:
 * rules cannot carry the holiday library's data into the pages).
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The weekday of a "YYYY-MM-DD" date (the same everywhere: a calendar fact). */
function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The instant a New Zealand clock shows `time` on `date`; in the hour skipped in spring, the hour after it. */
function wallInstant(date: string, time: string): Date {
  const at = nzInstant(date, time);
  if (at) return at;
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const later = `${String(Math.min(hours + 1, 23)).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
  const skipped = nzInstant(date, later);
  if (!skipped) throw new Error(`no New Zealand instant for ${date} ${time}`);
  return skipped;
}

/**
 * The instant at which `hours` working hours (wh.days, wh.start to wh.end, New Zealand time, on
 * days that are not holidays) have passed since `start`. A start outside working hours counts from
 * the next opening; a result that falls exactly on a closing time stays there (the count is done
 * by then).
 */
export function addWorkingHours(
  start: Date,
  hours: number,
  wh: WorkingHours,
  isHoliday: (date: string) => boolean = () => false,
): Date {
  if (wh.days.length === 0) throw new Error("working hours name no day");
  let remaining = hours * HOUR_MS;
  let date = nzDateTime(start).date;
  // A year of days is far more than any count this is asked for; the bound stops a bad input looping.
  for (let day = 0; day < 366 + Math.ceil(hours); day++, date = nextDate(date)) {
    if (!wh.days.includes(weekdayOf(date)) || isHoliday(date)) continue;
    const close = wallInstant(date, wh.end);
    const from = new Date(Math.max(wallInstant(date, wh.start).getTime(), start.getTime()));
    const span = close.getTime() - from.getTime();
    if (span < 0) continue;
    if (remaining <= span) return new Date(from.getTime() + remaining);
    remaining -= span;
  }
  throw new Error(`${hours} working hours do not fit in a year of these working hours`);
}
