import { nzToday } from "../../forms";
import { nzDateTime } from "../../rules/nz-time";
import { expectAccessible } from "./axe";
import { postBooking } from "./booking-post";
import { expect, screenshots, test, JOURNEY_TIMEOUT } from "./fixtures";
import { mailsTo } from "./mailbox";
import { signInAs } from "./practice-sign-in";
import { LOOP_BASE_URL } from "./servers";

// A practice's account (issue 36 items 1, 2, 5), on the server that sends through a real SMTP
// server on loopback: the owner asks for a sign-in link from the partner page, signs in with the
// link from their e-mail, finds the practice's requests in one place and answers one.
test.use({ baseURL: LOOP_BASE_URL });

/** Tinakori Smile Studio's listed address: the sample practice's owner. */
const OWNER = "studio@tinakorismile.co.nz";
const LISTING = "dentist/tinakori-smile-studio-wellington";

const inDays = (days: number) => nzDateTime(new Date(Date.now() + days * 86_400_000)).date;

test("a practice owner signs in by e-mailed link, finds the practice's requests and answers one", async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const before = (await mailsTo(OWNER, /sign-in link/, 0)).length;
  const { reference } = await postBooking(page.request, {
    lastName: "Accountlist",
    email: `rawiri.${Date.now()}@example.test`,
    preferredDate: nzToday(new Date(Date.now() + 3 * 86_400_000)),
    listing: LISTING,
  });

  await page.goto("/practice/sign-in");
  await expectAccessible(page);
  await screenshots(page, "practice-sign-in");

  await signInAs(page, OWNER, before, { scan: true });
  const card = page.getByRole("listitem").filter({ hasText: reference });
  await expect(card).toContainText("Accountlist");
  await expect(card).toContainText("Waiting for your answer");
  await expectAccessible(page);
  await screenshots(page, "practice-requests");

  // Filtered by status: it is new, not confirmed.
  await page.getByRole("link", { name: /^Confirmed \(/ }).click();
  await expect(page.getByRole("listitem").filter({ hasText: reference })).toHaveCount(0);
  await page.getByRole("link", { name: /^New \(/ }).click();
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Booking request ${reference}`);
  await expectAccessible(page);

  await page.getByLabel("Date", { exact: true }).fill(inDays(5));
  await page.getByLabel("Time (NZ)", { exact: true }).fill("11:15");
  await page.getByRole("button", { name: "Confirm this appointment" }).click();
  await expect(page.getByRole("status")).toContainText("You confirmed");
  await page.getByRole("link", { name: "← All requests" }).click();
  await page.getByRole("link", { name: /^Confirmed \(/ }).click();
  await expect(page.getByRole("listitem").filter({ hasText: reference })).toContainText("11:15");

  // The owner's people page, then signing out ends the session.
  await page.getByRole("link", { name: "People" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("People");
  await expect(page.getByRole("region", { name: /^Who can sign in/ }).getByText(OWNER, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "practice-people");
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Practice sign in");
  await page.goto("/practice");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Practice sign in");
});
