import { z } from "zod";

import { nzToday } from "../rules/nz-time";
import { SAME_DAY_URGENCY, timeHasPassed } from "./booking-time";
import { bookingForm } from "./booking-fields";
import { withSchema } from "./definition";
import { shapeOf } from "./schema";

/** Field checks that these rules need to have passed first (and none other, so they show at once). */
const whenFieldsValid =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

/** Booking request (spec §3, §5): what a patient needs, where and when. */
const bookingSchema = z
  .object(shapeOf(bookingForm.fields))
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

export const booking = withSchema(bookingForm, bookingSchema);
