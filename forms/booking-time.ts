import { aYearAfter, nzToday, nzWallClock } from "../rules/nz-time";
import { type Option, TIME_OPTIONS } from "./options";

/**
 * When a booking may be for, in New Zealand time (rules/nz-time.ts), shared by the form (which
 * offers only what is still ahead) and the schema (which refuses the rest on both sides).
 */

/** "9:30 AM" → 570; undefined for anything that is not a slot's label. */
function slotMinutes(time: string): number | undefined {
  const match = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/.exec(time);
  if (!match) return undefined;
  return (Number(match[1]) % 12) * 60 + Number(match[2]) + (match[3] === "PM" ? 12 * 60 : 0);
}

/**
 * A slot's label as a time input's value ("9:30 AM" → "09:30"): the practice's confirm form starts
 * at the time the patient asked for. Undefined for anything that is not a slot's label.
 */
export function slotInputValue(time: string | null | undefined): string | undefined {
  const minutes = time ? slotMinutes(time) : undefined;
  if (minutes === undefined) return undefined;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A slot on New Zealand's today that has already begun is in the past. */
export function timeHasPassed(date: string, time: string, now: Date = new Date()): boolean {
  const minutes = slotMinutes(time);
  return date === nzToday(now) && minutes !== undefined && minutes <= nzWallClock(now).minutes;
}

/** The time slots still open on `date`: every one on a later day, those not yet begun today. */
export function timesOpen(date: string, now: Date = new Date()): readonly Option[] {
  if (date !== nzToday(now)) return TIME_OPTIONS;
  return TIME_OPTIONS.filter((slot) => !timeHasPassed(date, slot.value, now));
}

/** The last date a request may ask for: a year from New Zealand's today (29 February → 1 March). */
export function latestBookableDate(now: Date = new Date()): string {
  return aYearAfter(nzToday(now));
}

/** The urgency whose requests must be for today. */
export const SAME_DAY_URGENCY = "emergency";
