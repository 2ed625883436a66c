import { z } from "zod";

import { RESPONSE_BANDS, type ResponseBandId } from "../../rules/response-bands";

/*
 * What the practice account's e-mail jobs store, a schema per template (rendered in emails.ts;
 * checked by the worker, platform/outbox/emails.ts readEmailSpec).
 */

const RESPONSE_BAND_IDS = RESPONSE_BANDS.map((b) => b.id) as [ResponseBandId, ...ResponseBandId[]];

/**
 * A practice user's single-use link (server/accounts/): a sign-in they asked for, or an
 * invitation to a practice's account. `linkToken` is sealed in the job, as the practice's link is.
 */
export const PRACTICE_ACCOUNT_EMAILS = [
  z.object({ template: z.literal("practice-sign-in"), to: z.string(), linkToken: z.string(), expiresAt: z.string() }),
  z.object({
    template: z.literal("practice-invitation"),
    to: z.string(),
    practiceName: z.string(),
    role: z.enum(["owner", "manager", "reception"]),
    linkToken: z.string(),
    expiresAt: z.string(),
    /** The partner application (PA-…) whose approval made the practice: the e-mail says what comes next. */
    approvedApplication: z.string().optional(),
  }),
  // The practice's summary of new requests twice a day (server/accounts/digest.ts): each
  // request's own link, its `linkToken` sealed in the job as the single link's is (link-tokens.ts).
  z.object({
    template: z.literal("practice-digest"),
    to: z.string(),
    practiceName: z.string(),
    requests: z.array(
      z.object({ reference: z.string(), sentAt: z.string(), expiresAt: z.string(), linkToken: z.string() }),
    ),
  }),
  // An operator's decision on a listing change the practice asked for (listings/change-requests-routes.ts).
  z.object({
    template: z.literal("practice-listing-decision"),
    to: z.string(),
    practiceName: z.string(),
    /** What was asked, in words: "Name, Address", "New practitioner: Dr …". */
    change: z.string(),
    approved: z.boolean(),
    reason: z.string().nullable(),
  }),
  // The ask to confirm the listing every 90 days (server/accounts/confirmation.ts): what the
  // listing says (public facts only) and the one-click link's token, sealed.
  z.object({
    template: z.literal("practice-confirm-details"),
    to: z.string(),
    practiceName: z.string(),
    /** The last confirmation (YYYY-MM-DD). */
    checkedOn: z.string(),
    summary: z.array(z.string()),
    linkToken: z.string(),
  }),
  // The monthly report to a practice's owners (server/accounts/monthly-report.ts): the
  // figures as computed when the job ran, so the e-mail states what the figures page said then.
  z.object({
    template: z.literal("practice-monthly-report"),
    to: z.string(),
    practiceName: z.string(),
    month: z.string(),
    /** The one-click stop link's token (settings.ts reportStopToken), sealed; absent in older jobs. */
    linkToken: z.string().optional(),
    figures: z.object({
      received: z.number(),
      answered: z.number(),
      confirmed: z.number(),
      appointments: z.number(),
      waits: z.number(),
      percentileMs: z.number().nullable(),
      reviewsPublished: z.number(),
      response: z.object({
        requests: z.number(),
        percentileMs: z.number().nullable(),
        band: z.enum(RESPONSE_BAND_IDS).nullable(),
      }),
      listings: z.array(z.object({ name: z.string(), count: z.number(), average: z.number().nullable() })),
    }),
  }),
] as const;
export type PracticeAccountEmailSpec = z.infer<(typeof PRACTICE_ACCOUNT_EMAILS)[number]>;

declare module "../platform/outbox/email-specs" {
  interface EmailSpecs {
    accounts: PracticeAccountEmailSpec;
  }
}
