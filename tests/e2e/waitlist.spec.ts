import { nzAppointmentTime } from "../../rules/appointment-time";
import { nzDateTime, nzInstant } from "../../rules/nz-time";
import { postBooking } from "./booking-post";
import { expectAccessible } from "./axe";
import { expect, screenshots, test, waitForHydration } from "./fixtures";
import { linkIn, mailTo } from "./mailbox";
import { LOOP_BASE_URL } from "./servers";
import { tabTo } from "./tab-to";

// The waitlist for an earlier time (issue 37 item 5), on the server that sends through a real SMTP
// server: a patient with a confirmed appointment joins the waitlist on their status page by
// keyboard, the practice offers a freed time on its link, the e-mail's link claims it, and the
// status page shows the confirmed earlier time.
test.use({ baseURL: LOOP_BASE_URL });

const LISTING = "dentist/tinakori-smile-studio-wellington";
const PRACTICE_EMAIL = "bookings@tinakorismile.co.nz";

const inDays = (days: number) => nzDateTime(new Date(Date.now() + days * 86_400_000)).date;

test("join the waitlist from a status page, the practice frees a time, the e-mail's link claims it", async ({
  page,
}) => {
  const email = `wai.${Date.now()}@example.test`;
  const { reference } = await postBooking(page.request, {
    lastName: "Waitlisttest",
    email,
    preferredDate: inDays(20),
    listing: LISTING,
  });

  // The practice confirms a time three weeks ahead by its link.
  const request = await mailTo(PRACTICE_EMAIL, new RegExp(`New booking request ${reference}`));
  const practiceLink = linkIn(request, /^\/practice\/requests\//);
  await page.goto(practiceLink);
  await page.getByLabel("Date", { exact: true }).fill(inDays(21));
  await page.getByLabel("Time (NZ)", { exact: true }).fill("15:00");
  await page.getByRole("button", { name: "Confirm this appointment" }).click();
  await expect(page.getByRole("status").first()).toContainText("You confirmed");

  // The patient joins the waitlist on their status page, by keyboard.
  const confirmed = await mailTo(email, new RegExp(`appointment is confirmed \\(${reference}\\)`));
  const statusLink = linkIn(confirmed, /^\/requests\//);
  await page.goto(statusLink);
  await waitForHydration(page);
  const box = page.getByRole("region", { name: "Hear of an earlier time" });
  await expect(box).toBeVisible();
  await expect(box.getByLabel("Tell me until")).toHaveValue(inDays(21));
  await box.getByLabel("At any practice in Wellington").check();
  await tabTo(page, page.getByRole("button", { name: "Put me on the waitlist" }));
  await page.keyboard.press("Enter");
  await expect(box.getByRole("status")).toHaveText(/You are on the waitlist/);
  await expect(box).toContainText("any practice in Wellington");
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, "waitlist-form", [320, 390, 1280]);

  // The practice offers a freed time, three days ahead.
  await page.goto(practiceLink);
  const freed = page.getByRole("region", { name: "Offer a freed time" });
  await freed.getByLabel("Freed date").fill(inDays(3));
  await freed.getByLabel("Freed time (NZ)").fill("09:00");
  await freed.getByLabel("Freed time (NZ)").focus();
  await tabTo(page, page.getByRole("button", { name: "Offer this time to the waitlist" }));
  await page.keyboard.press("Enter");
  await expect(freed.getByRole("status")).toContainText(/we e-mailed \d+ patients?/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, "practice-freed-time", [390, 1280]);

  // The patient's e-mail: its link claims the time.
  const start = nzInstant(inDays(3), "09:00")!.toISOString();
  const offer = await mailTo(email, /An earlier time/);
  expect(offer.text).toContain(nzAppointmentTime(start));
  await page.goto(linkIn(offer, /^\/waitlist\//));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("An earlier time has come free");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Take this time" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This time is yours");

  // The confirmation with its calendar file, and the status page shows the new time.
  await mailTo(email, new RegExp(`appointment is confirmed \\(${reference}\\)`));
  await page.goto(statusLink);
  await expect(page.getByText(nzAppointmentTime(start)).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Hear of an earlier time" })).toContainText("Put me on the waitlist");
});
