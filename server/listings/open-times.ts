import { addDays } from "../../rules/listings/closures";
import type { OpenTimes } from "../../rules/listings/preferred-time";
import { type Closure, type OpeningHours, WEEKDAYS } from "../../rules/listings/types";
import { minutesOf } from "../../rules/listings/hours";
import { nzHolidayOn } from "../platform/nz-holidays";

/** How far ahead the public holidays go with a practice's open times: the form's year, and the search's 60 days past it. */
const HOLIDAY_DAYS = 430;

/**
 * A practice's open times for the preferred-time check (rules/listings/preferred-time.ts): its week
 * in minutes, its closures, and the public holidays where it is from `today` (server/platform/nz-holidays.ts
 * stays on the server: the browser gets the dates).
 */
export function openTimesOf(
  practice: { practice: string; openingHours: OpeningHours; closures?: readonly Closure[]; citySlug: string },
  today: string,
): OpenTimes {
  const shut: OpenTimes["shut"] = (practice.closures ?? [])
    .filter((c) => c.to >= today)
    .map((c) => [c.from, c.to, `closed for ${c.reason}`]);
  for (let n = 0, date = today; n < HOLIDAY_DAYS; n++, date = addDays(date, 1)) {
    const holiday = nzHolidayOn(date, practice.citySlug);
    if (holiday) shut.push([date, date, holiday]);
  }
  return {
    practice: practice.practice,
    week: WEEKDAYS.map((day) =>
      practice.openingHours[day].map((i) => [minutesOf(i.opens), minutesOf(i.closes)] as [number, number]),
    ),
    shut,
  };
}
