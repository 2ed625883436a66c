/**
 * The request loop (issue 22): a booking request sent to a practice, the practice's answer by its
 * private link, the patient's answer on their status page, and the timers that keep anything from
 * waiting in silence. Rules the server (which enforces them), the practice's page and the
 * patient's page all need, so they live outside both.
 */
import { z } from "zod";

import type { Weekday } from "./listings/types";
import { aYearAfter, nzDateTime, NZ_DATE, NZ_TIME } from "./nz-time";

/**
 * One sending of a request to a practice:
 * - waiting: sent, no answer yet (reminded, then flagged for re-matching, if it stays so);
 * - offered: the practice offered other times; the patient may accept one;
 * - confirmed: a date and time are agreed (by the practice, or by the patient accepting an offer);
 * - declined: the practice cannot take it (with a reason); the request needs another practice;
 * - cancelled: the patient cancelled the confirmed appointment (the practice is e-mailed);
 * - withdrawn: the patient withdrew the request (details erased) or an operator closed it;
 * - superseded: an operator sent the request to another practice instead.
 */
export const PRACTICE_REQUEST_STATUSES = [
  "waiting",
  "offered",
  "confirmed",
  "declined",
  "cancelled",
  "withdrawn",
  "superseded",
] as const;
export type PracticeRequestStatus = (typeof PRACTICE_REQUEST_STATUSES)[number];

/** The moves allowed, whoever makes them; anything else is refused (409). */
const PRACTICE_REQUEST_MOVES: Record<PracticeRequestStatus, readonly PracticeRequestStatus[]> = {
  waiting: ["confirmed", "offered", "declined", "withdrawn", "superseded"],
  // The practice may still confirm another time or decline while the patient considers its offer.
  offered: ["confirmed", "offered", "declined", "withdrawn", "superseded"],
  confirmed: ["cancelled", "withdrawn"],
  declined: ["superseded", "withdrawn"],
  cancelled: [],
  withdrawn: [],
  superseded: [],
};

export function canMove(from: PracticeRequestStatus, to: PracticeRequestStatus): boolean {
  return PRACTICE_REQUEST_MOVES[from].includes(to);
}

/** Statuses in which the practice can still answer by its link. */
export const ANSWERABLE: readonly PracticeRequestStatus[] = ["waiting", "offered"];

/** A practice's link works for this long after it was sent, then answers 410 Gone. */
export const PRACTICE_LINK_DAYS = 14;
export const PRACTICE_LINK_MS = PRACTICE_LINK_DAYS * 24 * 60 * 60 * 1000;

/** At most this many other times a practice may offer at once. */
export const MAX_OFFERED_TIMES = 3;

/** Appointment lengths a practice may choose when confirming; the .ics event lasts this long. */
export const APPOINTMENT_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_APPOINTMENT_MINUTES = 30;

export const DECLINE_REASON_MAX = 500;

/**
 * Why a practice declines (issue 37 item 1): "not-taking-new-patients" also turns the practice's
 * "new adult patients" to no (confirmed that day), and the practice is told how to turn it back on;
 * "other" needs the reason in words.
 */
const DECLINE_BECAUSE = ["not-taking-new-patients", "other"] as const;
const NOT_TAKING_NEW_PATIENTS = "Not taking new patients";

/** True for a decline "not taking new patients" (its stored reason starts so). */
export const declinedAsNotTakingNew = (reason: string | null) => reason?.startsWith(NOT_TAKING_NEW_PATIENTS) === true;

/**
 * The last New Zealand date a practice may confirm or offer: a year from today, as far ahead as a
 * patient may ask (forms/booking-time.ts). A later one is a slip of the keyboard (2207 for 2027).
 */
export function latestAnswerDate(now: Date): string {
  return aYearAfter(nzDateTime(now).date);
}

const longDate = new Intl.DateTimeFormat("en-NZ", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** The error beside a date after latestAnswerDate, naming the last date allowed. */
export function tooFarAheadMessage(now: Date): string {
  return `Choose a date within the next year (by ${longDate.format(new Date(`${latestAnswerDate(now)}T00:00:00Z`))}).`;
}

/** The error beside an offered time that repeats an earlier row's (`row` is that row's number). */
export function sameTimeOfferedMessage(row: number): string {
  return `Same as time ${row}: offer a different time, or leave this one empty.`;
}

/**
 * Working hours, in New Zealand time, for the practice's reminder and escalation: Monday to
 * Friday, 8 am to 6 pm. The server's config may change them (WORKING_HOURS_* settings).
 */
export interface WorkingHours {
  days: readonly Weekday[];
  /** "HH:MM", New Zealand time. */
  start: string;
  end: string;
}
export const DEFAULT_WORKING_HOURS: WorkingHours = {
  days: ["mon", "tue", "wed", "thu", "fri"],
  start: "08:00",
  end: "18:00",
};
/** A practice that has not answered within this many working hours is reminded, once. */
export const REMIND_AFTER_WORKING_HOURS = 4;
/** After this many working hours without an answer, the request is flagged for re-matching. */
export const ESCALATE_AFTER_WORKING_HOURS = 8;
/** An emergency-urgency request escalates after this long, at any time of day. */
export const EMERGENCY_ESCALATE_MS = 60 * 60 * 1000;

/** The patient's reminder of a confirmed appointment: at this New Zealand time the day before. */
export const DAY_BEFORE_REMINDER_TIME = "09:00";

// ---- The practice's answers, as its page posts them (url-encoded or JSON alike).

const date = z.string().trim().regex(NZ_DATE, "Enter a date.");
const time = z.string().trim().regex(NZ_TIME, "Enter a time.");

export const PracticeAnswerSchema = z.discriminatedUnion("answer", [
  z.object({
    answer: z.literal("confirm"),
    date,
    time,
    minutes: z.coerce
      .number()
      .int()
      .refine((m) => (APPOINTMENT_MINUTES as readonly number[]).includes(m), "Choose a length.")
      .default(DEFAULT_APPOINTMENT_MINUTES),
  }),
  z.object({
    answer: z.literal("offer"),
    /** 1 to MAX_OFFERED_TIMES slots; empty rows of the form are left out before parsing. */
    times: z.array(z.object({ date, time })).min(1, "Offer at least one time.").max(MAX_OFFERED_TIMES),
  }),
  z
    .object({
      answer: z.literal("decline"),
      because: z.enum(DECLINE_BECAUSE).default("other"),
      reason: z.string().trim().max(DECLINE_REASON_MAX).default(""),
    })
    .refine((d) => d.because === "not-taking-new-patients" || d.reason.length > 0, {
      message: "Say why, so we can tell the patient.",
      path: ["reason"],
    })
    // The patient and the practice's page read the reason: "Not taking new patients", and the words typed.
    .transform((d) => ({
      ...d,
      reason:
        d.because === "other"
          ? d.reason
          : d.reason
            ? `${NOT_TAKING_NEW_PATIENTS}: ${d.reason}`
            : NOT_TAKING_NEW_PATIENTS,
    })),
]);
export type PracticeAnswer = z.infer<typeof PracticeAnswerSchema>;
