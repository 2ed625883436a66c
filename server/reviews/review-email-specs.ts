import { z } from "zod";

/*
 * The verified reviews' e-mails to patients (issue 35 items 2, 4), as what a job stores: the
 * invitation 24 hours after the visit, its reminder at day 7, and the moderator's outcome. Joined
 * into every e-mail's schema (server/platform/outbox/email-specs.ts); rendered in review-emails.ts. None
 * carries a health detail (item 8): the practice's name and the visit's date, never the service,
 * urgency or notes. `linkToken` is the review link's token, sealed in the job (link-tokens.ts).
 */

const invitation = <T extends string>(template: T) =>
  z.object({
    template: z.literal(template),
    to: z.string(),
    firstName: z.string(),
    /** The booking's reference (the outbox screen and the audit name e-mails by it). */
    reference: z.string(),
    practiceName: z.string(),
    /** The appointment's start (ISO): "your visit on Thursday 3 December". */
    visitedAt: z.string(),
    linkToken: z.string(),
    /** When the link stops working (ISO). */
    expiresAt: z.string(),
  });

export const REVIEW_EMAILS = [
  invitation("review-invitation"),
  invitation("review-reminder"),
  /** A moderator published the review (`redacted`: with a name or detail edited out). */
  z.object({
    template: z.literal("review-published"),
    to: z.string(),
    firstName: z.string(),
    /** The booking's reference (the outbox screen and the audit name e-mails by it). */
    reference: z.string(),
    practiceName: z.string(),
    /** The listing's page path the review shows on ("/dentists/…"), when it is a dentist's. */
    listingPath: z.string().nullable(),
    redacted: z.boolean(),
  }),
  /** A moderator did not publish it, with the reason from the fixed list (rules/reviews/moderation.ts). */
  z.object({
    template: z.literal("review-rejected"),
    to: z.string(),
    firstName: z.string(),
    /** The booking's reference (the outbox screen and the audit name e-mails by it). */
    reference: z.string(),
    practiceName: z.string(),
    reason: z.string(),
  }),
] as const;

export type ReviewEmailSpec = z.infer<(typeof REVIEW_EMAILS)[number]>;

declare module "../platform/outbox/email-specs" {
  interface EmailSpecs {
    reviews: ReviewEmailSpec;
  }
}
