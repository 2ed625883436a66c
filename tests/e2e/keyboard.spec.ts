// Every form completed and sent with the keyboard alone, against the real form service: Tab to
// move, typing to fill, arrow keys for selects, Space for checkboxes, Enter to send. Each control
// reached must show a visible focus indicator.
import type { Page } from "@playwright/test";

import { nzToday } from "../../forms";
import { expect, test, waitForHydration } from "./fixtures";
import { tabTo } from "./tab-to";

const NEXT_WEEK = nzToday(new Date(Date.now() + 7 * 86_400_000));

async function typeInto(page: Page, name: string, text: string) {
  await tabTo(page, `[name="${name}"]`);
  await page.keyboard.type(text);
}

/** Picks the first real option of a select with the arrow key (the first option is the prompt). */
async function chooseWithArrow(page: Page, name: string) {
  await tabTo(page, `select[name="${name}"]`);
  await page.keyboard.press("ArrowDown");
  expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).value)).not.toBe("");
}

/** Types the date into a native date field segment by segment (Chromium's en-US order: MM DD YYYY). */
async function typeDate(page: Page, name: string, iso: string) {
  const [year, month, day] = iso.split("-");
  await tabTo(page, `[name="${name}"]`);
  await page.keyboard.type(`${month}${day}${year}`);
}

// The booking form's own submit button: the dentist search's button (form="booking-listing-search") comes first.
const SEND_BOOKING = 'button[type="submit"]:not([form])';

test.describe("keyboard alone", () => {
  test("a patient requests an appointment without touching the mouse", async ({ page }) => {
    await page.goto("/book");
    await waitForHydration(page);
    // Enter on an empty form: the first problem gets focus and its message is announced.
    await tabTo(page, SEND_BOOKING);
    await page.keyboard.press("Enter");
    const firstName = page.getByLabel("First name");
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAccessibleDescription("Please enter your first name.");

    await page.keyboard.type("Kiri");
    await typeInto(page, "lastName", "Keyboard");
    await typeInto(page, "email", "kiri.keyboard@example.co.nz");
    await typeInto(page, "phone", "027 555 0199");
    await chooseWithArrow(page, "service");
    await tabTo(page, 'select[name="location"]');
    await page.keyboard.type("Nelson");
    await expect(page.getByLabel("Location")).toHaveValue("nelson");
    await typeDate(page, "preferredDate", NEXT_WEEK);
    await expect(page.getByLabel("Preferred date")).toHaveValue(NEXT_WEEK);
    await chooseWithArrow(page, "preferredTime");
    await typeInto(page, "message", "Sent with the keyboard alone.");
    await tabTo(page, SEND_BOOKING);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/booking-success/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Request Received");
  });

  test("Enter sends from any field, and the first mistake reading down gets focus, whichever check finds it", async ({
    page,
  }) => {
    await page.goto("/book");
    await waitForHydration(page);
    await typeInto(page, "firstName", "Kiri");
    await typeInto(page, "lastName", "Keyboard");
    await typeInto(page, "email", "kiri@example"); // the browser's own check accepts it; ours does not
    await page.keyboard.press("Enter");
    const email = page.getByLabel("E-mail");
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(/valid e-mail address/);
    // The fields left empty below it are marked in the same pass, and nothing typed is lost.
    await expect(page.getByLabel("Phone")).toHaveAccessibleDescription(/Please enter/);
    await expect(page.getByLabel("Preferred date")).toHaveAccessibleDescription(/Please choose a preferred date/);
    await expect(page.getByLabel("First name")).toHaveValue("Kiri");
    await expect(email).toHaveValue("kiri@example");
  });

  test("a message reaches the contact form service without the mouse", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await typeInto(page, "name", "Kiri Keyboard");
    await typeInto(page, "email", "kiri.keyboard@example.co.nz");
    await typeInto(page, "subject", "Keyboard only");
    await chooseWithArrow(page, "category");
    await typeInto(page, "message", "Every field of this message was typed without a mouse.");
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact-success/);
  });

  test("a practice applies to join without the mouse, ticking services with Space", async ({ page }) => {
    await page.goto("/partner-with-us");
    await waitForHydration(page);
    await typeInto(page, "practiceName", "Keyboard Lane Dental");
    await typeInto(page, "contactName", "Kiri Keyboard");
    await typeInto(page, "email", "practice@keyboardlane.example.nz");
    await typeInto(page, "phone", "(03) 555 0142");
    await typeInto(page, "address", "12 Keyboard Lane, Nelson 7010");
    await typeInto(page, "registrationNumber", "54321");
    await chooseWithArrow(page, "city");
    await chooseWithArrow(page, "practiceType");
    await chooseWithArrow(page, "experience");
    await chooseWithArrow(page, "currentPatients");
    await tabTo(page, 'input[type="checkbox"][name="services"]');
    await page.keyboard.press("Space");
    await expect(page.locator('input[name="services"]:checked')).toHaveCount(1);
    await typeInto(page, "message", "We would like to join the network.");
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/partner-success\?ref=PA-/);
  });

  test("a reader signs up for the newsletter without the mouse", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await tabTo(page, 'form[name="newsletter"] [name="email"]');
    await page.keyboard.type("reader.keyboard@example.co.nz");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText("Thank you: you are signed up.");
  });
});
