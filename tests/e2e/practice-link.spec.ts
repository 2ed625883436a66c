import type { APIRequestContext, Page } from "@playwright/test";

import { nzDateTime } from "../../rules/nz-time";
import { icsProperty } from "../support/ics";
import { nzToday } from "../../forms";
import { postBooking } from "./booking-post";
import { expectAccessible } from "./axe";
import { expect, screenshots, test, waitForHydration } from "./fixtures";
import { signInAndOpenBooking } from "./operator";
import { linkIn, mailTo } from "./mailbox";
import { part } from "../server/smtp";
import { LOOP_BASE_URL } from "./servers";

// Practices answer by a link (issue 22 item 3), on the server that sends through a real SMTP
// server on loopback: a booking naming a listing e-mails that practice, and its link answers.
test.use({ baseURL: LOOP_BASE_URL });

const LISTING = "dentist/tinakori-smile-studio-wellington";
const PRACTICE_EMAIL = "bookings@tinakorismile.co.nz";

const inDays = (days: number) => nzDateTime(new Date(Date.now() + days * 86_400_000)).date;

async function book(request: APIRequestContext, email: string, listing = LISTING, fields: Record<string, string> = {}) {
  return postBooking(request, {
    lastName: "Practicelink",
    email,
    preferredDate: nzToday(new Date(Date.now() + 3 * 86_400_000)),
    listing,
    message: "zq-practice-canary",
    ...fields,
  });
}

