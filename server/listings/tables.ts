import type { Generated } from "kysely";

/**
 * Row types of the listings tables (migration 2026-11-25T0400-listings). JSON columns hold text;
 * boolean columns read back as 0/1 on SQLite and true/false on PostgreSQL, so rows are turned into
 * listing types only in repository.ts.
 */

type Bool = boolean | number;

export interface PracticesTable {
  id: string;
  name: string;
  city_slug: string;
  address: string;
  lat: number;
  lng: number;
  phone: string;
  email: string;
  website: string;
  booking_email: string;
  /** JSON OpeningHours. */
  opening_hours: string;
  /** JSON string[]. */
  languages: string;
  wheelchair: Bool;
  accessible_parking: Bool;
  hearing_loop: Bool;
  /** JSON Closure[], "[]" when none (migration 2026-11-28T0200-practice-closures). */
  closures: Generated<string>;
  /**
   * JSON NewPatients (rules/listings/new-patients.ts): who the practice is taking on, each group
   * with the date it was confirmed; "{}" when it has said nothing (migration 2026-11-28T0100).
   */
  new_patients: Generated<string>;
  created_at: string;
  updated_at: string;
  /** One more at every write (migration 2026-11-26T0700-listing-versions): the editor's check. */
  version: Generated<number>;
  /**
   * The listings version when the row was last written, stamped by the database (migration
   * 2026-11-27T0930-listing-snapshot): what a snapshot reads to take only the changed rows.
   */
  changed_at: Generated<number>;
}

interface ListingColumns {
  id: string;
  practice_id: string;
  status: "published" | "draft";
  checked_on: string;
  source: string;
  created_at: string;
  updated_at: string;
  /** One more at every write (migration 2026-11-26T0700-listing-versions): the editor's check. */
  version: Generated<number>;
  /**
   * The listings version when the row was last written, stamped by the database (migration
   * 2026-11-27T0930-listing-snapshot): what a snapshot reads to take only the changed rows.
   */
  changed_at: Generated<number>;
}

/** What a dentist's and a surgeon's rows both hold about the practitioner. */
interface PractitionerColumns extends ListingColumns {
  name: string;
  registration_number: string;
  /** JSON string[]. */
  specialties: string;
  experience: string;
  price_tier: string;
  /** JSON string[]: the practitioner's own languages, "[]" when not said (migration 2026-11-27T1020). */
  languages: Generated<string>;
}

export interface DentistsTable extends PractitionerColumns {
  /** JSON string[]. */
  services: string;
  price_range: string;
  description: string;
  funding_acc: Bool;
  funding_work_and_income: Bool;
  funding_under18: Bool;
  funding_southern_cross: Bool;
  funding_nib_first_choice: Bool;
}

export interface SurgeonsTable extends PractitionerColumns {
  /** JSON string[]. */
  qualifications: string;
}

export interface EmergencyClinicsTable extends ListingColumns {
  /** JSON string[]. */
  services: string;
  wait_time: string;
}

/** One row (id 1): bumped in the same transaction as every listing write. */
interface ListingsVersionTable {
  id: number;
  version: number;
}

interface ListingTables {
  practices: PracticesTable;
  dentists: DentistsTable;
  surgeons: SurgeonsTable;
  emergency_clinics: EmergencyClinicsTable;
  listings_version: ListingsVersionTable;
}

// This feature's tables join the database's (platform/db/schema.ts), which names no feature.
declare module "../platform/db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ListingTables {}
}
