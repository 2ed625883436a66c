import { z } from "zod";

import { HONEYPOT_FIELD, LIMITS, TRACKING_FIELDS } from "./common";
import {
  choiceList,
  optionalChoice,
  optionalText,
  optionalUrl,
  requiredChoice,
  requiredEmail,
  requiredText,
  trackingShape,
} from "./fields";
import { requiredPhone } from "./phone";
import {
  CITY_OPTIONS,
  EXPERIENCE_OPTIONS,
  PARTNER_SERVICE_OPTIONS,
  PATIENT_BASE_OPTIONS,
  PRACTICE_TYPE_OPTIONS,
} from "./options";

/** Partner application (spec §3, §5). */
export const partnerSchema = z.object({
  practiceName: requiredText("Please enter your practice name.", LIMITS.name),
  contactName: requiredText("Please enter a contact name.", LIMITS.name),
  email: requiredEmail(),
  phone: requiredPhone(),
  address: requiredText("Please enter the practice address.", LIMITS.address),
  city: requiredChoice(CITY_OPTIONS, "Please choose a city."),
  website: optionalUrl(),
  practiceType: requiredChoice(PRACTICE_TYPE_OPTIONS, "Please choose a practice type."),
  services: choiceList(PARTNER_SERVICE_OPTIONS, "Please tick services from the list."),
  experience: requiredChoice(EXPERIENCE_OPTIONS, "Please choose your years in practice."),
  currentPatients: optionalChoice(PATIENT_BASE_OPTIONS, "Please choose a patient base from the list."),
  message: optionalText(LIMITS.message),
  ...trackingShape,
});

export type PartnerApplication = z.output<typeof partnerSchema>;

export const partner = {
  name: "partner",
  fields: [
    "practiceName",
    "contactName",
    "email",
    "phone",
    "address",
    "city",
    "website",
    "practiceType",
    "services",
    "experience",
    "currentPatients",
    "message",
    ...TRACKING_FIELDS,
    HONEYPOT_FIELD,
  ],
  /** Fields that may repeat (checkbox groups). */
  listFields: ["services"],
  schema: partnerSchema,
  referencePrefix: "PA",
  failureMessage: "There was an error submitting your application. Please try again.",
} as const;
