import { z } from "zod";

import { nzToday } from "../rules/nz-time";
import { isOneLine, isParagraphs, plainLineBreaks, withoutInvisibles } from "../rules/text";
import { latestBookableDate } from "./booking-time";
import { LIMITS } from "./common";
import { type Option, values } from "./options";

/**
 * Field helpers every form schema is built from. Input is always text (a url-encoded body or a
 * browser form), trimmed; anything else (a repeated key arrives as an array) is refused with
 * the field's own message, never an exception.
 */

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const tooLong = (max: number) => `Please keep this under ${max.toLocaleString("en-NZ")} characters.`;

export const ONE_LINE_MESSAGE = "Please keep this to one line, without line breaks or hidden formatting characters.";
export const PARAGRAPHS_MESSAGE = "Please remove the hidden formatting characters (such as text-direction controls).";

/**
 * A one-line field (a name, a subject, an address) holds no line break, control character or
 * bidi control; a multi-line one (a message) may hold new lines and tabs, its line breaks stored
 * as plain new lines whichever way the browser sent them (a form post sends CR LF).
 */
type Lines = "one" | "many";

/**
 * Text of `lines`, trimmed, its line breaks plain. One line (a name, a subject) is also stripped of
 * the characters that show nothing (D712), before the trim, so a name of only those is empty.
 */
function lineText(lines: Lines, error: string) {
  return lines === "one"
    ? z.string({ error }).overwrite(withoutInvisibles).trim().refine(isOneLine, { error: ONE_LINE_MESSAGE })
    : z.string({ error }).trim().overwrite(plainLineBreaks).refine(isParagraphs, { error: PARAGRAPHS_MESSAGE });
}

/** Required text: trimmed, not empty, at most `max` characters. */
export function requiredText(message: string, max: number, lines: Lines = "one") {
  return lineText(lines, message)
    .min(1, { error: message })
    .max(max, { error: tooLong(max) });
}

/** Optional text: a missing or empty value becomes "". */
export function optionalText(max: number, lines: Lines = "one") {
  return lineText(lines, "Please enter text here.")
    .max(max, { error: tooLong(max) })
    .optional()
    .transform((v) => v ?? "");
}

export function requiredEmail(message = "Please enter your e-mail address.", max: number = LIMITS.email) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong(max) })
    .refine(isOneLine, { error: ONE_LINE_MESSAGE })
    .pipe(z.email({ error: "Please enter a valid e-mail address, such as name@example.co.nz." }));
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

const URL_MESSAGE = "Please enter a website like example.co.nz.";

/**
 * An optional http(s) address. People type 'www.example.co.nz' or 'example.co.nz' as often as
 * the full address, so an address without a scheme gets https:// in front and is stored whole.
 */
export function optionalUrl(max: number = LIMITS.url) {
  return z
    .string({ error: URL_MESSAGE })
    .trim()
    .max(max, { error: tooLong(max) })
    .refine(isOneLine, { error: ONE_LINE_MESSAGE })
    .optional()
    .transform((v) => (!v ? "" : /^[a-z][a-z\d+.-]*:\/\//i.test(v) ? v : `https://${v}`))
    .refine((v) => v === "" || z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(v).success, {
      error: URL_MESSAGE,
    });
}

const longDate = new Intl.DateTimeFormat("en-NZ", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * A calendar date (YYYY-MM-DD) from today to a year ahead in New Zealand, checked against the
 * clock at parse time: nobody books further out, and a far-off date is a slip of the keyboard.
 */
export function futureDate(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .refine(isCalendarDate, { error: "Please choose a date." })
    .refine((v) => v >= nzToday(), { error: "Please choose today or a later date." })
    .check((ctx) => {
      const latest = latestBookableDate();
      if (ctx.value <= latest) return;
      const by = longDate.format(new Date(`${latest}T00:00:00Z`));
      ctx.issues.push({
        code: "custom",
        input: ctx.value,
        message: `Please choose a date within the next year (by ${by}).`,
      });
    });
}
