import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";
import { v7 as uuidv7 } from "uuid";

import { nzDateTime, nzInstant } from "../../rules/nz-time";
import { sealStatusToken, statusLinkSealKey } from "../../server/platform/private-links/status-link-seal";
import { auditHashKey } from "../../server/platform/audit/audit";
import { newStatusToken } from "../../server/platform/private-links/status-token";
import { part } from "../server/smtp";
import { icsProperty, nzIcsTime } from "../support/ics";
import { postBooking } from "./booking-post";
import { expectAccessible } from "./axe";
import { submissionIdOf, withLoopDatabase } from "./e2e-database";
import { expect, screenshots, test, waitForHydration } from "./fixtures";
import { linkIn, mailTo } from "./mailbox";
import { LOOP_BASE_URL, LOOP_DATA_DIR } from "./servers";
import { tabTo } from "./tab-to";

// The patient's side of the request loop (issue 22, items 3 and 6), on the server that sends
// through a real SMTP server: the status link from the patient's e-mail, a practice's offered
// times accepted there, the confirmed appointment naming the practice with its calendar file, and
// a cancellation, by keyboard alone and without JavaScript.
test.use({ baseURL: LOOP_BASE_URL });

const PRACTICE = {
  name: "Tinakori Smile Studio",
  phone: "04 555 0100",
  address: "12 Tinakori Road, Thorndon, Wellington",
  email: "bookings@tinakori.example",
  dentist: "Dr Priya Raman",
};

/** A New Zealand wall-clock time some days ahead, as the practice's page would store it. */
function nzDaysAhead(days: number, time: string): string {
  const { date } = nzDateTime(new Date(Date.now() + days * 86_400_000));
  return nzInstant(date, time)!.toISOString();
}

/**
 * A patient books through the form service; their e-mail's status link is returned, and the
 * practice's answer (offered times) is written to the loop server's database as the practice's
 * page leaves it.
 */
