import { nzAppointmentTime } from "../../rules/appointment-time";
import { practiceRequestPath } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";
import { type Block, origin, render, type RenderedEmail } from "../platform/outbox/email-layout";
import type { PracticeEmailSpec } from "./email-specs";

/*
 * The request loop's e-mails to practices (issue 22, item 3). Each carries the practice's private
 * link for that one request; the patient's name, contact details and anything about their health
 * are only behind it, never in the e-mail (a booking address is often a shared mailbox).
 */

const KEEP_PRIVATE =
  "The link is for your practice only: anyone holding it can see the patient's contact details and answer for you. Please do not forward this e-mail outside the practice.";

export function renderPracticeEmail(spec: PracticeEmailSpec, publicOrigin: string): RenderedEmail {
  const base = origin(publicOrigin);
  const link = (token: string, label: string): Block => ({ link: `${base}${practiceRequestPath(token)}`, label });
  switch (spec.template) {
    case "practice-request":
      return render(`New booking request ${spec.reference} for ${spec.practiceName}`, [
        { p: `Kia ora ${spec.practiceName} team,` },
        {
          p: `A patient has asked to book with your practice through NZ Dental Directory. The request's reference is ${spec.reference}.`,
        },
        { h: "Please answer within 4 working hours" },
        {
          steps: [
            "Open the request to see the patient's name, phone number and what they are asking for.",
            "Confirm a date and time, offer up to three other times, or decline with a reason.",
            "We let the patient know straight away, by e-mail and on their request's page.",
          ],
        },
        link(spec.linkToken, "Open the request"),
        { small: `The link works until ${nzAppointmentTime(spec.expiresAt)}. ${KEEP_PRIVATE}` },
      ]);
    case "practice-reminder":
      return render(`Reminder: booking request ${spec.reference} is waiting for an answer`, [
        { p: `Kia ora ${spec.practiceName} team,` },
        {
          p: `The booking request ${spec.reference} is still waiting for your answer. The patient has been told we will find them a time soon; if you cannot take it, please decline so we can ask another practice.`,
        },
        link(spec.linkToken, "Answer the request"),
        { small: `The link works until ${nzAppointmentTime(spec.expiresAt)}. ${KEEP_PRIVATE}` },
      ]);
    case "practice-offer-accepted":
      return render(`Booking ${spec.reference}: the patient accepted ${nzAppointmentTime(spec.start)}`, [
        { p: `Kia ora ${spec.practiceName} team,` },
        {
          p: `The patient of booking request ${spec.reference} ${spec.waitlist ? "took a freed time from the waitlist" : "accepted one of the times you offered"}: ${nzAppointmentTime(spec.start)} (${spec.minutes} minutes). Please put it in your book.`,
        },
        link(spec.linkToken, "See the request"),
        { small: KEEP_PRIVATE },
      ]);
    case "practice-cancelled":
      return render(`Booking ${spec.reference} cancelled by the patient`, [
        { p: `Kia ora ${spec.practiceName} team,` },
        {
          p: `The patient of booking request ${spec.reference} has cancelled their appointment on ${nzAppointmentTime(spec.start)}. The time is free again; there is nothing you need to do.`,
        },
      ]);
    case "practice-withdrawn": {
      const offered = spec.offeredTimes ?? [];
      return render(`Booking request ${spec.reference} withdrawn by the patient`, [
        { p: `Kia ora ${spec.practiceName} team,` },
        {
          p: `The patient has withdrawn booking request ${spec.reference}, so it no longer needs an answer, and their details have been erased.`,
        },
        ...(offered.length > 0
          ? [{ p: "The times you offered are free again:" }, { lines: offered.map((time) => nzAppointmentTime(time)) }]
          : []),
        { p: "There is nothing you need to do." },
      ]);
    }
    case "practice-new-patients-off":
      return render(`${spec.practiceName}: your listing now says you are not taking new patients`, [
        { p: `Kia ora ${spec.practiceName} team,` },
        {
          p: "You declined a booking request because you are not taking new patients, so your listing on NZ Dental Directory now says you are not taking new adult patients. Patients can still ask for a time as existing patients, and the booking form suggests other practices nearby to new ones.",
        },
        { p: "When you are taking new patients again, turn it back on in your listing (sign in first):" },
        { link: `${base}${practicePaths.listing()}`, label: "Your listing" },
      ]);
  }
}
