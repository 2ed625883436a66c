import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";
import { linkIn, mailsTo } from "./mailbox";
import { signInAs } from "./practice-sign-in";
import { LOOP_BASE_URL } from "./servers";

// Where a practice's health details go is not changed quietly (issue 48 item 9): an owner's change of
// the phone is live at once, and the old booking address gets an e-mailed link that opens a page with
// one button to undo it. The page is reached only by that link, so it is scanned here. What is stored,
// who is told and the link's single use are server tests (server/accounts/contact-changes.test.ts).
// A sample practice no other test uses (admin-contact-changes.spec.ts holds a change of Caroline Bay
// Dental, which would be undone or replaced here); the undo puts its phone back.
test.use({ baseURL: LOOP_BASE_URL });

const OWNER = "hello@kaitihilldental.co.nz";
const BOOKING_ADDRESS = "bookings@kaitihilldental.co.nz";
const CHANGED = /where booking requests go has changed/;

test("an owner changes the phone; the old booking address's e-mailed link undoes it", async ({ page }) => {
  const signIns = (await mailsTo(OWNER, /sign-in link/, 0)).length;
  const notices = (await mailsTo(BOOKING_ADDRESS, CHANGED, 0)).length;
  await signInAs(page, OWNER, signIns);
  await page.getByRole("link", { name: "Listing" }).click();
  await page.getByLabel("Phone", { exact: true }).fill("(06) 555 0999");
  await page.locator("#facts-save").click();
  await expect(page.getByRole("status")).toContainText("Saved and published: Phone");

  const notice = (await mailsTo(BOOKING_ADDRESS, CHANGED, notices + 1)).at(-1)!;
  await page.goto(linkIn(notice, /^\/practice\/contact-change\//));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Undo this change");
  await expect(page.getByRole("listitem").filter({ hasText: "(06) 555 0999" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Undo the change" }).click();
  await expect(page.getByRole("status")).toHaveText("Undone: the previous details are back on the listing.");
  await expectAccessible(page);
});
