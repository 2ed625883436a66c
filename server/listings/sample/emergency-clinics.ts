import type { EmergencyClinicRecord } from "../../../rules/listings/types";

/**
 * Sample after-hours emergency clinics, one in each main centre.
 * Every practice, person, phone number, address and registration number here is fictional.
 * Loaded into an empty database at first start (server/listings/seed.ts); from then on the
 * database is the source, changed in the inbox or by `npm run listings -- import`.
 */
export const SAMPLE_EMERGENCY_CLINICS: readonly EmergencyClinicRecord[] = [
  {
    id: "queen-city-urgent-dental-auckland",
    practiceId: "queen-city-urgent-dental-auckland",
    status: "published",
    checkedOn: "2026-11-02",
    source: "Confirmed by phone with the clinic",
    services: ["Severe toothache", "Knocked-out teeth", "Broken teeth", "Facial swelling"],
    waitTime: "Under 30 minutes",
  },
  {
    id: "capital-after-hours-dental-wellington",
    practiceId: "capital-after-hours-dental-wellington",
    status: "published",
    checkedOn: "2026-11-02",
    source: "Confirmed by phone with the clinic",
    services: ["Severe toothache", "Broken teeth", "Lost fillings and crowns", "Dental injuries"],
    waitTime: "Under 45 minutes",
  },
  {
    id: "otautahi-urgent-dental-care-christchurch",
    practiceId: "otautahi-urgent-dental-care-christchurch",
    status: "published",
    checkedOn: "2026-11-02",
    source: "Confirmed by phone with the clinic",
    services: ["Severe toothache", "Knocked-out teeth", "Facial swelling", "Wisdom tooth pain"],
    waitTime: "Under 1 hour",
  },
];
