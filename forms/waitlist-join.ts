import { z } from "zod";

import { WAITLIST_SCOPES } from "../rules/waitlist";
import { bookingForm } from "./booking-fields";
import { shapeOf } from "./schema";

/*
 * The waitlist form on a practice's profile (issue 37 item 5): a patient with no booking asks to
 * hear of an earlier time. It takes what the booking form would need to book a claimed time (the
 * same field definitions, so the same rules and messages) and where and until when to hear of one.
 * The until-date is checked against the server's clock by its caller (rules/waitlist.ts).
 */

const { firstName, lastName, email, phone, service } = bookingForm.fields;

/** The booking form's fields this form asks for, in the order shown. */
export const WAITLIST_JOIN_FIELDS = { firstName, lastName, email, phone, service };

type WaitlistJoinField = keyof typeof WAITLIST_JOIN_FIELDS | "scope" | "until";

/** What was typed, as text (a repeated key keeps its first value), for the form shown again. */
type WaitlistJoinValues = Record<WaitlistJoinField, string>;

const WAITLIST_JOIN_NAMES: readonly WaitlistJoinField[] = [
  ...(Object.keys(WAITLIST_JOIN_FIELDS) as (keyof typeof WAITLIST_JOIN_FIELDS)[]),
  "scope",
  "until",
];

const shape = shapeOf(WAITLIST_JOIN_FIELDS);

export const waitlistJoinSchema = z.object({
  firstName: shape.firstName,
  lastName: shape.lastName,
  email: shape.email,
  phone: shape.phone,
  service: shape.service,
  scope: z.enum(WAITLIST_SCOPES, { error: "Choose this practice or any practice in the city." }),
  until: z.string({ error: "Enter the last date you want to hear of a time, as a date." }).trim(),
});

/**
 * The form's own keys from a parsed url-encoded body, as they came (a repeated key is an array,
 * which the schema refuses, as the form service's do): nothing else is read.
 */
export function waitlistJoinPicked(body: Record<string, unknown>): Record<WaitlistJoinField, unknown> {
  return Object.fromEntries(
    WAITLIST_JOIN_NAMES.map((name) => [name, Object.hasOwn(body, name) ? body[name] : undefined]),
  ) as Record<WaitlistJoinField, unknown>;
}

/** The form's values from a parsed url-encoded body, each as text (a repeated key's first), to show again. */
export function waitlistJoinValues(body: Record<string, unknown>): WaitlistJoinValues {
  const text = (value: unknown): string =>
    typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : "";
  return Object.fromEntries(
    WAITLIST_JOIN_NAMES.map((name) => [name, Object.hasOwn(body, name) ? text(body[name]).slice(0, 300) : ""]),
  ) as WaitlistJoinValues;
}
