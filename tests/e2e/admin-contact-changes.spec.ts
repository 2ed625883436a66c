import { expectAccessible } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { linkIn, mailsTo } from "./mailbox";
import { operatorCsrf, signInAsOperator } from "./operator";
import { LOOP_BASE_URL } from "./servers";
import { tabTo } from "./tab-to";

// Issue 48 item 9, D728: a manager's change of where booking requests go waits; an operator finds it
// on the contact changes screen, among every practice's, and approves it by keyboard. On the server
// that sends through SMTP on loopback, for the manager's invitation.
test.use({ baseURL: LOOP_BASE_URL });

/** A sample practice no other spec changes. */
const PRACTICE = "caroline-bay-dental-timaru";
const SCREEN = "/admin/contact-changes";

test("an operator approves a manager's held booking e-mail change from the contact changes screen", async ({
  page,
  browser,
}) => {
  const manager = `contact.manager.${Date.now()}@example.test`;
  const asked = `bookings.${Date.now()}@elsewhere.example`;

  await page.goto(`/admin/login?next=${encodeURIComponent(SCREEN)}`);
  await signInAsOperator(page);
  await expect(page.getByRole("heading", { level: 1, name: "Contact changes" })).toBeVisible();

  // The practice's manager, added by the operators' people API (the owner's invitation has its own
  // spec), accepts the e-mailed invitation in a browser of their own and changes the booking e-mail.
  const added = await page.request.post(`/admin/api/practices/${PRACTICE}/people`, {
    headers: { "x-csrf-token": await operatorCsrf(page.request) },
    data: { email: manager, role: "manager" },
  });
  expect(added.status()).toBe(201);
  const context = await browser.newContext({ baseURL: LOOP_BASE_URL });
  const desk = await context.newPage();
  await desk.goto(linkIn((await mailsTo(manager, /invited/)).at(-1)!, /^\/practice\/sign-in\//));
  await desk.getByRole("button", { name: "Accept and sign in" }).click();
  await desk.goto("/practice/listing");
  await desk.getByLabel("Booking requests go to").fill(asked);
  await desk.locator("#facts-save").click();
  await expect(desk.getByRole("status").filter({ hasText: "Waiting for an owner to confirm" })).toBeVisible();
  await context.close();

  // The operator's screen lists it, with who asked and what changes; approved by keyboard.
  await page.goto(SCREEN);
  await waitForHydration(page);
  const change = page.getByRole("listitem").filter({ hasText: asked });
  await expect(change).toContainText("Caroline Bay Dental");
  await expect(change).toContainText(manager);
  await expect(change.getByRole("definition").filter({ hasText: "Was:" })).toHaveText(
    "Was: bookings@carolinebaydental.co.nz",
  );
  await expect(page.getByRole("link", { name: /^Waiting \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);
  await page.locator("body").focus();
  await tabTo(page, change.getByRole("button", { name: /^Approve/ }));
  await page.keyboard.press("Enter");
  await expect(change.getByRole("status")).toHaveText("Approved: it is live.");

  // It is live, and among the recent ones with who approved it.
  await page.getByRole("link", { name: "Recent" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: asked })).toContainText("Made live by operator");
  await expect(change.getByRole("link", { name: "Caroline Bay Dental" })).toHaveAttribute(
    "href",
    /^\/admin\/listings\/dentist\//,
  );
});
