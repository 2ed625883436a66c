import { nzToday } from "../../forms";
import { postBooking } from "./booking-post";
import { expectAccessible } from "./axe";
import { expect, screenshots, test, waitForHydration } from "./fixtures";
import { E2E_OPERATORS } from "./global-setup";

// The e2e server runs without SMTP settings, as `npm start` does on a machine with no mail server:
// every e-mail is kept in the outbox, and the inbox shows it as not sent.
test.describe("outgoing mail without a mail server", () => {
  // Opening /admin/outbox before signing in: the page's first call answers 401, then sign-in.
  test.use({ allowedConsoleErrors: [/status of 401 /] });

  test("a booking's e-mail is kept, the inbox shows it, and its link opens the patient's status page", async ({
    page,
  }) => {
    const { reference } = await postBooking(page.request, {
      lastName: "Outbox",
      email: "outbox.search@example.nz",
      phone: "021 555 0142",
      service: "Emergency Care",
      location: "auckland",
      preferredDate: nzToday(new Date(Date.now() + 86_400_000)),
      preferredTime: "9:00 AM",
      urgency: "urgent",
      message: "zq-outbox-canary",
    });

    await page.goto("/admin/outbox");
    await expect(page).toHaveURL(/\/admin\/login/);
    await waitForHydration(page);
    await page.getByLabel("E-mail address").fill(E2E_OPERATORS.main.email);
    await page.getByLabel("Password").fill(E2E_OPERATORS.main.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Outgoing mail" })).toBeVisible();
    await expect(page.getByText(/No mail server is set/)).toBeVisible();

    // The worker keeps it within a second or so; the page shows what was kept when it loaded.
    const item = page.getByRole("listitem").filter({ hasText: `We have your booking request ${reference}` });
    await expect(async () => {
      await page.reload();
      await expect(item).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Outgoing mail" }).waitFor();
    await item.getByText("Read the e-mail").click();
    const text = await item.locator("pre").innerText();
    expect(text).toContain(`Its reference is ${reference}.`);
    expect(text).not.toContain("zq-outbox-canary");
    await expectAccessible(page);
    await screenshots(page, "admin-outbox");

    // Support looks up what we e-mailed one address: only that address's e-mails, or none.
    await page.getByLabel("E-mails to an address").fill("Outbox.Search@example.nz");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(/to=Outbox.Search%40example.nz/);
    const kept = page.getByRole("region", { name: /Not sent: no mail server to Outbox\.Search@example\.nz/ });
    await expect(kept.getByRole("listitem")).toHaveCount(1);
    await expect(kept.getByRole("listitem")).toContainText(`We have your booking request ${reference}`);
    await page.getByLabel("E-mails to an address").fill("nobody@example.nz");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByText("No kept e-mail to this address.")).toBeVisible();
    await page.getByRole("link", { name: "Show all" }).click();
    await expect(item).toBeVisible();

    // The link in the e-mail opens the patient's status page.
    const link = /http\S+\/requests\/[A-Za-z0-9_-]{43}/.exec(text)![0];
    await page.goto(new URL(link).pathname);
    await expect(page.getByText(reference)).toBeVisible();
  });
});
