import { z } from "zod";

import type { FormName } from "../../rules/workflows";

/*
 * What the booking's e-mail jobs store, as a schema per template (the worker checks a payload with
 * it: platform/outbox/emails.ts readEmailSpec). Apart from the rendering (emails.ts), so the
 * renderers and the modules that enqueue e-mails import it without importing emails.ts back.
 */

/** Every form, each once (an operator notice can be about any). */
const FORM_NAMES = {
  booking: "booking",
  contact: "contact",
  partner: "partner",
  newsletter: "newsletter",
} as const satisfies { [F in FormName]: F };

/**
 * A practice's facts as the patient's e-mails and status page give them, and the dentist the
 * patient chose there (absent in e-mails queued before it was recorded).
 */
const PracticeContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  dentist: z.string().optional(),
});
export type PracticeContact = z.infer<typeof PracticeContactSchema>;

/** A booking request sent to a practice, and its reminder: the request and the link until it expires. */
const practiceLinkEmail = <T extends string>(template: T) =>
  z.object({
    template: z.literal(template),
    to: z.string(),
    reference: z.string(),
    practiceName: z.string(),
    linkToken: z.string(),
    expiresAt: z.string(),
  });

/**
 * The request loop's e-mails to practices (rendered in practice-emails.ts). `linkToken` is the
 * practice's private link token (in the job's payload only, sealed, as the status link is).
 */
const PRACTICE_EMAILS = [
  practiceLinkEmail("practice-request"),
  practiceLinkEmail("practice-reminder"),
  /** The patient accepted one of the offered times (ISO instant, minutes). */
  z.object({
    template: z.literal("practice-offer-accepted"),
    to: z.string(),
    reference: z.string(),
    practiceName: z.string(),
    linkToken: z.string(),
    start: z.string(),
    minutes: z.number(),
    /** The time was a freed one the patient claimed from the waitlist (issue 37 item 5). */
    waitlist: z.literal(true).optional(),
  }),
  /** The patient cancelled the confirmed appointment. */
  z.object({
    template: z.literal("practice-cancelled"),
    to: z.string(),
    reference: z.string(),
    practiceName: z.string(),
    start: z.string(),
  }),
  /**
   * The patient withdrew a request the practice was still answering; the times it offered, if any
   * (ISO instants), are free again.
   */
  z.object({
    template: z.literal("practice-withdrawn"),
    to: z.string(),
    reference: z.string(),
    practiceName: z.string(),
    offeredTimes: z.array(z.string()).optional(),
  }),
  /** The practice declined a request as "not taking new patients": its listing now says so (issue 37). */
  z.object({
    template: z.literal("practice-new-patients-off"),
    to: z.string(),
    practiceName: z.string(),
  }),
] as const;
export type PracticeEmailSpec = z.infer<(typeof PRACTICE_EMAILS)[number]>;

/** A patient's appointment, as the confirmation and its reminder state it (with a calendar file). */
const appointmentEmail = <T extends string>(template: T) =>
  z.object({
    template: z.literal(template),
    to: z.string(),
    firstName: z.string(),
    reference: z.string(),
    statusToken: z.string().nullable(),
    practice: PracticeContactSchema,
    start: z.string(),
    minutes: z.number(),
    practiceRequestId: z.string(),
  });

/**
 * The request loop's e-mails to patients (rendered in patient-emails.ts). `statusToken` is the
 * patient's status-link token (sealed in the job); null when it could not be opened (a request
 * stored before links were sealed, or a token sealed under another secret): the e-mail then points
 * to the first e-mail's link.
 * `practiceRequestId` is the calendar event's UID, so a re-sent .ics updates the same event.
 */
