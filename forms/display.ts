import { TRACKING_FIELD_SPECS } from "./common";
import type { FieldSpec } from "./define";
import type { FormName } from "./names";
import { labelOf } from "./options";
import { displayPhone } from "./phone";
import { FORM_SPECS } from "./specs";

/**
 * How a stored value is shown to an operator (the inbox, the CSV export): a phone in the New
 * Zealand format, a city by its official name, an option by its label. Loads libphonenumber, so
 * the form pages never import it (they use forms/specs.ts).
 */

/** The definition of one of a form's fields, the tracking fields included; undefined if unknown. */
export function fieldSpec(form: FormName, name: string): FieldSpec | undefined {
  const fields: Readonly<Record<string, FieldSpec>> = { ...FORM_SPECS[form].fields, ...TRACKING_FIELD_SPECS };
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

/** A value as the operator reads it; "" when there is none. A field the form does not define is shown as stored. */
export function displayValue(form: FormName, name: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  const field = fieldSpec(form, name);
  const list = Array.isArray(value) ? value.map(String) : [String(value)];
  const shown = list.map((item) => {
    if (item === "" || !field) return item;
    if (field.kind === "phone") return displayPhone(item);
    if ((field.kind === "choice" || field.kind === "choices") && field.options) return labelOf(field.options, item);
    return item;
  });
  return shown.filter((item) => item !== "").join(", ");
}

/** One column of a form's CSV export: its header and how to read a stored submission's value. */
interface CsvColumn {
  name: string;
  label: string;
  read(fields: Record<string, unknown>): string;
}

/** A form's own columns in its order, labelled as the form labels them, with values as the inbox shows them. */
export function csvColumns(form: FormName): CsvColumn[] {
  return Object.entries(FORM_SPECS[form].fields).map(([name, field]) => ({
    name,
    label: field.label,
    read: (fields) => displayValue(form, name, fields[name]),
  }));
}
