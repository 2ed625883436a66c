import type { Page } from "@playwright/test";

import { fillPatientDetails } from "./booking-form";
import { expect, screenshots, test, waitForHydration } from "./fixtures";

/*
 * Issue 38 item 1, "the 2 am emergency". The e2e server's listings clock (tests/e2e/clock.ts) is
 * Thursday 26 November 2026, 6:30 pm in New Zealand: every sample clinic is open (Auckland's round
 * the clock, Wellington's until 11 pm, Christchurch's until 10 pm) and our support line has closed
 * (it answers Mon–Fri 8am–6pm, Sat 9am–3pm). What the page shows at night with a closed clinic
 * listed first is server/platform/pages/emergency-page.test.ts.
 */

/** 10:05 AM on Tuesday 24 November 2026 in New Zealand (NZDT), for the browser's clock. */
const NZ_MORNING = new Date("2026-11-23T21:05:00Z");
const NZ_MORNING_DATE = "2026-11-24";

/** The page's words, for what must never be said about the 0800 line. */
const mainText = (page: Page) => page.locator("main").innerText();

/** What the pages said about the 0800 line before: a 24/7 emergency line. */
const A_24_7_LINE = /24\/7 line|Emergency line\s*24\/7|line is open 24\/7|0800 336 825, day or night/i;

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a person in pain reaches a number to call in two taps from the home page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Tap 1, without opening the menu or scrolling.
    const toEmergency = page.getByRole("link", { name: "Dental emergency? Clinics open now and numbers to call" });
    await expect(toEmergency).toBeInViewport();
    await toEmergency.click();
    await expect(page).toHaveURL(/\/emergency$/);
    // Tap 2 calls: 111 on the first screen, and the first clinic (open now) below it.
    const call111 = page.getByRole("link", { name: "Call 111" });
    await expect(call111).toHaveAttribute("href", "tel:111");
    await expect(call111).toBeInViewport();
    const first = page.getByTestId("emergency-provider").first();
    await expect(first.getByTestId("open-now")).toHaveText(/^Open/);
    await expect(first.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+64/);
  });
});

test.describe("the emergency page", () => {
  test("each clinic says whether it is open now and until when, from its recorded hours, open ones first", async ({
    page,
  }) => {
    await page.goto("/emergency");
    await waitForHydration(page);
    await expect(page.getByText("Open or closed at 6:30pm on Thursday (New Zealand time)")).toBeVisible();
    const cards = page.getByTestId("emergency-provider");
    await expect(cards.getByRole("heading")).toHaveText([
      "Queen City Urgent Dental",
      "Capital After-Hours Dental",
      "Ōtautahi Urgent Dental Care",
    ]);
    await expect(cards.getByTestId("open-now")).toHaveText([
      "Open 24 hours",
      "Open now until 11pm",
      "Open now until 10pm",
    ]);
    await page.getByLabel("Or choose your city").selectOption({ label: "Christchurch" });
    await expect(page.getByText("Nearest open now: Ōtautahi Urgent Dental Care.")).toBeVisible();
    await expect(cards.first().getByTestId("open-now")).toHaveText("Open now until 10pm");
    await screenshots(page, "emergency");
  });

  test("the largest button is not a 24/7 line: our 0800 line says what it is, when it answers, and that it is closed now", async ({
    page,
  }) => {
    await page.goto("/emergency");
    const line = page.getByTestId("support-line");
    await expect(line).toContainText("Our support line, 0800 336 825, is for help finding a dentist");
    await expect(line).toContainText("Mon–Fri 8am–6pm, Sat 9am–3pm, New Zealand time (closed now)");
    await expect(line).toContainText("It is not an emergency line");
    expect(await mainText(page)).not.toMatch(A_24_7_LINE);
  });
});

test.describe("one truth about the 0800 line", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/book", "/contact"]) {
    test(`${path} lists the same hours, closed on Sundays, and no 24/7 line`, async ({ page }) => {
      await page.goto(path);
      const hours =
        path === "/contact"
          ? page.getByRole("table", { name: "Business hours" })
          : page.getByRole("region", { name: "Need help?" });
      for (const [days, time] of [
        ["Monday – Friday", "8am–6pm"],
        ["Saturday", "9am–3pm"],
        ["Sunday", "Closed"],
      ] as const) {
        await expect(hours.getByText(days, { exact: true })).toBeVisible();
        await expect(hours.getByText(time, { exact: true })).toBeVisible();
      }
      expect(await mainText(page)).not.toMatch(A_24_7_LINE);
    });
  }
});

test.describe("the confirmation of an emergency request", () => {
  test("says what to do now, not when we will reply", async ({ page }) => {
    await page.clock.setFixedTime(NZ_MORNING); // same day means today: a time still ahead today
    await page.route("/", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 201, json: { ok: true, reference: "BK-EMERG1", statusToken: "t".repeat(43) } })
        : route.fallback(),
    );
    await page.goto("/book?service=Emergency+Care&urgency=emergency");
    await waitForHydration(page);
    await fillPatientDetails(page);
    await page.getByLabel("Service").selectOption("Emergency Care");
    await page.getByLabel("Location").selectOption({ label: "Auckland" });
    await page.getByLabel("Preferred date").fill(NZ_MORNING_DATE);
    await page.getByLabel("Preferred time").selectOption("2:00 PM");
    // Before it is sent: the nearest clinic open now, saying so.
    const advice = page.getByRole("region", { name: "Need help right now?" });
    await expect(advice.getByRole("listitem").filter({ hasText: "km away" }).first()).toContainText(
      /Queen City Urgent Dental \(\d+ km away\)\s*Open 24 hours/,
    );
    await page.getByRole("button", { name: "Request Appointment" }).click();
    await expect(page).toHaveURL(/\/booking-success\/emergency\?ref=BK-EMERG1#status=t+$/);
    await expectWhatToDoNow(page);
    await expect(page.getByText("BK-EMERG1")).toBeVisible();
    await screenshots(page, "emergency-confirmation");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page says the same", async ({ page }) => {
      await page.goto("/booking-success/emergency?ref=BK-EMERG1");
      await expectWhatToDoNow(page);
    });
  });
});

async function expectWhatToDoNow(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Emergency Request Received");
  const now = page.getByRole("region", { name: "What to do now" });
  await expect(now.getByRole("link", { name: "Clinics open now" })).toHaveAttribute("href", "/emergency");
  await expect(now.getByRole("link", { name: "0800 611 116" })).toHaveAttribute("href", "tel:+64800611116");
  await expect(now.getByRole("link", { name: "call 111" })).toHaveAttribute("href", "tel:111");
  expect(await mainText(page)).not.toMatch(/24 hours|within \d/);
}
