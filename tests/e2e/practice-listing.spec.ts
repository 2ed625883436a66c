import { expectAccessible } from "./axe";
import { expect, screenshots, test, waitForHydration, WITH_320, JOURNEY_TIMEOUT } from "./fixtures";
import { linkIn, mailsTo } from "./mailbox";
import { signInAsOperator } from "./operator";
import { signInAs } from "./practice-sign-in";
import { LOOP_BASE_URL } from "./servers";
import { tabTo } from "./tab-to";

// A practice keeps its own listing true (issue 36 item 4), on the server that sends through a real
// SMTP server on loopback: the owner invites a manager, who changes the opening hours (public
// within 5 seconds) and adds a dentist, who waits until an operator approves the registration.
test.use({ baseURL: LOOP_BASE_URL });

/** Johnsonville Hub Dental's listed address: the sample practice's owner. */
const OWNER = "kiaora@jvillehubdental.co.nz";
const PROFILE = "/dentists/johnsonville-hub-dental-wellington";
/** The new dentist's profile: its id is made from the name and the practice's id. */
const NEW_PROFILE = "/dentists/hemi-walker-johnsonville-hub-dental-wellington";

test("a manager changes the hours, public within 5 seconds; a new dentist appears once an operator approves", async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const manager = `manager.${Date.now()}@example.test`;
  const before = (await mailsTo(OWNER, /sign-in link/, 0)).length;

  // The owner invites a manager.
  await signInAs(page, OWNER, before);
  await page.getByRole("link", { name: "People" }).click();
  await page.getByLabel("Their e-mail address").fill(manager);
  await page.getByRole("radio", { name: /^Manager/ }).check();
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("status")).toContainText(manager);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();

  // The manager accepts and opens the listing, by keyboard alone: Sunday's hours, then save.
  const invitation = await mailsTo(manager, /invited/, 1);
  await page.goto(linkIn(invitation.at(-1)!, /^\/practice\/sign-in\//));
  await page.getByRole("button", { name: "Accept and sign in" }).click();
  await page.getByRole("link", { name: "Listing" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your listing");
  await waitForHydration(page);
  await expectAccessible(page);
  await screenshots(page, "practice-listing", WITH_320);

  await page.locator("body").focus();
  await tabTo(page, "#facts-hours-sun");
  await page.keyboard.type("10:00-14:00");
  await tabTo(page, "#facts-save");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Saved and published: Opening hours");
  const saved = Date.now();
  await expect(async () => {
    await page.goto(PROFILE);
    await expect(page.getByRole("row", { name: /^Sunday/ })).toContainText("10am–2pm", { timeout: 500 });
  }).toPass({ timeout: 5_000 });
  expect(Date.now() - saved).toBeLessThan(5_000);
  await expect(page.getByText("Updated by the practice").first()).toBeVisible();

  // A new dentist waits for our team.
  await page.goto("/practice/listing");
  await page.getByLabel("Name", { exact: true }).last().fill("Dr Hemi Walker");
  await page.getByLabel("Dental Council registration number").last().fill("71234");
  await page.getByLabel("Experience").fill("8 years");
  await page.getByLabel("About them").fill("Dr Walker sees families in Johnsonville.");
  await page.getByRole("checkbox", { name: "General Dentistry" }).last().check();
  await page.getByRole("button", { name: "Send to our team to check" }).click();
  await expect(page.getByRole("status")).toContainText("Sent to our team to check");
  await expect(page.getByText("Dr Hemi Walker (registration 71234)")).toBeVisible();
  await expect(page.getByText("Waiting for our team's check").first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "See every change made" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Listing history");
  await expect(page.getByText("Sunday 10:00–14:00").first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "practice-listing-history", WITH_320);

  expect((await page.request.get(NEW_PROFILE)).status()).toBe(404);

  // An operator approves it, saying how the registration was checked.
  await page.goto(`/admin/login?next=${encodeURIComponent("/admin/listing-changes")}`);
  await signInAsOperator(page);
  await expect(page.getByRole("heading", { level: 1, name: "Listing changes" })).toBeVisible();
  const change = page
    .getByRole("listitem")
    .filter({ hasText: "Johnsonville Hub Dental" })
    .filter({ hasText: "New practitioner" });
  await expect(change).toContainText("71234");
  await expectAccessible(page);
  await screenshots(page, "admin-listing-changes", WITH_320);
  await change.getByLabel("How the registration was checked").selectOption({ label: "Dental Council public register" });
  await change.getByRole("button", { name: "Approve and apply" }).click();
  await expect(change.getByRole("status")).toContainText("Approved");

  const decision = await mailsTo(manager, /listing change is live/, 1);
  expect(decision.at(-1)!.text).toContain("Dr Hemi Walker");
  // The listing's screen shows its history, the practice's change with its values before and after.
  await page.goto("/admin/listings/dentist/johnsonville-hub-dental-wellington");
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Practice: Opening hours");
  await expect(history).toContainText("Sunday 10:00–14:00");

  await expect(async () => {
    await page.goto(NEW_PROFILE);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Dr Hemi Walker", { timeout: 500 });
  }).toPass({ timeout: 5_000 });
});
