import type { OnboardingState } from "../../rules/api/practice-onboarding";

/**
 * Row types of a new practice's onboarding (migration 2026-11-27T1110-practice-onboarding): one row
 * per practice made from an approved partner application, and the registration checks operators
 * record (server/listings/registration-checks.ts).
 */

export interface PracticeOnboardingTable {
  practice_id: string;
  /** The partner application (PA-…) the practice was made from. */
  application_reference: string | null;
  /** JSON OnboardingPrefill: what the application said about the practitioner, for the owner to use. */
  prefill: string;
  state: OnboardingState;
  /** When the state last moved, and who moved it ("operator e-mail" or "practice-user:{id}"). */
  state_at: string;
  state_by: string;
  submitted_at: string | null;
  submitted_by: string | null;
  published_at: string | null;
  published_by: string | null;
  returned_at: string | null;
  returned_by: string | null;
  /** The operator's reason, shown to the owner while the listing is returned. */
  return_reason: string | null;
  created_at: string;
}

export interface OnboardingTables {
  practice_onboarding: PracticeOnboardingTable;
}

// This feature's tables join the database's (platform/db/schema.ts), which names no feature.
declare module "../platform/db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends OnboardingTables {}
}
