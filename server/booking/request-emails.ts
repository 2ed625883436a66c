import { SAME_DAY_URGENCY } from "../../forms/booking-time";
import type { FormName } from "../../rules/workflows";
import { emailJob, type NewJob } from "../platform/outbox/jobs";

/** What a new request's e-mails are made of: the stored row's id and reference, and the form's values. */
interface NewRequest {
  id: string;
  reference: string;
  form: FormName;
  /** The form's values as its schema output them. */
  values: Record<string, unknown>;
  /** A booking's status-link token (its only copy, besides the confirmation page's answer). */
  statusToken: string | null;
  /** Seals the token in the e-mail's job (link-tokens.ts): never stored in clear. */
  sealKey?: Buffer;
  /** A booking naming a listing: the dentist and practice it was sent to in the same transaction. */
  sentTo?: { dentist: string; practice: string } | null;
  /** The acknowledgement's limit per address (config UNCONFIRMED_EMAILS_PER_DAY; recipient-limit.ts). */
  emailsPerAddress?: number;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * Marks the patient's e-mail that carries a status link, so a replayed booking (which gets a new
 * link) can replace it while it is still waiting: see replacedLinkEmail.
 */
export const STATUS_LINK_KEY_PREFIX = "status-link:";

/** The patient's e-mail carrying this status link (a unique key per link). */
function statusLinkEmail(request: NewRequest & { statusToken: string }): NewJob {
  return emailJob(
    {
      template: "booking-received",
      to: text(request.values.email),
      firstName: text(request.values.firstName),
      reference: request.reference,
      statusToken: request.statusToken,
      ...(request.sentTo ? { sentTo: request.sentTo } : {}),
      ...(text(request.values.preferredDate) ? { askedDate: text(request.values.preferredDate) } : {}),
      ...(text(request.values.preferredTime) ? { askedTime: text(request.values.preferredTime) } : {}),
      ...(text(request.values.urgency) === SAME_DAY_URGENCY ? { emergency: true as const } : {}),
    },
    {
      submissionId: request.id,
      uniqueKey: `${STATUS_LINK_KEY_PREFIX}${request.id}:${request.statusToken.slice(0, 12)}`,
      sealKey: request.sealKey,
      limitTo: { address: text(request.values.email), perDay: request.emailsPerAddress },
    },
  );
}

/**
 * The e-mails a new (not spam) request causes, to enqueue in the transaction that stores it: the
 * person's acknowledgement (bookings, contact messages, partner applications), limited per address
 * (recipient-limit.ts: the address was typed by whoever posted), and the operators' notice (every form).
 */
export function newRequestEmails(request: NewRequest): NewJob[] {
  const { id, reference, form, values } = request;
  const limitTo = { address: text(values.email), perDay: request.emailsPerAddress };
  const jobs: NewJob[] = [];
  const to = text(values.email);
  if (form === "booking" && request.statusToken) {
    jobs.push(statusLinkEmail({ ...request, statusToken: request.statusToken }));
  } else if (form === "contact") {
    jobs.push(
      emailJob({ template: "contact-received", to, name: text(values.name), reference }, { submissionId: id, limitTo }),
    );
  } else if (form === "partner") {
    jobs.push(
      emailJob(
        {
          template: "partner-received",
          to,
          contactName: text(values.contactName),
          practiceName: text(values.practiceName),
          reference,
        },
        { submissionId: id, limitTo },
      ),
    );
  }
  jobs.push(emailJob({ template: "operator-notice", form, reference, submissionId: id }, { submissionId: id }));
  return jobs;
}

/**
 * A replayed booking's answer carries a new status link (the first token was never kept), which
 * makes the link in the first e-mail stop working: the patient is e-mailed the new one. The
 * caller deletes the first e-mail if it is still waiting (jobs keyed STATUS_LINK_KEY_PREFIX + id).
 */
export function replacedLinkEmail(request: NewRequest & { statusToken: string }): NewJob {
  return statusLinkEmail(request);
}
