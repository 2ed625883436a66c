import { z } from "zod";

import { requestStatusPath } from "../../rules/request-status";
import { RESPONSE_TIMES } from "../../rules/response-times";
import type { FormName } from "../../rules/workflows";
import { renderEscalationEmail } from "./escalation-emails";
import { renderPatientEmail } from "./patient-emails";
import { renderPracticeEmail } from "./practice-emails";
import { PermanentJobError } from "./worker";

/*
 * The e-mails the site sends, as data (what a job stores) and as text and HTML (what is sent).
 * No e-mail carries health details: never a message's text, a booking's urgency, its service or
 * notes, only what the person needs to recognise their request (the reference, their name).
 */

/** Every form, each once (an operator notice can be about any). */
const FORM_NAMES = {
  booking: "booking",
  contact: "contact",
  partner: "partner",
  newsletter: "newsletter",
} as const satisfies { [F in FormName]: F };

/** A practice's facts as the patient's e-mails and status page give them. */
const PracticeContactSchema = z.object({ name: z.string(), phone: z.string(), address: z.string() });
export type PracticeContact = z.infer<typeof PracticeContactSchema>;

/**
 * The request loop's e-mails to practices (rendered in practice-emails.ts). `linkToken` is the
 * practice's private link token (in the job's payload only, sealed, as the status link is).
 */
