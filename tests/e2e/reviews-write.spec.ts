import type { Page } from "@playwright/test";

import { postBooking } from "./booking-post";
import { E2E_LISTINGS_CLOCK } from "./clock";
import { submissionIdOf, withLoopDatabase } from "./e2e-database";
import { expectAccessible } from "./axe";
import { expect, screenshots, test, WITH_320, JOURNEY_TIMEOUT } from "./fixtures";
import { linkIn, mailTo } from "./mailbox";
import { signInAsOperator } from "./operator";
import { practiceConfirms } from "./practice-confirms";
import { LOOP_BASE_URL } from "./servers";

// Verified reviews, the patient's side and moderation (issue 35), on the server that sends through
// a real SMTP server: a booking naming a dentist, the practice confirms on its link, the clock
// passes the appointment, the invitation arrives, the patient writes a review (without JavaScript),
// an operator publishes it from the queue and the patient is told; the same link is then refused.
test.use({ baseURL: LOOP_BASE_URL, allowedConsoleErrors: [/status of 401/] });

const LISTING = "dentist/tinakori-smile-studio-wellington";
const PRACTICE_EMAIL = "bookings@tinakorismile.co.nz";

const TEXT =
  "The front desk explained the costs before anything started, I was seen within five minutes of my time, and the rooms were bright and easy to reach with a pushchair.";

/**
 * The clock passes the appointment: on the loop server's database, the visit is moved to
 * 25 hours ago and the invitation's timer made due now, as if that time had come (the server's
 * worker then runs it as it would have).
 */
async function appointmentPassed(reference: string) {
  await withLoopDatabase(async (db) => {
    const id = await submissionIdOf(db, reference);
    // 25 hours ago, and not after the pages' clock (LISTINGS_CLOCK): the profile counts only visits
    // up to its "now", and the e2e servers' is fixed.
    const start = new Date(
      Math.min(Date.now() - 25 * 3_600_000, Date.parse(E2E_LISTINGS_CLOCK) - 3_600_000),
    ).toISOString();
    await db
      .updateTable("practice_requests")
      .set({ appointment_start: start })
      .where("submission_id", "=", id)
      .execute();
    await db
      .updateTable("review_invitations")
      .set({ appointment_start: start, expires_at: new Date(Date.now() + 59 * 86_400_000).toISOString() })
      .where("submission_id", "=", id)
      .execute();
    await db
      .updateTable("jobs")
      .set({ run_at: new Date().toISOString() })
      .where("submission_id", "=", id)
      .where("kind", "=", "review-invite")
      .execute();
  });
}

/** The profile's figures as a patient reads them: the count, and each overall score's bar (5 stars first). */
async function profileFigures(page: Page) {
  await page.goto(`/dentists/${LISTING.slice("dentist/".length)}`);
  const section = page.getByRole("region", { name: "Verified reviews" });
  const text = (await section.textContent()) ?? "";
  const count = Number(text.match(/From ([\d,]+) verified reviews/)![1]!.replace(",", ""));
  const bars = (
    await section
      .getByRole("table", { name: "How many reviews gave each overall score" })
      .locator("td:last-child")
      .allTextContents()
  ).map((t) => Number(t.replace(",", "")));
  const big = await section.getByTestId("reviews-summary").locator("p").first().textContent();
  const average = Number(big!.match(/\d\.\d/)![0]);
  return { count, bars, average };
}

