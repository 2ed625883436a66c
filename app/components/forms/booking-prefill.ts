import { SAME_DAY_URGENCY } from "../../../forms/booking-time";
import { nzToday } from "../../../forms/common";
import { BOOKING_SERVICE_OPTIONS, CITY_OPTIONS, URGENCY_OPTIONS } from "../../../forms/options";
import type { Dentist } from "../../content/types";

/** Finds a listed dentist by id (lib/dentists' findDentist, passed in so this module stays light). */
export type DentistLookup = (id: string) => Dentist | undefined;

/** Service page slugs and listing names that mean one of the booking form's services. */
const SERVICE_ALIASES: Record<string, string> = {
  invisalign: "Invisalign Consultation",
  implants: "Dental Implants",
  "teeth-whitening": "Teeth Whitening",
  "emergency-dentist": "Emergency Care",
  "general dentistry": "General Checkup",
  "root canal treatment": "Root Canal",
  "cosmetic dentistry": "Cosmetic Consultation",
  cosmetic: "Cosmetic Consultation",
  "teeth cleaning": "Teeth Cleaning",
};

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();

function matchService(raw: string): string | undefined {
  const key = fold(raw);
  return (
    BOOKING_SERVICE_OPTIONS.find((o) => fold(o.value) === key)?.value ??
    SERVICE_ALIASES[key] ??
    SERVICE_ALIASES[key.replace(/\s+/g, "-")]
  );
}

function matchCity(raw: string): string | undefined {
  const key = fold(raw).replace(/\s+/g, "-");
  return CITY_OPTIONS.find((o) => o.value === key || fold(o.label).replace(/\s+/g, "-") === key)?.value;
}

/**
 * Values to pre-fill when a patient arrives from a dentist (?dentist=id), service (?service=slug
 * or name), city page (?location=slug or name) or an urgent link (?urgency=value; a same-day one
 * also sets today's date). Unknown values are ignored.
 */
export function bookingPrefill(
  search: string,
  findDentist: DentistLookup,
  now: Date = new Date(),
): Record<string, string> {
  const params = new URLSearchParams(search);
  const values: Record<string, string> = {};
  const dentistId = params.get("dentist");
  const dentist = dentistId ? findDentist(dentistId) : undefined;
  if (dentist) {
    values.dentistPreference = `${dentist.name}, ${dentist.practice}`;
    values.location = dentist.citySlug;
  }
  const service = params.get("service");
  const serviceValue = service ? matchService(service) : undefined;
  if (serviceValue) values.service = serviceValue;
  const location = params.get("location");
  const city = location ? matchCity(location) : undefined;
  if (city) values.location = city;
  const urgency = params.get("urgency");
  if (urgency && URGENCY_OPTIONS.some((o) => o.value === urgency)) values.urgency = urgency;
  if (urgency === SAME_DAY_URGENCY) values.preferredDate = nzToday(now);
  return values;
}
