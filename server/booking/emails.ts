import { adminPaths } from "../../rules/admin-paths";
import { nzLongDate } from "../../rules/appointment-time";
import { HEALTHLINE } from "../../rules/help-lines";
import { paths } from "../../rules/paths";
import { sentToText } from "../../rules/request-status";
import { RESPONSE_TIMES } from "../../rules/response-times";
import type { FormName } from "../../rules/workflows";
import { type Block, origin, render, type RenderedEmail, SITE_NAME } from "../platform/outbox/email-layout";
import type { EmailGroup } from "../platform/outbox/emails";
import {
  BOOKING_EMAILS,
  BOOKING_OPERATOR_EMAILS,
  type BookingEmailSpec,
  type BookingOperatorEmailSpec,
} from "./email-specs";
import { renderEscalationEmail } from "./escalation-emails";
import { renderPatientEmail } from "./patient-emails";
import { renderPracticeEmail } from "./practice-emails";

/*
 * The booking's e-mails as text and HTML (what each job stores: email-specs.ts), registered with
 * the outbox (server/features.ts). No e-mail carries health details: never a message's text, a
 * booking's urgency, its service or notes, only what the person needs to recognise their request
 * (the reference, their name, the day and time they asked for, the dentist they chose). The
 * request loop's e-mails are rendered in their own files, from the shared layout (email-layout.ts).
 */

/** "Tuesday 1 December 2026" for a form's date ("2026-12-01"); midnight UTC is that day in New Zealand. */
const askedDay = (date: string | undefined) =>
  date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? nzLongDate(`${date}T00:00:00Z`) : undefined;

const NOTICE_NAMES: Record<FormName, string> = {
  booking: "booking request",
  contact: "contact message",
  partner: "partner application",
  newsletter: "newsletter sign-up",
};

/**
 * The reply to a form: greeting, thanks with the reference, what happens next as numbered steps,
 * then `after`. It goes to an address whoever posted typed, which may not be theirs: it echoes
 * nothing they typed, not even a name (D704).
 */
function acknowledgement(input: {
  subject: string;
  thanks: string;
  heading: string;
  steps: string[];
  after: Block[];
}): RenderedEmail {
  return render(input.subject, [
    { p: "Kia ora," },
    { p: input.thanks },
    { h: input.heading },
    { steps: input.steps },
    ...input.after,
  ]);
}

/**
 * The acknowledgement of a request asked for with the "emergency" urgency. A reply "within 24
 * hours" is no help to someone who needs care today, and nothing measures how soon a practice
 * answers, so no time is promised: it says what to do now, as the emergency confirmation page
 * does, in words that fit anyone asking for a time today. It names no urgency, symptom or service
 * (D412): a reader of the mailbox learns only that the request was for today, which the day asked
 * for already says.
 */
function emergencyAcknowledgement(
  spec: Extract<BookingEmailSpec, { template: "booking-received" }>,
  asked: string[],
  statusLink: Block[],
  publicOrigin: string,
): RenderedEmail {
  return render(`We have your booking request ${spec.reference}`, [
    { p: "Kia ora," },
    { p: `Thank you: we have your booking request. Its reference is ${spec.reference}.` },
    {
      p: `${asked.join(" ")} ${spec.sentTo ? sentToText(spec.sentTo) : "Our team chooses a practice for you and sends your request on."} Nothing is booked until a practice confirms a time with you, and we cannot say how soon that will be.`.trim(),
    },
    { h: "If it cannot wait, don't wait for a reply" },
    {
      steps: [
        "Call a dental clinic that is open now: our emergency page lists them, open ones first.",
        `Not sure what to do? Call Healthline on ${HEALTHLINE.display} for free advice, any time.`,
        "Trouble breathing or swallowing, or bleeding that won't stop: call 111.",
      ],
    },
    { link: `${origin(publicOrigin)}${paths.emergency()}`, label: "Clinics open now" },
    ...statusLink,
  ]);
}

