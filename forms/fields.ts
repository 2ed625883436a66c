import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";

import { type Option, values } from "./options";

/**
 * Field helpers every form schema is built from. Input is always text (a url-encoded body or a
 * browser form), trimmed; anything else (a repeated key arrives as an array) is refused with
 * the field's own message, never an exception.
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

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const tooLong = (max: number) => `Please keep this under ${max.toLocaleString("en-NZ")} characters.`;

/** Required text: trimmed, not empty, at most `max` characters. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong(max) });
}

/** Optional text: a missing or empty value becomes "". */
export function optionalText(max: number) {
  return z
    .string({ error: "Please enter text here." })
    .trim()
    .max(max, { error: tooLong(max) })
    .optional()
    .transform((v) => v ?? "");
}

export function requiredEmail() {
  return z
    .string({ error: "Please enter your e-mail address." })
    .trim()
    .min(1, { error: "Please enter your e-mail address." })
    .max(LIMITS.email, { error: tooLong(LIMITS.email) })
    .pipe(z.email({ error: "Please enter a valid e-mail address, such as name@example.co.nz." }));
}

export const PHONE_MESSAGE = "Please enter a phone number we can call, such as 021 123 4567 or (09) 555 0123.";

/** A phone number as New Zealanders write it ("021 123 4567", "(09) 555 0123", "+64 21 …"); stored as E.164. */
export function requiredPhone() {
  return z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .min(1, { error: "Please enter your phone number." })
    .max(LIMITS.phone, { error: PHONE_MESSAGE })
    .transform((value, ctx) => {
      const phone = parsePhoneNumberFromString(value, "NZ");
      if (!phone || !phone.isValid()) {
        ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return phone.number;
    });
}

/** How a phone number is shown back: New Zealand numbers in the local format, others internationally. */
export function displayPhone(value: string): string {
  const phone = parsePhoneNumberFromString(value, "NZ");
  if (!phone || !phone.isValid()) return value;
  return phone.country === "NZ" ? phone.formatNational() : phone.formatInternational();
}

/** One of a fixed list. */
export function requiredChoice(options: readonly Option[], message: string) {
  const allowed = new Set(values(options));
  return z
    .string({ error: message })
    .trim()
    .refine((v) => allowed.has(v), { error: message });
}

/** One of a fixed list, or empty. */
export function optionalChoice(options: readonly Option[], message: string) {
  const allowed = new Set(values(options));
  return z
    .string({ error: message })
    .trim()
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || allowed.has(v), { error: message });
}

/**
 * A checkbox group: absent, one value (a string) or several (repeated keys, an array). Empty
 * strings are dropped, so the browser's "missing as empty string" means "none ticked".
 */
export function choiceList(options: readonly Option[], message: string) {
  const allowed = new Set(values(options));
  return z
    .union([z.string(), z.array(z.string())], { error: message })
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.every((v) => allowed.has(v)) && new Set(list).size === list.length, { error: message })
    .refine((list) => list.length <= options.length, { error: message });
}

export const URL_MESSAGE = "Please enter the full web address, starting with https://";

/** An optional http(s) address. */
export function optionalUrl() {
  return z
    .string({ error: URL_MESSAGE })
    .trim()
    .max(LIMITS.url, { error: tooLong(LIMITS.url) })
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(v).success, {
      error: URL_MESSAGE,
    });
}

/** A calendar date (YYYY-MM-DD) that is today or later in New Zealand, checked against the clock at parse time. */
export function futureDate(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .refine(isCalendarDate, { error: "Please choose a date." })
    .refine((v) => v >= nzToday(), { error: "Please choose today or a later date." });
}

/** Fields every form carries: first-touch UTM values, the page address, and the honeypot. */
export const TRACKING_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "page_url"] as const;
export const HONEYPOT_FIELD = "bot-field";

export const trackingShape = {
  utm_source: optionalText(LIMITS.short),
  utm_medium: optionalText(LIMITS.short),
  utm_campaign: optionalText(LIMITS.short),
  page_url: optionalText(LIMITS.url),
};
