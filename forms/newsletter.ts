import { z } from "zod";

import { HONEYPOT_FIELD, TRACKING_FIELDS } from "./common";
import { requiredEmail, trackingShape } from "./fields";

/** Newsletter sign-up from the blog: an e-mail address (the spec leaves the call open). */
export const newsletterSchema = z.object({
  email: requiredEmail(),
  ...trackingShape,
});

export type NewsletterSignup = z.output<typeof newsletterSchema>;

export const newsletter = {
  name: "newsletter",
  fields: ["email", ...TRACKING_FIELDS, HONEYPOT_FIELD],
  listFields: [],
  schema: newsletterSchema,
  referencePrefix: "NL",
  failureMessage: "There was an error signing you up. Please try again.",
} as const;
