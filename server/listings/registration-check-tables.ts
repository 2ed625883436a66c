/*
 * The registration checks operators record of practitioners' Dental Council numbers
 * (migration 2026-11-27T1110-practice-onboarding), written by registration-checks.ts: a
 * practitioner's listing is published only once its number is checked.
 */

/** One Dental Council registration check of one practitioner's number, by an operator. */
export interface RegistrationChecksTable {
  id: string;
  listing_kind: "dentist" | "surgeon";
  listing_id: string;
  practice_id: string;
  /** The number checked: a check counts only while the practitioner still has this number. */
  registration_number: string;
  /** A REGISTRATION_CHECK_METHODS id. */
  method: string;
  note: string;
  /** The signed-in operator's e-mail. */
  checked_by: string;
  /** Server time. */
  checked_at: string;
}

export interface RegistrationCheckTables {
  registration_checks: RegistrationChecksTable;
}

// This feature's tables join the database's (platform/db/schema.ts), which names no feature.
declare module "../platform/db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends RegistrationCheckTables {}
}
