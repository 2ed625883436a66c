import type { FormDefinition, FormName } from "../../../forms";

// A form's definition (its zod schema and, for booking and partner, the phone rules: the weight is
// in docs/performance.md) loads when someone starts filling the form in, not with the page, so a page with
// a form is interactive as soon as any other. Until it arrives the browser's own checks (required,
// type, maxlength) apply, and the form posts as plain HTML if it never can (the server validates).
const LOADERS: Record<FormName, () => Promise<FormDefinition>> = {
  booking: async () => (await import("../../../forms/booking")).booking,
  contact: async () => (await import("../../../forms/contact")).contact,
  partner: async () => (await import("../../../forms/partner")).partner,
  newsletter: async () => (await import("../../../forms/newsletter")).newsletter,
};

export function loadFormDefinition(name: FormName): Promise<FormDefinition> {
  return LOADERS[name]();
}

/** A typed phone number as it will be shown back ("0211234567" → "021 123 4567"); unchanged if not valid. */
export async function formatPhone(value: string): Promise<string> {
  return (await import("../../../forms/phone")).displayPhone(value);
}