async function bookedAndOffered(page: Page, times: string[]) {
  const email = `hemi.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.test`;
  const { reference } = await postBooking(page.request, { lastName: "Looptest", email, urgency: "urgent" });
  const received = await mailTo(email, new RegExp(`booking request ${reference}`));
  const statusLink = linkIn(received, /^\/requests\//);

  await withLoopDatabase(async (db) => {
    const id = await submissionIdOf(db, reference);
    await db.updateTable("submissions").set({ status: "in_progress" }).where("id", "=", id).execute();
    const link = newStatusToken();
    const sent = new Date().toISOString();
    await db
      .insertInto("practice_requests")
      .values({
        id: uuidv7(),
        submission_id: id,
        listing_ref: "dentist/tinakori-smile-studio-wellington",
        practice_id: "tinakori",
        practice_name: PRACTICE.name,
        practice_phone: PRACTICE.phone,
        practice_address: PRACTICE.address,
        practice_email: PRACTICE.email,
        dentist_name: PRACTICE.dentist,
        token_hash: link.hash,
        token_sealed: sealStatusToken(link.token, statusLinkSealKey(auditHashKey({ DATA_DIR: LOOP_DATA_DIR }))),
        status: "offered",
        emergency: 0,
        sent_at: sent,
        expires_at: new Date(Date.now() + 14 * 86_400_000).toISOString(),
        first_answer_at: sent,
        appointment_start: null,
        appointment_minutes: null,
        offered_times: JSON.stringify(times),
        decline_reason: null,
        reminded_at: null,
        escalated_at: null,
        cancelled_at: null,
        updated_at: sent,
      })
      .execute();
  });
  return { email, reference, statusLink };
}

const ics = (path: string) => readFileSync(path, "utf8");
const nzStart = (iso: string) => `DTSTART;TZID=Pacific/Auckland:${nzIcsTime(iso)}`;

test("a patient accepts a practice's offered time from their e-mail's link, by keyboard, gets the .ics, and can cancel", async ({
  page,
}) => {
  const times = [nzDaysAhead(3, "10:30"), nzDaysAhead(4, "14:15")];
  const booking = await bookedAndOffered(page, times);

  await page.goto(booking.statusLink);
  await waitForHydration(page);
  const offered = page.getByRole("region", { name: "Choose a time" });
  await expect(offered).toBeVisible();
  await expect(offered.getByRole("listitem")).toHaveCount(2);
  await expect(offered).toContainText(/\w+day \d{1,2} \w+ \d{4}/);
  await expect(offered).toContainText("2:15 pm");
  // Not named until a time is agreed.
  await expect(page.locator("main")).not.toContainText(PRACTICE.name);
  await expectAccessible(page);
  await screenshots(page, "request-offered");

  const second = offered.getByRole("button", { name: /^Accept this time for .*2:15 pm$/ });
  await tabTo(page, second);
  await page.keyboard.press("Enter");

  const appointment = page.getByRole("region", { name: "Your appointment" });
  // The pressed button is gone: the keyboard user is taken to what replaced it.
  await expect(appointment.getByRole("heading", { name: "Your appointment" })).toBeFocused();
  await expect(appointment).toContainText(PRACTICE.name);
  await expect(appointment).toContainText(PRACTICE.address);
  await expect(appointment).toContainText("2:15 pm");
  await expect(appointment.getByRole("link", { name: PRACTICE.phone })).toHaveAttribute("href", "tel:+6445550100");
  await expect(page.getByRole("region", { name: "Choose a time" })).toHaveCount(0);
  await expect(page.locator('li[aria-current="step"]')).toContainText(`Your appointment at ${PRACTICE.name} is on`);
  await expectAccessible(page);
  await screenshots(page, "request-confirmed");
  // Opening the page on an agreed appointment leaves the focus where a page load puts it.
  await page.reload();
  await waitForHydration(page);
  await expect(appointment.getByRole("heading", { name: "Your appointment" })).not.toBeFocused();

  // The calendar file, downloaded from the page by keyboard.
  const calendarLink = appointment.getByRole("link", { name: "Add to calendar (.ics)" });
  await tabTo(page, calendarLink);
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toBe(`dental-appointment-${booking.reference}.ics`);
  const file = ics(await download.path());
  expect(file).toContain("METHOD:PUBLISH");
  expect(file).toContain(nzStart(times[1]!));
  expect(file).toContain("BEGIN:VTIMEZONE");
  expect(icsProperty(file, "SUMMARY")).toBe(`:Dental appointment with ${PRACTICE.dentist} at ${PRACTICE.name}`);

  // The patient's e-mail says so, with the same calendar file attached, and no health details.
  const confirmed = await mailTo(booking.email, new RegExp(`appointment is confirmed \\(${booking.reference}\\)`));
  expect(confirmed.text).toContain(PRACTICE.name);
  expect(part(confirmed.raw, "text/calendar")).toContain(nzStart(times[1]!));
  expect(`${confirmed.text}${confirmed.html}`).not.toMatch(/zq-health-canary|urgent|General Checkup/i);

  // Cancelling, with a confirm step, by keyboard.
  await tabTo(page, appointment.getByRole("link", { name: "Cancel this appointment" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Cancel your appointment on .*\? We will tell the practice\./)).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "Yes, cancel my appointment" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(`You cancelled your appointment at ${PRACTICE.name} on`)).toBeVisible();
  await expect(page.locator('li[aria-current="step"]')).toContainText("Closed");
  await expect(page.getByRole("region", { name: "Your appointment" })).toHaveCount(0);
  // Its e-mail carries the file that takes the event out of the patient's calendar: the same UID.
  const cancelled = await mailTo(booking.email, new RegExp(`appointment is cancelled \\(${booking.reference}\\)`));
  const removal = part(cancelled.raw, "text/calendar");
  expect(icsProperty(removal, "METHOD")).toBe(":CANCEL");
  expect(icsProperty(removal, "UID")).toBe(icsProperty(file, "UID"));
  expect(icsProperty(removal, "STATUS")).toBe(":CANCELLED");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the offered times are accepted and the appointment cancelled by plain form posts", async ({ page }) => {
    const times = [nzDaysAhead(5, "09:00")];
    const booking = await bookedAndOffered(page, times);

    await page.goto(booking.statusLink);
    const offered = page.getByRole("region", { name: "Choose a time" });
    await expect(offered).toContainText("9:00 am");
    await offered.getByRole("button", { name: /^Accept this time/ }).click();

    await expect(page).toHaveURL(booking.statusLink);
    const appointment = page.getByRole("region", { name: "Your appointment" });
    await expect(appointment).toContainText(PRACTICE.name);
    await expect(appointment).toContainText("9:00 am");
    const calendar = await page.request.get(
      (await appointment.getByRole("link", { name: "Add to calendar (.ics)" }).getAttribute("href"))!,
    );
    expect(calendar.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(await calendar.text()).toContain(nzStart(times[0]!));

    await appointment.getByRole("link", { name: "Cancel this appointment" }).click();
    await page.getByRole("button", { name: "Yes, cancel my appointment" }).click();
    await expect(page).toHaveURL(booking.statusLink);
    await expect(page.getByText(`You cancelled your appointment at ${PRACTICE.name} on`)).toBeVisible();

    // Closed: the details can be erased too, with the same confirm step.
    const erase = page.getByRole("region", { name: "Erase your details" });
    await erase.getByRole("link", { name: "Erase my details…" }).click();
    await erase.getByRole("button", { name: "Yes, erase my details" }).click();
    await expect(page.getByRole("status")).toHaveText("Your personal details have been erased.");
  });
});
