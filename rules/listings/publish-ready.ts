import type { MissingItem } from "../api/practice-onboarding";
import { dentistSchema, fieldProblems, practiceSchema, surgeonSchema } from "./validate";
import { WEEKDAYS, type DentistRecord, type Practice, type SurgeonRecord } from "./types";

/*
 * What a new practice's listing still needs before it can be published (issue 36 item 3): the
 * listings' one validation (validate.ts) over the practice and each practitioner, at least one
 * practitioner, and opening hours on at least one day. The owner sees this list and the submission
 * and the operator's publication are refused while it is not empty.
 */

const LABELS: Record<string, string> = {
  name: "Name",
  citySlug: "City",
  address: "Street address",
  lat: "Map position",
  lng: "Map position",
  phone: "Phone",
  email: "E-mail address",
  website: "Website",
  bookingEmail: "Address for booking requests",
  openingHours: "Opening hours",
  languages: "Languages",
  registrationNumber: "Dental Council registration number",
  services: "Services",
  priceTier: "Price tier",
  priceRange: "Price range",
  description: "Description",
  specialties: "Specialties",
  experience: "Experience",
  qualifications: "Qualifications",
  checkedOn: "Checked on",
  source: "Source",
};

const label = (field: string) => LABELS[field.split(".")[0] ?? field] ?? field;

export type Practitioner = { kind: "dentist"; record: DentistRecord } | { kind: "surgeon"; record: SurgeonRecord };

export function missingForPublication(practice: Practice, practitioners: readonly Practitioner[]): MissingItem[] {
  const missing: MissingItem[] = [];
  const checked = practiceSchema.safeParse(practice);
  if (!checked.success) {
    for (const p of fieldProblems(checked.error))
      missing.push({ about: "Practice", field: label(p.field), message: p.message });
  }
  if (WEEKDAYS.every((day) => (practice.openingHours[day] ?? []).length === 0)) {
    missing.push({
      about: "Practice",
      field: "Opening hours",
      message: "Give the hours you are open on at least one day.",
    });
  }
  if (practitioners.length === 0) {
    missing.push({
      about: "Practitioners",
      field: "Practitioners",
      message: "Add at least one dentist or surgeon, with their Dental Council registration number.",
    });
  }
  for (const p of practitioners) {
    // Publication sets the status; the rest must already be right.
    const record = { ...p.record, status: "published" as const };
    const result = p.kind === "dentist" ? dentistSchema.safeParse(record) : surgeonSchema.safeParse(record);
    if (result.success) continue;
    for (const problem of fieldProblems(result.error)) {
      missing.push({ about: p.record.name || "A practitioner", field: label(problem.field), message: problem.message });
    }
  }
  // One line per field and whom it is about.
  const seen = new Set<string>();
  return missing.filter((m) => {
    const key = `${m.about}\u0000${m.field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
