import { nzAppointmentTime, nzLongDate } from "../../rules/appointment-time";
import { WAITLIST_CONFIRM_HOURS } from "../../rules/waitlist";
import { waitlistOfferPath } from "../../rules/private-paths";
import { origin, type RenderedEmail, render, greeting } from "../platform/outbox/email-layout";
import { type WaitlistEmailSpec, WAITLIST_EMAILS } from "./email-specs";
import type { EmailGroup } from "../platform/outbox/emails";

/*
 * The waitlist's e-mails, rendered (their data: email-specs.ts). Each carries the one link that
 * claims the time or takes the person off the list.
 */

const KEEP_PRIVATE =
  "Keep this e-mail to yourself: its link lets whoever holds it take this time in your name. The same page takes you off the waitlist in one click.";

function renderWaitlistEmail(spec: WaitlistEmailSpec, publicOrigin: string): RenderedEmail {
  const link = `${origin(publicOrigin)}${waitlistOfferPath(spec.linkToken)}`;
  switch (spec.template) {
    case "waitlist-offer": {
      const who = spec.dentist ? `${spec.dentist} at ${spec.practiceName}` : spec.practiceName;
      const time = `${nzAppointmentTime(spec.start)} (${spec.minutes} minutes) with ${who}, ${spec.address}`;
      return render(`An earlier time: ${nzAppointmentTime(spec.start)} at ${spec.practiceName}`, [
        greeting(spec.firstName),
        {
          p: spec.current
            ? `You asked to hear of an earlier time than your appointment on ${nzAppointmentTime(spec.current)} (booking ${spec.reference}). One has come free: ${time}.`
            : `You asked to hear of an earlier appointment time. One has come free: ${time}.`,
        },
        {
          p: spec.current
            ? "We have told up to five people on the waitlist at once: the first to take it gets it. If you take it, your current appointment is cancelled for you and you get a new confirmation with its calendar file."
            : "We have told up to five people on the waitlist at once: the first to take it gets it. If you take it, it is booked for you with the details you gave, and you get a confirmation with its calendar file.",
        },
        { link, label: "Take this time, or leave the waitlist" },
        { small: KEEP_PRIVATE },
      ]);
    }
    case "waitlist-time-gone":
      return render(`The time ${nzAppointmentTime(spec.start)} has gone`, [
        greeting(spec.firstName),
        {
          p: `Someone else took the time ${nzAppointmentTime(spec.start)} at ${spec.practiceName} first. ${spec.reference ? `Your appointment (booking ${spec.reference}) is unchanged, and you` : "You"} are still on the waitlist: we will e-mail you if another earlier time comes free.`,
        },
        { link, label: "Leave the waitlist" },
        { small: KEEP_PRIVATE },
      ]);
    case "waitlist-confirm":
      return render("Confirm: hear of an earlier dental appointment", [
        // To an address that confirmed nothing yet: no typed text at all (D704).
        { p: "Kia ora," },
        {
          p: `You asked to hear of an earlier appointment time at ${spec.where}, until ${nzLongDate(`${spec.until}T00:00:00Z`)}. Please confirm it is you: until you do, we e-mail you nothing more.`,
        },
        { link, label: "Confirm: put me on the waitlist" },
        {
          small: `The link works for ${WAITLIST_CONFIRM_HOURS} hours; after that your details are deleted. If you did not ask for this, ignore this e-mail.`,
        },
      ]);
  }
}

/** These e-mails as the outbox registers them (server/features.ts). */
export const WAITLIST_EMAIL_GROUP: EmailGroup<WaitlistEmailSpec> = {
  schemas: WAITLIST_EMAILS,
  render: renderWaitlistEmail,
};
