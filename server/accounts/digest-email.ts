import { nzAppointmentTime } from "../../rules/appointment-time";
import { PRACTICE_LINK_DAYS, REMIND_AFTER_WORKING_HOURS } from "../../rules/booking-loop";
import { practiceRequestPath } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";
import { SUMMARY_TIMES } from "../../rules/practice-settings";
import { type Block, origin, render, type RenderedEmail } from "../platform/outbox/email-layout";
import type { PracticeAccountEmailSpec } from "./email-specs";

/*
 * The practice's summary of new booking requests (digest.ts): one e-mail twice a day listing each
 * request with its own private link, the same link a request e-mailed at once carries. Like every
 * e-mail to a practice it names no patient (the booking address is often a shared mailbox).
 */

type DigestSpec = Extract<PracticeAccountEmailSpec, { template: "practice-digest" }>;

export function renderDigestEmail(spec: DigestSpec, publicOrigin: string): RenderedEmail {
  const base = origin(publicOrigin);
  const count = spec.requests.length;
  const blocks: Block[] = [
    { p: `Kia ora ${spec.practiceName} team,` },
    {
      p: `${count === 1 ? "A new booking request has" : `${count} new booking requests have`} come through NZ Dental Directory since the last summary. Each link opens one request, where you can confirm a time, offer other times or decline.`,
    },
    { h: `Please answer within ${REMIND_AFTER_WORKING_HOURS} working hours of this e-mail` },
  ];
  spec.requests.forEach((r, i) => {
    blocks.push({
      link: `${base}${practiceRequestPath(r.linkToken)}`,
      label: `${i + 1}. Request ${r.reference}, sent ${nzAppointmentTime(r.sentAt)}`,
    });
  });
  blocks.push({
    small: `Your practice chose a summary at ${SUMMARY_TIMES.join(" and ")} on working days; urgent and emergency requests still come at once. Owners and managers can change this at ${base}${practicePaths.settings()}. Each link works for ${PRACTICE_LINK_DAYS} days and is for your practice only: anyone holding it can see the patient's contact details and answer for you. Please do not forward this e-mail outside the practice.`,
  });
  return render(
    `${count === 1 ? "1 new booking request" : `${count} new booking requests`} for ${spec.practiceName}`,
    blocks,
  );
}
