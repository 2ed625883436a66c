import { booking } from "./booking";
import { contact } from "./contact";
import type { FormDefinition } from "./definition";
import { newsletter } from "./newsletter";
import { partner } from "./partner";

import type { FormName } from "./names";

export type { FormName };
export type { FormDefinition };

/** Each form, defined once (forms/*-fields.ts), with its schema: what the server validates and stores with. */
export const FORMS: Record<FormName, FormDefinition> = { booking, contact, partner, newsletter };

export function findForm(name: string): FormDefinition | undefined {
  return Object.hasOwn(FORMS, name) ? FORMS[name as FormName] : undefined;
}

export { booking, contact, newsletter, partner };
export { HONEYPOT_FIELD, nzToday, TRACKING_FIELDS } from "./common";
export type { FieldSpec, FieldKind, Summary } from "./define";
export { type CsvColumn, csvColumns, displayValue, fieldSpec } from "./display";
export { type FieldErrors, fieldErrors } from "./field-errors";
export { FORM_SPECS } from "./specs";
