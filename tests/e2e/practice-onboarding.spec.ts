import type { Page } from "@playwright/test";

import { expectAccessible } from "./axe";
import { withLoopDatabase } from "./e2e-database";
import { expect, screenshots, test, waitForHydration, WITH_320, JOURNEY_TIMEOUT } from "./fixtures";
import { allMail, linkIn } from "./mailbox";
import { signInAsOperator } from "./operator";
import { LOOP_BASE_URL } from "./servers";

// Issue 36 item 3, end to end on the server that sends through a real SMTP server on loopback: a
// practice applies on the partner page, an operator approves, the invitation's link signs the owner
// in, the owner completes the draft in the practice's listing editor and submits it, the operator
// records the registration check and publishes, and the public profile shows the dentist.
// Refusals are part of the story: the early submission (400) and publishing before the check (409).
test.use({ baseURL: LOOP_BASE_URL, allowedConsoleErrors: [/status of 40[09]/] });

/** A subject as read: RFC 2047 encoded words (a macron makes the mailer encode it) decoded. */
function decodedSubject(subject: string): string {
  return subject.replace(/\?=\s+=\?/g, "?==?").replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_all, words: string) =>
    Buffer.from(
      words.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8"),
  );
}

/** The e-mail to `to` whose decoded subject matches, waiting for the outbox to send it. */
async function mailTo(to: string, subject: RegExp) {
  let found: Awaited<ReturnType<typeof allMail>>[number] | undefined;
  await expect(async () => {
    found = (await allMail()).find((m) => m.to.includes(to) && subject.test(decodedSubject(m.subject)));
    expect(found).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found!;
}

async function apply(page: Page, practiceName: string, email: string): Promise<string> {
  await page.goto("/partner-with-us");
  await waitForHydration(page);
  await page.getByLabel("Practice name").fill(practiceName);
  await page.getByLabel("Contact name").fill("Mere Kōwhai");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone").fill("(03) 548 0123");
  await page.getByLabel("Practice address").fill("12 Trafalgar Street, Nelson 7010");
  await page.getByLabel("Dental Council registration number").fill("23456");
  await page.getByLabel("City").selectOption({ label: "Nelson" });
  await page.getByLabel("Practice type").selectOption("General Dentistry");
  await page.getByLabel("Years in practice").selectOption("11-15");
  await page.getByLabel("Teeth Cleaning").check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(/\/partner-success\?ref=PA-/);
  return new URL(page.url()).searchParams.get("ref")!;
}

test("a practice applies, is approved, completes and submits its listing, and an operator checks and publishes it", async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const stamp = Date.now().toString(36);
  const practiceName = `Kōwhai Dental ${stamp}`;
  const owner = `owner.${stamp}@kowhai.example.nz`;

  // The practice applies.
  const reference = await apply(page, practiceName, owner);

  // An operator approves the application in the inbox.
  const submissionId = await withLoopDatabase(
    async (db) =>
      (await db.selectFrom("submissions").select("id").where("reference", "=", reference).executeTakeFirstOrThrow()).id,
  );
  await page.goto("/admin/login");
  await signInAsOperator(page);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await page.goto(`/admin/submissions/${submissionId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  for (const status of ["Reviewing", "Approved"]) {
    await page.getByLabel("New status").selectOption({ label: status });
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("status")).toHaveText(`Status changed to ${status}.`);
  }
  await expect(page.getByRole("link", { name: "Follow the new practice's listing" })).toBeVisible();

  // The owner's invitation says it was approved, and its link signs them in.
  const invitation = await mailTo(owner, /is approved$/);
  expect(invitation.text).toContain(reference);
  await page.goto(linkIn(invitation, /^\/practice\/sign-in\//));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accept your invitation");
  await page.getByRole("button", { name: "Accept and sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking requests");
  const state = page.getByRole("region", { name: /^Draft: complete your listing/ });
  await expect(state).toContainText("Opening hours");
  await expect(state).toContainText("Add at least one dentist or surgeon");
  await expect(state).toContainText("registration number 23456");
  await expectAccessible(page);
  await screenshots(page, "onboarding-owner-draft", WITH_320);

  // Submitting now is refused with what is missing.
  await page.getByRole("button", { name: "Submit for checking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your listing was not submitted");
  await expect(page.getByRole("alert")).toContainText("Opening hours");
  await expectAccessible(page);
  await screenshots(page, "onboarding-owner-refused", WITH_320);

  // The owner completes the draft in the practice's listing editor (a draft's changes apply at once).
  await page.goto("/practice/listing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your listing");
  await page.locator("#facts-hours-mon").fill("08:00-17:00");
  await page.getByLabel("Website").fill("https://kowhai-dental.example.nz");
  await page.getByRole("button", { name: "Save the practice's details" }).click();
  await expect(page.getByRole("status")).toContainText("Opening hours");
  await page.getByLabel("Name", { exact: true }).last().fill("Dr Mere Kōwhai");
  await page.getByLabel("Dental Council registration number").last().fill("23456");
  await page.getByLabel("Experience").fill("12 years");
  await page.getByLabel("About them").fill("A family dentist in the centre of Nelson.");
  await page.getByRole("checkbox", { name: "General Dentistry" }).last().check();
  await page.getByRole("button", { name: "Add this dentist" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await expectAccessible(page);
  const practiceId = await withLoopDatabase(
    async (db) =>
      (
        await db
          .selectFrom("practice_onboarding")
          .select("practice_id")
          .where("application_reference", "=", reference)
          .executeTakeFirstOrThrow()
      ).practice_id,
  );
  await page.goto("/practice");
  await expect(page.getByRole("region", { name: /^Draft/ })).toContainText("Your listing has everything it needs.");
  // By keyboard: the button takes the focus and Enter submits.
  await page.getByRole("button", { name: "Submit for checking" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: /^Submitted on/ })).toContainText(
    "our team is checking the registration numbers",
  );
  await expectAccessible(page);
  await screenshots(page, "onboarding-owner-submitted", WITH_320);
  await mailTo(owner, /: we received your listing and are checking it$/);

  // The operator checks the registration number and publishes.
  await page.goto("/admin/onboarding");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New practices");
  await expectAccessible(page);
  await page.getByRole("link", { name: practiceName }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(practiceName);
  await expect(page.getByText("Not checked yet.")).toBeVisible();
  await page.getByRole("button", { name: "Publish the listing" }).click();
  await expect(page.getByRole("alert")).toContainText("Record the registration check of Dr Mere Kōwhai (23456)");
  await expectAccessible(page);
  await screenshots(page, "onboarding-operator-check", WITH_320);
  // By keyboard: the method, Tab to the note, Tab to the button, Enter.
  await page.getByLabel("How you checked").selectOption({ label: "Dental Council public register" });
  await page.getByLabel("How you checked").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(/^Note/)).toBeFocused();
  await page.keyboard.type("Practising certificate current to 31 March");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Record check" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/✓ Checked by e2e\.operator@example\.test/)).toBeVisible();
  await screenshots(page, "onboarding-operator-checked", WITH_320);
  await page.getByRole("button", { name: "Publish the listing" }).click();
  await expect(page.getByRole("link", { name: "See the public profile" })).toBeVisible();

  // The practice is told, and its profile is public.
  const live = await mailTo(owner, /is live on NZ Dental Directory$/);
  await page.goto(linkIn(live, /^\/dentists\//));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Dr Mere Kōwhai");
  await expect(page.locator("main")).toContainText(practiceName);
  await page.goto("/practice");
  await expect(page.getByRole("region", { name: /^Published on/ })).toBeVisible();
  await screenshots(page, "onboarding-owner-published", WITH_320);
  expect(practiceId).toContain("kowhai-dental");
});
