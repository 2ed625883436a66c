import type { z as zod } from "zod";

import { closedWeek, minutesOf, weekdayLabel, weekdayShort } from "./hours";
import { type OpeningHours, type OpeningInterval, WEEKDAYS, type Weekday } from "./types";

/**
 * Opening hours as an operator edits them: the form's field names, reading the form back, the
 * checks with their messages and their schema, the week in words for an edit conflict, and the
 * week written in words for sample data and tests. Apart from rules/listings/hours.ts, which
 * content pages load: none of this belongs in their JavaScript.
 */

/** A day's field name: the editor shows a problem with the day as a whole under it. */
export function dayFieldName(day: Weekday): string {
  return `openingHours.${day}`;
}

/** A time's field name, its place in the week, which is also how the server's messages name it. */
function timeFieldName(day: Weekday, index: number, end: keyof OpeningInterval): string {
  return `${dayFieldName(day)}.${index}.${end}`;
}

/** An interval the operator has added but not filled in yet. */
export function blankInterval(): OpeningInterval {
  return { opens: "", closes: "" };
}

/** An interval's two times as the editor's form shows them, opening first: field name, label word, time. */
export function intervalFields(day: Weekday, index: number, interval: OpeningInterval) {
  return [
    { name: timeFieldName(day, index, "opens"), word: "opens", value: interval.opens },
    { name: timeFieldName(day, index, "closes"), word: "closes", value: interval.closes },
  ] as const;
}

/** The week as the editor's form holds it; times as typed, trimmed, checked by the server. */
export function readWeek(form: FormData): OpeningHours {
  const time = (day: Weekday, index: number, end: keyof OpeningInterval) =>
    String(form.get(timeFieldName(day, index, end)) ?? "").trim();
  const hours = closedWeek();
  for (const day of WEEKDAYS) {
    for (let i = 0; form.has(timeFieldName(day, i, "opens")); i++)
      hours[day].push({ opens: time(day, i, "opens"), closes: time(day, i, "closes") });
  }
  return hours;
}

/** "Monday 08:00–12:00, 13:00–17:00; Tuesday closed; …", as a conflict's table shows the week. */
export function weekInWords(hours: Partial<OpeningHours>): string {
  return WEEKDAYS.map((day) => {
    const times = (hours[day] ?? []).map((i) => `${i.opens}–${i.closes}`).join(", ");
    return `${weekdayLabel(day)} ${times || "closed"}`;
  }).join("; ");
}

const PART = /^(\w{3})(?:–(\w{3}))? (.+)$/; // "Mon–Fri 08:30–12:30, 13:30–17:00"
const INTERVAL = /^([^\s–]+)–([^\s–]+)$/; // "08:30–12:30"

const shortDayIndex = (name: string) => WEEKDAYS.findIndex((day) => weekdayShort(day) === name);

/** "Mon", "Fri": Monday to Friday; none when either is not a day, or the run goes backwards. */
function dayRun(from: string, to: string): Weekday[] {
  const [first, last] = [shortDayIndex(from), shortDayIndex(to)];
  return first < 0 || last < first ? [] : WEEKDAYS.slice(first, last + 1);
}

/**
 * A week as the sample data and tests write it, in the words of the cards' summary with 24-hour
 * times: `week("Mon–Fri 08:30–12:30, 13:30–17:00; Sat 09:00–12:00")`. Each part (";") is a day or a
 * run of days, Mon to Sun, with its intervals (","), en dashes between; a day not named is closed,
 * so `week("")` is closed all week. Times are kept as written, not checked (the schema checks them;
 * a test can write a wrong one); a part it cannot read, or a day named twice, throws.
 */
export function week(notation: string): OpeningHours {
  const hours = closedWeek();
  const parts = notation
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of parts) {
    const [, from = "", to = from, times = ""] = PART.exec(part) ?? [];
    const days = dayRun(from, to);
    const intervals = times.split(", ").map((interval) => INTERVAL.exec(interval));
    if (days.length === 0 || intervals.some((i) => !i))
      throw new Error(`week(): cannot read "${part}"; write e.g. "Mon–Fri 08:00–12:00, 13:00–17:00".`);
    for (const day of days) {
      if (hours[day].length) throw new Error(`week(): ${weekdayLabel(day)} is named twice in "${notation}".`);
      hours[day] = intervals.map((match) => ({ opens: match![1]!, closes: match![2]! }));
    }
  }
  return hours;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

function dayProblem(day: Weekday, intervals: readonly OpeningInterval[] | undefined): string | undefined {
  if (!Array.isArray(intervals)) return `${weekdayLabel(day)} is missing.`;
  let previousClose = -1;
  for (const { opens, closes } of intervals) {
    if (!TIME.test(opens) || !TIME.test(closes)) return `${weekdayLabel(day)}: times are written HH:MM, e.g. 08:30.`;
    if (minutesOf(closes) <= minutesOf(opens)) return `${weekdayLabel(day)}: closing must come after opening.`;
    if (minutesOf(opens) < previousClose) return `${weekdayLabel(day)}: the times overlap or are out of order.`;
    previousClose = minutesOf(closes);
  }
  return undefined;
}

/** The first problem with the week, Monday first, with its day (the editor shows it beside that day). */
function openingHoursDayProblem(hours: OpeningHours): { day: Weekday; message: string } | undefined {
  for (const day of WEEKDAYS) {
    const message = dayProblem(day, hours[day]);
    if (message) return { day, message };
  }
  return undefined;
}

/** A problem with the hours, in words for an operator, or undefined when they are fine. */
export function openingHoursProblem(hours: OpeningHours): string | undefined {
  return openingHoursDayProblem(hours)?.message;
}

/** How validate.ts makes its objects strict, naming an unknown field in an operator's words. */
type StrictObject = <T extends zod.ZodRawShape>(shape: T) => zod.ZodObject<T, zod.core.$strict>;

/**
 * The week's part of the shared validation (rules/listings/validate.ts): the shape, then the first
 * problem, named as the week's (the import names it) with its day in `params.day` for the editor
 * (validate.ts's fieldProblems). validate.ts hands over zod and its strict objects: the listing
 * editor's JavaScript loads this module for its field names and would otherwise carry zod too.
 */
export function openingHoursSchema(z: typeof zod, strict: StrictObject) {
  const time = z.string({ error: "Times are written HH:MM, e.g. 08:30." });
  const interval = strict({ opens: time, closes: time });
  const day = z.array(interval, { error: "A list of { opens, closes } times; [] when closed." });
  return strict(Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as Record<Weekday, typeof day>).superRefine(
    (hours, ctx) => {
      const problem = openingHoursDayProblem(hours);
      if (problem) ctx.addIssue({ code: "custom", message: problem.message, params: { day: problem.day } });
    },
  );
}
