import { nzToday } from "../../forms";
import { expectAccessible } from "./axe";
import { postBooking } from "./booking-post";
import { expect, screenshots, test, waitForHydration, WITH_320, JOURNEY_TIMEOUT } from "./fixtures";
import { linkIn, mailsTo } from "./mailbox";
import { practiceConfirms } from "./practice-confirms";
import { signInAs } from "./practice-sign-in";
import { publishReviewOf } from "./published-review";
import { LOOP_BASE_URL } from "./servers";
import { tabTo } from "./tab-to";

// A practice's reviews and figures in its account (issue 35 item 5, issue 36 item 6), on the server
// that sends through a real SMTP server on loopback: the owner finds a published review under
// "Reviews" and replies once with the keyboard alone (a reply naming treatment refused beside the
// field, the text kept), after which the e-mailed reply link shows the reply instead of a form;
// "Figures" shows the practice's requests week by week and how the band is worked out.
// The refused reply answers 400.
test.use({ baseURL: LOOP_BASE_URL, allowedConsoleErrors: [/status of 400/] });
// One after the other: both sign in as the same owner by the newest link e-mailed to them.
test.describe.configure({ mode: "serial" });

// Cuba Quarter Dental: a practice no other spec signs in to or books, so specs running side by side
// never read each other's sign-in links or review e-mails.
const OWNER = "hello@cubaquarterdental.co.nz";
const PRACTICE_EMAIL = "bookings@cubaquarterdental.co.nz";
const LISTING = "dentist/cuba-quarter-dental-wellington";
const REVIEW_TEXT =
  "The front desk rang back within the hour and every cost was written down for us. Lovely, calm rooms.";

test("a practice owner replies to a review from the account with the keyboard alone", async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const { reference } = await postBooking(page.request, {
    lastName: "Accountreview",
    email: `mere.${Date.now()}@example.test`,
    preferredDate: nzToday(new Date(Date.now() + 3 * 86_400_000)),
    listing: LISTING,
  });
  // The practice confirms from its e-mailed link; the patient's review is published.
  await practiceConfirms(page, PRACTICE_EMAIL, reference, { days: 2, time: "09:45" });
  const reviewId = await publishReviewOf(reference, REVIEW_TEXT);
  const published = (await mailsTo(PRACTICE_EMAIL, /A patient's review of Cuba Quarter Dental was published/)).at(-1)!;
  const replyLink = linkIn(published, /^\/review-reply\//);

  await signInAs(page, OWNER, (await mailsTo(OWNER, /sign-in link/, 0)).length);
  await page.getByRole("navigation", { name: "Practice account" }).getByRole("link", { name: "Reviews" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reviews");
  const item = page.getByRole("listitem").filter({ hasText: REVIEW_TEXT });
  await expect(item).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "practice-reviews", WITH_320);

  // The keyboard alone: Tab to this review's reply box, type, Tab to its button, Enter.
  await waitForHydration(page);
  const box = `#reply-${reviewId}-text`;
  await tabTo(page, box);
  await page.keyboard.type("Thank you! We hope the filling feels fine and see you at your check-up.");
  await tabTo(page, `li:has(${box}) button[type="submit"]`);
  await page.keyboard.press("Enter");
  await expect(page.locator(`#reply-${reviewId}-text-error`)).toContainText("cannot mention the patient");
  await expect(page.locator(box)).toHaveValue(
    "Thank you! We hope the filling feels fine and see you at your check-up.",
  );
  await expectAccessible(page);

  await page.locator(box).focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Thank you for writing. We are glad the costs were clear and the rooms calm.");
  await tabTo(page, `li:has(${box}) button[type="submit"]`);
  await page.keyboard.press("Enter");
  await expect(item.getByRole("status")).toContainText("Your reply is with a moderator");
  await expect(page.locator(box)).toHaveCount(0);

  // The e-mailed link now shows that reply, not a form: one reply, whichever way it came.
  await page.goto(replyLink);
  await expect(page.getByText("Your reply is with a moderator")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send the reply to a moderator" })).toHaveCount(0);
});

test("a practice owner reads the practice's figures week by week, and how the band is worked out", async ({ page }) => {
  await signInAs(page, OWNER, (await mailsTo(OWNER, /sign-in link/, 0)).length);
  await page.getByRole("navigation", { name: "Practice account" }).getByRole("link", { name: "Figures" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Figures");
  await expect(page.getByRole("heading", { name: "Week by week" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How fast you answer" })).toBeVisible();
  await expect(page.getByText(/^Last 30 days: \d+ requests?/)).toBeVisible();
  await page.getByText("How this is worked out").click();
  await expect(page.getByText(/80% of them were answered within/)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "practice-figures", WITH_320);
});
