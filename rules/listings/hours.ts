import { nzWallClock } from "../nz-clock";
import { type OpeningHours, type OpeningInterval, type Weekday, WEEKDAYS } from "./types";

/**
 * Opening hours are stored as New Zealand wall-clock times; every question about them ("open
 * now?") is answered by reading the given instant on a New Zealand clock (rules/nz-time.ts), so
 * daylight saving is the time zone database's business, never ours.
 */

const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};
const WEEKDAY_SHORT: Record<Weekday, string> = {
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
  sun: "Sun",
};

export function weekdayLabel(day: Weekday): string {
  return WEEKDAY_LABELS[day];
}

/** "Mon": how the cards' summary, and the week notation of sample data and tests, name a day. */
export function weekdayShort(day: Weekday): string {
  return WEEKDAY_SHORT[day];
}

/** "08:30" → 510; "24:00" → 1440. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A week closed every day, what a new listing starts with: a new one each call, as its days get filled in. */
export function closedWeek(): OpeningHours {
  return { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
}

/** A day's intervals as [opens, closes] minutes since midnight, New Zealand time. */
export type DayInMinutes = readonly (readonly [opens: number, closes: number])[];

const dayInMinutes = (intervals: readonly OpeningInterval[], minutes: (time: string) => number): DayInMinutes =>
  intervals.map((i) => [minutes(i.opens), minutes(i.closes)] as const);

/** The week in minutes; `minutes` lets a caller converting thousands of listings remember each time once. */
export function weekInMinutes(hours: OpeningHours, minutes = minutesOf): Record<Weekday, DayInMinutes> {
  const week = {} as Record<Weekday, DayInMinutes>;
  for (const day of WEEKDAYS) week[day] = dayInMinutes(hours[day], minutes);
  return week;
}

/**
 * The one "is it open at this minute": the position of the interval open at `minutes` past
 * midnight, or -1. A plain loop over minutes, as the directory's search asks it of every listing.
 */
export function openIntervalAt(day: DayInMinutes, minutes: number): number {
  for (let i = 0; i < day.length; i++) if (day[i]![0] <= minutes && minutes < day[i]![1]) return i;
  return -1;
}

const openInterval = (hours: OpeningHours, { day, minutes }: { day: Weekday; minutes: number }) =>
  hours[day][openIntervalAt(dayInMinutes(hours[day], minutesOf), minutes)];

export function isOpenAt(hours: OpeningHours, at: Date): boolean {
  return openInterval(hours, nzWallClock(at)) !== undefined;
}

export function opensOnWeekends(hours: OpeningHours): boolean {
  return hours.sat.length > 0 || hours.sun.length > 0;
}

/** Open after 5 pm on at least one weekday (Monday to Friday). */
export function opensAfter5pm(hours: OpeningHours): boolean {
  return (["mon", "tue", "wed", "thu", "fri"] as const).some((day) =>
    hours[day].some((i) => minutesOf(i.closes) > 17 * 60),
  );
}

/** "8am", "5:30pm", "midnight". */
export function formatTime(time: string): string {
  const total = minutesOf(time);
  if (total === 0 || total === 24 * 60) return "midnight";
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const suffix = hours < 12 ? "am" : "pm";
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes ? `${h12}:${String(minutes).padStart(2, "0")}${suffix}` : `${h12}${suffix}`;
}

function formatIntervals(intervals: readonly OpeningInterval[]): string {
  if (intervals.length === 1 && intervals[0]?.opens === "00:00" && intervals[0]?.closes === "24:00")
    return "Open 24 hours";
  return intervals.map((i) => `${formatTime(i.opens)}–${formatTime(i.closes)}`).join(", ");
}

/** One line for cards: "Mon–Fri 8am–5:30pm, Sat 9am–1pm"; days with the same hours run together. */
export function summariseHours(hours: OpeningHours): string {
  if (WEEKDAYS.every((d) => formatIntervals(hours[d]) === "Open 24 hours")) return "Open 24/7";
  const runs: { from: Weekday; to: Weekday; text: string }[] = [];
  for (const day of WEEKDAYS) {
    if (hours[day].length === 0) continue;
    const text = formatIntervals(hours[day]);
    const last = runs.at(-1);
    const previousDay = WEEKDAYS[WEEKDAYS.indexOf(day) - 1];
    if (last && last.text === text && last.to === previousDay) last.to = day;
    else runs.push({ from: day, to: day, text });
  }
  if (runs.length === 0) return "Hours not listed";
  return runs
    .map((r) => `${WEEKDAY_SHORT[r.from]}${r.from === r.to ? "" : `–${WEEKDAY_SHORT[r.to]}`} ${r.text}`)
    .join(", ");
}

/** The week for a profile, Monday first, with the day a New Zealand clock shows marked. */
export function weekTable(
  hours: OpeningHours,
  at: Date,
): { day: Weekday; label: string; text: string; today: boolean }[] {
  const today = nzWallClock(at).day;
  return WEEKDAYS.map((day) => ({
    day,
    label: weekdayLabel(day),
    text: hours[day].length ? formatIntervals(hours[day]) : "Closed",
    today: day === today,
  }));
}

/** schema.org opening hours, one entry per interval ("24:00" is written as "23:59", as schema.org expects). */
export function openingHoursJsonLd(hours: OpeningHours) {
  return WEEKDAYS.flatMap((day) =>
    hours[day].map((interval) => ({
      "@type": "OpeningHoursSpecification",
      // schema.org's day names are the English ones the profile shows.
      dayOfWeek: `https://schema.org/${weekdayLabel(day)}`,
      opens: interval.opens,
      closes: interval.closes === "24:00" ? "23:59" : interval.closes,
    })),
  );
}

/**
 * When the interval open at this New Zealand clock ends, carried past midnight while the next day
 * opens at 00:00: the day (0 today, 1 tomorrow, …) and the time; undefined when it never closes.
 */
function closesAt(
  hours: OpeningHours,
  day: Weekday,
  closes: string,
): { offset: number; day: Weekday; closes: string } | undefined {
  const start = WEEKDAYS.indexOf(day);
  let until = closes;
  for (let offset = 0; offset < 7; offset++) {
    const today = WEEKDAYS[(start + offset) % 7] as Weekday;
    if (until !== "24:00") return { offset, day: today, closes: until };
    const next = WEEKDAYS[(start + offset + 1) % 7] as Weekday;
    const carried = hours[next][0];
    if (carried?.opens !== "00:00") return { offset, day: today, closes: until };
    until = carried.closes;
  }
  return undefined;
}

/**
 * "Open now until 5:30pm" / "Open 24 hours" / "Closed now, opens Monday 8am", for a profile and
 * the emergency clinics' cards; `until` is the closing time in words ("11pm", "2am tomorrow").
 */
export function openNowText(hours: OpeningHours, at: Date): { open: boolean; text: string; until?: string } {
  const now = nzWallClock(at);
  const { day, minutes } = now;
  const current = openInterval(hours, now);
  if (current) {
    const end = closesAt(hours, day, current.closes);
    if (!end) return { open: true, text: "Open 24 hours" };
    const time = formatTime(end.closes);
    const until = end.offset === 0 ? time : end.offset === 1 ? `${time} tomorrow` : `${weekdayLabel(end.day)} ${time}`;
    return { open: true, text: `Open now until ${until}`, until };
  }
  const start = WEEKDAYS.indexOf(day);
  for (let offset = 0; offset < 8; offset++) {
    const next = WEEKDAYS[(start + offset) % 7] as Weekday;
    const later = hours[next].find((i) => offset > 0 || minutesOf(i.opens) > minutes);
    if (later) {
      const when = offset === 0 ? "today" : offset === 1 ? "tomorrow" : weekdayLabel(next);
      return { open: false, text: `Closed now, opens ${when} ${formatTime(later.opens)}` };
    }
  }
  return { open: false, text: "Closed" };
}

/** The week as rows for a table of hours: days with the same hours run together ("Monday – Friday", "8am–6pm"). */
export function weekRows(hours: OpeningHours): { days: string; hours: string }[] {
  const rows: { from: Weekday; to: Weekday; hours: string }[] = [];
  for (const day of WEEKDAYS) {
    const text = hours[day].length ? formatIntervals(hours[day]) : "Closed";
    const last = rows.at(-1);
    if (last && last.hours === text) last.to = day;
    else rows.push({ from: day, to: day, hours: text });
  }
  return rows.map((r) => ({
    days: r.from === r.to ? weekdayLabel(r.from) : `${weekdayLabel(r.from)} – ${weekdayLabel(r.to)}`,
    hours: r.hours,
  }));
}
