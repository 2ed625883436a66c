import type { z } from "zod";

import { HONEYPOT_FIELD, TRACKING_FIELDS } from "./common";
import { type FieldSpecs, type FormSpec, keptAfterErasure, type Summary } from "./define";

/**
 * A form as the server and the browser's submit use it: its definition (forms/*-fields.ts) with
 * its schema and what follows from the two. Built by forms/{booking,contact,partner,newsletter}.ts.
 */
export interface FormDefinition extends Omit<FormSpec, "fields" | "summary"> {
  /** Every field the browser sends after form-name, in the form's order. */
  fields: readonly string[];
  /** Fields that may carry several values (checkbox groups). */
  listFields: readonly string[];
  /** The form's field definitions: label, kind, limits, personal and health flags. */
  spec: FieldSpecs;
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  /** The inbox's name/city/urgency columns, from what the schema output (a method: typed per form). */
  summary(values: Record<string, unknown>): Summary;
  /** The fields an erasure keeps: neither personal nor about health. */
  keptAfterErasure: readonly string[];
}

/** The form's definition with its schema (kept as its own type, so a test can reach a field's schema). */
export function withSchema<F extends FieldSpecs, S extends FormDefinition["schema"]>(
  form: FormSpec<F>,
  schema: S,
): FormDefinition & { schema: S } {
  const { fields, summary, ...rest } = form;
  const names = Object.keys(fields);
  return {
    ...rest,
    fields: [...names, ...TRACKING_FIELDS, HONEYPOT_FIELD],
    listFields: names.filter((name) => fields[name]?.kind === "choices"),
    spec: fields,
    schema,
    summary: (values) => summary(values as Parameters<typeof summary>[0]),
    keptAfterErasure: keptAfterErasure(fields),
  };
}