const PRACTICE_EMAILS = [
  z.object({
    template: z.literal("practice-request"),
    to: z.string(),
    reference: z.string(),
    practiceName: z.string(),
    linkToken: z.string(),
    expiresAt: z.string(),
  }),
  z.object({
    template: z.literal("practice-reminder"),
    to: z.string(),
    reference: z.string(),
    practiceName: z.string(),
    linkToken: z.string(),
    expiresAt: z.string(),
  }),
  /** The patient accepted one of the offered times (ISO instant, minutes). */
  z.object({
    template: z.literal("practice-offer-accepted"),
    to: z.string(),
    reference: z.string(),
    practiceName: z.string(),
    linkToken: z.string(),
    start: z.string(),
    minutes: z.number(),
  }),
  /** The patient cancelled the confirmed appointment. */
  z.object({
    template: z.literal("practice-cancelled"),
    to: z.string(),
    reference: z.string(),
    practiceName: z.string(),
    start: z.string(),
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
  /** Acknowledges the patient's cancellation. */
  z.object({
    template: z.literal("patient-cancelled"),
    to: z.string(),
    firstName: z.string(),
    reference: z.string(),
    practiceName: z.string(),
    start: z.string(),
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
 * What an e-mail job stores: which e-mail, to whom, and the few facts it states. A link's token
 * (`statusToken`, `linkToken`) is stored sealed and opened just before rendering (link-tokens.ts).
 * The worker checks a job's payload with this schema before it renders it (jobs.ts readEmailSpec).
 */
export const EmailSpecSchema = z.discriminatedUnion("template", [
  z.object({
    template: z.literal("booking-received"),
    to: z.string(),
    firstName: z.string(),
    reference: z.string(),
    statusToken: z.string(),
  }),
  z.object({ template: z.literal("contact-received"), to: z.string(), name: z.string(), reference: z.string() }),
  z.object({
    template: z.literal("partner-received"),
    to: z.string(),
    contactName: z.string(),
    practiceName: z.string(),
    reference: z.string(),
  }),
  /** To the operators (OPERATOR_NOTIFY_TO, else every operator), resolved when it is sent. */
  z.object({
    template: z.literal("operator-notice"),
    form: z.enum(FORM_NAMES),
    reference: z.string(),
    submissionId: z.string(),
  }),
  ...PRACTICE_EMAILS,
  ...PATIENT_EMAILS,
  EscalationEmailSchema,
]);
export type EmailSpec = z.infer<typeof EmailSpecSchema>;

/**
 * An e-mail job's payload as the worker reads it, checked against its template's schema. One that
 * does not match (stored by another version, or altered) would never render: it fails for good,
 * naming the fields that are wrong and never their values (the reason is stored and logged).
 */
export function readEmailSpec(payload: unknown): EmailSpec {
  const parsed = EmailSpecSchema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".") || "template"))];
  throw new PermanentJobError(`the e-mail's payload does not match its template (${fields.join(", ")})`);
}

/** A stored e-mail job's payload (JSON), checked as the worker checks it; null when it does not match. */
export function storedEmailSpec(payload: string): EmailSpec | null {
  const parsed = EmailSpecSchema.safeParse(JSON.parse(payload));
  return parsed.success ? parsed.data : null;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** e.g. a confirmed appointment's calendar file (text/calendar; method=PUBLISH). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

const SITE_NAME = "NZ Dental Directory";

const NOTICE_NAMES: Record<FormName, string> = {
  booking: "booking request",
  contact: "contact message",
  partner: "partner application",
  newsletter: "newsletter sign-up",
};

/** One block of an e-mail: a paragraph, a heading, a numbered list or a link to press. */
export type Block =
  { p: string } | { h: string } | { steps: string[] } | { link: string; label: string } | { small: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function plainText(blocks: Block[]): string {
  const parts = blocks.map((block) => {
    if ("p" in block) return block.p;
    if ("h" in block) return block.h;
    if ("steps" in block) return block.steps.map((step, i) => `${i + 1}. ${step}`).join("\n");
    if ("link" in block) return `${block.label}:\n${block.link}`;
    return block.small;
  });
  return `${parts.join("\n\n")}\n\n-- \n${SITE_NAME}\n`;
}

/**
 * One column, at most 560 px wide, inline styles only (mail programs drop style sheets), system
 * fonts, no images: reads the same on a phone and in a desktop client.
 */
function html(title: string, blocks: Block[]): string {
  const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
  const body = blocks
    .map((block) => {
      if ("p" in block)
        return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e293b;">${escapeHtml(block.p)}</p>`;
      if ("h" in block)
        return `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;color:#0c4a6e;">${escapeHtml(block.h)}</h2>`;
      if ("steps" in block)
        return `<ol style="margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.5;color:#1e293b;">${block.steps
          .map((step) => `<li style="margin:0 0 8px;">${escapeHtml(step)}</li>`)
          .join("")}</ol>`;
      if ("link" in block)
        return `<p style="margin:0 0 16px;"><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#0369a1;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;line-height:1.4;color:#475569;word-break:break-all;">${escapeHtml(block.link)}</p>`;
      return `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#475569;">${escapeHtml(block.small)}</p>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;${font}">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;background:#ffffff;${font}">
<p style="margin:0 0 24px;font-size:14px;font-weight:bold;color:#0c4a6e;">${SITE_NAME}</p>
${body}
<p style="margin:32px 0 0;font-size:13px;color:#64748b;">${SITE_NAME}</p>
</div></body></html>
`;
}

export function render(subject: string, blocks: Block[]): RenderedEmail {
  return { subject, text: plainText(blocks), html: html(subject, blocks) };
}

/** The reply to a form: greeting, thanks with the reference, what happens next as numbered steps, then `after`. */
function acknowledgement(input: {
  subject: string;
  name: string;
  thanks: string;
  heading: string;
  steps: string[];
  after: Block[];
}): RenderedEmail {
  return render(input.subject, [
    { p: `Kia ora ${input.name},` },
    { p: input.thanks },
    { h: input.heading },
    { steps: input.steps },
    ...input.after,
  ]);
}

export const origin = (publicOrigin: string) => publicOrigin.replace(/\/+$/, "");

/** The e-mail a job stores, as it is sent: links on this site's public address. */
export function renderEmail(spec: EmailSpec, publicOrigin: string): RenderedEmail {
  switch (spec.template) {
    case "booking-received":
      return acknowledgement({
        subject: `We have your booking request ${spec.reference}`,
        name: spec.firstName,
        thanks: `Thank you: we have your booking request. Its reference is ${spec.reference}.`,
        heading: "What happens next",
        steps: [
          `Our team checks your request and matches it with the right practice ${RESPONSE_TIMES.bookingReview}.`,
          `The practice gets in touch ${RESPONSE_TIMES.bookingConfirmation} to confirm a time that suits you.`,
        ],
        after: [
          { p: "Your private status page shows where your request is, and lets you withdraw it." },
          { link: `${origin(publicOrigin)}${requestStatusPath(spec.statusToken)}`, label: "See your request" },
          {
            small:
              "Keep this e-mail to yourself: anyone with the link can see your request's progress and withdraw it. This is a request, not a confirmed appointment, until the practice confirms a time with you.",
          },
        ],
      });
    case "contact-received":
      return acknowledgement({
        subject: `We have your message ${spec.reference}`,
        name: spec.name,
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
        name: spec.contactName,
        thanks: `Thank you for applying to list ${spec.practiceName} with ${SITE_NAME}. Your application's reference is ${spec.reference}.`,
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
      return renderPracticeEmail(spec, publicOrigin);
    case "patient-confirmed":
    case "patient-offered":
    case "patient-rematching":
    case "patient-appointment-reminder":
    case "patient-cancelled":
      return renderPatientEmail(spec, publicOrigin);
    case "operator-escalation":
      return renderEscalationEmail(spec, publicOrigin);
    case "operator-notice": {
      const subject = `New ${NOTICE_NAMES[spec.form]} ${spec.reference}`;
      return render(subject, [
        { p: `${subject} is waiting in the inbox.` },
        {
          link: `${origin(publicOrigin)}/admin/submissions/${encodeURIComponent(spec.submissionId)}`,
          label: "Open it",
        },
      ]);
    }
  }
}
