import { SAME_DAY_URGENCY } from "../../../forms/booking-time";
import { nzToday } from "../../../rules/nz-time";
import { BOOKING_SERVICE_OPTIONS, CITY_OPTIONS, URGENCY_OPTIONS } from "../../../forms/options";
import { ORAL_SURGERY, SURGICAL_SERVICES } from "../../content/surgery";

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

/**
 * A surgical treatment the form has no service for, or oral surgery in general, by its name or its
 * slug (/surgical links send the name).
 */
function matchTreatment(raw: string): string | undefined {
  const key = fold(raw);
  return [...SURGICAL_SERVICES, ORAL_SURGERY].find((s) => fold(s.name) === key || s.slug === key)?.name;
}

function matchCity(raw: string): string | undefined {
  const key = fold(raw).replace(/\s+/g, "-");
  return CITY_OPTIONS.find((o) => o.value === key || fold(o.label).replace(/\s+/g, "-") === key)?.value;
}

/**
 * Values to pre-fill when a patient arrives from a service page (?service=slug or name), a surgical
 * treatment (its name: service Other, the treatment named in the message), a city page
 * (?location=slug or name), an urgent link (?urgency=value; a same-day one also sets today's date)
 * or a listing (`listingCity`: the chosen dentist's or surgeon's city, unless the link names one).
 * Unknown values are ignored.
 */
export function bookingPrefill(search: string, listingCity?: string, now: Date = new Date()): Record<string, string> {
  const params = new URLSearchParams(search);
  const values: Record<string, string> = {};
  if (listingCity) values.location = listingCity;
  const service = params.get("service");
  const serviceValue = service ? matchService(service) : undefined;
  const treatment = service && !serviceValue ? matchTreatment(service) : undefined;
  if (serviceValue) values.service = serviceValue;
  if (treatment) {
    values.service = "Other";
    values.message = `I would like a consultation about ${treatment.toLowerCase()}.`;
  }
  const location = params.get("location");
  const city = location ? matchCity(location) : undefined;
  if (city) values.location = city;
  const urgency = params.get("urgency");
  if (urgency && URGENCY_OPTIONS.some((o) => o.value === urgency)) values.urgency = urgency;
  if (urgency === SAME_DAY_URGENCY) values.preferredDate = nzToday(now);
  return values;
}
