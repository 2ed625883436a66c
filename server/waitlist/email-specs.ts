import { z } from "zod";

/*
 * The waitlist's e-mails (issue 37 item 5), as what a job stores; rendered in emails.ts. Joined into
 * every e-mail's schema (server/platform/outbox/email-specs.ts). No health detail: the practice, the time and
 * the link. `linkToken` is the freed time's claim link for this person (sealed in the job,
 * link-tokens.ts); its page also takes them off the list, so every waitlist e-mail leaves it in a click.
 */
export const WAITLIST_EMAILS = [
  /** An earlier time was freed: the first to claim it gets it. */
  z.object({
    template: z.literal("waitlist-offer"),
    to: z.string(),
    firstName: z.string(),
    /** The booking's reference; null for a profile's entry (no booking yet). */
    reference: z.string().nullable(),
    practiceName: z.string(),
    dentist: z.string().nullable(),
    address: z.string(),
    start: z.string(),
    minutes: z.number(),
    /** The appointment it would replace (ISO); null for a profile's entry, which has none (a claim books one). */
    current: z.string().nullable(),
    linkToken: z.string(),
  }),
  /** Someone else claimed it first: the person stays on the list. */
  z.object({
    template: z.literal("waitlist-time-gone"),
    to: z.string(),
    firstName: z.string(),
    /** The booking's reference; null for a profile's entry. */
    reference: z.string().nullable(),
    practiceName: z.string(),
    start: z.string(),
    linkToken: z.string(),
  }),
  /**
   * Joined from a practice's profile (no booking): confirm by the link (double opt-in) within
   * WAITLIST_CONFIRM_HOURS. Its link is the entry's confirmation link (the same page as a claim link's).
   */
  z.object({
    template: z.literal("waitlist-confirm"),
    to: z.string(),
    firstName: z.string(),
    /** "Tinakori Smile Studio", or "any practice in Wellington". */
    where: z.string(),
    /** The until-date, YYYY-MM-DD. */
    until: z.string(),
    linkToken: z.string(),
  }),
] as const;

export type WaitlistEmailSpec = z.infer<(typeof WAITLIST_EMAILS)[number]>;

declare module "../platform/outbox/email-specs" {
  interface EmailSpecs {
    waitlist: WaitlistEmailSpec;
  }
}
