import { paths } from "../../rules/paths";
import { origin, render, type RenderedEmail, SITE_NAME } from "../platform/outbox/email-layout";
import { type OnboardingEmailSpec, ONBOARDING_EMAILS } from "./onboarding-email-specs";
import type { EmailGroup } from "../platform/outbox/emails";

/*
 * What a new practice is told at each step of its listing (issue 36 item 3). None names a patient.
 */

function renderOnboardingEmail(spec: OnboardingEmailSpec, publicOrigin: string): RenderedEmail {
  const site = origin(publicOrigin);
  const account = `${site}${paths.practiceSignIn()}`;
  switch (spec.template) {
    case "practice-listing-submitted":
      return render(`${spec.practiceName}: we received your listing and are checking it`, [
        { p: "Kia ora," },
        {
          p: `Thank you for submitting ${spec.practiceName}'s listing on ${SITE_NAME}. Our team is now checking each practitioner's registration number with the Dental Council of New Zealand.`,
        },
        {
          p: "We will e-mail you when the listing is live, or if we need anything changed. Patients do not see it yet.",
        },
        { link: account, label: "Sign in to your practice's account" },
      ]);
    case "practice-listing-published":
      return render(`${spec.practiceName} is live on ${SITE_NAME}`, [
        { p: "Kia ora," },
        {
          p: `We checked the registration numbers and published ${spec.practiceName}'s listing: patients can now find it and send you booking requests.`,
        },
        { link: `${site}${spec.profilePath}`, label: "See your public profile" },
        { p: "Booking requests reach you by e-mail and in your practice's account." },
        { small: `Sign in at ${account}.` },
      ]);
    case "practice-listing-returned":
      return render(`${spec.practiceName}: your listing needs a change before we publish it`, [
        { p: "Kia ora," },
        { p: `We looked at ${spec.practiceName}'s listing and returned it to you. Our team says:` },
        { lines: [spec.reason] },
        { p: "Please make the change in your practice's account and submit the listing again." },
        { link: account, label: "Sign in to your practice's account" },
      ]);
  }
}

/** These e-mails as the outbox registers them (server/features.ts). */
export const ONBOARDING_EMAIL_GROUP: EmailGroup<OnboardingEmailSpec> = {
  schemas: ONBOARDING_EMAILS,
  render: renderOnboardingEmail,
};
