import { expect } from "@playwright/test";

import type { ReceivedEmail } from "../server/smtp";
import { LOOP_MAIL_PORT } from "./servers";

/** Everything the loop server's SMTP server has received so far. */
export async function allMail(): Promise<ReceivedEmail[]> {
  const response = await fetch(`http://127.0.0.1:${LOOP_MAIL_PORT}/mail`);
  return (await response.json()) as ReceivedEmail[];
}

/**
 * Waits (up to 15 s) for the e-mails to `to` whose subject matches, and returns them, oldest
 * first. Sent by the outbox's worker within a second or so of the change that caused them.
 */
export async function mailsTo(to: string, subject: RegExp, count = 1): Promise<ReceivedEmail[]> {
  let found: ReceivedEmail[] = [];
  await expect(async () => {
    found = (await allMail()).filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
    expect(found.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 15_000 });
  return found;
}

/** The first link in an e-mail's text part whose address matches. */
export function linkIn(email: ReceivedEmail, path: RegExp): string {
  const link = email.text.match(/https?:\/\/\S+/g)?.find((url) => path.test(new URL(url).pathname));
  if (!link) throw new Error(`no link matching ${path} in "${email.subject}"`);
  return link;
}

/** The first e-mail to `to` whose subject matches, waiting for it as mailsTo does. */
export async function mailTo(to: string, subject: RegExp): Promise<ReceivedEmail> {
  const [first] = await mailsTo(to, subject);
  if (!first) throw new Error("unreachable: mailsTo waited for one");
  return first;
}
