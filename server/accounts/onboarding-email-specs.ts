import { z } from "zod";

/*
 * A new practice's e-mails on its way to a published listing (issue 36 item 3), rendered in
 * onboarding-emails.ts: each sent to the practice's owners in the transaction of its cause. The
 * invitation that starts it is the practice account's own (`practice-invitation` with
 * `approvedApplication`).
 */
export const ONBOARDING_EMAILS = [
  /** The owner submitted the listing: received, we are checking. */
  z.object({ template: z.literal("practice-listing-submitted"), to: z.string(), practiceName: z.string() }),
  /** An operator published it: live, with the public profile's path. */
  z.object({
    template: z.literal("practice-listing-published"),
    to: z.string(),
    practiceName: z.string(),
    profilePath: z.string(),
  }),
  /** An operator returned it to the owner, with the reason. */
  z.object({
    template: z.literal("practice-listing-returned"),
    to: z.string(),
    practiceName: z.string(),
    reason: z.string(),
  }),
] as const;

export type OnboardingEmailSpec = z.infer<(typeof ONBOARDING_EMAILS)[number]>;

declare module "../platform/outbox/email-specs" {
  interface EmailSpecs {
    onboarding: OnboardingEmailSpec;
  }
}
