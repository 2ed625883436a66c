import { nzDateTime } from "../../rules/nz-time";
import { expectAccessible } from "./axe";
import { expect, screenshots, test, waitForHydration } from "./fixtures";
import { linkIn, mailTo } from "./mailbox";
import { LOOP_BASE_URL } from "./servers";

// The waitlist from a practice's profile, with no booking (issue 37 item 5), on the server that
// sends through a real SMTP server: a patient joins on the profile and confirms from the e-mail.
// Without JavaScript, a bad e-mail address comes back beside its field with what was typed. What
// follows a confirmed join (a freed time offered, its e-mail's link taking it, the booking made and
// its status page) is the journey of waitlist.spec.ts and the server tests of
// server/waitlist/profile-join.test.ts ("a valid join is offered nothing until its e-mailed link's
// button confirms it; then a freed time reaches it", "a claim books a confirmed appointment with a
// status page"). A practice no other spec uses, so no other spec's waitlist hears of its times.
test.use({ baseURL: LOOP_BASE_URL });

const DENTIST = "ahuriri-harbour-dental-napier";
const PROFILE = `/dentists/${DENTIST}`;

const inDays = (days: number) => nzDateTime(new Date(Date.now() + days * 86_400_000)).date;

test("join from a profile and confirm by the e-mailed link's button", async ({ page }) => {
  const email = `wl.profile.${Date.now()}@example.test`;
  await page.goto(PROFILE);
  await waitForHydration(page);
  const box = page.getByRole("region", { name: "Hear of an earlier time" });
  await box.getByLabel("First name").fill("Hemi");
  await box.getByLabel("Last name").fill("Waitlistprofile");
  await box.getByLabel("E-mail").fill(email);
  await box.getByLabel("Phone").fill("021 555 0142");
  await box.getByLabel("Service").selectOption("General Checkup");
  await expect(box.getByLabel("At Ahuriri Harbour Dental")).toBeChecked();
  await expect(box.getByLabel("Tell me until")).toHaveValue(inDays(28));
  await box.scrollIntoViewIfNeeded();
  await screenshots(page, "waitlist-profile-form", [320, 390, 1280]);
  await box.getByRole("button", { name: "Put me on the waitlist" }).click();
  const sent = page.getByRole("region", { name: "Hear of an earlier time" });
  await expect(sent.getByRole("status")).toContainText("Check your e-mail to confirm.");
  await expectAccessible(page);
  await screenshots(page, "waitlist-profile-sent", [390]);

  // The e-mail's link opens a page whose button confirms (opening it changes nothing).
  const confirmMail = await mailTo(email, /Confirm: hear of an earlier/);
  await page.goto(linkIn(confirmMail, /^\/waitlist\//));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm: hear of an earlier time");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Confirm: put me on the waitlist" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are on the waitlist");
});

test.describe("without JavaScript", () => {
  // Chromium logs the 422 of the refused post as a console error.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 422/] });

  test("a bad e-mail address comes back beside its field, with what was typed kept", async ({ page }) => {
    await page.goto(PROFILE);
    const box = page.getByRole("region", { name: "Hear of an earlier time" });
    await box.getByLabel("First name").fill("Ānaru");
    await box.getByLabel("Last name").fill("Nojs");
    await box.getByLabel("E-mail").fill("anaru.at.example");
    await box.getByLabel("Phone").fill("021 555 0143");
    await box.getByLabel("Service").selectOption("Teeth Cleaning");
    await box.getByLabel("At any practice in Napier").check();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      box.getByRole("button", { name: "Put me on the waitlist" }).click(),
    ]);
    expect(answer.status()).toBe(422);
    const again = page.getByRole("region", { name: "Hear of an earlier time" });
    await expect(again.getByLabel("E-mail")).toHaveValue("anaru.at.example");
    await expect(again.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(again.getByText("Please enter a valid e-mail address")).toBeVisible();
    await expect(again.getByLabel("First name")).toHaveValue("Ānaru");
    await expect(again.getByLabel("Service")).toHaveValue("Teeth Cleaning");
    await expect(again.getByLabel("At any practice in Napier")).toBeChecked();
    await screenshots(page, "waitlist-profile-error", [390]);
  });
});
