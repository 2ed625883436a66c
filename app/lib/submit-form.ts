import type { FormDefinition } from "../../forms";

export type FormValues = Record<string, string | string[]>;

/**
 * The url-encoded body a static host's form service expects: `form-name`, then every field of
 * the form in its fixed order, missing values as empty strings, checkbox groups as repeated keys.
 */
export function encodeForm(form: FormDefinition, values: FormValues): string {
  const params = new URLSearchParams({ "form-name": form.name });
  for (const field of form.fields) {
    const value = values[field];
    const list = Array.isArray(value) ? value : [value ?? ""];
    if (list.length === 0) params.append(field, "");
    for (const item of list) params.append(field, item);
  }
  return params.toString();
}

/** The values a form element holds right now, as the body will carry them. */
export function readForm(form: FormDefinition, element: HTMLFormElement): FormValues {
  const data = new FormData(element);
  const values: FormValues = {};
  for (const field of form.fields) {
    const all = data.getAll(field).map(String);
    values[field] = form.listFields.includes(field) ? all : (all[0] ?? "");
  }
  return values;
}

/** What the service answered a stored submission with: its reference and, for a booking, its private status token. */
export interface Receipt {
  reference: string | null;
  statusToken: string | null;
}

type SubmitResult = ({ ok: true } & Receipt) | { ok: false };

/**
 * Posts a form to the form service. Only the response's ok matters (spec §7); a reference and a
 * status token are read when the service gives them. A network failure is a failure, never an exception.
 */
export async function submitForm(
  form: FormDefinition,
  values: FormValues,
  idempotencyKey: string,
): Promise<SubmitResult> {
  try {
    const response = await fetch("/", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
        "Idempotency-Key": idempotencyKey,
      },
      body: encodeForm(form, values),
    });
    if (!response.ok) return { ok: false };
    const body = (await response.json().catch(() => null)) as { reference?: unknown; statusToken?: unknown } | null;
    const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
    return { ok: true, reference: text(body?.reference), statusToken: text(body?.statusToken) };
  } catch {
    return { ok: false };
  }
}
