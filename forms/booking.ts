import { z } from "zod";

import { SAME_DAY_URGENCY, timeHasPassed } from "./booking-time";
import { HONEYPOT_FIELD, LIMITS, nzToday, TRACKING_FIELDS } from "./common";
import {
  futureDate,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredText,
  trackingShape,
} from "./fields";
import { requiredPhone } from "./phone";
import { BOOKING_SERVICE_OPTIONS, CITY_OPTIONS, TIME_OPTIONS, URGENCY_OPTIONS } from "./options";

/** Field checks that these rules need to have passed first (and none other, so they show at once). */
const whenFieldsValid =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

/** Booking request (spec §3, §5): what a patient needs, where and when. */
export const bookingSchema = z
  .object({
    firstName: requiredText("Please enter your first name.", LIMITS.name),
    lastName: requiredText("Please enter your last name.", LIMITS.name),
    email: requiredEmail(),
    phone: requiredPhone(),
    service: requiredChoice(BOOKING_SERVICE_OPTIONS, "Please choose a service."),
    location: requiredChoice(CITY_OPTIONS, "Please choose a location."),
    preferredDate: futureDate("Please choose a preferred date."),
    preferredTime: requiredChoice(TIME_OPTIONS, "Please choose a preferred time."),
    urgency: optionalChoice(URGENCY_OPTIONS, "Please choose how urgent this is.").transform((v) => v || "routine"),
    insurance: optionalText(LIMITS.short),
    dentistPreference: optionalText(LIMITS.short),
    message: optionalText(LIMITS.message),
    ...trackingShape,
  })
  // Same day means today: a later date would quietly turn an emergency into a routine wait.
  .refine((r) => r.urgency !== SAME_DAY_URGENCY || r.preferredDate === nzToday(), {
    path: ["preferredDate"],
    error:
      "An emergency (same day) request is for today. Choose today's date, or choose Urgent (within 3 days) for a later day.",
    when: whenFieldsValid("preferredDate", "urgency"),
  })
  .refine((r) => !timeHasPassed(r.preferredDate, r.preferredTime), {
    path: ["preferredTime"],
    error: "That time has already passed today. Please choose a later time or another day.",
    when: whenFieldsValid("preferredDate", "preferredTime"),
  });

export type BookingRequest = z.output<typeof bookingSchema>;

export const booking = {
  name: "booking",
  /** Every field the browser sends after form-name, in the spec's order. */
  fields: [
    "firstName",
    "lastName",
    "email",
    "phone",
    "service",
    "location",
    "preferredDate",
    "preferredTime",
    "urgency",
    "insurance",
    "dentistPreference",
    "message",
    ...TRACKING_FIELDS,
    HONEYPOT_FIELD,
  ],
  listFields: [],
  schema: bookingSchema,
  referencePrefix: "BK",
  failureMessage: "There was an error submitting your booking. Please try again.",
} as const;
