import { WORKFLOWS } from "../rules/workflows";
import { LIMITS } from "./common";
import { defineForm, type FieldSpec } from "./define";
import {
  EXPERIENCE_OPTIONS,
  PARTNER_CITY_OPTIONS,
  PARTNER_SERVICE_OPTIONS,
  PATIENT_BASE_OPTIONS,
  PRACTICE_TYPE_OPTIONS,
} from "./options";
import { SUCCESS_PAGES } from "./success-pages";

// A practice in a small country is found from its city, type, services and years, and with it
// its owner: every answer on the application counts as personal, so an erasure keeps none.
const about = <const F extends Omit<FieldSpec, "personal" | "health">>(field: F) => ({
  ...field,
  personal: true,
  health: false,
});

/** Partner application (spec §3, §5). Its schema: forms/partner.ts. */
export const partnerForm = defineForm({
  name: "partner",
  label: "Partner application",
  referencePrefix: "PA",
  failureMessage: "There was an error submitting your application. Please try again.",
  successPage: SUCCESS_PAGES.partner,
  statusLink: false,
  workflow: WORKFLOWS.partner,
  fields: {
    practiceName: about({
      kind: "text",
      label: "Practice name",
      required: "Please enter your practice name.",
      max: LIMITS.name,
      autoComplete: "organization",
    }),
    contactName: about({
      kind: "text",
      label: "Contact name",
      required: "Please enter a contact name.",
      max: LIMITS.name,
      autoComplete: "name",
    }),
    email: about({
      kind: "email",
      label: "E-mail",
      required: "Please enter your e-mail address.",
      max: LIMITS.email,
      autoComplete: "email",
    }),
    phone: about({
      kind: "phone",
      label: "Phone",
      required: "Please enter your phone number.",
      max: LIMITS.phone,
      autoComplete: "tel",
    }),
    address: about({
      kind: "text",
      label: "Practice address",
      required: "Please enter the practice address.",
      max: LIMITS.address,
      autoComplete: "street-address",
    }),
    // Issue 21: an approved application becomes a draft listing, which shows the practice's
    // Dental Council registration number.
    registrationNumber: about({
      kind: "text",
      label: "Dental Council registration number",
      required: "Please enter the Dental Council registration number.",
      max: LIMITS.registration,
    }),
    city: about({ kind: "choice", label: "City", required: "Please choose a city.", options: PARTNER_CITY_OPTIONS }),
    website: about({ kind: "url", label: "Website", max: LIMITS.url, autoComplete: "url" }),
    practiceType: about({
      kind: "choice",
      label: "Practice type",
      required: "Please choose a practice type.",
      options: PRACTICE_TYPE_OPTIONS,
    }),
    services: about({
      kind: "choices",
      label: "Services you offer",
      invalid: "Please tick services from the list.",
      options: PARTNER_SERVICE_OPTIONS,
    }),
    experience: about({
      kind: "choice",
      label: "Years in practice",
      required: "Please choose your years in practice.",
      options: EXPERIENCE_OPTIONS,
    }),
    currentPatients: about({
      kind: "choice",
      label: "Current patient base",
      invalid: "Please choose a patient base from the list.",
      options: PATIENT_BASE_OPTIONS,
    }),
    message: about({ kind: "longText", label: "Tell us about your practice", max: LIMITS.message }),
  },
  summary: (v) => ({ name: v.practiceName, city: v.city, urgency: null }),
});
