import { z } from "zod";

/*
 * The waitlist's e-mails (issue 37 item 5), as what a job stores; rendered in emails.ts. Joined into
 * every e-mail's schema (server/outbox/email-specs.ts). No health detail: the practice, the time and
 * the link. `linkToken` is the freed time's claim link for this person (sealed in the job,
 * link-tokens.ts); its page also takes them off the list, so every waitlist e-mail leaves it in a click.
 */
export const WAITLIST_EMAILS = [
  /** An earlier time was freed: the first to claim it gets it. */
  z.object({
    template: z.literal("waitlist-offer"),
    to: z.string(),
    firstName: z.string(),
    reference: z.string(),
    practiceName: z.string(),
    dentist: z.string().nullable(),
    address: z.string(),
    start: z.string(),
    minutes: z.number(),
    /** The appointment it would replace (ISO). */
    current: z.string(),
    linkToken: z.string(),
  }),
  /** Someone else claimed it first: the person stays on the list. */
  z.object({
    template: z.literal("waitlist-time-gone"),
    to: z.string(),
    firstName: z.string(),
    reference: z.string(),
    practiceName: z.string(),
    start: z.string(),
    linkToken: z.string(),
  }),
] as const;

export type WaitlistEmailSpec = z.infer<(typeof WAITLIST_EMAILS)[number]>;

const TEMPLATES: ReadonlySet<string> = new Set(WAITLIST_EMAILS.map((schema) => schema.shape.template.value));

export const isWaitlistEmail = (spec: { template: string }): spec is WaitlistEmailSpec => TEMPLATES.has(spec.template);
