import { adminPaths } from "../../rules/admin-paths";
import { EMERGENCY_ESCALATE_MS, ESCALATE_AFTER_WORKING_HOURS } from "../../rules/booking-loop";
import { origin, type RenderedEmail, render } from "../platform/outbox/email-layout";
import type { EscalationEmailSpec } from "./email-specs";

/*
 * The operators' escalation notice (issue 22, item 4): a booking request needs another practice.
 * Like every e-mail it carries no health details: not the message, the service, or the urgency
 * (an emergency's notice says only how long the practice had), and not a decline's reason (the
 * practice's words may repeat the patient's); the inbox, behind sign-in, has the rest.
 */

const hours = (n: number) => `${n} hour${n === 1 ? "" : "s"}`;

const REASONS: Record<EscalationEmailSpec["reason"], string> = {
  "no-answer": `the practice has not answered in ${hours(ESCALATE_AFTER_WORKING_HOURS)} of working hours`,
  "emergency-no-answer": `the practice has not answered within ${hours(EMERGENCY_ESCALATE_MS / 3_600_000)}, the time this request allows`,
  declined: "the practice declined it",
};

export function renderEscalationEmail(spec: EscalationEmailSpec, publicOrigin: string): RenderedEmail {
  return render(`Booking request ${spec.reference} needs another practice`, [
    { p: `Booking request ${spec.reference} needs another practice: ${REASONS[spec.reason]}.` },
    {
      p: 'It is flagged "Needs re-matching" in the inbox, and the patient\'s status page says we are finding another practice.',
    },
    {
      link: `${origin(publicOrigin)}${adminPaths.submission(spec.submissionId)}`,
      label: "Open it in the inbox",
    },
  ]);
}