const PATIENT_EMAILS = [
  appointmentEmail("patient-confirmed"),
  z.object({
    template: z.literal("patient-offered"),
    to: z.string(),
    firstName: z.string(),
    reference: z.string(),
    statusToken: z.string().nullable(),
    practiceName: z.string(),
    times: z.array(z.string()),
  }),
  /** The practice declined, or did not answer in time: we are finding another practice. */
  z.object({
    template: z.literal("patient-rematching"),
    to: z.string(),
    firstName: z.string(),
    reference: z.string(),
    statusToken: z.string().nullable(),
  }),
  appointmentEmail("patient-appointment-reminder"),
  /**
   * Acknowledges the patient's cancellation, with the calendar file that removes the event (the
   * appointment's facts: absent in e-mails queued before the file was sent).
   */
  z.object({
    template: z.literal("patient-cancelled"),
    to: z.string(),
    firstName: z.string(),
    reference: z.string(),
    practiceName: z.string(),
    start: z.string(),
    appointment: z
      .object({ practiceRequestId: z.string(), minutes: z.number(), practice: PracticeContactSchema })
      .optional(),
    /** Cancelled by the patient's withdrawal of the whole request (their details are erased). */
    withdrawn: z.literal(true).optional(),
  }),
] as const;
export type PatientEmailSpec = z.infer<(typeof PATIENT_EMAILS)[number]>;

/** To the operators (resolved as for operator-notice): a request needs re-matching (rendered in escalation-emails.ts). */
const EscalationEmailSchema = z.object({
  template: z.literal("operator-escalation"),
  reference: z.string(),
  submissionId: z.string(),
  reason: z.enum(["no-answer", "emergency-no-answer", "declined"]),
});
export type EscalationEmailSpec = z.infer<typeof EscalationEmailSchema>;

/**
 * The booking's e-mails (the form intake's replies, the request loop's, the operators' notices):
 * what each job stores, which e-mail, to whom, and the few facts it states. A link's token
 * (`statusToken`, `linkToken`) is stored sealed and opened just before rendering
 * (platform/outbox/link-tokens.ts). The worker checks a job's payload with its schema before it
 * renders it (platform/outbox/emails.ts readEmailSpec).
 */
export const BOOKING_EMAILS = [
  z.object({
    template: z.literal("booking-received"),
    to: z.string(),
    firstName: z.string(),
    reference: z.string(),
    statusToken: z.string(),
    /** The dentist and practice the patient chose, which the request went to at once (issue 38 item 2). */
    sentTo: z.object({ dentist: z.string(), practice: z.string() }).optional(),
    /** The date ("2026-12-01") and time of day asked for, as chosen on the form. */
    askedDate: z.string().optional(),
    askedTime: z.string().optional(),
    /**
     * Asked for with the "emergency" urgency: the e-mail promises no reply time and says where to
     * get help now, without naming the urgency (D588).
     */
    emergency: z.literal(true).optional(),
  }),
  z.object({ template: z.literal("contact-received"), to: z.string(), name: z.string(), reference: z.string() }),
  z.object({
    template: z.literal("partner-received"),
    to: z.string(),
    contactName: z.string(),
    practiceName: z.string(),
    reference: z.string(),
  }),
  ...PRACTICE_EMAILS,
  ...PATIENT_EMAILS,
] as const;
export type BookingEmailSpec = z.infer<(typeof BOOKING_EMAILS)[number]>;

/** To the operators (OPERATOR_NOTIFY_TO, else every operator), resolved when each is sent. */
export const BOOKING_OPERATOR_EMAILS = [
  z.object({
    template: z.literal("operator-notice"),
    form: z.enum(FORM_NAMES),
    reference: z.string(),
    submissionId: z.string(),
  }),
  EscalationEmailSchema,
] as const;
export type BookingOperatorEmailSpec = z.infer<(typeof BOOKING_OPERATOR_EMAILS)[number]>;

declare module "../platform/outbox/email-specs" {
  interface EmailSpecs {
    booking: BookingEmailSpec;
    bookingOperators: BookingOperatorEmailSpec;
  }
}
