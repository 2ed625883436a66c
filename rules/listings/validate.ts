import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";

import { CITIES } from "./cities";
import { openingHoursSchema } from "./hours-editing";
import { recordedLanguage } from "./languages";
import { SERVICE_NAMES } from "./services";
import { NEW_PATIENT_GROUPS, type NewPatientGroup } from "./new-patients";
import { NEW_PATIENT_LABELS } from "./new-patients-text";
import {
  type DentistRecord,
  type EmergencyClinicRecord,
  type ListingKind,
  type Practice,
  type SurgeonRecord,
  type Weekday,
} from "./types";
import { PHONE_MESSAGE } from "../../forms/phone";
import { isOneLine, isParagraphs, plainLineBreaks } from "../text";

/**
 * The one validation of listing records (issue 21), for the import, the inbox's listing editor and
 * partner approval: every message says what is wrong with that field in words an operator can act
 * on. Records are strict: a field this shape does not have (a typo such as "phoen") is refused
 * rather than silently dropped. The opening hours' part is rules/listings/hours-editing.ts's.
 */

/** Fields a listing once had and no longer may: its figures come from verified reviews (issue 35). */
const COMPUTED_FIELDS = ["rating", "reviews"] as const;
const COMPUTED_FIELDS_REFUSED =
  "Rating and review count are not listing fields: they are computed from verified reviews of visits booked " +
  "through NZ Dental Directory, so they cannot be typed in or imported. Remove";

function unknownFields(keys: readonly string[]): string {
  const computed = keys.filter((k) => (COMPUTED_FIELDS as readonly string[]).includes(k));
  const others = keys.filter((k) => !computed.includes(k));
  return [
    ...(computed.length ? [`${COMPUTED_FIELDS_REFUSED} ${computed.map((k) => `"${k}"`).join(" and ")}.`] : []),
    ...(others.length ? [`Unknown field${others.length > 1 ? "s" : ""}: ${others.join(", ")}.`] : []),
  ].join(" ");
}

const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? unknownFields(issue.keys)
        : "Expected an object with the fields of docs/listings-format.md.",
  });

const ONE_LINE = "Keep it to one line, without line breaks or hidden formatting characters.";
const PARAGRAPHS = "Remove the hidden formatting characters (such as text-direction controls).";

/** One line of text: no line break, control character or bidi control (rules/text.ts). */
const text = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, { error: `Enter ${what}.` })
    .max(max, { error: `Keep it to ${max} characters.` })
    .refine(isOneLine, { error: ONE_LINE });

/** Paragraphs (a description): new lines and tabs allowed, line breaks stored as plain new lines. */
const paragraphs = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .overwrite(plainLineBreaks)
    .min(1, { error: `Enter ${what}.` })
    .max(max, { error: `Keep it to ${max} characters.` })
    .refine(isParagraphs, { error: PARAGRAPHS });

const textList = (what: string, max: number, min = 0, item = text(what, max)) =>
  z
    .array(item, { error: `A list of ${what}s, e.g. ["…"].` })
    .min(min, { error: `List at least ${min === 1 ? "one" : min} ${what}.` })
    .refine((items) => new Set(items).size === items.length, { error: `Each ${what} only once.` });

/** Languages, stored under their recorded names ("NZSL" → "New Zealand Sign Language") so the filter finds them. */
const languageList = (min: number) => textList("language", 60, min, text("language", 60).overwrite(recordedLanguage));

/** A practitioner's own languages, where the practice says so: left out (or empty) when it has not. */
const practitionerLanguages = languageList(0).optional();

const yesNo = (what: string) => z.boolean({ error: `${what}: true or false.` });

/** Lower-case letters, digits and single hyphens: ids are parts of addresses (/dentists/{id}). */
export const LISTING_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const id = (what: string) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, { error: `Enter ${what}.` })
    .max(120, { error: "Keep it to 120 characters." })
    .regex(LISTING_ID, { error: "Use lower-case letters, digits and hyphens, e.g. harbourside-dental-auckland." });

const CITY_SLUGS = new Set(CITIES.map((c) => c.slug));
const citySlug = z.string({ error: "Choose a city." }).refine((slug) => CITY_SLUGS.has(slug), {
  error: "Choose one of the directory's cities, by its slug (e.g. auckland, palmerston-north).",
});

