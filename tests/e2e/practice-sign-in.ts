import type { Page } from "@playwright/test";

import { expectAccessible } from "./axe";
import { expect, waitForHydration } from "./fixtures";
import { linkIn, mailsTo } from "./mailbox";

// Signing in to a practice's account as a practice user does: from the partner page's link, with
// the link from their e-mail (read from the SMTP server on loopback).

/** The newest sign-in link e-mailed to `to`. */
async function newestLink(to: string, count: number) {
  const mails = await mailsTo(to, /sign-in link|invited/, count);
  return linkIn(mails.at(-1)!, /^\/practice\/sign-in\//);
}

/**
 * Signs in from the partner page. `scan`: scan the link's page with axe on the way (the spec of the
 * practice's account does; every other spec passes through the same page, so scanning it again would
 * only repeat that scan).
 */
export async function signInAs(page: Page, email: string, mailsBefore: number, { scan = false } = {}) {
  await page.goto("/partner-with-us");
  await page.getByRole("link", { name: "Practice sign in" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Practice sign in");
  await waitForHydration(page);
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByLabel("Your e-mail address").press("Enter");
  await expect(page.getByRole("status")).toContainText("Check your e-mail");
  await page.goto(await newestLink(email, mailsBefore + 1));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your practice");
  if (scan) await expectAccessible(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking requests");
}
