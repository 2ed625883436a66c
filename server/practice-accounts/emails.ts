import { nzAppointmentTime } from "../../rules/appointment-time";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, SIGN_IN_LINK_MINUTES } from "../../rules/practice-account";
import { origin, render, type RenderedEmail, SITE_NAME } from "../outbox/email-layout";
import type { PracticeAccountEmailSpec } from "../outbox/email-specs";

/*
 * The practice account's e-mails: the sign-in link a practice user asked for, and an invitation to
 * a practice's account. Each link works once; neither e-mail says anything about a patient.
 */

const NOT_YOU =
  "If you did not ask for this, you can ignore this e-mail: nobody can sign in without the link, and it stops working on its own.";

export function renderPracticeAccountEmail(spec: PracticeAccountEmailSpec, publicOrigin: string): RenderedEmail {
  const link = `${origin(publicOrigin)}${practicePaths.signInLink(spec.linkToken)}`;
  switch (spec.template) {
    case "practice-sign-in":
      return render(`Your sign-in link for ${SITE_NAME}`, [
        { p: "Kia ora," },
        { p: `Here is the link to sign in to your practice's account on ${SITE_NAME}.` },
        { link, label: "Sign in" },
        {
          small: `The link works once, for ${SIGN_IN_LINK_MINUTES} minutes (until ${nzAppointmentTime(spec.expiresAt)}). ${NOT_YOU}`,
        },
      ]);
    case "practice-invitation":
      return render(`You are invited to ${spec.practiceName}'s account on ${SITE_NAME}`, [
        { p: "Kia ora," },
        {
          p: `You have been added to ${spec.practiceName}'s account on ${SITE_NAME} as ${ROLE_LABELS[spec.role].toLowerCase()}: ${ROLE_DESCRIPTIONS[spec.role]}`,
        },
        { link, label: "Accept and sign in" },
        {
          small: `The link works once, until ${nzAppointmentTime(spec.expiresAt)}. Afterwards, sign in with your e-mail address at ${origin(publicOrigin)}${paths.practiceSignIn()}. ${NOT_YOU}`,
        },
      ]);
  }
}
