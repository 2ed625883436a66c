import type { WorkingHours } from "../../rules/booking-loop";
import type { NewJob } from "../outbox/jobs";

/*
 * The request loop's timed work (issue 22, items 4 and 6), as durable jobs enqueued in the
 * transaction of the change that starts the clock. Owned by the timers work: these signatures are
 * the contract the practice-link and patient-side work call.
 */

/** A request just sent to a practice (the row in practice_requests). */
export interface SentPracticeRequest {
  practiceRequestId: string;
  submissionId: string;
  sentAt: Date;
  emergency: boolean;
}

/**
 * Jobs to enqueue when a request is sent to a practice: the reminder after
 * REMIND_AFTER_WORKING_HOURS and the escalation after ESCALATE_AFTER_WORKING_HOURS (or
 * EMERGENCY_ESCALATE_MS for an emergency). Each does nothing if the practice has answered by then.
 */
export function practiceTimerJobs(_sent: SentPracticeRequest, _hours: WorkingHours): NewJob[] {
  return [];
}

/** A confirmed appointment (a practice confirmed, or the patient accepted an offered time). */
export interface ConfirmedAppointment {
  practiceRequestId: string;
  submissionId: string;
  start: Date;
}

/**
 * The patient's reminder the day before, at DAY_BEFORE_REMINDER_TIME New Zealand time; null when
 * that moment has passed. Does nothing when it runs if the appointment was cancelled or moved.
 */
export function appointmentReminderJob(_appointment: ConfirmedAppointment, _now: Date): NewJob | null {
  return null;
}
