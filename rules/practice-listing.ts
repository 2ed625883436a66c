import { closedWeek, weekdayLabel } from "./listings/hours";
import { NEW_PATIENT_GROUPS, type NewPatients } from "./listings/new-patients";
import { NEW_PATIENT_LABELS } from "./listings/new-patients-text";
import { type Closure, type OpeningHours, type OpeningInterval, WEEKDAYS, type Weekday } from "./listings/types";

/*
 * A practice keeps its own listing true (issue 36 item 4): which changes publish at once and which
 * wait for our team, the words for each field, and the practice form's opening hours (a line of
 * text a day, so the form works without JavaScript). The server enforces the split; the pages say it.
 */

/** A practice's save sets its listings' "Details checked" to that day and their source to this. */
export const PRACTICE_UPDATE_SOURCE = "Updated by the practice";
/** A practice's confirmation that its details are right (issue 37 item 6) sets their source to this. */
export const PRACTICE_CONFIRM_SOURCE = "Confirmed by the practice";

/** The practice's facts that wait for an operator once the listing is public. */
export const PRACTICE_APPROVAL_FIELDS = ["name", "address"] as const;
/** A practitioner's fields that wait for an operator once the listing is public. */
export const PRACTITIONER_APPROVAL_FIELDS = ["name", "registrationNumber", "specialties"] as const;

export const CHANGE_SUBJECTS = ["practice", "practitioner", "new-practitioner"] as const;
export type ChangeSubject = (typeof CHANGE_SUBJECTS)[number];
export const CHANGE_STATUSES = ["pending", "approved", "declined"] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** What the practice reads beside a field waiting for an operator. */
export const PENDING_LABEL = "Waiting for our team's check";

/** Each stored field in words, for the history and the change requests. */
const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  address: "Address",
  phone: "Phone",
  email: "E-mail",
  website: "Website",
  bookingEmail: "Booking requests go to",
  openingHours: "Opening hours",
  languages: "Languages",
  access: "Access",
  closures: "Closures",
  citySlug: "City",
  lat: "Latitude",
  lng: "Longitude",
  registrationNumber: "Dental Council registration number",
  specialties: "Specialist title and special interests",
  services: "Services",
  newPatients: "Who you are taking on",
  status: "Status",
  checkedOn: "Details checked",
  source: "Source",
  description: "Description",
  experience: "Experience",
  priceTier: "Price tier",
  priceRange: "Price range",
  funding: "Funding",
  practitionerLanguages: "Practitioner's languages",
  qualifications: "Qualifications",
  waitTime: "Usual wait",
  practiceId: "Practice",
  id: "Listing id",
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** The parts of a grouped field (access, funding) in words. */
const PART_LABELS: Record<string, string> = {
  wheelchair: "wheelchair access",
  accessibleParking: "accessible parking",
  hearingLoop: "hearing loop",
  acc: "ACC",
  workAndIncome: "Work and Income",
  under18: "under-18 care",
  southernCross: "Southern Cross",
  nibFirstChoice: "nib First Choice",
};

/** The form field holding a day's hours. */
export const hoursField = (day: Weekday) => `hours.${day}`;

/** A day's intervals as the form shows them: "08:30–12:30, 13:30–17:00", or "" when closed. */
export function dayText(intervals: readonly OpeningInterval[]): string {
  return intervals.map((i) => `${i.opens}–${i.closes}`).join(", ");
}

const INTERVAL = /^(\d{1,2}:\d{2})\s*(?:-|–|—|to)\s*(\d{1,2}:\d{2})$/i;
const pad = (time: string) => (time.length === 4 ? `0${time}` : time);

/**
 * The week from the form's seven lines. A line that is empty or says "closed" is a closed day;
 * otherwise intervals separated by commas, "08:30–17:00" (a hyphen will do). The times themselves
 * are checked by the listing's schema (rules/listings/hours-editing.ts).
 */
export function readHoursLines(
  values: Record<string, string | undefined>,
): { ok: true; hours: OpeningHours } | { ok: false; errors: Record<string, string> } {
  const hours = closedWeek();
  const errors: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    const text = (values[hoursField(day)] ?? "").trim();
    if (text === "" || /^closed$/i.test(text)) continue;
    for (const part of text.split(",")) {
      const match = INTERVAL.exec(part.trim());
      if (!match) {
        errors[hoursField(day)] =
          `Write ${weekdayLabel(day)}'s hours as opening–closing times, e.g. 08:30–17:00, or 08:30–12:30, 13:30–17:00; leave it empty when closed.`;
        break;
      }
      hours[day].push({ opens: pad(match[1]!), closes: pad(match[2]!) });
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, hours };
}

/** "New adult patients: yes (confirmed 2026-11-27); ACC patients: no (confirmed 2026-11-20)". */
/** Who a practice is taking on, in words: the history, change requests and the confirmation e-mail. */
export function newPatientsText(facts: NewPatients): string {
  const said = NEW_PATIENT_GROUPS.flatMap((group) => {
    const fact = facts[group];
    return fact
      ? [`${NEW_PATIENT_LABELS[group].label}: ${fact.taking ? "yes" : "no"} (confirmed ${fact.confirmedOn})`]
      : [];
  });
  return said.length ? said.join("; ") : "not said";
}

/** A value of the history or a change request, in words. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (field === "openingHours" && typeof value === "object") {
    const week = value as Partial<OpeningHours>;
    return WEEKDAYS.map((day) => `${weekdayLabel(day)} ${dayText(week[day] ?? []) || "closed"}`).join("; ");
  }
  if (field === "closures" && Array.isArray(value))
    return value.length
      ? (value as Closure[])
          .map((c) => `${c.from} to ${c.to} (${c.reason}; urgent care: ${c.coverName}, ${c.coverPhone})`)
          .join("; ")
      : "none";
  if (field === "newPatients" && typeof value === "object") return newPatientsText(value as NewPatients);
  if (Array.isArray(value)) return value.length ? value.join(", ") : "none";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, v]) => `${PART_LABELS[key] ?? key}: ${typeof v === "boolean" ? (v ? "yes" : "no") : String(v)}`)
      .join(", ");
  }
  return String(value);
}