test("a confirmed visit is invited to review, the patient writes one without JavaScript, an operator publishes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const email = `mere.review.${Date.now()}@example.test`;
  const { reference } = await postBooking(page.request, {
    firstName: "Mere",
    lastName: "Reviewtest",
    email,
    listing: LISTING,
    message: "zq-review-canary",
  });
  await practiceConfirms(page, PRACTICE_EMAIL, reference, { days: 3, time: "10:30" });
  await appointmentPassed(reference);

  // The invitation: the practice's name and the link, no health details, no surname.
  const invitation = await mailTo(email, /^How was your visit to Tinakori Smile Studio\?$/);
  expect(`${invitation.text}${invitation.html}`).not.toMatch(/zq-review-canary|Reviewtest|Root Canal|urgent/i);
  const link = linkIn(invitation, /^\/review\//);

  // The review page, as the e-mail's link opens it (opening it uses nothing up).
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How was your visit?");
  await expect(page.getByRole("link", { name: "Health and Disability Commissioner" })).toBeVisible();
  await expect(page.getByText("Published as Mere R.")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "review-form", WITH_320);

  // The patient writes it without JavaScript: the plain form and the server's answers.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: LOOP_BASE_URL });
  const patient = await plain.newPage();
  await patient.goto(link);

  // Too short, and a score left out: refused beside the fields, the text kept.
  const overall = patient.getByRole("group", { name: "Overall experience" });
  await overall.getByRole("radio", { name: /^4 / }).check();
  await patient.getByLabel("Your review").fill("Nice visit.");
  await patient.getByRole("button", { name: "Send my review" }).click();
  await expect(patient.getByRole("alert")).toContainText("Your review was not sent");
  await expect(patient.getByText("Please write at least 30 characters (you have 11).")).toBeVisible();
  await expect(patient.getByLabel("Your review")).toHaveValue("Nice visit.");
  await expect(
    patient.getByRole("group", { name: "Overall experience" }).getByRole("radio", { name: /^4 / }),
  ).toBeChecked();
  await screenshots(patient, "review-form-errors", WITH_320);

  for (const [group, stars] of [
    ["Costs explained before treatment", "5"],
    ["Waiting and punctuality", "4"],
    ["Communication and being listened to", "5"],
    ["Premises and accessibility", "3"],
  ] as const) {
    await patient
      .getByRole("group", { name: group })
      .getByRole("radio", { name: new RegExp(`^${stars} `) })
      .check();
  }
  await patient.getByLabel("Your review").fill(TEXT);
  await patient.getByRole("button", { name: "Send my review" }).click();
  await expect(patient.getByRole("heading", { level: 1 })).toHaveText("Thank you for your review");

  // The same link again: refused (410), to read and to post.
  const again = await patient.goto(link);
  expect(again?.status()).toBe(410);
  await expect(patient.getByRole("heading", { level: 1 })).toHaveText("This link has been used");
  await plain.close();

  // The profile's figures before the review is published: it counts nowhere until then.
  const before = await profileFigures(page);

  // The operator's queue: the review, its scores, the three decisions; publishing it.
  await page.goto("/admin/reviews");
  await signInAsOperator(page);
  // Signing in hashes the password: slow on a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible({ timeout: 30_000 });
  const item = page.getByRole("listitem").filter({ hasText: TEXT });
  await expect(item).toContainText("Mere R. on Dr Priya Raman, Tinakori Smile Studio");
  await expect(item).toContainText("3 of 5");
  await expectAccessible(page);
  await screenshots(page, "admin-reviews", WITH_320);
  await item.getByRole("button", { name: "Publish as written" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: TEXT })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Recently decided" })).toContainText(
    "Mere R. on Tinakori Smile Studio: published",
  );

  const published = await mailTo(email, /^Your review of Tinakori Smile Studio is published$/);
  expect(linkIn(published, /^\/dentists\//)).toContain("/dentists/tinakori-smile-studio-wellington");

  // Published, it counts: one more review, one more in the 4-star bar, and the average is the bars' mean.
  await expect(async () => {
    const after = await profileFigures(page);
    expect(after.count).toBe(before.count + 1);
    expect(after.bars).toEqual(before.bars.map((n, i) => (i === 1 ? n + 1 : n)));
    const mean = after.bars.reduce((sum, n, i) => sum + n * (5 - i), 0) / after.count;
    expect(after.average).toBe(Math.round(mean * 10) / 10);
  }).toPass({ timeout: 10_000, intervals: [500] });
});

test.describe("a forged link", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test("a forged review link opens nothing", async ({ page }) => {
    const response = await page.goto(`/review/${"A".repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not open a review");
  });
});