/** A phone number New Zealand's numbering plan knows, kept as written ("(09) 555 0123"). */
const phone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(40, { error: PHONE_MESSAGE })
  .refine(isOneLine, { error: ONE_LINE })
  .refine((value) => parsePhoneNumberFromString(value, "NZ")?.isValid() === true, { error: PHONE_MESSAGE });

const email = (what: string) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, { error: `Enter ${what}.` })
    .max(254, { error: "Keep it to 254 characters." })
    .refine(isOneLine, { error: ONE_LINE })
    .pipe(z.email({ error: "Enter a valid e-mail address, such as hello@practice.co.nz." }));

const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });
const website = z
  .string({ error: "Enter the website's address." })
  .trim()
  .max(2048, { error: "Keep it to 2048 characters." })
  .refine(isOneLine, { error: ONE_LINE })
  .refine((v) => httpsUrl.safeParse(v).success, {
    error: "Enter the website's full https address, such as https://practice.co.nz.",
  });

/** Mainland New Zealand, Stewart Island and the near islands (not the Chathams). */
const NZ_BOUNDS = { minLat: -47.5, maxLat: -34, minLng: 166, maxLng: 179 } as const;

const latitude = z
  .number({ error: "Latitude is a number, e.g. -36.8485." })
  .min(NZ_BOUNDS.minLat, { error: "That latitude is outside New Zealand (between -47.5 and -34)." })
  .max(NZ_BOUNDS.maxLat, { error: "That latitude is outside New Zealand (between -47.5 and -34)." });
const longitude = z
  .number({ error: "Longitude is a number, e.g. 174.7633." })
  .min(NZ_BOUNDS.minLng, { error: "That longitude is outside New Zealand (between 166 and 179)." })
  .max(NZ_BOUNDS.maxLng, { error: "That longitude is outside New Zealand (between 166 and 179)." });

/** A calendar date, YYYY-MM-DD, that exists. */
const isoDate = z
  .string({ error: "Enter a date as YYYY-MM-DD, e.g. 2026-10-14." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Enter a date as YYYY-MM-DD, e.g. 2026-10-14." })
  .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: "That date does not exist." });

const status = z.enum(["published", "draft"], { error: 'Status is "published" or "draft".' });
const priceTier = z.enum(["$", "$$", "$$$"], { error: 'Price tier is "$", "$$" or "$$$".' });

/** Dental Council of New Zealand registration numbers are digits (fictional in the sample). */
const registrationNumber = z
  .string({ error: "Enter the Dental Council registration number." })
  .trim()
  .regex(/^\d{4,6}$/, { error: "A Dental Council registration number is 4 to 6 digits, e.g. 23017." });

const SERVICES = new Set<string>(SERVICE_NAMES);
const services = z
  .array(z.string({ error: "Each service is a name." }), { error: 'A list of services, e.g. ["General Dentistry"].' })
  .min(1, { error: "List at least one service." })
  .superRefine((items, ctx) => {
    items.forEach((item, index) => {
      if (!SERVICES.has(item))
        ctx.addIssue({
          code: "custom",
          path: [index],
          message: `"${item}" is not one of the directory's services (${SERVICE_NAMES.join(", ")}).`,
        });
    });
    if (new Set(items).size !== items.length) ctx.addIssue({ code: "custom", message: "Each service only once." });
  });

/** The longest closure a practice can record, in days (issue 37 item 2): longer is not a closure but a listing to unpublish. */
const CLOSURE_MAX_DAYS = 56;
/** How many closures a practice can keep at once. */
const CLOSURES_MAX = 12;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** One closure: its days, why, and who covers urgent care meanwhile (their phone checked as the practice's). */
export const closureSchema = strict({
  from: isoDate,
  to: isoDate,
  reason: text("why the practice is closed, e.g. Christmas", 80),
  coverName: text("who covers urgent care while the practice is closed", 120),
  coverPhone: phone,
}).superRefine((c, ctx) => {
  const days = daysBetween(c.from, c.to);
  if (Number.isNaN(days)) return;
  if (days < 0)
    ctx.addIssue({ code: "custom", path: ["to"], message: "The last day closed is on or after the first." });
  else if (days + 1 > CLOSURE_MAX_DAYS)
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: `A closure is at most ${CLOSURE_MAX_DAYS / 7} weeks; for longer, ask our team to take the listing down meanwhile.`,
    });
});

/** A practice's closures, earliest first; left out when it has none. */
const closures = z
  .array(closureSchema, { error: "A list of closures, each with from, to, reason, coverName and coverPhone." })
  .max(CLOSURES_MAX, { error: `Keep at most ${CLOSURES_MAX} closures; remove ones that have ended.` })
  .overwrite((list) => [...list].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to)))
  .optional();
