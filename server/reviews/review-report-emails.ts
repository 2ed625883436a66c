import { nzAppointmentTime } from "../../rules/appointment-time";
import { nzFormatter } from "../../rules/nz-time";
import { paths } from "../../rules/paths";
import { reviewReplyPath } from "../../rules/private-paths";
import { origin, render, type RenderedEmail, greeting } from "../platform/outbox/email-layout";
import { type ReviewReportEmailSpec, REVIEW_REPORT_EMAILS } from "./review-report-email-specs";
import type { EmailGroup } from "../platform/outbox/emails";

/*
 * The e-mails of a review after it is written (issue 35 items 2, 5, 6). The practice's e-mail
 * carries its reply link and nothing of the review; the patient's carry no health detail (D412).
 */

const monthYear = nzFormatter("en-NZ", { month: "long", year: "numeric" });

function renderReviewReportEmail(spec: ReviewReportEmailSpec, publicOrigin: string): RenderedEmail {
  const base = origin(publicOrigin);
  switch (spec.template) {
    case "review-published-practice":
      return render(`A patient's review of ${spec.practiceName} was published`, [
        { p: `Kia ora ${spec.practiceName} team,` },
        {
          p: `A patient who booked with you through NZ Dental Directory reviewed their visit of ${monthYear.format(new Date(spec.visitedAt))}, and it has passed moderation. It is now on your listing.`,
        },
        { h: "You can reply once" },
        {
          steps: [
            "Open the link to read the review and write your reply.",
            "Say nothing about the patient's treatment, health or records: a reply that does is refused, because it would confirm them in public.",
            "A moderator reads your reply before it is shown under the review.",
          ],
        },
        { link: `${base}${reviewReplyPath(spec.linkToken)}`, label: "Read the review and reply" },
        { small: "The link is for your practice only: anyone holding it can reply for you." },
      ]);
    case "review-reply-decided":
      return render(
        spec.published
          ? `Your reply is published (${spec.practiceName})`
          : `Your reply was not published (${spec.practiceName})`,
        [
          { p: `Kia ora ${spec.practiceName} team,` },
          spec.published
            ? {
                p: "Your reply to a patient's review has passed moderation and is shown under the review on your listing.",
              }
            : {
                p: `A moderator did not publish your reply to a patient's review. The reason: ${spec.reason ?? "not given"}. The review stays up without a reply.`,
              },
          { small: `How reviews and replies are moderated: ${base}${paths.reviewPolicy()}` },
        ],
      );
    case "review-report-author":
      return render(`Someone reported your review of ${spec.practiceName}`, [
        greeting(spec.firstName),
        {
          p: `Someone reported your review of ${spec.practiceName}, saying: “${spec.reason}”.`,
        },
        spec.hidden
          ? {
              p: "Because of what the report says, the review is hidden while a moderator looks at it. We will e-mail you the decision.",
            }
          : {
              p: `Your review stays up while a moderator looks at it. If you want to tell us anything about it, write to us through our contact form before ${nzAppointmentTime(spec.dueAt ?? "")}; a moderator decides after that.`,
            },
        { link: `${base}${paths.contact({ subject: "A report about my review" })}`, label: "Write to us" },
        { small: `How reports are handled: ${base}${paths.reviewPolicy()}` },
      ]);
    case "review-report-outcome": {
      const what = spec.removed
        ? `The review of ${spec.practiceName} has been taken down.`
        : `The review of ${spec.practiceName} stays up.`;
      return render(
        spec.audience === "author"
          ? `A decision about your review of ${spec.practiceName}`
          : `Your report about a review of ${spec.practiceName}`,
        [
          greeting(spec.firstName),
          {
            p:
              spec.audience === "author"
                ? `A moderator has decided on the report about your review. ${what}`
                : `Thank you for your report. A moderator has decided on it. ${what}`,
          },
          { p: `The moderator's reason: ${spec.note}` },
          { small: `How reports are handled: ${base}${paths.reviewPolicy()}` },
        ],
      );
    }
    case "review-did-not-attend":
      return render(`${spec.practiceName} says you did not attend (${spec.reference})`, [
        greeting(spec.firstName),
        {
          p: `${spec.practiceName} told us you did not attend your appointment on ${nzAppointmentTime(spec.start)} (request ${spec.reference}). So we will not ask you to review this visit.`,
        },
        {
          p: "If you did attend, tell us on your request's page and a moderator checks it with the practice.",
        },
        spec.statusToken
          ? { link: `${base}${paths.requestStatus(spec.statusToken)}`, label: "I did attend" }
          : { p: "Use the link in the first e-mail we sent you about this request." },
      ]);
  }
}

/** These e-mails as the outbox registers them (server/features.ts). */
export const REVIEW_REPORT_EMAIL_GROUP: EmailGroup<ReviewReportEmailSpec> = {
  schemas: REVIEW_REPORT_EMAILS,
  render: renderReviewReportEmail,
};
