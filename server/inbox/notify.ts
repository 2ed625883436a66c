import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import nodemailer from "nodemailer";

import type { Config } from "../config";
import type { Database } from "../db/schema";
import type { SubmissionStored } from "../plugins/events";

const NOTICE_NAMES: Record<SubmissionStored["form"], string> = {
  booking: "booking request",
  contact: "contact message",
  partner: "partner application",
  newsletter: "newsletter sign-up",
};

/** The notice's text: the kind, reference and urgency, and a link. Nothing about the person. */
export function noticeText(event: SubmissionStored, publicOrigin: string): { subject: string; text: string } {
  const urgency = event.urgency === "urgent" || event.urgency === "emergency" ? ` (${event.urgency})` : "";
  const subject = `New ${NOTICE_NAMES[event.form]} ${event.reference}${urgency}`;
  const link = `${publicOrigin.replace(/\/+$/, "")}/admin/submissions/${encodeURIComponent(event.id)}`;
  return { subject, text: `${subject} — open the inbox: ${link}\n` };
}

export type Notifier = (event: SubmissionStored) => Promise<void>;

/** A sender of notices, or null when SMTP is not configured (notifications off). */
export function createNotifier(config: Config, db: Kysely<Database>): Notifier | null {
  if (!config.SMTP_HOST) return null;
  const transport = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_PORT === 465,
    ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? "" } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (event) => {
    const to = config.OPERATOR_NOTIFY_TO
      ? config.OPERATOR_NOTIFY_TO.split(",")
          .map((a) => a.trim())
          .filter(Boolean)
      : (await db.selectFrom("operators").select("email").execute()).map((o) => o.email);
    if (to.length === 0) return;
    const { subject, text } = noticeText(event, config.PUBLIC_ORIGIN);
    await transport.sendMail({ from: config.SMTP_FROM, to, subject, text });
  };
}

/**
 * Sends in the background: the submission has already been committed and answered, so a slow or
 * failing mail server never delays or fails it. Errors are logged with the reference only.
 */
export function sendInBackground(notifier: Notifier, event: SubmissionStored, log: FastifyBaseLogger): Promise<void> {
  return new Promise((resolve) => {
    setImmediate(() => {
      notifier(event)
        .catch((error: unknown) => {
          log.error(
            { reference: event.reference, error: error instanceof Error ? error.message : String(error) },
            "operator notification failed",
          );
        })
        .finally(resolve);
    });
  });
}
