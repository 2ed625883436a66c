import type { Page } from "@playwright/test";

import { RETENTION } from "../../rules/retention";
import { expectAccessible } from "./axe";
import { NEXT_WEEK } from "./booking-form";
import { expect, screenshots, SHOTS_DIR, test, waitForHydration, JOURNEY_TIMEOUT } from "./fixtures";
import { signInAndOpenBooking } from "./operator";

/** Signs the e2e operator in on a page of its own and opens the request in the inbox. */
async function openInInbox(page: Page, reference: string) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInAndOpenBooking(page, reference);
}

async function moveTo(page: Page, status: string) {
  await page.getByLabel("New status").selectOption({ label: status });
  if (status === "Matched") await page.getByLabel("Matched with").fill("waitemata-quay-dental-auckland");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("status")).toHaveText(`Status changed to ${status}.`);
}

/** The step the page marks as where the request is now. */
const currentStep = (page: Page) => page.locator('li[aria-current="step"]');

test.describe("a booking's private status link", () => {
  test("follows the request through the inbox, and withdrawing erases the personal details", async ({
    page,
    browser,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const lastName = `Quill${Date.now()}`;

    // A patient books through the real form.
    await page.goto("/book");
    await waitForHydration(page);
    await page.getByLabel("First name").fill("Tamsin");
    await page.getByLabel("Last name").fill(lastName);
    await page.getByLabel("E-mail").fill("tamsin.status@example.co.nz");
    await page.getByLabel("Phone").fill("021 765 4321");
    await page.getByLabel("Service").selectOption("Root Canal");
    await page.getByLabel("Location").selectOption({ label: "Nelson" });
    await page.getByLabel("Preferred date").fill(NEXT_WEEK);
    await page.getByLabel("Preferred time").selectOption("9:30 AM");
    await page.getByLabel("Message").fill("Throbbing pain at night, lower left");
    await page.getByRole("button", { name: "Request Appointment" }).click();

    // The confirmation gives the reference and the private link.
    await expect(page).toHaveURL(/\/booking-success\?ref=BK-[0-9A-Z]{6}#status=[\w-]{43}$/);
    const reference = new URL(page.url()).searchParams.get("ref")!;
    const receipt = page.getByRole("region", { name: "Your request" });
    await expect(receipt).toContainText(reference);
    await expect(receipt).toContainText("Keep this link to check on your request");
    await screenshots(page, "booking-success");
    await receipt.getByRole("link", { name: /\/requests\// }).click();

    await expect(page).toHaveURL(/\/requests\/[\w-]{43}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your booking request" })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    await expect(currentStep(page)).toContainText("Received");
    const summary = page.getByRole("region", { name: "What you asked for" });
    await expect(summary).toContainText("Root Canal");
    await expect(summary).toContainText("Nelson");
    await expect(summary).toContainText("9:30 AM");
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    await expect(page.locator("main")).not.toContainText("Tamsin");
    await expectAccessible(page);
    await screenshots(page, "request-received");

    // The operator works it in the inbox; the patient's page follows.
    const inbox = await browser.newPage({ baseURL: new URL(page.url()).origin });
    await openInInbox(inbox, reference);
    await moveTo(inbox, "In progress");
    await page.reload();
    await expect(currentStep(page)).toContainText("Passed to the practice");
    await moveTo(inbox, "Matched");
    await page.reload();
    await expect(currentStep(page)).toContainText("Confirmed");
    await expect(page.getByRole("listitem").filter({ hasText: "Received" })).toContainText("Done");
    await screenshots(page, "request-confirmed");

    // The patient withdraws, with a confirm step.
    await page.getByRole("link", { name: "Withdraw my request…" }).click();
    await page.getByRole("link", { name: "Keep my request" }).click();
    await expect(page.getByRole("button", { name: "Yes, withdraw my request" })).toHaveCount(0);
    await page.getByRole("link", { name: "Withdraw my request…" }).click();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Yes, withdraw my request" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Your request has been withdrawn and your personal details erased.",
    );
    await expect(currentStep(page)).toContainText("Withdrawn");
    await expect(page.getByRole("button", { name: /Withdraw/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Withdraw/ })).toHaveCount(0);
    await page.reload();
    await expect(currentStep(page)).toContainText("Withdrawn");
    await expectAccessible(page);
    await screenshots(page, "request-withdrawn");

    // In the inbox: closed, the personal fields gone, the history kept.
    await inbox.reload();
    await expect(inbox.getByRole("heading", { level: 2, name: "Personal details erased" })).toBeVisible();
    const main = inbox.locator("main");
    for (const personal of ["Tamsin", lastName, "tamsin.status@example.co.nz", "765 4321", "Throbbing pain"]) {
      await expect(main).not.toContainText(personal);
    }
    await expect(main).toContainText("Root Canal");
    const history = inbox.getByRole("region", { name: "History" });
    await expect(history).toContainText("Status changed: New → In progress");
    await expect(history).toContainText("Withdrawn by the patient; personal details erased");
    await expect(history).toContainText("patient");
    await expect(inbox.getByRole("heading", { name: "Change status" })).toHaveCount(0);
    await expect(inbox.getByRole("button", { name: "Export this person’s data" })).toHaveCount(0);
    await inbox.getByRole("link", { name: "← Back to the inbox" }).click();
    await expect(inbox.getByRole("listitem").filter({ hasText: reference })).toContainText("Personal details erased");
    await inbox.close();
  });

  test("once closed, the box offers to erase the details, says only that, and does it", async ({
    page,
    browser,
    baseURL,
  }) => {
    const answer = await page.request.post("/", {
      headers: { accept: "application/json" },
      form: {
        "form-name": "booking",
        firstName: "Rawiri",
        lastName: `Closed${Date.now()}`,
        email: "rawiri.closed@example.co.nz",
        phone: "021 765 4321",
        service: "Teeth Cleaning",
        location: "nelson",
        preferredDate: NEXT_WEEK,
        preferredTime: "9:30 AM",
        urgency: "routine",
        "bot-field": "",
      },
    });
    expect(answer.status()).toBe(201);
    const { reference, statusToken } = (await answer.json()) as { reference: string; statusToken: string };
    const operator = await browser.newPage({ baseURL });
    await openInInbox(operator, reference);
    await moveTo(operator, "In progress");
    await moveTo(operator, "Matched");
    await moveTo(operator, "Closed");
    await operator.close();

    await page.goto(`/requests/${statusToken}`);
    await expect(currentStep(page)).toContainText("Closed");
    const box = page.getByRole("region", { name: "Erase your details" });
    await expect(box).toContainText("This request is closed.");
    await expect(box).not.toContainText(/withdraw/i);
    await box.getByRole("link", { name: "Erase my details…" }).click();
    await expect(box).toContainText("Erase your name, contact details and message now? This cannot be undone.");
    await expect(box).not.toContainText(/withdraw/i);
    await screenshots(page, "request-closed-erase");
    await box.getByRole("button", { name: "Yes, erase my details" }).click();
    await expect(page.getByRole("status")).toHaveText("Your personal details have been erased.");
    await expect(page.getByRole("region", { name: "Erase your details" })).toHaveCount(0);
    await expect(currentStep(page)).toContainText("Details erased");
    await expect(page.getByRole("listitem").filter({ hasText: "Closed" })).toContainText("Done");
    await expect(page.getByRole("region", { name: "Where your request is" })).not.toContainText(/withdr/i);
  });

  test.describe("without a valid link", () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("a made-up link says only that the request couldn't be found", async ({ page }) => {
      const response = await page.goto("/requests/this-is-not-a-real-token");
      // Rendered on the server: the link's page answers 404, as its API does.
      expect(response?.status()).toBe(404);
      expect(response?.headers()["x-robots-tag"]).toContain("noindex");
      await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that request" })).toBeVisible();
      await expect(page.locator("main")).not.toContainText(/BK-|Received|Withdraw/);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
      await expectAccessible(page);
    });
  });
});

test.describe("told at collection", () => {
  for (const [path, form] of [
    ["/book", "booking"],
    ["/contact", "contact"],
    ["/partner-with-us", "partner"],
    ["/blog", "newsletter"],
  ] as const) {
    test(`the ${form} form says what is collected, why, who sees it and for how long`, async ({ page }) => {
      await page.goto(path);
      const notice = page.locator("form").getByTestId("collection-notice");
      await expect(notice).toHaveCount(1);
      await expect(notice).toContainText(`${RETENTION.months} months`);
      await expect(notice).toContainText(/see or correct/);
      await expect(notice.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy");
      if (SHOTS_DIR) await notice.screenshot({ path: `${SHOTS_DIR}/notice-${form}.png` });
    });
  }

  test("the privacy policy states the same retention period", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("main")).toContainText(`kept for ${RETENTION.months} months after they are closed`);
  });
});
