/**
 * Option lists the forms offer, shared by the browser and the form service. Values are what
 * the browser sends and what is stored; labels are what people see.
 */

export interface Option {
  value: string;
  label: string;
}

/**
 * The 22 cities (spec §3), in the spec's order. Values are the city slugs used in the site's
 * URLs, so a city page can pre-fill the booking form; labels are the official names. Kept in
 * step with app/content/cities.ts by a unit test (forms/ may not import the app).
 */
export const CITY_OPTIONS: readonly Option[] = [
  { value: "auckland", label: "Auckland" },
  { value: "wellington", label: "Wellington" },
  { value: "christchurch", label: "Christchurch" },
  { value: "hamilton", label: "Hamilton" },
  { value: "tauranga", label: "Tauranga" },
  { value: "dunedin", label: "Dunedin" },
  { value: "palmerston-north", label: "Palmerston North" },
  { value: "nelson", label: "Nelson" },
  { value: "wanganui", label: "Whanganui" },
  { value: "taupo", label: "Taupō" },
  { value: "new-plymouth", label: "New Plymouth" },
  { value: "queenstown", label: "Queenstown" },
  { value: "rotorua", label: "Rotorua" },
  { value: "napier", label: "Napier" },
  { value: "hastings", label: "Hastings" },
  { value: "invercargill", label: "Invercargill" },
  { value: "whangarei", label: "Whangārei" },
  { value: "gisborne", label: "Gisborne" },
  { value: "timaru", label: "Timaru" },
  { value: "oamaru", label: "Oamaru" },
  { value: "blenheim", label: "Blenheim" },
  { value: "greymouth", label: "Greymouth" },
];

/** The partner form lists the same 22 cities alphabetically (the spec: "in a different order"). */
export const PARTNER_CITY_OPTIONS: readonly Option[] = [...CITY_OPTIONS].sort((a, b) =>
  a.label.localeCompare(b.label, "en-NZ"),
);

const same = (labels: readonly string[]): Option[] => labels.map((label) => ({ value: label, label }));

/** Booking services (spec §5). */
export const BOOKING_SERVICE_OPTIONS: readonly Option[] = same([
  "General Checkup",
  "Teeth Cleaning",
  "Invisalign Consultation",
  "Dental Implants",
  "Teeth Whitening",
  "Root Canal",
  "Emergency Care",
  "Cosmetic Consultation",
  "Other",
]);

function timeLabel(minutes: number): string {
  const h24 = Math.floor(minutes / 60);
  const m = minutes % 60;
  const h12 = ((h24 + 11) % 12) + 1;
  return `${h12}:${m === 0 ? "00" : "30"} ${h24 < 12 ? "AM" : "PM"}`;
}

/** Half-hourly from 8:00 AM to 6:00 PM (spec §5); the label is the value, as people read it. */
export const TIME_OPTIONS: readonly Option[] = Array.from({ length: 21 }, (_, i) => timeLabel(8 * 60 + i * 30)).map(
  (label) => ({ value: label, label }),
);

export const URGENCY_OPTIONS: readonly Option[] = [
  { value: "routine", label: "Routine (within 2 weeks)" },
  { value: "urgent", label: "Urgent (within 3 days)" },
  { value: "emergency", label: "Emergency (same day)" },
];

export const CONTACT_CATEGORY_OPTIONS: readonly Option[] = [
  { value: "booking", label: "Booking help" },
  { value: "technical", label: "Technical support" },
  { value: "partnership", label: "Partnership" },
  { value: "feedback", label: "Feedback" },
  { value: "complaint", label: "Complaint" },
  { value: "general", label: "General enquiry" },
  { value: "media", label: "Media" },
];

export const PRACTICE_TYPE_OPTIONS: readonly Option[] = same([
  "General Dentistry",
  "Cosmetic Dentistry",
  "Orthodontics",
  "Oral Surgery",
  "Periodontics",
  "Endodontics",
  "Pediatric Dentistry",
  "Prosthodontics",
]);

/** The twelve services a practice can tick (the spec leaves the items open). */
export const PARTNER_SERVICE_OPTIONS: readonly Option[] = same([
  "General Checkups",
  "Teeth Cleaning",
  "Fillings",
  "Root Canal Treatment",
  "Crowns and Bridges",
  "Dental Implants",
  "Teeth Whitening",
  "Invisalign and Clear Aligners",
  "Wisdom Tooth Removal",
  "Dentures",
  "Children's Dentistry",
  "Emergency Care",
]);

export const EXPERIENCE_OPTIONS: readonly Option[] = [
  { value: "1-5", label: "1-5 years" },
  { value: "6-10", label: "6-10 years" },
  { value: "11-15", label: "11-15 years" },
  { value: "16-20", label: "16-20 years" },
  { value: "20+", label: "20+ years" },
];

export const PATIENT_BASE_OPTIONS: readonly Option[] = [
  { value: "0-500", label: "0-500 patients" },
  { value: "500-1000", label: "500-1,000 patients" },
  { value: "1000-2000", label: "1,000-2,000 patients" },
  { value: "2000+", label: "2,000+ patients" },
];

export const values = (options: readonly Option[]): string[] => options.map((o) => o.value);

export function labelOf(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
