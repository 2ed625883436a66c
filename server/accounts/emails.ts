import { nzAppointmentTime } from "../../rules/appointment-time";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, SIGN_IN_LINK_MINUTES } from "../../rules/practice-account";
import { RESPONSE_METHOD, responseShownText, waitFigure } from "../../rules/response-wait";
import { listingReviewsText } from "../../rules/practice-figures";
import { MIN_REVIEWS_FOR_AVERAGE, REVIEW_WINDOW_MONTHS } from "../../rules/reviews/figures";
import { origin, render, type RenderedEmail, SITE_NAME } from "../platform/outbox/email-layout";
import { type PracticeAccountEmailSpec, PRACTICE_ACCOUNT_EMAILS } from "./email-specs";
import { renderConfirmDetailsEmail } from "./confirmation-email";
import { renderDigestEmail } from "./digest-email";
import type { EmailGroup } from "../platform/outbox/emails";

/*
 * The practice account's e-mails: the sign-in link a practice user asked for, and an invitation to
 * a practice's account (each link works once), and the monthly report to the practice's owners.
 * None says anything about a patient.
 */

const NOT_YOU =
  "If you did not ask for this, you can ignore this e-mail: nobody can sign in without the link, and it stops working on its own.";

function renderPracticeAccountEmail(spec: PracticeAccountEmailSpec, publicOrigin: string): RenderedEmail {
  if (spec.template === "practice-monthly-report") return monthlyReport(spec, publicOrigin);
  if (spec.template === "practice-digest") return renderDigestEmail(spec, publicOrigin);
  if (spec.template === "practice-confirm-details") return renderConfirmDetailsEmail(spec, publicOrigin);
  if (spec.template === "practice-listing-decision") {
    const listingLink = `${origin(publicOrigin)}${practicePaths.listing()}`;
    return render(spec.approved ? `Your listing change is live on ${SITE_NAME}` : `Your listing change was not made`, [
      { p: "Kia ora," },
      spec.approved
        ? {
            p: `We checked and made the change ${spec.practiceName} asked for: ${spec.change}. It shows on the listing now.`,
          }
        : { p: `We did not make the change ${spec.practiceName} asked for: ${spec.change}.` },
      ...(spec.reason ? [{ p: `Our reason: ${spec.reason}` }] : []),
      { link: listingLink, label: "See your listing" },
    ]);
  }
  const link = `${origin(publicOrigin)}${practicePaths.signInLink(spec.linkToken)}`;
  switch (spec.template) {
    case "practice-sign-in":
      return render(`Your sign-in link for ${SITE_NAME}`, [
        { p: "Kia ora," },
        { p: `Here is the link to sign in to your practice's account on ${SITE_NAME}.` },
        { link, label: "Sign in" },
        {
          small: `The link works once, for ${SIGN_IN_LINK_MINUTES} minutes (until ${nzAppointmentTime(spec.expiresAt)}). ${NOT_YOU}`,
        },
      ]);
    case "practice-invitation":
      if (spec.approvedApplication) return approvedInvitation(spec, link, publicOrigin);
      return render(`You are invited to ${spec.practiceName}'s account on ${SITE_NAME}`, [
        { p: "Kia ora," },
        {
          p: `You have been added to ${spec.practiceName}'s account on ${SITE_NAME} as ${ROLE_LABELS[spec.role].toLowerCase()}: ${ROLE_DESCRIPTIONS[spec.role]}`,
        },
        { link, label: "Accept and sign in" },
        {
          small: `The link works once, until ${nzAppointmentTime(spec.expiresAt)}. Afterwards, sign in with your e-mail address at ${origin(publicOrigin)}${paths.practiceSignIn()}. ${NOT_YOU}`,
        },
      ]);
  }
}

/**
 * The invitation that follows an approved partner application (issue 36 item 3): approved, and what
 * the owner does next to get the practice listed.
 */
