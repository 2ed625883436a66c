import type { Page } from "@playwright/test";

import { nzToday } from "../../forms";
import { expectAccessible } from "./axe";
import { postBooking } from "./booking-post";
import { publishReviewOf } from "./published-review";
import { expect, screenshots, test, waitForHydration, JOURNEY_TIMEOUT } from "./fixtures";
import { linkIn, mailsTo, mailTo } from "./mailbox";
import { signInAsOperator } from "./operator";
import { practiceConfirms } from "./practice-confirms";
import { LOOP_BASE_URL } from "./servers";

// Issue 35 items 5 and 6 end to end, on the server that sends through a real SMTP server: a
// practice confirms a booking, the patient's review is published, the practice is e-mailed a link
// and replies once (a reply naming treatment is refused), an operator publishes the reply and it
// shows under the review; a report that the review names someone hides it at once, and the
// operator's decision shows it again.
// The refused reply answers 400; the inbox asks for a session (401) before its sign-in form.
test.use({ baseURL: LOOP_BASE_URL, allowedConsoleErrors: [/status of 40[01]/] });

const LISTING = "dentist/tinakori-smile-studio-wellington";
const PRACTICE_EMAIL = "bookings@tinakorismile.co.nz";
const REVIEW_TEXT = "Every cost was explained before we started, and I was seen five minutes early. Calm and kind.";

async function openModeration(page: Page, signIn = true) {
  await page.goto("/admin/reviews/replies-reports");
  if (signIn) await signInAsOperator(page);
  // Signing in hashes the password (scrypt): slow on a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: "Replies and reports" })).toBeVisible({ timeout: 20_000 });
  await waitForHydration(page);
}

test("a practice replies once to a published review; a report that it names someone hides it at once", async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const email = `hemi.review.${Date.now()}@example.test`;
  const { reference } = await postBooking(page.request, {
    lastName: "Reviewtest",
    email,
    preferredDate: nzToday(new Date(Date.now() + 3 * 86_400_000)),
    listing: LISTING,
  });

  // The practice confirms a time from its link.
  await practiceConfirms(page, PRACTICE_EMAIL, reference, { days: 2, time: "10:30" });

  const reviewId = await publishReviewOf(reference, REVIEW_TEXT);

  // The practice is e-mailed a link to reply; the e-mail carries nothing of the review.
  const published = (await mailsTo(PRACTICE_EMAIL, /A patient's review of Tinakori Smile Studio was published/)).at(
    -1,
  )!;
  expect(`${published.text}${published.html}`).not.toContain("five minutes early");
  expect(`${published.text}${published.html}`).not.toContain("Reviewtest");
  const replyLink = linkIn(published, /^\/review-reply\//);
  await page.goto(replyLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reply to a review");
  await expect(page.getByText(REVIEW_TEXT)).toBeVisible();
  await expect(page.getByRole("heading", { name: /Hemi R\. on/ })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "review-reply-form");

  // A reply that confirms treatment is refused beside the field, what was typed kept.
  await waitForHydration(page);
  const field = page.getByLabel(/Your reply/);
  await field.fill("Glad the crown fits well, see you at your next visit.");
  await page.getByRole("button", { name: "Send the reply to a moderator" }).click();
  await expect(page.locator("#reply-text-error")).toContainText("cannot mention the patient");
  await expect(field).toHaveValue("Glad the crown fits well, see you at your next visit.");

  await field.fill("Thank you for the kind words, we work hard to run on time.");
  await page.getByRole("button", { name: "Send the reply to a moderator" }).click();
  await expect(page.getByRole("status")).toContainText("Your reply is with a moderator");
  // Once only: the link now shows the reply, not a form.
  await page.goto(replyLink);
  await expect(page.getByRole("button", { name: "Send the reply to a moderator" })).toHaveCount(0);

  // An operator publishes the reply.
  await openModeration(page);
  const waiting = page.getByRole("listitem").filter({ hasText: "we work hard to run on time" });
  await expect(waiting).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "review-replies-reports-queue");
  await waiting.getByRole("button", { name: "Publish the reply" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "we work hard to run on time" })).toHaveCount(0);
  await mailTo(PRACTICE_EMAIL, /Your reply is published \(Tinakori Smile Studio\)/);

  // The reply shows under the review; anyone can report it.
  await page.goto(`/reviews/${reviewId}/report`);
  await expect(page.getByText("The practice replied")).toBeVisible();
  await expect(page.getByText("we work hard to run on time")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "review-report-form");
  await waitForHydration(page);
  await page.getByLabel("It names a member of staff or another patient").check();
  await page.getByLabel("Anything to add (optional)").fill("It names the receptionist.");
  await page.getByLabel(/Your e-mail/).fill(`reader.${Date.now()}@example.test`);
  await page.getByRole("button", { name: "Send the report" }).click();
  await expect(page.getByRole("status")).toContainText("The review is hidden now", { timeout: 15_000 });
  await page.goto(`/reviews/${reviewId}/report`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This review is hidden");
  // The author is told.
  await mailTo(email, /Someone reported your review of Dr Priya Raman/);

  // The moderator decides, with a reason; the review shows again and the reporter is told.
  await openModeration(page, false);
  const report = page.getByRole("listitem").filter({ hasText: "It names a member of staff or another patient" });
  await expect(report).toContainText("Hidden at once");
  await report.getByLabel(/Why/).fill("The name is the practice's, not a person's.");
  await report.getByLabel("Keep the review up").check();
  await report.getByRole("button", { name: "Record the decision" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "It names a member of staff" })).toHaveCount(0);
  await page.goto(`/reviews/${reviewId}/report`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Report this review");

  // The policy page counts what was published.
  await page.goto("/reviews-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How verified reviews work");
  await expect(page.getByRole("heading", { name: "Reviews published and rejected, by quarter" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "review-policy");
});
