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

/** The site's "today": the calendar date in New Zealand (Pacific/Auckland), whatever the clock's zone. */
export function nzToday(now: Date = new Date()): string {
  return NZ_DATE.format(now);
}

/** Fields every form carries: first-touch UTM values, the page address, and the honeypot. */
export const TRACKING_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "page_url"] as const;
export const HONEYPOT_FIELD = "bot-field";
