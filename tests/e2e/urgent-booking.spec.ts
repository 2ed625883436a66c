import type { Page, Request } from "@playwright/test";

import { nzToday } from "../../forms";
import { expect, screenshots, test, waitForHydration } from "./fixtures";

/** 10:05 AM on Tuesday 24 November 2026 in New Zealand (NZDT), for the browser's clock. */
const NZ_MORNING = new Date("2026-11-23T21:05:00Z");
const TODAY = "2026-11-24";
const SAME_DAY_MESSAGE =
  "An emergency (same day) request is for today. Choose today's date, or choose Urgent (within 3 days) for a later day.";

/** Answers the form post as the service would; returns the posts seen. */
async function acceptPosts(page: Page) {
  const seen: Request[] = [];
  await page.route("/", (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    seen.push(route.request());
    return route.fulfill({ status: 201, json: { ok: true, reference: "BK-URGENT" } });
  });
  return seen;
}

async function fillPatient(page: Page) {
  await page.getByLabel("First name").fill("Hemi");
  await page.getByLabel("Last name").fill("Walker");
  await page.getByLabel("E-mail").fill("hemi@example.co.nz");
  await page.getByLabel("Phone").fill("021 123 4567");
  await page.getByLabel("Service").selectOption("Emergency Care");
  await page.getByLabel("Location").selectOption({ label: "Auckland" });
}

const timeOptions = (page: Page) => page.getByLabel("Preferred time").locator("option");

test.describe("urgent means urgent", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NZ_MORNING);
  });

  test("the emergency page's request opens the form as an emergency for today, and /book sends nobody back", async ({
    page,
  }) => {
    await page.goto("/emergency");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Request a same-day appointment" }).click();
    await expect(page).toHaveURL("/book?service=Emergency+Care&urgency=emergency");
    await expect(page.getByLabel("Urgency")).toHaveValue("emergency");
    await expect(page.getByLabel("Service")).toHaveValue("Emergency Care");
    await expect(page.getByLabel("Preferred date")).toHaveValue(TODAY);
    await expect(page.getByRole("region", { name: "Need help right now?" })).toBeVisible();
    // Only times still ahead this morning are offered.
    await expect(timeOptions(page).nth(1)).toHaveText("10:30 AM");
    await expect(timeOptions(page).filter({ hasText: /^(8|9|10):00 AM$/ })).toHaveCount(0);
    // The emergency box calls Healthline (our 0800 line keeps office hours); nothing on the sidebar leads back to /emergency.
    const box = page.getByRole("region", { name: "Dental emergency?" });
    await expect(box.getByRole("link", { name: "Get Emergency Care Call Healthline 0800 611 116" })).toHaveAttribute(
      "href",
      "tel:+64800611116",
    );
    await expect(page.getByRole("complementary").locator('a[href="/emergency"]')).toHaveCount(0);
    await screenshots(page, "book-from-emergency");
  });

  test("the Emergency Care service page books an emergency (same day) too", async ({ page }) => {
    await page.goto("/services/emergency-dentist");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Book Consultation" }).click();
    await expect(page.getByLabel("Urgency")).toHaveValue("emergency");
    await expect(page.getByLabel("Service")).toHaveValue("Emergency Care");
    await expect(page.getByLabel("Preferred date")).toHaveValue(TODAY);
  });

  test("an emergency for a later day is explained beside the date, and sent only once it is Urgent", async ({
    page,
  }) => {
    const seen = await acceptPosts(page);
    await page.goto("/book");
    await waitForHydration(page);
    await fillPatient(page);
    await page.getByLabel("Preferred date").fill("2026-11-26");
    await page.getByLabel("Preferred time").selectOption("9:30 AM");
    await page.getByLabel("Urgency").selectOption("emergency");
    const date = page.getByLabel("Preferred date");
    await expect(date).toHaveAccessibleDescription(
      `Today, or up to a year ahead (New Zealand time). ${SAME_DAY_MESSAGE}`,
    );
    await page.getByRole("button", { name: "Request Appointment" }).click();
    await expect(date).toBeFocused();
    expect(seen).toHaveLength(0);

    await page.getByLabel("Urgency").selectOption("urgent");
    await expect(date).not.toHaveAccessibleDescription(/emergency/);
    await page.getByRole("button", { name: "Request Appointment" }).click();
    await expect(page).toHaveURL(/\/booking-success\?ref=BK-URGENT$/);
    expect(seen[0]!.postData()).toContain("preferredDate=2026-11-26&preferredTime=9%3A30+AM&urgency=urgent");
  });

  test("past times today are not offered, and a date more than a year ahead is explained", async ({ page }) => {
    await page.goto("/book");
    await waitForHydration(page);
    const date = page.getByLabel("Preferred date");
    await date.fill(TODAY);
    await expect(timeOptions(page).nth(1)).toHaveText("10:30 AM");
    await date.fill("2026-11-25");
    await expect(timeOptions(page).nth(1)).toHaveText("8:00 AM");
    await expect(date).toHaveAttribute("max", "2027-11-24");
    await date.fill("9999-12-31");
    await date.blur();
    await expect(date).toHaveAccessibleDescription(
      /Please choose a date within the next year \(by 24 November 2027\)\./,
    );
  });
});

test.describe("without JavaScript", () => {
  // The refusal is a 422 page; it has no icon of its own, so the browser's /favicon.ico is a 404.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of (422|404)/] });

  test("the service answers an emergency for a later day with the same message, on its own page", async ({ page }) => {
    await page.goto("/book");
    await fillPatient(page);
    await page.getByLabel("Preferred date").fill(nzToday(new Date(Date.now() + 7 * 86_400_000)));
    await page.getByLabel("Preferred time").selectOption("9:30 AM");
    await page.getByLabel("Urgency").selectOption("emergency");
    await page.getByRole("button", { name: "Request Appointment" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check the form");
    await expect(page.getByRole("listitem")).toHaveText([SAME_DAY_MESSAGE]);
    await expect(page.getByRole("link", { name: "start again with an empty form" })).toHaveAttribute("href", "/book");
  });
});
