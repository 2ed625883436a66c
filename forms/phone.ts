import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";

import { isOneLine } from "../rules/text";
import { LIMITS } from "./common";
import { ONE_LINE_MESSAGE } from "./fields";

// Phone rules (libphonenumber-js): the largest part of the form definitions, so kept apart for
// the browser to load only where a phone number is typed.

export const PHONE_MESSAGE = "Please enter a phone number we can call, such as 021 123 4567 or (09) 555 0123.";

/** A phone number as New Zealanders write it ("021 123 4567", "(09) 555 0123", "+64 21 …"); stored as E.164. */
export function requiredPhone(message = "Please enter your phone number.", max: number = LIMITS.phone) {
  return z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .min(1, { error: message })
    .max(max, { error: PHONE_MESSAGE })
    .refine(isOneLine, { error: ONE_LINE_MESSAGE })
    .transform((value, ctx) => {
      const phone = parsePhoneNumberFromString(value, "NZ");
      if (!phone || !phone.isValid()) {
        ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return phone.number;
    });
}

/** How a phone number is shown back: New Zealand numbers in the local format, others internationally. */
export function displayPhone(value: string): string {
  const phone = parsePhoneNumberFromString(value, "NZ");
  if (!phone || !phone.isValid()) return value;
  return phone.country === "NZ" ? phone.formatNational() : phone.formatInternational();
}
