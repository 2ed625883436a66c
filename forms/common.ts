/**
 * What every form shares that needs no validation library: the length limits, the hidden fields
 * and New Zealand's today. The browser's form components use these before the schemas load.
 */

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  short: 200,
  address: 300,
  url: 2048,
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
export const HONEYPOT_FIELD = "bot-field";
