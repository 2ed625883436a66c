/**
 * The waitlist for an earlier time (issue 37 item 5): what the server enforces and the pages say.
 * A patient with a confirmed appointment asks to hear of an earlier time, at its practice or at any
 * practice in its city, until a date they choose; a practice frees a time; the first of the e-mailed
 * to claim it gets it.
 */
import { NZ_DATE } from "./nz-time";

export const WAITLIST_SCOPES = ["practice", "city"] as const;
export type WaitlistScope = (typeof WAITLIST_SCOPES)[number];

/** At most this many months ahead may the until-date be (the "at most 6 months"). */
export const WAITLIST_MAX_MONTHS = 6;

/** At most this many people are e-mailed about one freed time, oldest on the list first. */
export const WAITLIST_OFFERS_PER_TIME = 5;

/** The date `months` months after a YYYY-MM-DD date (31 August + 6 months is 28 February, not 3 March). */
export function monthsAfter(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, last))).toISOString().slice(0, 10);
}

/**
 * The until-dates a patient may choose: from today to the earlier of their appointment's date
 * (after it, no time is earlier) and six months ahead. The default is the latest.
 */
export function untilRange(today: string, appointmentDate: string): { min: string; max: string } {
  const sixMonths = monthsAfter(today, WAITLIST_MAX_MONTHS);
  return { min: today, max: appointmentDate < sixMonths ? appointmentDate : sixMonths };
}

/** The field error for an until-date outside the range, or null when it is fine. */
export function untilDateProblem(
  value: string,
  range: { min: string; max: string },
  tooLate = "Choose a date no later than your appointment's date, and within six months.",
): string | null {
  if (!NZ_DATE.test(value)) return "Enter the last date you want to hear of a time, as a date.";
  if (value < range.min) return "Choose today or a later date.";
  if (value > range.max) return tooLate;
  return null;
}

// ---- Joining from a practice's profile, with no booking

/** A profile's until-date is four weeks ahead unless the patient chooses another. */
const PROFILE_UNTIL_DEFAULT_DAYS = 28;

/** Hours a profile entry's confirmation link works; an entry not confirmed by then is deleted. */
export const WAITLIST_CONFIRM_HOURS = 48;

/** The until-dates a profile's form allows: from today to six months ahead, four weeks by default. */
export function profileUntil(today: string): { min: string; max: string; initial: string } {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const initial = new Date(Date.UTC(year, month - 1, day + PROFILE_UNTIL_DEFAULT_DAYS)).toISOString().slice(0, 10);
  return { min: today, max: monthsAfter(today, WAITLIST_MAX_MONTHS), initial };
}

export const PROFILE_UNTIL_TOO_LATE = "Choose a date within six months from today.";
