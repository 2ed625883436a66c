import type { FieldSpec } from "./define";

/**
 * What every form shares that needs no validation library: the length limits and the hidden
 * fields (New Zealand's today is rules/nz-time.ts's). The field definitions (forms/*-fields.ts)
 * take their limits from here, and the browser's form components take theirs from the
 * definitions, before the schemas load.
 */

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  short: 200,
  address: 300,
  url: 2048,
  registration: 20,
  message: 5000,
} as const;

/** Fields every form carries: first-touch UTM values, the page address, and the honeypot. */
export const TRACKING_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "page_url"] as const;

// Personal: a campaign tag or a page address can carry an e-mail address or a name.
const tracking = (label: string, max: number): FieldSpec => ({
  kind: "tracking",
  label,
  personal: true,
  health: false,
  max,
});

/** The e-mail address every form asks for, the same way. */
export const EMAIL_FIELD: FieldSpec = {
  kind: "email",
  label: "E-mail",
  personal: true,
  health: false,
  required: "Please enter your e-mail address.",
  max: LIMITS.email,
  autoComplete: "email",
};

export const TRACKING_FIELD_SPECS: Readonly<Record<(typeof TRACKING_FIELDS)[number], FieldSpec>> = {
  utm_source: tracking("UTM source", LIMITS.short),
  utm_medium: tracking("UTM medium", LIMITS.short),
  utm_campaign: tracking("UTM campaign", LIMITS.short),
  page_url: tracking("Page", LIMITS.url),
};
export const HONEYPOT_FIELD = "bot-field";
