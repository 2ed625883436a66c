import { z } from "zod";

import { PRACTICE_ROLES } from "../rules/practice-account";
import { requiredEmail } from "./fields";

/*
 * The practice account's two forms (issue 36): asking for a sign-in link, and an owner inviting
 * someone. The pages show these limits; the server parses with the same schemas.
 */

export const SignInLinkSchema = z.object({ email: requiredEmail() });

export const InviteSchema = z.object({
  email: requiredEmail("Enter the e-mail address of the person to invite."),
  role: z.enum(PRACTICE_ROLES, { error: "Choose a role." }),
});

/** A schema's errors, by field, the first message of each. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}
