/** "(09) 555 0300" → "tel:+6495550300": a New Zealand number written locally, as an international tel: link. */
export function telHref(localNumber: string): string {
  const digits = localNumber.replace(/\D/g, "");
  if (digits.startsWith("64")) return `tel:+${digits}`;
  return `tel:+64${digits.replace(/^0/, "")}`;
}
