import type { AnyListing, EditedListing } from "../../../rules/api/listings-admin";
import { CITIES } from "../../../rules/listings/cities";
import { weekInWords } from "../../../rules/listings/hours-editing";
import type { OpeningHours } from "../../../rules/listings/types";

/**
 * A refused save (409, rules/api/listings-admin.ts ListingConflict) compared three ways: what the
 * editor was opened with (base), what the operator has in the form (yours) and what is stored now
 * (theirs). Only the fields someone else changed are shown; re-applying puts the operator's own
 * changes (yours against base) on theirs, so neither side's change is dropped without being seen.
 */

/** The editor's fields as its labels name them, in the order the form shows them. */
const FIELD_LABELS: Record<string, string> = {
  practice: "Practice name",
  practiceId: "Practice id",
  address: "Street address",
  citySlug: "City",
  lat: "Latitude",
  lng: "Longitude",
  phone: "Phone",
  email: "E-mail",
  website: "Website",
  bookingEmail: "Booking requests go to",
  languages: "Languages spoken",
  access: "Access",
  name: "Name",
  registrationNumber: "Dental Council registration number",
  experience: "Experience",
  priceTier: "Price tier",
  specialties: "Specialties",
  qualifications: "Qualifications",
  practitionerLanguages: "Languages this practitioner speaks",
  priceRange: "Price range",
  description: "Description",
  services: "Services",
  funding: "Paying for care",
  newPatients: "Who the practice is taking on",
  waitTime: "Usual wait",
  id: "Listing id",
  status: "Status",
  checkedOn: "Details checked on",
  source: "Source of the details",
};

const TICK_LABELS: Record<string, string> = {
  wheelchair: "Wheelchair access",
  accessibleParking: "Accessible parking",
  hearingLoop: "Hearing loop",
  acc: "ACC registered",
  workAndIncome: "Work and Income quotes",
  under18: "Free care for under-18s",
  southernCross: "Southern Cross",
  nibFirstChoice: "nib First Choice",
};

/** Lists whose order means nothing: the form sends a dentist's services in the checklist's order. */
const UNORDERED = new Set(["services"]);

/** A value in one comparable form: object keys sorted; unordered lists sorted. */
function comparable(field: string, value: unknown): string {
  const sorted = UNORDERED.has(field) && Array.isArray(value) ? [...(value as string[])].sort() : value;
  return JSON.stringify(sorted, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

const same = (field: string, a: unknown, b: unknown) => comparable(field, a) === comparable(field, b);

const valueOf = (listing: object, field: string) => (listing as Record<string, unknown>)[field];

/** A value as the conflict's table shows it. */
function shown(field: string, value: unknown): string {
  if (value === undefined || value === null || value === "") return "(empty)";
  if (field === "citySlug") return CITIES.find((c) => c.slug === value)?.name ?? String(value);
  if (field === "openingHours") return weekInWords(value as Partial<OpeningHours>);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "(none)";
  if (typeof value === "object") {
    const ticked = Object.entries(value as Record<string, unknown>).filter(([, on]) => on === true);
    return ticked.length ? ticked.map(([key]) => TICK_LABELS[key] ?? key).join(", ") : "(none)";
  }
  return String(value);
}

export interface ConflictRow {
  field: string;
  label: string;
  theirs: string;
  yours: string;
  /** The operator changed it too, to something else: re-applying keeps theirs out of this field. */
  bothChanged: boolean;
}

const FIELDS = ["openingHours", ...Object.keys(FIELD_LABELS)];
const labelOf = (field: string) => (field === "openingHours" ? "Opening hours" : FIELD_LABELS[field]!);

/** The fields someone else changed since the editor was opened, theirs beside the operator's. */
export function conflictRows(base: EditedListing, yours: EditedListing, theirs: AnyListing): ConflictRow[] {
  return FIELDS.filter((f) => f in theirs && !same(f, valueOf(base, f), valueOf(theirs, f))).map((field) => {
    const mine = valueOf(yours, field);
    return {
      field,
      label: labelOf(field),
      theirs: shown(field, valueOf(theirs, field)),
      yours: shown(field, mine),
      bothChanged: !same(field, mine, valueOf(base, field)) && !same(field, mine, valueOf(theirs, field)),
    };
  });
}

/** Theirs, with every field the operator changed (yours against base) set to the operator's value. */
export function reapply(base: EditedListing, yours: EditedListing, theirs: AnyListing): EditedListing {
  const { updatedAt: _stored, ...merged } = theirs;
  for (const [field, mine] of Object.entries(yours)) {
    if (!same(field, mine, valueOf(base, field))) (merged as Record<string, unknown>)[field] = mine;
  }
  return merged as EditedListing;
}
