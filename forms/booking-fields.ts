import { WORKFLOWS } from "../rules/workflows";
import { EMAIL_FIELD, LIMITS } from "./common";
import { defineForm } from "./define";
import { BOOKING_SERVICE_OPTIONS, CITY_OPTIONS, TIME_OPTIONS, URGENCY_OPTIONS } from "./options";
import { SUCCESS_PAGES } from "./success-pages";

/** Booking request (spec §3, §5): what a patient needs, where and when. Its schema: forms/booking.ts. */
export const bookingForm = defineForm({
  name: "booking",
  label: "Booking request",
  referencePrefix: "BK",
  failureMessage: "There was an error submitting your booking. Please try again.",
  successPage: SUCCESS_PAGES.booking,
  statusLink: true,
  workflow: WORKFLOWS.booking,
  fields: {
    firstName: {
      kind: "text",
      label: "First name",
      personal: true,
      health: false,
      required: "Please enter your first name.",
      max: LIMITS.name,
      autoComplete: "given-name",
    },
    lastName: {
      kind: "text",
      label: "Last name",
      personal: true,
      health: false,
      required: "Please enter your last name.",
      max: LIMITS.name,
      autoComplete: "family-name",
    },
    email: EMAIL_FIELD,
    phone: {
      kind: "phone",
      label: "Phone",
      personal: true,
      health: false,
      required: "Please enter your phone number.",
      max: LIMITS.phone,
      autoComplete: "tel",
    },
    service: {
      kind: "choice",
      label: "Service",
      personal: false,
      health: false,
      required: "Please choose a service.",
      options: BOOKING_SERVICE_OPTIONS,
    },
    location: {
      kind: "choice",
      label: "Location",
      personal: false,
      health: false,
      required: "Please choose a location.",
      options: CITY_OPTIONS,
    },
    preferredDate: {
      kind: "date",
      label: "Preferred date",
      personal: false,
      health: false,
      required: "Please choose a preferred date.",
    },
    preferredTime: {
      kind: "choice",
      label: "Preferred time",
      personal: false,
      health: false,
      required: "Please choose a preferred time.",
      options: TIME_OPTIONS,
    },
    urgency: {
      kind: "choice",
      label: "Urgency",
      personal: false,
      health: false,
      invalid: "Please choose how urgent this is.",
      options: URGENCY_OPTIONS,
      initial: "routine",
    },
    // Personal: an insurer and a named dentist point to who the person is.
    insurance: { kind: "text", label: "Insurance provider", personal: true, health: false, max: LIMITS.short },
    dentistPreference: { kind: "text", label: "Preferred dentist", personal: true, health: false, max: LIMITS.short },
    // The listed dentist or surgeon chosen in the form or on a profile ("dentist/{id}",
    // rules/listings/listing-ref.ts): the form service refuses one that is not published.
    // Personal, like the preferred dentist: where someone is treated points to who they are.
    listing: {
      kind: "tracking",
      label: "Chosen dentist or surgeon",
      personal: true,
      health: false,
      max: LIMITS.short,
    },
    // Free text: symptoms, access needs, names.
    message: { kind: "longText", label: "Message", personal: true, health: true, max: LIMITS.message },
  },
  summary: (v) => ({ name: `${v.firstName} ${v.lastName}`, city: v.location, urgency: v.urgency || null }),
});
