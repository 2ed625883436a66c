import type { FieldKind, FieldSpec } from "../../../forms/define";

/**
 * A control's attributes from the field's definition (forms/*-fields.ts): its label, whether it
 * is required, its limit and autofill hint. The browser checks these itself before the schema
 * loads, so they must be the schema's own.
 */

// A web address is typed as text (with the url keyboard): the browser's own url check refuses
// 'www.example.co.nz', which the schema accepts and completes.
const INPUT_TYPES: Partial<Record<FieldKind, "text" | "email" | "tel" | "date">> = {
  email: "email",
  phone: "tel",
  date: "date",
};

/** For a TextField or TextareaField. */
export function textInput(name: string, field: FieldSpec) {
  return {
    name,
    label: field.label,
    required: Boolean(field.required),
    type: INPUT_TYPES[field.kind] ?? "text",
    maxLength: field.max,
    autoComplete: field.autoComplete,
    ...(field.kind === "url" ? { inputMode: "url" as const } : {}),
  };
}

/** For a SelectField or CheckboxGroup. */
export function choiceInput(name: string, field: FieldSpec) {
  return {
    name,
    label: field.label,
    required: Boolean(field.required),
    options: field.options ?? [],
    autoComplete: field.autoComplete,
  };
}

/** For a TextareaField. */
export function textareaInput(name: string, field: FieldSpec) {
  return { name, label: field.label, required: Boolean(field.required), maxLength: field.max };
}
