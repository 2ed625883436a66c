import type { Insertable, Selectable } from "kysely";

import type {
  Closure,
  Dentist,
  DentistRecord,
  EmergencyClinic,
  EmergencyClinicRecord,
  ListingKind,
  OpeningHours,
  Practice,
  PracticeFacts,
  PriceTier,
  Surgeon,
  SurgeonRecord,
} from "../../rules/listings/types";
import type { NewPatients } from "../../rules/listings/new-patients";
import type { DentistsTable, EmergencyClinicsTable, PracticesTable, SurgeonsTable } from "./tables";

/**
 * Listings between their rows and their records: JSON text and 0/1 (SQLite) or true/false
 * (PostgreSQL) in the tables, plain values everywhere else. Nothing outside server/listings sees a row.
 */

/** The table each kind of listing lives in. */
export const LISTING_TABLES = {
  dentist: "dentists",
  surgeon: "surgeons",
  "emergency-clinic": "emergency_clinics",
} as const satisfies Record<ListingKind, string>;

const bool = (value: boolean | number) => value === true || value === 1;
// Both databases take 0/1 for a boolean column (better-sqlite3 binds no JS booleans).
const bit = (value: boolean) => (value ? 1 : 0);
const json = <T>(text: string) => JSON.parse(text) as T;

export function practiceFromRow(row: Selectable<PracticesTable>): Practice {
  const closures = json<Closure[]>(row.closures);
  return {
    id: row.id,
    name: row.name,
    citySlug: row.city_slug,
    address: row.address,
    lat: Number(row.lat),
    lng: Number(row.lng),
    phone: row.phone,
    email: row.email,
    website: row.website,
    bookingEmail: row.booking_email,
    openingHours: json<OpeningHours>(row.opening_hours),
    languages: json<string[]>(row.languages),
    access: {
      wheelchair: bool(row.wheelchair),
      accessibleParking: bool(row.accessible_parking),
      hearingLoop: bool(row.hearing_loop),
    },
    // Left out when there are none ("[]"): a practice reads back as it was written.
    ...(closures.length ? { closures } : {}),
    newPatients: json<NewPatients>(row.new_patients),
  };
}

export function practiceToRow(p: Practice): Omit<Insertable<PracticesTable>, "created_at" | "updated_at"> {
  return {
    id: p.id,
    name: p.name,
    city_slug: p.citySlug,
    address: p.address,
    lat: p.lat,
    lng: p.lng,
    phone: p.phone,
    email: p.email,
    website: p.website,
    booking_email: p.bookingEmail,
    opening_hours: JSON.stringify(p.openingHours),
    languages: JSON.stringify(p.languages),
    wheelchair: bit(p.access.wheelchair),
    accessible_parking: bit(p.access.accessibleParking),
    hearing_loop: bit(p.access.hearingLoop),
    closures: JSON.stringify(p.closures ?? []),
    new_patients: JSON.stringify(p.newPatients),
  };
}

type ListingRow = Selectable<DentistsTable | SurgeonsTable | EmergencyClinicsTable>;
const metaFromRow = (row: ListingRow) => ({
  id: row.id,
  practiceId: row.practice_id,
  status: row.status,
  checkedOn: row.checked_on,
  source: row.source,
  updatedAt: row.updated_at,
});
const metaToRow = (r: DentistRecord | SurgeonRecord | EmergencyClinicRecord) => ({
  id: r.id,
  practice_id: r.practiceId,
  status: r.status,
  checked_on: r.checkedOn,
  source: r.source,
});

/** What a dentist's and a surgeon's listings both say of the practitioner (PractitionerColumns). */
const practitionerFromRow = (row: Selectable<DentistsTable | SurgeonsTable>) => {
  const own = json<string[]>(row.languages);
  return {
    name: row.name,
    registrationNumber: row.registration_number,
    specialties: json<string[]>(row.specialties),
    experience: row.experience,
    priceTier: row.price_tier as PriceTier,
    // Left out when the practice has not said ("[]"): a record reads back as it was written.
    ...(own.length ? { practitionerLanguages: own } : {}),
  };
};
const practitionerToRow = (r: DentistRecord | SurgeonRecord) => ({
  name: r.name,
  registration_number: r.registrationNumber,
  specialties: JSON.stringify(r.specialties),
  experience: r.experience,
  price_tier: r.priceTier,
  languages: JSON.stringify(r.practitionerLanguages ?? []),
});

export function dentistFromRow(row: Selectable<DentistsTable>): DentistRecord & { updatedAt: string } {
  return {
    ...metaFromRow(row),
    ...practitionerFromRow(row),
    services: json<string[]>(row.services),
    priceRange: row.price_range,
    description: row.description,
    funding: {
      acc: bool(row.funding_acc),
      workAndIncome: bool(row.funding_work_and_income),
      under18: bool(row.funding_under18),
      southernCross: bool(row.funding_southern_cross),
      nibFirstChoice: bool(row.funding_nib_first_choice),
    },
  };
}

export function dentistToRow(r: DentistRecord): Omit<Insertable<DentistsTable>, "created_at" | "updated_at"> {
  return {
    ...metaToRow(r),
    ...practitionerToRow(r),
    services: JSON.stringify(r.services),
    price_range: r.priceRange,
    description: r.description,
    funding_acc: bit(r.funding.acc),
    funding_work_and_income: bit(r.funding.workAndIncome),
    funding_under18: bit(r.funding.under18),
    funding_southern_cross: bit(r.funding.southernCross),
    funding_nib_first_choice: bit(r.funding.nibFirstChoice),
  };
}

export function surgeonFromRow(row: Selectable<SurgeonsTable>): SurgeonRecord & { updatedAt: string } {
  return { ...metaFromRow(row), ...practitionerFromRow(row), qualifications: json<string[]>(row.qualifications) };
}

export function surgeonToRow(r: SurgeonRecord): Omit<Insertable<SurgeonsTable>, "created_at" | "updated_at"> {
  return { ...metaToRow(r), ...practitionerToRow(r), qualifications: JSON.stringify(r.qualifications) };
}

export function clinicFromRow(row: Selectable<EmergencyClinicsTable>): EmergencyClinicRecord & { updatedAt: string } {
  return { ...metaFromRow(row), services: json<string[]>(row.services), waitTime: row.wait_time };
}

export function clinicToRow(
  r: EmergencyClinicRecord,
): Omit<Insertable<EmergencyClinicsTable>, "created_at" | "updated_at"> {
  return { ...metaToRow(r), services: JSON.stringify(r.services), wait_time: r.waitTime };
}

/** A practice's facts as every listing at it shows them: its fields, its id and name renamed. */
export function practiceFacts({ id, name, ...facts }: Practice): PracticeFacts {
  return { practiceId: id, practice: name, ...facts };
}

/** What the pages read: the record flattened with its practice's facts (shared by its listings). */
export function dentistListing(r: DentistRecord & { updatedAt: string }, facts: PracticeFacts): Dentist {
  return { ...r, ...facts, emergency: r.services.includes("Emergency Care") };
}
export function surgeonListing(r: SurgeonRecord & { updatedAt: string }, facts: PracticeFacts): Surgeon {
  return { ...r, ...facts };
}
export function clinicListing(r: EmergencyClinicRecord & { updatedAt: string }, facts: PracticeFacts): EmergencyClinic {
  return { ...r, ...facts };
}
