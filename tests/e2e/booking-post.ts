import type { APIRequestContext } from "@playwright/test";

import { nzToday } from "../../forms";
import { expect } from "./fixtures";

/**
 * A booking request sent to the real form service as the /book page sends it (url-encoded, JSON
 * answer), for tests whose subject is what follows a booking. `fields` replaces any default.
 */
export async function postBooking(
  request: APIRequestContext,
  fields: Record<string, string> = {},
): Promise<{ reference: string; statusToken: string }> {
  const response = await request.post("/", {
    headers: { accept: "application/json" },
    form: {
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
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { reference: string; statusToken: string };
}
