import type { FieldSpec } from "./define";

/**
 * What every form shares that needs no validation library: the length limits, the hidden fields
 * and New Zealand's today. The field definitions (forms/*-fields.ts) take their limits from here,
 * and the browser's form components take theirs from the definitions, before the schemas load.
 */

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  short: 200,
  address: 300,
  url: 2048,
  registration: 20,
  message: 5000,
} as const;

// en-CA formats as YYYY-MM-DD. Made once: building a formatter costs far more than using one.
const NZ_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Pacific/Auckland",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

let formatted = { second: Number.NaN, day: "" };

/** The site's "today": the calendar date in New Zealand (Pacific/Auckland), whatever the clock's zone. */
export function nzToday(now: Date = new Date()): string {
  // Formatting costs more than the rest of a date check, and every booking asks. New Zealand's
  // offsets are whole minutes, so all of one second falls on one NZ day: once a second is exact.
  const second = Math.floor(now.getTime() / 1000);
  if (second !== formatted.second) formatted = { second, day: NZ_DATE.format(now) };
  return formatted.day;
}

/** Fields every form carries: first-touch UTM values, the page address, and the honeypot. */
export const TRACKING_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "page_url"] as const;

// Personal: a campaign tag or a page address can carry an e-mail address or a name.
const tracking = (label: string, max: number): FieldSpec => ({
  kind: "tracking",
  label,
  personal: true,
  health: false,
  max,
});

/** The e-mail address every form asks for, the same way. */
export const EMAIL_FIELD: FieldSpec = {
  kind: "email",
  label: "E-mail",
  personal: true,
  health: false,
  required: "Please enter your e-mail address.",
  max: LIMITS.email,
  autoComplete: "email",
};

export const TRACKING_FIELD_SPECS: Readonly<Record<(typeof TRACKING_FIELDS)[number], FieldSpec>> = {
  utm_source: tracking("UTM source", LIMITS.short),
  utm_medium: tracking("UTM medium", LIMITS.short),
  utm_campaign: tracking("UTM campaign", LIMITS.short),
  page_url: tracking("Page", LIMITS.url),
};
export const HONEYPOT_FIELD = "bot-field";
