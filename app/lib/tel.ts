/** "(09) 555 0123" → "tel:+6495550123": a New Zealand number in international form for tel: links. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("64")) return `tel:+${digits}`;
  return `tel:+64${digits.replace(/^0/, "")}`;
}
