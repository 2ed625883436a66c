import type { Page } from "@playwright/test";

import { nzToday } from "../../forms";

/*
 * The booking form in tests: filled in on /book as a patient does, or its fields as the page
 * posts them. Nothing here loads Playwright, so tests outside it (tests/reliability) use it too.
 */

/** A preferred date the form always takes: a week from today in New Zealand. */
export const NEXT_WEEK = nzToday(new Date(Date.now() + 7 * 86_400_000));

/**
 * Fills in who the patient is and the visit they ask for (a root canal next week at 9:30 AM); the
 * location and the message are the test's.
 */
export async function fillPatientDetails(page: Page) {
  await page.getByLabel("First name").fill("Aroha");
  await page.getByLabel("Last name").fill("Ngata");
  await page.getByLabel("E-mail").fill("aroha@example.co.nz");
  await page.getByLabel("Phone").fill("021 123 4567");
  await page.getByLabel("Service").selectOption("Root Canal");
  await page.getByLabel("Preferred date").fill(NEXT_WEEK);
  await page.getByLabel("Preferred time").selectOption("9:30 AM");
}

/**
 * A valid booking request's fields as the /book page posts them, each call from an e-mail address
 * of its own, for tests whose subject is what follows a booking. `fields` replace any default.
 */
export function bookingFields(fields: Record<string, string> = {}): Record<string, string> {
  return {
    "form-name": "booking",
    firstName: "Hemi",
    lastName: "Booker",
    email: `hemi.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.test`,
    phone: "021 555 0188",
    service: "General Checkup",
    location: "wellington",
    preferredDate: nzToday(new Date(Date.now() + 2 * 86_400_000)),
    preferredTime: "10:00 AM",
    urgency: "routine",
    insurance: "",
    dentistPreference: "",
    message: "zq-health-canary",
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    page_url: "/book",
    "bot-field": "",
    ...fields,
  };
}
