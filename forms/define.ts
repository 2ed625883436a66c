import type { FormName } from "./names";
import type { Option } from "./options";
import type { Receipt } from "./success-pages";

/**
 * The shape of a form's definition: what each field is, once. This module and the definitions
 * built with it (forms/*-fields.ts) load no validation library, so the form pages can use them
 * with their first JavaScript; the zod schema is built from them in forms/schema.ts, loaded later.
 */

/** What a field holds; it decides the input, the schema and how the value is displayed. */
export type FieldKind =
  | "text" // one line of text
  | "longText" // a textarea
  | "email"
  | "phone" // typed as New Zealanders write it, stored as E.164, shown in the local format
  | "url"
  | "date" // a calendar date (YYYY-MM-DD) from today to a year ahead
  | "choice" // one of `options`, shown by its label
  | "choices" // any of `options` (a checkbox group), shown by their labels
  | "tracking"; // a hidden field the browser fills in (UTM values, the page address)

export interface FieldSpec {
  kind: FieldKind;
  /** What the form calls it; the inbox and the CSV export call it the same. */
  label: string;
  /** It identifies the person (or could: free text, the page they came from). Erased on request. */
  personal: boolean;
  /** It says something about the person's health. Erased on request, like personal details. */
  health: boolean;
  /** The message when it is missing; a field without one is optional. */
  required?: string;
  /** The longest value accepted, in characters (text kinds). */
  max?: number;
  /** The options of a choice or choices field. */
  options?: readonly Option[];
  /** The message when a value is not one of the options (optional choices and choice lists). */
  invalid?: string;
  /** The value an empty form starts with, and what an empty answer becomes. */
  initial?: string;
  /** The browser's autofill hint. */
  autoComplete?: string;
}

export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

/** What a valid submission of these fields holds, as the schema outputs it. */
export type ValuesOf<F extends FieldSpecs> = { [K in keyof F]: F[K]["kind"] extends "choices" ? string[] : string };

/** The columns the inbox lists and filters on, read from a valid submission. */
export interface Summary {
  name: string;
  city: string | null;
  urgency: string | null;
}

export interface FormSpec<F extends FieldSpecs = FieldSpecs> {
  name: FormName;
  /** What the inbox calls one of these, e.g. "Booking request". */
  label: string;
  /** Prefix of the reference shown to the person, e.g. "BK" in "BK-7K3F9Q". */
  referencePrefix: string;
  /** The exact text shown when sending fails (spec §8). */
  failureMessage: string;
  /** Where the sender lands once it is sent (forms/success-pages.ts). */
  successPage: (receipt?: Receipt) => string;
  /** Whether the person gets a private link to follow the request (/requests/{token}). */
  statusLink: boolean;
  /** The statuses and the moves between them (rules/workflows.ts). */
  workflow: Readonly<Record<string, readonly string[]>>;
  /** The fields the person fills in, in the form's order (the tracking fields and honeypot follow). */
  fields: F;
  summary(values: ValuesOf<F>): Summary;
}

/** Declares a form, keeping its field names and kinds as types (so `summary` reads typed values). */
export function defineForm<const F extends FieldSpecs>(spec: FormSpec<F>): FormSpec<F> {
  return spec;
}

/**
 * Names of the fields that stay after an erasure: those flagged neither personal nor about health
 * (a flag left out, which only a cast allows, erases the field).
 */
export function keptAfterErasure(fields: FieldSpecs): string[] {
  return Object.entries(fields)
    .filter(([, field]) => field.personal === false && field.health === false)
    .map(([name]) => name);
}

/** The values an empty form starts with: each field's `initial`, an empty list or an empty string. */
export function emptyValues(fields: FieldSpecs): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.kind === "choices" ? [] : (field.initial ?? "")]),
  );
}
