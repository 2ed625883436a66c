import { requestStatusPath } from "../../rules/request-status";
import { RESPONSE_TIMES } from "../../rules/response-times";
import type { FormName } from "../../rules/workflows";
import { renderEscalationEmail } from "./escalation-emails";
import { renderPatientEmail } from "./patient-emails";
import { renderPracticeEmail } from "./practice-emails";

/*
 * The e-mails the site sends, as data (what a job stores) and as text and HTML (what is sent).
 * No e-mail carries health details: never a message's text, a booking's urgency, its service or
 * notes, only what the person needs to recognise their request (the reference, their name).
 */

/**
 * What an e-mail job stores: which e-mail, to whom, and the few facts it states. A link's token
 * (`statusToken`, `linkToken`) is stored sealed and opened just before rendering (link-tokens.ts).
 */
export type EmailSpec =
  | { template: "booking-received"; to: string; firstName: string; reference: string; statusToken: string }
  | { template: "contact-received"; to: string; name: string; reference: string }
  | { template: "partner-received"; to: string; contactName: string; practiceName: string; reference: string }
  /** To the operators (OPERATOR_NOTIFY_TO, else every operator), resolved when it is sent. */
  | { template: "operator-notice"; form: FormName; reference: string; submissionId: string }
  | PracticeEmailSpec
  | PatientEmailSpec
  | EscalationEmailSpec;

/** A practice's facts as the patient's e-mails and status page give them. */
export interface PracticeContact {
  name: string;
  phone: string;
  address: string;
}

/**
 * The request loop's e-mails to practices (rendered in practice-emails.ts). `linkToken` is the
 * practice's private link token (in the job's payload only, sealed, as the status link is).
 */
export type PracticeEmailSpec =
  | {
      template: "practice-request";
      to: string;
      reference: string;
      practiceName: string;
      linkToken: string;
      expiresAt: string;
    }
  | {
      template: "practice-reminder";
      to: string;
      reference: string;
      practiceName: string;
      linkToken: string;
      expiresAt: string;
    }
  /** The patient accepted one of the offered times (ISO instant, minutes). */
  | {
      template: "practice-offer-accepted";
      to: string;
      reference: string;
      practiceName: string;
      linkToken: string;
      start: string;
      minutes: number;
    }
  /** The patient cancelled the confirmed appointment. */
  | { template: "practice-cancelled"; to: string; reference: string; practiceName: string; start: string };

/**
 * The request loop's e-mails to patients (rendered in patient-emails.ts). `statusToken` is the
 * patient's status-link token (sealed in the job); null when it could not be opened (a request
 * stored before links were sealed, or a token sealed under another secret): the e-mail then points
 * to the first e-mail's link.
 * `practiceRequestId` is the calendar event's UID, so a re-sent .ics updates the same event.
 */
export type PatientEmailSpec =
  | {
      template: "patient-confirmed";
      to: string;
      firstName: string;
      reference: string;
      statusToken: string | null;
      practice: PracticeContact;
      start: string;
      minutes: number;
      practiceRequestId: string;
    }
  | {
      template: "patient-offered";
      to: string;
      firstName: string;
      reference: string;
      statusToken: string | null;
      practiceName: string;
      times: string[];
    }
  /** The practice declined, or did not answer in time: we are finding another practice. */
  | { template: "patient-rematching"; to: string; firstName: string; reference: string; statusToken: string | null }
  | {
      template: "patient-appointment-reminder";
      to: string;
      firstName: string;
      reference: string;
      statusToken: string | null;
      practice: PracticeContact;
      start: string;
      minutes: number;
      practiceRequestId: string;
    }
  /** Acknowledges the patient's cancellation. */
  | {
      template: "patient-cancelled";
      to: string;
      firstName: string;
      reference: string;
      practiceName: string;
      start: string;
    };

/** To the operators (resolved as for operator-notice): a request needs re-matching (rendered in escalation-emails.ts). */
export type EscalationEmailSpec = {
  template: "operator-escalation";
  reference: string;
  submissionId: string;
  reason: "no-answer" | "emergency-no-answer" | "declined";
};

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
