import type { Page } from "@playwright/test";

import { expectAccessible } from "./axe";
import { expect, screenshots, test, waitForHydration, JOURNEY_TIMEOUT } from "./fixtures";
import { linkIn, mailsTo } from "./mailbox";
import { signInAsOperator } from "./operator";
import { LOOP_PORT } from "./servers";

// An owner's passkey and the practice's plan (issue 36 items 1 and 7), in Chromium with a virtual
// authenticator (CDP WebAuthn). On localhost: browsers refuse an IP address as a passkey's site,
// and the server's relying party follows the loopback host the browser used.
const BASE = `http://localhost:${LOOP_PORT}`;
test.use({ baseURL: BASE });

/** Merivale Lane Dental Studio's listed address: a sample practice's owner, in its free trial. */
const OWNER = "studio@merivalelanedental.co.nz";
const LISTING = "/admin/listings/dentist/merivale-lane-dental-studio-christchurch";

/** Asks for a link and opens it (on localhost, where the passkey's site is), up to its button. */
async function openNewLink(page: Page) {
  const before = (await mailsTo(OWNER, /sign-in link/, 0)).length;
  await page.goto("/practice/sign-in");
  await waitForHydration(page);
  await page.getByLabel("Your e-mail address").fill(OWNER);
  await page.getByLabel("Your e-mail address").press("Enter");
  await expect(page.getByRole("status")).toContainText("Check your e-mail");
  const mails = await mailsTo(OWNER, /sign-in link/, before + 1);
  const link = new URL(linkIn(mails.at(-1)!, /^\/practice\/sign-in\//));
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your practice");
}

test("an owner adds a passkey, then signs in with the link and the passkey; the plan shows trial and pause", async ({
  page,
  browser,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await openNewLink(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking requests");

  // The plan: a free trial until a date.
  const nav = page.getByRole("navigation", { name: "Practice account" });
  await nav.getByRole("link", { name: "Plan" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan");
  await expect(page.getByText(/^Free trial until \d{1,2} [A-Z][a-z]+ 20\d\d$/)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "practice-plan-trial", [320, 390, 1280]);

  // A passkey, named, from the security page.
  await nav.getByRole("link", { name: "Passkeys" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Passkeys");
  await waitForHydration(page);
  // By keyboard: the name, then Enter.
  await page.getByLabel("A name for it, such as the device it is on").focus();
  await page.keyboard.type("Front desk laptop");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Passkey “Front desk laptop” added");
  await expect(page.getByRole("listitem").filter({ hasText: "Front desk laptop" })).toContainText(
    "not used to sign in yet",
  );
  await expectAccessible(page);
  await screenshots(page, "practice-security", [320, 390, 1280]);

  // Signed out, the link alone no longer opens the account: the passkey does.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Practice sign in");
  await openNewLink(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in with your passkey");
  await page.goto("/practice");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Practice sign in");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in with your passkey");
  await waitForHydration(page);
  await expectAccessible(page);
  await screenshots(page, "practice-sign-in-passkey", [320, 1280]);
  await page.getByRole("button", { name: "Use my passkey" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking requests");
  await page.goto("/practice/security");
  await expect(page.getByRole("listitem").filter({ hasText: "Front desk laptop" })).toContainText(
    "last used to sign in",
  );

  // An operator pauses the plan from the listing screen; the owner sees it paused, and why.
  const operatorContext = await browser.newContext({ baseURL: BASE });
  const admin = await operatorContext.newPage();
  await admin.goto("/admin/login");
  await signInAsOperator(admin);
  await expect(admin).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await admin.goto(LISTING);
  const panel = admin.getByRole("region", { name: "Plan and passkeys" });
  await expect(panel.getByTestId("plan-state")).toContainText("Free trial until");
  await expect(panel).toContainText(`${OWNER} · 1 passkey`);
  await panel.getByLabel("Pause: why (the practice sees it)").fill("Paused while the practice moves to new rooms.");
  await panel.getByRole("button", { name: "Pause the plan" }).click();
  await expect(panel.getByRole("status")).toHaveText("The plan is paused.");
  await expect(panel.getByTestId("plan-state")).toContainText("Paused since");
  await screenshots(admin, "admin-practice-plan", [1280]);

  await page.goto("/practice/plan");
  await expect(page.getByText(/^Paused since \d{1,2} [A-Z][a-z]+ 20\d\d$/)).toBeVisible();
  await expect(page.getByText("Why: Paused while the practice moves to new rooms.")).toBeVisible();
  await screenshots(page, "practice-plan-paused", [320, 390, 1280]);

  // Put the sample back as it was for other runs on this server: resumed, and no passkey.
  await admin.reload();
  await panel.getByRole("button", { name: "Resume" }).click();
  await expect(panel.getByRole("status")).toHaveText("The plan is active again.");
  admin.on("dialog", (dialog) => void dialog.accept());
  await panel.getByRole("button", { name: `Remove every passkey of ${OWNER}` }).click();
  await expect(panel.getByRole("status")).toContainText("Removed");
  await operatorContext.close();
});
