import type { OnboardingPrefill } from "../../rules/api/practice-onboarding";
import { channel } from "../platform/events";

/*
 * What happens to the listings that others act on, told inside the transaction that did it. The
 * listings know no accounts: the practice account subscribes (server/features.ts).
 */

/**
 * A partner application was approved into a draft practice (partner-draft.ts): its applicant is to
 * be the practice's owner, invited to complete the listing.
 */
export interface DraftedPractice {
  practiceId: string;
  practiceName: string;
  /** The application's reference. */
  reference: string;
  contactEmail: string;
  prefill: OnboardingPrefill;
  actor: string;
  sealKey: Buffer;
  now: Date;
}
export const practiceDrafted = channel<DraftedPractice>("listings.practice-drafted");

/**
 * The sample listings were loaded into an empty database (seed.ts): each sample practice is to
 * have an account as a real one would, so practice sign-in can be tried at once.
 */
export const sampleListingsSeeded = channel<{
  practices: readonly { id: string; email: string }[];
  now: Date;
}>("listings.sample-seeded");
