import type { APIRequestContext } from "@playwright/test";

import { bookingFields } from "./booking-form";
import { expect } from "./fixtures";

/**
 * A booking request sent to the real form service as the /book page sends it (url-encoded, JSON
 * answer), for tests whose subject is what follows a booking. `fields` replaces any default.
 */
export async function postBooking(
  request: APIRequestContext,
  fields: Record<string, string> = {},
): Promise<{ reference: string; statusToken: string }> {
  const response = await request.post("/", { headers: { accept: "application/json" }, form: bookingFields(fields) });
  expect(response.status()).toBe(201);
  return (await response.json()) as { reference: string; statusToken: string };
}
