import type { Page } from "@playwright/test";

import { fillPatientDetails } from "./booking-form";
import { storedFields } from "./e2e-database";
import { expect, screenshots, test } from "./fixtures";

// Issue 38 item 7: a patient whose browser runs no JavaScript books, and is told what the pages
// promise: the confirmation's reference and status link, and an honest way back to a refused form.

test.use({ javaScriptEnabled: false });

async function fillBooking(page: Page) {
  await page.goto("/book");
  await fillPatientDetails(page);
  await page.getByLabel("Location").selectOption({ label: "Nelson" });
  await page.getByLabel("Message").fill("Sharp pain, lower left.");
}

test("a booking's confirmation shows its reference and the status link, which leads to the request", async ({
  page,
}) => {
  await fillBooking(page);
  await page.getByRole("button", { name: "Request Appointment" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Request Received");
  const receipt = page.getByRole("region", { name: "Your request", exact: true });
  const reference = (await receipt.locator("strong").textContent()) ?? "";
  expect(reference).toMatch(/^BK-[0-9A-Z]{6}$/);
  await expect(receipt).toContainText(`Reference: ${reference}`);
  expect(await storedFields(reference)).toMatchObject({ firstName: "Aroha", location: "nelson" });

  const link = receipt.getByRole("link", { name: /\/requests\/[\w-]{43}$/ });
  const shown = (await link.textContent()) ?? "";
  expect(new URL(shown).origin).toBe(new URL(page.url()).origin);
  await expect(link).toHaveAttribute("href", new URL(shown).pathname);
  await screenshots(page, "booking-sent-without-javascript");

  // The link is the request's page, whoever opens it later: its reference, without the receipt.
  await page.goto(shown);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking request");
  await expect(page.getByText(`Reference ${reference}`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Your request", exact: true })).toHaveCount(0);
});

test.describe(() => {
  // The refusal is a 422 page; it has no icon of its own, so the browser's /favicon.ico is a 404.
  test.use({ allowedConsoleErrors: [/status of (422|404)/] });

  test("a refused form's page promises only what is true: Back keeps what was typed, its link starts afresh", async ({
    page,
  }) => {
    await fillBooking(page);
    // An emergency is for today: the form service refuses one for next week.
    await page.getByLabel("Urgency").selectOption("emergency");
    await page.getByRole("button", { name: "Request Appointment" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check the form");
    await expect(page.getByRole("link", { name: "Back to the form" })).toHaveCount(0);
    await expect(page.getByText("Back button takes you back to the form with what you typed")).toBeVisible();
    const empty = page.getByRole("link", { name: "start again with an empty form" });
    await expect(empty).toHaveAttribute("href", "/book");

    // What the page says of Back is true (and the link, to /book, cannot bring anything back).
    await page.goBack();
    await expect(page.getByLabel("First name")).toHaveValue("Aroha");
    await expect(page.getByLabel("Message")).toHaveValue("Sharp pain, lower left.");
    await expect(page.getByLabel("Urgency")).toHaveValue("emergency");
  });
});
