import { z } from "zod";

import {
  DAY_BEFORE_REMINDER_TIME,
  EMERGENCY_ESCALATE_MS,
  ESCALATE_AFTER_WORKING_HOURS,
  REMIND_AFTER_WORKING_HOURS,
  type WorkingHours,
} from "../../rules/booking-loop";
import { closureOnDate } from "../../rules/listings/closures";
import type { Closure } from "../../rules/listings/types";
import { nzDateTime, nzInstant } from "../../rules/nz-time";
import { addWorkingHours } from "../../rules/working-hours";
import { holidayTest } from "../platform/nz-holidays";
import type { JobKind } from "../platform/outbox/job-kinds";
import type { NewJob } from "../platform/outbox/jobs";

/*
 * The request loop's timers as the jobs a change enqueues to start them (issue 22, items 4 and 6):
 * apart from their handlers (timers.ts), so the booking's transitions (sending.ts,
 * transition-emails.ts) can start them and the handlers can use the transitions' history and
 * e-mails without an import circle.
 */

/** A request just sent to a practice (the row in practice_requests). */
interface SentPracticeRequest {
  practiceRequestId: string;
  submissionId: string;
  sentAt: Date;
  emergency: boolean;
  /** The practice's city: its region's anniversary day is a day off as well as the national holidays. */
  citySlug: string;
  /** The practice's closures: their days are days off too, so the timers count from the reopening (issue 37 item 2). */
  closures?: readonly Closure[];
}

/** An emergency's practice is reminded this long after it was sent, half-way to its escalation (D473). */
export const EMERGENCY_REMIND_MS = EMERGENCY_ESCALATE_MS / 2;

/** The timers' job kinds. */
export const PRACTICE_REMINDER = "practice-reminder";
export const PRACTICE_ESCALATION = "practice-escalation";
export const APPOINTMENT_REMINDER = "appointment-reminder";

/** What a practice timer's job stores: the row it is about, nothing personal. */
export interface PracticeTimerPayload {
  practiceRequestId: string;
}
const practiceTimerPayload: z.ZodType<PracticeTimerPayload> = z.object({ practiceRequestId: z.string().min(1) });
export const PRACTICE_REMINDER_JOB: JobKind<PracticeTimerPayload> = {
  kind: PRACTICE_REMINDER,
  payload: practiceTimerPayload,
};
export const PRACTICE_ESCALATION_JOB: JobKind<PracticeTimerPayload> = {
  kind: PRACTICE_ESCALATION,
  payload: practiceTimerPayload,
};

/**
 * Jobs to enqueue when a request is sent to a practice: the reminder after
 * REMIND_AFTER_WORKING_HOURS and the escalation after ESCALATE_AFTER_WORKING_HOURS, public holidays
 * where the practice is and the practice's closures skipped (or
 * EMERGENCY_ESCALATE_MS for an emergency). Each does nothing if the practice has answered by then.
 */
export function practiceTimerJobs(sent: SentPracticeRequest, hours: WorkingHours): NewJob[] {
  const { practiceRequestId, submissionId, sentAt } = sent;
  const holiday = holidayTest(sent.citySlug);
  const { closures } = sent;
  const isHoliday = closures?.length
    ? (date: string) => holiday(date) || closureOnDate(closures, date) !== undefined
    : holiday;
  const remindAt = sent.emergency
    ? new Date(sentAt.getTime() + EMERGENCY_REMIND_MS)
    : addWorkingHours(sentAt, REMIND_AFTER_WORKING_HOURS, hours, isHoliday);
  const escalateAt = sent.emergency
    ? new Date(sentAt.getTime() + EMERGENCY_ESCALATE_MS)
    : addWorkingHours(sentAt, ESCALATE_AFTER_WORKING_HOURS, hours, isHoliday);
  const payload: PracticeTimerPayload = { practiceRequestId };
  return [
    {
      kind: PRACTICE_REMINDER,
      payload,
      runAt: remindAt,
      submissionId,
      uniqueKey: `${PRACTICE_REMINDER}:${practiceRequestId}`,
    },
    {
      kind: PRACTICE_ESCALATION,
      payload,
      runAt: escalateAt,
      submissionId,
      uniqueKey: `${PRACTICE_ESCALATION}:${practiceRequestId}`,
    },
  ];
}

/** A confirmed appointment (a practice confirmed, or the patient accepted an offered time). */
interface ConfirmedAppointment {
  practiceRequestId: string;
  submissionId: string;
  start: Date;
}

/** The appointment reminder's payload: the row, and the start it reminds of (a moved one is not). */
export interface AppointmentReminderPayload {
  practiceRequestId: string;
  start: string;
}
export const APPOINTMENT_REMINDER_JOB: JobKind<AppointmentReminderPayload> = {
  kind: APPOINTMENT_REMINDER,
  payload: z.object({ practiceRequestId: z.string().min(1), start: z.iso.datetime() }),
};

/** The booking's job kinds (its manifest declares them). */
export const BOOKING_JOBS = [PRACTICE_REMINDER_JOB, PRACTICE_ESCALATION_JOB, APPOINTMENT_REMINDER_JOB];

/** The New Zealand date before "YYYY-MM-DD". */
function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The patient's reminder the day before, at DAY_BEFORE_REMINDER_TIME New Zealand time; null when
 * that moment has passed. Does nothing when it runs if the appointment was cancelled or moved.
 */
export function appointmentReminderJob(appointment: ConfirmedAppointment, now: Date): NewJob | null {
  const { practiceRequestId, submissionId, start } = appointment;
  const runAt = nzInstant(dayBefore(nzDateTime(start).date), DAY_BEFORE_REMINDER_TIME);
  if (!runAt || runAt.getTime() <= now.getTime()) return null;
  const payload: AppointmentReminderPayload = { practiceRequestId, start: start.toISOString() };
  return {
    kind: APPOINTMENT_REMINDER,
    payload,
    runAt,
    submissionId,
    uniqueKey: `${APPOINTMENT_REMINDER}:${practiceRequestId}:${start.toISOString()}`,
  };
}
