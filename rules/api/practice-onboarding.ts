/*
 * A new practice's way from approved application to published listing (issue 36 item 3), as the
 * practice's home page and the operators' screens are given it.
 */

export const ONBOARDING_STATES = ["draft", "submitted", "published", "returned"] as const;
export type OnboardingState = (typeof ONBOARDING_STATES)[number];

/** The states as the operators' screens name them. */
export const ONBOARDING_STATE_LABELS: Record<OnboardingState, string> = {
  draft: "Draft (with the owner)",
  submitted: "Submitted: to check",
  returned: "Returned to the owner",
  published: "Published",
};

export function isOnboardingState(value: unknown): value is OnboardingState {
  return typeof value === "string" && (ONBOARDING_STATES as readonly string[]).includes(value);
}

/** One thing publishing still needs, in words the owner (or operator) can act on. */
export interface MissingItem {
  /** What it is about: "Practice", or a practitioner's name. */
  about: string;
  /** The field's name as a person reads it ("Opening hours"). */
  field: string;
  message: string;
}

/**
 * What the application said about the practitioner (the applicant is the owner, not necessarily a
 * dentist): offered to the owner when they add the practice's first practitioner.
 */
export interface OnboardingPrefill {
  contactName: string;
  registrationNumber: string;
  services: string[];
  practiceType: string;
}

/** The listing's state as the practice's home page shows it. */
export interface OnboardingView {
  practiceId: string;
  state: OnboardingState;
  submittedAt: string | null;
  publishedAt: string | null;
  returnedAt: string | null;
  returnReason: string | null;
  /** Empty when the listing has everything publishing needs. */
  missing: MissingItem[];
  practitioners: { name: string; registrationNumber: string }[];
  prefill: OnboardingPrefill | null;
  /** The public profile once published (a dentist's page, or the surgeons' page). */
  profilePath: string | null;
  /** Only owners submit. */
  canSubmit: boolean;
}

export type SubmitListingResult =
  | { kind: "submitted"; at: string }
  | { kind: "incomplete"; missing: MissingItem[] }
  | { kind: "refused"; message: string };

/** How an operator checked a registration number. */
export const REGISTRATION_CHECK_METHODS = {
  register: "Dental Council public register",
  phone: "Phone call to the Dental Council",
  other: "Other (say how in the note)",
} as const;
export type RegistrationCheckMethod = keyof typeof REGISTRATION_CHECK_METHODS;

export interface RegistrationCheckView {
  registrationNumber: string;
  method: RegistrationCheckMethod;
  methodLabel: string;
  note: string;
  checkedBy: string;
  checkedAt: string;
}

export interface OnboardingPractitioner {
  kind: "dentist" | "surgeon";
  id: string;
  name: string;
  registrationNumber: string;
  /** The latest check of the practitioner's current number; null when it has none. */
  check: RegistrationCheckView | null;
}

/** A practice in the operators' queue. */
export interface OnboardingSummary {
  practiceId: string;
  practiceName: string;
  citySlug: string;
  state: OnboardingState;
  stateAt: string;
  applicationReference: string | null;
  practitioners: number;
  checked: number;
}

/** One practice on the operators' check screen. */
export interface OnboardingDetail extends OnboardingSummary {
  address: string;
  phone: string;
  email: string;
  website: string;
  submittedAt: string | null;
  publishedAt: string | null;
  returnedAt: string | null;
  returnReason: string | null;
  missing: MissingItem[];
  practitionerList: OnboardingPractitioner[];
  profilePath: string | null;
  prefill: OnboardingPrefill | null;
}
