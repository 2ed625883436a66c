import type { APIRequestContext, Page } from "@playwright/test";

import { expect, waitForHydration } from "./fixtures";
import { E2E_OPERATORS } from "./global-setup";

/** Signs the e2e operator in on the sign-in form the page shows (it asked for a session). */
export async function signInAsOperator(page: Page) {
  await waitForHydration(page);
  await page.getByLabel("E-mail address").fill(E2E_OPERATORS.main.email);
  await page.getByLabel("Password").fill(E2E_OPERATORS.main.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The signed-in operator's CSRF token, which the admin API's changes carry (x-csrf-token). */
export async function operatorCsrf(request: APIRequestContext): Promise<string> {
  return ((await (await request.get("/admin/api/session")).json()) as { csrfToken: string }).csrfToken;
}

/** From the inbox's sign-in form: signs the operator in and opens the booking request in the inbox. */
export async function signInAndOpenBooking(page: Page, reference: string) {
  await signInAsOperator(page);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await page.getByRole("listitem").filter({ hasText: reference }).getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Booking request ${reference}`);
}
