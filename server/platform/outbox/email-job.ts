import { isOperatorEmail, lostItsLink, readEmailSpec, renderEmail } from "./emails";
import { NOT_SENT_NO_SMTP } from "./jobs";
import { openLinkTokens } from "./link-tokens";
import type { Mailer } from "./mailer";
import { type JobHandler, PermanentJobError } from "./worker";

interface EmailJobOptions {
  mailer: Mailer;
  /** Opens the link tokens e-mail jobs store sealed (link-tokens.ts). */
  sealKey: Buffer;
  publicOrigin: string;
  /** Who receives the operators' e-mails, resolved when one is sent. */
  operators: () => Promise<string[]>;
}

/**
 * The "email" job: its payload checked against its template's schema (emails.ts), its link
 * opened, rendered and sent; kept (done, not sent) while no SMTP server is set.
 */
export function emailJobHandler({ mailer, sealKey, publicOrigin, operators }: EmailJobOptions): JobHandler {
  const messageDomain = new URL(publicOrigin).hostname;
  return async (payload, job) => {
    const stored = readEmailSpec(payload);
    if (!mailer.sends) return NOT_SENT_NO_SMTP;
    const spec = openLinkTokens(stored, sealKey);
    // Sealed under another server secret: the e-mail would be useless without its link.
    if (lostItsLink(spec)) throw new PermanentJobError("the link this e-mail carries cannot be opened");
    const to = isOperatorEmail(spec) ? await operators() : [(spec as { to: string }).to];
    if (to.length === 0) return "no recipients";
    await mailer.send({ to, ...renderEmail(spec, publicOrigin), messageId: `<${job.id}@${messageDomain}>` });
    return "sent";
  };
}
