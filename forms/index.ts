import type { z } from "zod";

import { booking } from "./booking";
import { contact } from "./contact";
import { newsletter } from "./newsletter";
import { partner } from "./partner";

import type { FormName } from "./names";

export type { FormName };

/** What both sides know about a form: its fields in order, its schema and its failure message. */
export interface FormDefinition {
  name: FormName;
  fields: readonly string[];
  /** Fields that may carry several values (checkbox groups). */
  listFields: readonly string[];
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  /** Prefix of the reference shown to the person, e.g. "BK" in "BK-7K3F9Q". */
  referencePrefix: string;
  /** The exact text shown when sending fails (spec §8). */
  failureMessage: string;
}

export const FORMS: Record<FormName, FormDefinition> = { booking, contact, partner, newsletter };

export function findForm(name: string): FormDefinition | undefined {
  return Object.hasOwn(FORMS, name) ? FORMS[name as FormName] : undefined;
}

export { booking, contact, newsletter, partner };
export { HONEYPOT_FIELD, nzToday, TRACKING_FIELDS } from "./common";
export { type FieldErrors, fieldErrors } from "./field-errors";
