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

export { booking, contact, partner };
export { HONEYPOT_FIELD } from "./common";
// New Zealand's today, which the date fields check against: for tests and tools that fill a form.
export { nzToday } from "../rules/nz-time";

export { type FieldErrors, fieldErrors } from "./field-errors";