/** A booking's e-mail to the patient or the practice, as it is sent: links on this site's public address. */
function renderBookingEmail(spec: BookingEmailSpec, publicOrigin: string): RenderedEmail {
  switch (spec.template) {
    case "booking-received": {
      const asked =
        spec.askedDate || spec.askedTime
          ? [`You asked for ${[askedDay(spec.askedDate), spec.askedTime].filter(Boolean).join(", ")}.`]
          : [];
      const statusLink: Block[] = [
        { p: "Your private status page shows where your request is, and lets you withdraw it." },
        { link: `${origin(publicOrigin)}${paths.requestStatus(spec.statusToken)}`, label: "See your request" },
        {
          small:
            "Keep this e-mail to yourself: anyone with the link can see your request's progress and withdraw it. This is a request, not a confirmed appointment, until the practice confirms a time with you.",
        },
      ];
      if (spec.emergency) return emergencyAcknowledgement(spec, asked, statusLink, publicOrigin);
      return acknowledgement({
        subject: `We have your booking request ${spec.reference}`,
        thanks: `Thank you: we have your booking request. Its reference is ${spec.reference}.`,
        heading: "What happens next",
        steps: [
          ...asked,
          spec.sentTo
            ? `${sentToText(spec.sentTo)} They get in touch ${RESPONSE_TIMES.bookingConfirmation} to confirm a time that suits you.`
            : `Our team chooses a practice for you and sends your request on. The practice gets in touch ${RESPONSE_TIMES.bookingConfirmation} to confirm a time that suits you.`,
        ],
        after: statusLink,
      });
    }
    case "contact-received":
      return acknowledgement({
        subject: `We have your message ${spec.reference}`,
        thanks: `Thank you for getting in touch: we have your message. Its reference is ${spec.reference}.`,
        heading: "When we'll reply",
        steps: [
          `General enquiries: ${RESPONSE_TIMES.general}.`,
          `Technical support: within ${RESPONSE_TIMES.technical}.`,
          `Partnership applications: within ${RESPONSE_TIMES.partnership}.`,
          `Urgent matters: within ${RESPONSE_TIMES.urgent}.`,
        ],
        after: [
          {
            small: `If you haven't heard from us after ${RESPONSE_TIMES.followUpAfter}, reply to this e-mail or contact us again, quoting ${spec.reference}.`,
          },
        ],
      });
    case "partner-received":
      return acknowledgement({
        subject: `We have your partner application ${spec.reference}`,
        thanks: `Thank you for applying to list your practice with ${SITE_NAME}. Your application's reference is ${spec.reference}.`,
        heading: "What happens next",
        steps: [
          `Our partnerships team checks your practice's details and replies within ${RESPONSE_TIMES.partnership}.`,
          "We call to confirm your dentists' registration, your services and hours, and how you'd like patients to reach you.",
        ],
        after: [{ small: `Quote ${spec.reference} if you write or call us about this application.` }],
      });
    case "practice-request":
    case "practice-reminder":
    case "practice-offer-accepted":
    case "practice-cancelled":
    case "practice-withdrawn":
    case "practice-new-patients-off":
      return renderPracticeEmail(spec, publicOrigin);
    case "patient-confirmed":
    case "patient-offered":
    case "patient-rematching":
    case "patient-appointment-reminder":
    case "patient-cancelled":
      return renderPatientEmail(spec, publicOrigin);
  }
}

/** The booking's notices to the operators. */
function renderOperatorEmail(spec: BookingOperatorEmailSpec, publicOrigin: string): RenderedEmail {
  if (spec.template === "operator-escalation") return renderEscalationEmail(spec, publicOrigin);
  const subject = `New ${NOTICE_NAMES[spec.form]} ${spec.reference}`;
  return render(subject, [
    { p: `${subject} is waiting in the inbox.` },
    {
      link: `${origin(publicOrigin)}${adminPaths.submission(spec.submissionId)}`,
      label: "Open it",
    },
  ]);
}

/** The booking's e-mails to patients and practices, as the outbox registers them (server/features.ts). */
export const BOOKING_EMAIL_GROUP: EmailGroup<BookingEmailSpec> = {
  schemas: BOOKING_EMAILS,
  render: renderBookingEmail,
  // The acknowledgement is no use without its status link.
  linkLost: (spec) => spec.template === "booking-received" && !spec.statusToken,
};

/** The booking's notices to the operators, as the outbox registers them. */
export const BOOKING_OPERATOR_EMAIL_GROUP: EmailGroup<BookingOperatorEmailSpec> = {
  schemas: BOOKING_OPERATOR_EMAILS,
  render: renderOperatorEmail,
  toOperators: true,
};