function approvedInvitation(
  spec: Extract<PracticeAccountEmailSpec, { template: "practice-invitation" }>,
  link: string,
  publicOrigin: string,
): RenderedEmail {
  return render(`Your application for ${spec.practiceName} is approved`, [
    { p: "Kia ora," },
    {
      p: `Good news: we approved ${spec.practiceName}'s application to join ${SITE_NAME} (reference ${spec.approvedApplication}). We have made a draft listing for the practice, and an account for it with you as its owner.`,
    },
    {
      steps: [
        "Sign in with the button below (no password needed).",
        "Complete the draft: your opening hours, and each dentist or surgeon with their Dental Council registration number.",
        "Submit the listing. We check each registration number with the Dental Council and e-mail you when it is live.",
      ],
    },
    { link, label: "Sign in and complete your listing" },
    {
      small: `The link works once, until ${nzAppointmentTime(spec.expiresAt)}. Afterwards, sign in with your e-mail address at ${origin(publicOrigin)}${paths.practiceSignIn()}. ${NOT_YOU}`,
    },
  ]);
}

/** "November 2026", from "2026-11". */
export function monthName(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-NZ", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-NZ")} ${n === 1 ? one : many}`;

/**
 * The monthly report (issue 36 item 6, the partner page's promise): the month's figures as the
 * figures page gives a week's, each saying what it counts, and the reviews as the listings show them.
 */
function monthlyReport(
  spec: Extract<PracticeAccountEmailSpec, { template: "practice-monthly-report" }>,
  publicOrigin: string,
): RenderedEmail {
  const f = spec.figures;
  const month = monthName(spec.month);
  return render(`${spec.practiceName}: your figures for ${month}`, [
    { p: "Kia ora," },
    {
      p: `Here are ${spec.practiceName}'s figures for ${month} on ${SITE_NAME} (New Zealand time), worked out from the requests sent to you through us and your published reviews.`,
    },
    { h: "Requests" },
    {
      lines: [
        `Received: ${plural(f.received, "request")} sent to you in ${month}.`,
        `Answered: ${f.answered} of them by now.`,
        `Confirmed: ${f.confirmed} of them confirmed now.`,
        `Time to first answer: ${waitFigure(f.waits, f.percentileMs)}${f.waits > 0 ? " (a request not answered yet counts as waiting until now)" : ""}.`,
        `Appointments: ${plural(f.appointments, "confirmed appointment")} in ${month}.`,
      ],
    },
    { h: "What your listings show" },
    {
      p: `${responseShownText(f.response)} Last 30 days: ${waitFigure(f.response.requests, f.response.percentileMs)}.`,
    },
    { small: RESPONSE_METHOD },
    { h: "Reviews" },
    { p: `${plural(f.reviewsPublished, "review")} of your practice published in ${month}.` },
    ...(f.listings.length > 0
      ? [
          {
            lines: f.listings.map((l) => `${l.name}: ${listingReviewsText(l)}`),
          },
        ]
      : []),
    {
      small: `As your listings show them: published reviews of visits in the last ${REVIEW_WINDOW_MONTHS} months, with an average from ${MIN_REVIEWS_FOR_AVERAGE} reviews.`,
    },
    { link: `${origin(publicOrigin)}${practicePaths.figures()}`, label: "See your figures week by week" },
    {
      small: `You receive this as a member of ${spec.practiceName}'s account on ${SITE_NAME} who gets the monthly report (owners do unless they stop it).`,
    },
    spec.linkToken
      ? {
          link: `${origin(publicOrigin)}${practicePaths.reportStop(spec.linkToken)}`,
          label: "Stop these monthly e-mails",
        }
      : { link: `${origin(publicOrigin)}${practicePaths.settings()}`, label: "Change this in your settings" },
    {
      small: `Stopping them is for you only; anyone in the practice can choose the report again in their account's settings (${origin(publicOrigin)}${practicePaths.settings()}).`,
    },
  ]);
}

/** These e-mails as the outbox registers them (server/features.ts). */
export const ACCOUNT_EMAIL_GROUP: EmailGroup<PracticeAccountEmailSpec> = {
  schemas: PRACTICE_ACCOUNT_EMAILS,
  render: renderPracticeAccountEmail,
};
