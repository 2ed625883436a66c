import type { EscalationEmailSpec, PracticeContact } from "./email-specs";
import { emailJob, type NewJob } from "../platform/outbox/jobs";
import type { SubmissionsTable } from "./submission-tables";
import type { PracticeRequestRow } from "./practice-request-tables";
import { appointmentReminderJob } from "./timer-jobs";

/*
 * What the booking's transitions e-mail and what the e-mails say about the patient and the
 * practice: the contacts, the confirmation with its reminder, the cancellations and the notices
 * of a withdrawal or a re-matching. Apart from the transitions, as several of them send the same
 * e-mails (the practice confirms, the patient accepts, a waitlisted patient claims a time).
 */

/** The booking as the transitions read it. */
export type Booking = Pick<SubmissionsTable, "id" | "form" | "reference" | "status" | "email" | "fields">;

/** The patient's side of an e-mail to them: address, greeting, reference and status link. */
export function patientContact(booking: Pick<Booking, "email" | "fields" | "reference">, statusToken: string | null) {
  const firstName = (JSON.parse(booking.fields) as Record<string, unknown>).firstName;
  return {
    to: booking.email,
    firstName: typeof firstName === "string" ? firstName.trim() : "",
    reference: booking.reference,
    statusToken,
  };
}

/** The practice and dentist as the patient's e-mails and calendar file name them (as listed when sent). */
export function practiceContact(
  row: Pick<PracticeRequestRow, "practice_name" | "practice_phone" | "practice_address" | "dentist_name">,
): PracticeContact {
  const contact = { name: row.practice_name, phone: row.practice_phone, address: row.practice_address };
  return row.dentist_name ? { ...contact, dentist: row.dentist_name } : contact;
}

/**
 * A request needs another practice (the practice declined, or did not answer in time): the
 * operators are told why, and the patient that we are finding another.
 */
export function rematchingJobs(
  submissionId: string,
  patient: ReturnType<typeof patientContact>,
  reason: EscalationEmailSpec["reason"],
  sealKey: Buffer,
): NewJob[] {
  return [
    emailJob({ template: "operator-escalation", reference: patient.reference, submissionId, reason }, { submissionId }),
    emailJob({ template: "patient-rematching", ...patient }, { submissionId, sealKey }),
  ];
}

/**
 * The patient's confirmation (with its calendar file) and the day-before reminder, however the time
 * was agreed: the practice confirmed it, or the patient accepted one it offered.
 */
export function appointmentConfirmedJobs(input: {
  booking: Booking;
  row: PracticeRequestRow;
  start: string;
  minutes: number;
  statusToken: string | null;
  sealKey: Buffer;
  now: Date;
}): NewJob[] {
  const { booking, row, start, minutes } = input;
  const jobs = [
    emailJob(
      {
        template: "patient-confirmed",
        ...patientContact(booking, input.statusToken),
        practice: practiceContact(row),
        start,
        minutes,
        practiceRequestId: row.id,
      },
      { submissionId: booking.id, sealKey: input.sealKey },
    ),
  ];
  const reminder = appointmentReminderJob(
    { practiceRequestId: row.id, submissionId: booking.id, start: new Date(start) },
    input.now,
  );
  return reminder ? [...jobs, reminder] : jobs;
}

/**
 * The practice's cancellation notice. Not tied to the booking (no submissionId): it names no
 * patient, and a withdrawal that erases the booking's e-mails must not take this one with them.
 */
export function practiceCancelledEmail(row: PracticeRequestRow, reference: string, start: string): NewJob {
  return emailJob({
    template: "practice-cancelled",
    to: row.practice_email,
    reference,
    practiceName: row.practice_name,
    start,
  });
}

/**
 * The practice's notice that the patient withdrew a request it was still answering (waiting, or
 * with times offered: they are free again). Not tied to the booking, as the cancellation above.
 */
export function practiceWithdrawnEmail(row: PracticeRequestRow, reference: string): NewJob {
  const offeredTimes = row.status === "offered" ? offeredTimesOf(row) : [];
  return emailJob({
    template: "practice-withdrawn",
    to: row.practice_email,
    reference,
    practiceName: row.practice_name,
    ...(offeredTimes.length > 0 ? { offeredTimes } : {}),
  });
}

/** Times a practice offered (ISO instants), as stored. */
export function offeredTimesOf(row: Pick<PracticeRequestRow, "offered_times">): string[] {
  try {
    if (!row.offered_times) return [];
    const times = JSON.parse(row.offered_times) as unknown;
    return Array.isArray(times) ? times.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The patient's "Your appointment is cancelled" with the calendar file that takes the event out of
 * their calendar (METHOD:CANCEL, the confirmation's UID, a higher SEQUENCE).
 */
export function patientCancelledEmail(
  row: PracticeRequestRow,
  patient: ReturnType<typeof patientContact>,
  start: string,
  options: { submissionId: string; withdrawn?: boolean; uniqueKey?: string },
): NewJob {
  return emailJob(
    {
      template: "patient-cancelled",
      to: patient.to,
      firstName: patient.firstName,
      reference: patient.reference,
      practiceName: row.practice_name,
      start,
      appointment: {
        practiceRequestId: row.id,
        minutes: row.appointment_minutes ?? 0,
        practice: practiceContact(row),
      },
      ...(options.withdrawn ? { withdrawn: true } : {}),
    },
    { submissionId: options.submissionId, ...(options.uniqueKey ? { uniqueKey: options.uniqueKey } : {}) },
  );
}
