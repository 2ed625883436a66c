import { SAMPLE_DENTISTS } from "./dentists";
import { SAMPLE_EMERGENCY_CLINICS } from "./emergency-clinics";
import { SAMPLE_PRACTICES } from "./practices";
import { SAMPLE_SURGEONS } from "./surgeons";

/** The sample listings, in the import/export file's shape (docs/listings-format.md). */
export const SAMPLE_LISTINGS = {
  practices: SAMPLE_PRACTICES,
  dentists: SAMPLE_DENTISTS,
  surgeons: SAMPLE_SURGEONS,
  emergencyClinics: SAMPLE_EMERGENCY_CLINICS,
};