/** Who the practice is taking on: each group said is a yes or no and the date it was confirmed. */
const newPatientFact = (label: string) => strict({ taking: yesNo(label), confirmedOn: isoDate }).optional();
const newPatientsSchema = strict(
  Object.fromEntries(NEW_PATIENT_GROUPS.map((group) => [group, newPatientFact(NEW_PATIENT_LABELS[group].label)])) as {
    [G in NewPatientGroup]: ReturnType<typeof newPatientFact>;
  },
).default({});

export const practiceSchema = strict({
  id: id("the practice's id"),
  name: text("the practice's name", 200),
  citySlug,
  address: text("the street address", 300),
  lat: latitude,
  lng: longitude,
  phone,
  email: email("the practice's e-mail address"),
  website,
  bookingEmail: email("the address booking requests go to"),
  openingHours: openingHoursSchema(z, strict),
  languages: languageList(1),
  access: strict({
    wheelchair: yesNo("Wheelchair access"),
    accessibleParking: yesNo("Accessible parking"),
    hearingLoop: yesNo("Hearing loop"),
  }),
  closures,
  newPatients: newPatientsSchema,
});

/** What every listing record has. `updatedAt` is accepted (exports carry it) and ignored. */
const meta = {
  id: id("the listing's id"),
  practiceId: id("the practice's id"),
  status,
  checkedOn: isoDate,
  source: text("where the details came from", 300),
  updatedAt: z.string().optional(),
};

export const dentistSchema = strict({
  ...meta,
  name: text("the dentist's name", 100),
  registrationNumber,
  services,
  priceTier,
  priceRange: text("the price range, e.g. $120 – $250 per visit", 100),
  description: paragraphs("a description", 2000),
  specialties: textList("specialty", 100),
  experience: text("the experience, e.g. 15 years", 50),
  practitionerLanguages,
  funding: strict({
    acc: yesNo("ACC"),
    workAndIncome: yesNo("Work and Income"),
    under18: yesNo("Under-18 care"),
    southernCross: yesNo("Southern Cross"),
    nibFirstChoice: yesNo("nib First Choice"),
  }),
});

export const surgeonSchema = strict({
  ...meta,
  name: text("the surgeon's name", 100),
  registrationNumber,
  specialties: textList("specialty", 100, 1),
  experience: text("the experience, e.g. 15 years", 50),
  qualifications: textList("qualification", 100, 1),
  priceTier,
  practitionerLanguages,
});

export const emergencyClinicSchema = strict({
  ...meta,
  services: textList("service", 100, 1),
  waitTime: text("the usual wait, e.g. Under 30 minutes", 100),
});

export const LISTING_SCHEMAS = {
  dentist: dentistSchema,
  surgeon: surgeonSchema,
  "emergency-clinic": emergencyClinicSchema,
} as const satisfies Record<ListingKind, z.ZodType>;

/** One problem with one field: `field` is its path in the record, e.g. "openingHours" or "services.2". */
interface FieldProblem {
  field: string;
  message: string;
}

/**
 * zod's issues as field problems, one per field (the first found), in the order found. A problem
 * with the opening hours is the week's ("openingHours"), or with `hoursByDay` its day's
 * ("openingHours.tue"), for the editor, which shows it beside that day.
 */
export function fieldProblems(error: z.ZodError, { hoursByDay = false } = {}): FieldProblem[] {
  const problems = new Map<string, string>();
  for (const issue of error.issues) {
    const day = hoursByDay && issue.code === "custom" ? (issue.params?.day as Weekday | undefined) : undefined;
    const field = [...issue.path, ...(day ? [day] : [])].map(String).join(".") || "(record)";
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  return [...problems].map(([field, message]) => ({ field, message }));
}

// The schemas produce exactly the contract's shapes (checked when type-checking).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const shapesMatch: [
  Same<z.output<typeof practiceSchema>, Practice>,
  Same<Omit<z.output<typeof dentistSchema>, "updatedAt">, Omit<DentistRecord, "updatedAt">>,
  Same<Omit<z.output<typeof surgeonSchema>, "updatedAt">, Omit<SurgeonRecord, "updatedAt">>,
  Same<Omit<z.output<typeof emergencyClinicSchema>, "updatedAt">, Omit<EmergencyClinicRecord, "updatedAt">>,
] = [true, true, true, true];
void shapesMatch;