/** The patient withdraws on their status page, through its confirm step. */
async function withdrawOnStatusPage(page: Page, statusToken: string) {
  await page.goto(`/requests/${statusToken}`);
  await page.getByRole("link", { name: "Withdraw my request…" }).click();
  await page.getByRole("button", { name: "Yes, withdraw my request" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Your request has been withdrawn and your personal details erased.",
  );
}

/** Opens the practice's link from its e-mail; the e-mail itself names no patient. */
async function openPracticeLink(page: Page, reference: string) {
  const mail = await mailTo(PRACTICE_EMAIL, new RegExp(`New booking request ${reference}`));
  expect(`${mail.text}${mail.html}`).not.toMatch(/Hemi|Practicelink|zq-practice-canary|021 555 0188/);
  await page.goto(linkIn(mail, /^\/practice\/requests\//));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Booking request ${reference}`);
}

test("a booking naming a listing reaches the practice, whose link confirms a time the patient then sees", async ({
  page,
}) => {
  const email = `hemi.${Date.now()}@example.test`;
  const { reference, statusToken } = await book(page.request, email);

  await openPracticeLink(page, reference);
  await expect(page.getByText("Hemi Practicelink")).toBeVisible();
  await expect(page.getByText("zq-practice-canary")).toBeVisible();
  await expect(page.getByRole("status")).toContainText("The patient is waiting for your answer");
  await expectAccessible(page);
  await screenshots(page, "practice-request-waiting");

  // By keyboard: the confirm form's fields in order, then its button.
  await page.getByLabel("Date", { exact: true }).fill(inDays(4));
  await page.getByLabel("Time (NZ)", { exact: true }).fill("10:30");
  await page.getByLabel("Length").selectOption("45");
  await page.getByLabel("Length").press("Tab");
  await expect(page.getByRole("button", { name: "Confirm this appointment" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("status")).toContainText("You confirmed");
  await expect(page.getByRole("status")).toContainText("10:30");
  await expect(page.getByRole("button", { name: "Confirm this appointment" })).toHaveCount(0);
  // From the top: a full-page shot taken scrolled down draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, "practice-request-confirmed");

  // The patient's status page says so.
  await page.goto(`/requests/${statusToken}`);
  await expect(page.locator('li[aria-current="step"]')).toContainText("Confirmed");

  // The patient's e-mail tells of the confirmed time, names the practice, carries the calendar
  // file, and its link opens the status page, which names the practice too.
  const confirmed = await mailTo(email, new RegExp(`appointment is confirmed \\(${reference}\\)`));
  expect(confirmed.text).toContain("Tinakori Smile Studio");
  expect(confirmed.text).toContain("10:30");
  expect(confirmed.raw).toMatch(/Content-Type: text\/calendar/i);
  // Where: the dentist and the practice's address, a part a line, as an envelope has it.
  expect(confirmed.text).toContain(
    "Where\n\nDr Priya Raman\nTinakori Smile Studio\n215 Tinakori Road\nThorndon\nWellington 6011\nPhone (04) 555 0139",
  );
  // The calendar file names the dentist and keeps 10:30 on New Zealand's clock.
  const calendar = part(confirmed.raw, "text/calendar");
  expect(icsProperty(calendar, "SUMMARY")).toBe(":Dental appointment with Dr Priya Raman at Tinakori Smile Studio");
  expect(icsProperty(calendar, "DTSTART")).toMatch(/^;TZID=Pacific\/Auckland:\d{8}T103000$/);
  expect(calendar).toContain("BEGIN:VTIMEZONE");
  expect(calendar).toContain("BEGIN:VALARM");
  expect(`${confirmed.text}${confirmed.html}`).not.toContain("zq-practice-canary");
  await page.goto(linkIn(confirmed, /^\/requests\//));
  const appointment = page.getByRole("region", { name: "Your appointment" });
  await expect(appointment).toContainText("Tinakori Smile Studio");
  await expect(appointment.getByRole("link", { name: "Add to calendar (.ics)" })).toBeVisible();
});

test("the practice offers times, the patient accepts one from their e-mail, and the practice is told", async ({
  page,
}) => {
  const email = `hemi.offer.${Date.now()}@example.test`;
  const { reference } = await book(page.request, email);

  await openPracticeLink(page, reference);
  await waitForHydration(page);
  await page.getByLabel("Date 1").fill(inDays(5));
  await page.getByLabel("Time 1 (NZ)").fill("09:15");
  await page.getByLabel("Date 2 (optional)").fill(inDays(6));
  await page.getByLabel("Time 2 (NZ)").fill("14:15");
  await page.getByRole("button", { name: "Offer these times" }).click();
  await expect(page.getByRole("status")).toContainText("You offered");

  // The patient's e-mail offers the times and links to the status page, where they accept one.
  const offer = await mailTo(email, new RegExp(`Choose a time for your appointment \\(${reference}\\)`));
  await page.goto(linkIn(offer, /^\/requests\//));
  await waitForHydration(page);
  const choices = page.getByRole("region", { name: "Choose a time" });
  await expect(choices.getByRole("listitem")).toHaveCount(2);
  await choices.getByRole("button", { name: /^Accept this time for .*2:15 pm$/ }).click();
  await expect(page.getByRole("region", { name: "Your appointment" })).toContainText("Tinakori Smile Studio");

  // The practice hears of it, with its link, which now shows the agreed time.
  const accepted = await mailTo(PRACTICE_EMAIL, new RegExp(`Booking ${reference}: the patient accepted`));
  expect(accepted.subject).toContain("2:15");
  await page.goto(linkIn(accepted, /^\/practice\/requests\//));
  await expect(page.getByRole("status")).toContainText("2:15");
});

test("the practice's page gives the patient's funding, starts the confirm form at the time asked for, and is not a public page", async ({
  page,
}) => {
  const { reference } = await book(page.request, `hemi.acc.${Date.now()}@example.test`, LISTING, {
    insurance: "ACC",
    preferredTime: "2:30 PM",
  });
  await openPracticeLink(page, reference);
  const details = page.getByRole("region", { name: "The patient and their request" });
  await expect(details.getByRole("definition").filter({ hasText: /^ACC$/ })).toBeVisible();
  await expect(details).toContainText("Insurance or funding");
  await expect(page.getByLabel("Time (NZ)", { exact: true })).toHaveValue("14:30");
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(nzToday(new Date(Date.now() + 3 * 86_400_000)));
  // The site's name, but not the public menu or its "Book Now": this page is the practice's.
  const banner = page.getByRole("banner");
  await expect(banner).toContainText("For practices");
  await expect(page.getByRole("link", { name: "Book Now" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "practice-request-private", [320, 390, 1280]);
});

test("a withdrawal e-mails the practice holding offered times, which are free again", async ({ page }) => {
  const { reference, statusToken } = await book(page.request, `hemi.withdraw.${Date.now()}@example.test`);
  await openPracticeLink(page, reference);
  await waitForHydration(page);
  await page.getByLabel("Date 1").fill(inDays(5));
  await page.getByLabel("Time 1 (NZ)").fill("09:15");
  await page.getByRole("button", { name: "Offer these times" }).click();
  await expect(page.getByRole("status")).toContainText("You offered");
  const practicePage = page.url();

  await withdrawOnStatusPage(page, statusToken);

  const told = await mailTo(PRACTICE_EMAIL, new RegExp(`Booking request ${reference} withdrawn by the patient`));
  expect(told.text).toContain("no longer needs an answer");
  expect(told.text).toMatch(/The times you offered are free again:\n\n\w+day \d+ \w+ 20\d\d, 9:15 am/);
  expect(`${told.text}${told.html}`).not.toMatch(/Hemi|Practicelink|zq-practice-canary/);
  await page.goto(practicePage);
  await expect(page.getByRole("status")).toContainText("The patient withdrew this request");
});

test("withdrawing a confirmed appointment e-mails the patient the calendar file that takes it out", async ({
  page,
}) => {
  const email = `hemi.cancel.${Date.now()}@example.test`;
  const { reference, statusToken } = await book(page.request, email);
  await openPracticeLink(page, reference);
  await page.getByLabel("Date", { exact: true }).fill(inDays(4));
  await page.getByLabel("Time (NZ)", { exact: true }).fill("11:00");
  await page.getByRole("button", { name: "Confirm this appointment" }).click();
  await expect(page.getByRole("status")).toContainText("You confirmed");
  const confirmed = await mailTo(email, new RegExp(`appointment is confirmed \\(${reference}\\)`));
  const added = part(confirmed.raw, "text/calendar");

  await withdrawOnStatusPage(page, statusToken);

  const cancelled = await mailTo(email, new RegExp(`Your appointment is cancelled \\(${reference}\\)`));
  expect(cancelled.text).toContain("You withdrew your booking request, so your appointment at Tinakori Smile Studio");
  const removal = part(cancelled.raw, "text/calendar");
  expect(icsProperty(removal, "METHOD")).toBe(":CANCEL");
  expect(icsProperty(removal, "UID")).toBe(icsProperty(added, "UID"));
  expect(Number(icsProperty(removal, "SEQUENCE")!.slice(1))).toBeGreaterThan(
    Number(icsProperty(added, "SEQUENCE")!.slice(1)),
  );
  expect(icsProperty(removal, "DTSTART")).toMatch(/^;TZID=Pacific\/Auckland:\d{8}T110000$/);
  // The practice is told its chair is free, as a cancellation tells it.
  await mailTo(PRACTICE_EMAIL, new RegExp(`Booking ${reference} cancelled by the patient`));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test("the practice offers times with plain form posts: a past time is refused beside its field, what was typed kept", async ({
    page,
  }) => {
    const { reference } = await book(page.request, `hemi.nojs.${Date.now()}@example.test`);
    await openPracticeLink(page, reference);

    const yesterday = nzDateTime(new Date(Date.now() - 86_400_000)).date;
    await page.getByLabel("Date 1").fill(yesterday);
    await page.getByLabel("Time 1 (NZ)").fill("09:15");
    await page.getByLabel("Date 2 (optional)").fill(inDays(6));
    await page.getByLabel("Time 2 (NZ)").fill("14:00");
    await page.getByRole("button", { name: "Offer these times" }).click();

    await expect(page.getByRole("alert")).toContainText("Your answer was not sent");
    const first = page.getByLabel("Time 1 (NZ)");
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#offer-time1-error")).toHaveText("Choose a time in the future.");
    await expect(page.getByLabel("Date 2 (optional)")).toHaveValue(inDays(6));

    await page.getByLabel("Date 1").fill(inDays(5));
    await page.getByRole("button", { name: "Offer these times" }).click();
    await expect(page.getByRole("status")).toContainText("You offered");
    await expect(page.getByRole("status")).toContainText("2:00");
    // The practice can still confirm or decline while the patient chooses.
    await expect(page.getByRole("button", { name: "Decline the request" })).toBeVisible();
  });
});

test.describe("from the inbox", () => {
  // The inbox asks for its session before the operator signs in (401, as inbox.spec.ts allows).
  test.use({ allowedConsoleErrors: [/status of 401 /] });

  test("an operator sends a booking that names no dentist to a practice from the inbox", async ({ page }) => {
    const { reference } = await book(page.request, `hemi.inbox.${Date.now()}@example.test`, "");

    await page.goto("/admin");
    await signInAndOpenBooking(page, reference);

    const panel = page.getByRole("region", { name: "Practice", exact: true });
    await expect(panel).toContainText("Not sent to a practice yet.");
    // The operator finds the practice by name, not by an internal id; Enter searches, never sends.
    const search = panel.getByLabel(/Find a dentist, oral surgeon or emergency clinic/);
    await search.fill("tinakori");
    await search.press("Enter");
    await expect(panel.getByText(/^\d+ found\.$/)).toBeVisible();
    const choice = panel.getByRole("radio", { name: /Tinakori Smile Studio, Wellington/ });
    await expect(choice).toHaveValue(LISTING);
    await expect(panel).toContainText("Not sent to a practice yet.");
    await choice.check();
    await panel.getByRole("button", { name: "Send to practice" }).click();
    await expect(page.getByRole("status")).toHaveText("Sent to the practice.");
    await expect(panel).toContainText("Tinakori Smile Studio");
    await expect(panel).toContainText("Waiting for the practice");
    await expect(page.getByText("Status changed: New → In progress")).toBeVisible();
    await screenshots(page, "inbox-practice-panel");

    await openPracticeLink(page, reference);
    await expect(page.getByText("Hemi Practicelink")).toBeVisible();
  });
});
