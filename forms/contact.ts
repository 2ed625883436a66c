import { z } from "zod";

import { HONEYPOT_FIELD, LIMITS, TRACKING_FIELDS } from "./common";
import { requiredChoice, requiredEmail, requiredText, trackingShape } from "./fields";
import { CONTACT_CATEGORY_OPTIONS } from "./options";

/** Contact message (spec §3, §5): every field required. */
export const contactSchema = z.object({
  name: requiredText("Please enter your name.", LIMITS.name),
  email: requiredEmail(),
  subject: requiredText("Please enter a subject.", LIMITS.short),
  category: requiredChoice(CONTACT_CATEGORY_OPTIONS, "Please choose a category."),
  message: requiredText("Please enter your message.", LIMITS.message),
  ...trackingShape,
});

export type ContactMessage = z.output<typeof contactSchema>;

export const contact = {
  name: "contact",
  fields: ["name", "email", "subject", "category", "message", ...TRACKING_FIELDS, HONEYPOT_FIELD],
  listFields: [],
  schema: contactSchema,
  referencePrefix: "CT",
  failureMessage: "There was an error sending your message. Please try again.",
} as const;
