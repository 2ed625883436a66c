import { readFileSync } from "node:fs";

import { nzToday } from "../../forms";
import { postBooking } from "./booking-post";
import { expectAccessible } from "./axe";
import { expect, test, waitForHydration, JOURNEY_TIMEOUT } from "./fixtures";
import { E2E_OPERATORS } from "./global-setup";
import type { APIRequestContext, Page } from "@playwright/test";

/** A booking request sent to the real form service, as the /book page sends it. */
async function createBooking(
  request: APIRequestContext,
  details: { firstName: string; lastName: string; email: string; urgency: string },
) {
  return postBooking(request, {
    ...details,
    phone: "021 555 0199",
    service: "Emergency Care",
    location: "auckland",
    preferredDate: nzToday(new Date(Date.now() + 86_400_000)),
    preferredTime: "9:00 AM",
    message: "Broken tooth after a fall",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring",
  });
}

/** Fills in the sign-in form and waits for the server's answer; returns its status. */
async function signIn(page: Page, email: string, password: string): Promise<number> {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith("/admin/api/login"), { timeout: 30_000 });
  await page.getByRole("button", { name: "Sign in" }).click();
  return (await answer).status();
}

test.describe("operator inbox", () => {
  // One pattern: Playwright reads a two-element array here as [value, options].
  test.use({ allowedConsoleErrors: [/status of 4(01|23) /] });

  test("/admin without a session goes to the sign-in page", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Operator sign-in" })).toBeVisible();
    // The sign-in page is scanned by axe at each width in pages.spec.ts (OTHER_SCANNED_PAGES).
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("an API call without a session gets 401", async ({ request }) => {
    const response = await request.get("/admin/api/submissions");
    expect(response.status()).toBe(401);
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("a wrong password is refused", async ({ page }) => {
    await page.goto("/admin/login");
    await waitForHydration(page);
    expect(await signIn(page, E2E_OPERATORS.main.email, "not-the-password")).toBe(401);
    await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is not right.");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("five wrong passwords lock the account, even against the right one", async ({ page }) => {
    await page.goto("/admin/login");
    await waitForHydration(page);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await signIn(page, E2E_OPERATORS.locked.email, `wrong-${attempt}`)).toBe(401);
      await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is not right.");
    }
    expect(await signIn(page, E2E_OPERATORS.locked.email, "wrong-5")).toBe(423);
    await expect(page.getByRole("alert")).toContainText("This account is locked; try again in 15 minutes.");
    expect(await signIn(page, E2E_OPERATORS.locked.email, E2E_OPERATORS.locked.password)).toBe(423);
    await expect(page.getByRole("alert")).toContainText("This account is locked");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("an operator works a booking from arrival to deletion", async ({ page }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const email = `kiri.${Date.now()}@example.test`;
    const { reference } = await createBooking(page.request, {
      firstName: "Kiri",
      lastName: "Walker",
      email,
      // Not "emergency": that is for today only, at a time still ahead, which a test run at night cannot ask for.
      urgency: "urgent",
    });

    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await waitForHydration(page);
    expect(await signIn(page, E2E_OPERATORS.main.email, E2E_OPERATORS.main.password)).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();

    const item = page.getByRole("listitem").filter({ hasText: reference });
    await expect(item).toContainText("Kiri Walker");
    await expect(item).toContainText("Urgent");
    await expect(item).toContainText(/Waiting \d+ min of 2 h/);

    await expectAccessible(page);

    const csvDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = readFileSync(await (await csvDownload).path(), "utf8");
    expect(csv.split("\r\n")[0]).toMatch(/^reference,form,status/);
    expect(csv).toContain(`${reference},booking,new`);

    await item.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Booking request ${reference}`);
    await expect(page.getByText("Broken tooth after a fall")).toBeVisible();
    await expect(page.getByText("newsletter", { exact: true })).toBeVisible();

    await expectAccessible(page);
    const move = async (status: string, note?: string) => {
      await page.getByLabel("New status").selectOption({ label: status });
      if (status === "Matched") await page.getByLabel("Matched with").fill("waitemata-quay-dental-auckland");
      if (note) await page.getByLabel("Internal note (optional)").fill(note);
      await page.getByRole("button", { name: "Change status" }).click();
      await expect(page.getByRole("status")).toHaveText(`Status changed to ${status}.`);
    };
    await move("In progress", "Phoned the patient");
    await move("Matched");
    await move("Closed");

    const history = page.getByRole("region", { name: "History" });
    await expect(history).toContainText("Status changed: New → In progress");
    await expect(history).toContainText("Phoned the patient");
    await expect(history).toContainText("Status changed: In progress → Matched");
    await expect(history).toContainText("Status changed: Matched → Closed");
    await expect(history).toContainText(E2E_OPERATORS.main.email);
    await expect(page.getByRole("heading", { name: "Change status" })).toHaveCount(0);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export this person’s data" }).click();
    const download = await downloading;
    const exported = JSON.parse(readFileSync(await download.path(), "utf8")) as {
      submissions: { reference: string; status: string; history: unknown[] }[];
    };
    expect(exported.submissions).toHaveLength(1);
    expect(exported.submissions[0]).toMatchObject({ reference, status: "closed" });
    expect(exported.submissions[0]!.history.length).toBeGreaterThanOrEqual(4);

    await page.getByRole("button", { name: "Delete this submission…" }).click();
    await page.getByRole("button", { name: "Yes, delete permanently" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await expect(page.getByText(reference)).toHaveCount(0);

    await page.getByRole("link", { name: "Audit log" }).click();
    const log = page.getByRole("table");
    await expect(log).toContainText("delete-submission");
    await expect(log).toContainText("export-person");
    await expect(log).toContainText("status-change");
    await expect(log).not.toContainText(email);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Privacy requests" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy requests" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get("/admin/api/session")).status()).toBe(401);
  });
});
