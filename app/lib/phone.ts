import { parsePhoneNumberFromString } from "libphonenumber-js";

/** A tel: link in E.164 for a number written the New Zealand way, e.g. "(09) 555 0300" → "tel:+6495550300". */
export function telHref(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, "NZ");
  return `tel:${parsed?.number ?? phone.replace(/[^\d+]/g, "")}`;
}
