import { nzLongDate } from "../../rules/appointment-time";
import { paths } from "../../rules/paths";
import { reviewPath } from "../../rules/private-paths";
import { rejectReasonLabel } from "../../rules/reviews/moderation";
import { type Block, origin, type RenderedEmail, render, greeting } from "../platform/outbox/email-layout";
import { type ReviewEmailSpec, REVIEW_EMAILS } from "./review-email-specs";
import type { EmailGroup } from "../platform/outbox/emails";

/*
 * The verified reviews' e-mails to patients, rendered (their data: review-email-specs.ts). Like
 * every e-mail, no health detail: only the practice, the visit's date and the link.
 */

const KEEP_PRIVATE: Block = {
  small:
    "Keep this e-mail to yourself: its link lets whoever holds it write the one review of this visit. We never show your e-mail address or your full name.",
};

function renderReviewEmail(spec: ReviewEmailSpec, publicOrigin: string): RenderedEmail {
  const site = origin(publicOrigin);
  switch (spec.template) {
    case "review-invitation":
    case "review-reminder": {
      const reminder = spec.template === "review-reminder";
      const subject = reminder
        ? `A reminder: how was your visit to ${spec.practiceName}?`
        : `How was your visit to ${spec.practiceName}?`;
      return render(subject, [
        greeting(spec.firstName),
        {
          p: `You booked a visit to ${spec.practiceName} on ${nzLongDate(spec.visitedAt)} through our site. Other patients choose practices by what people who went there say: would you tell them about the service you had?`,
        },
        {
          steps: [
            "Rate your overall experience and four parts of the service (costs explained, waiting, communication, premises).",
            "Write a few lines about the service, not the clinical result.",
            "A moderator reads it before it is published, and we e-mail you when it is. It is shown with your first name and last initial only.",
          ],
        },
        { link: `${site}${reviewPath(spec.linkToken)}`, label: "Write your review" },
        {
          small: `The link works once, until ${nzLongDate(spec.expiresAt)}.${reminder ? " This is the only reminder we send." : " If you have not written one by then, we send one reminder a week after your visit."}`,
        },
        KEEP_PRIVATE,
      ]);
    }
    case "review-published":
      return render(`Your review of ${spec.practiceName} is published`, [
        greeting(spec.firstName),
        {
          p: spec.redacted
            ? `Thank you: your review of ${spec.practiceName} is published. A moderator took out a name or a detail that identified someone; the place is marked “[redacted]”.`
            : `Thank you: your review of ${spec.practiceName} is published as you wrote it.`,
        },
        ...(spec.listingPath ? [{ link: `${site}${spec.listingPath}`, label: "See it on the practice's page" }] : []),
        { small: `How we check reviews: ${site}${paths.reviewPolicy()}` },
      ]);
    case "review-rejected":
      return render(`Your review of ${spec.practiceName} was not published`, [
        greeting(spec.firstName),
        {
          p: `Thank you for writing about ${spec.practiceName}. A moderator could not publish your review, for this reason: ${rejectReasonLabel(spec.reason)}.`,
        },
        {
          p: "If you have a complaint about your care, the practice has a complaints process, and the Health and Disability Commissioner (hdc.org.nz, 0800 11 22 33) and the Nationwide Health and Disability Advocacy Service (advocacy.org.nz, 0800 555 050) can help, free.",
        },
        { small: `How we check reviews: ${site}${paths.reviewPolicy()}` },
      ]);
  }
}

/** These e-mails as the outbox registers them (server/features.ts). */
export const REVIEW_EMAIL_GROUP: EmailGroup<ReviewEmailSpec> = { schemas: REVIEW_EMAILS, render: renderReviewEmail };
