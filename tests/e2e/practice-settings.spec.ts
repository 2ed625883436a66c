import { expectAccessible } from "./axe";
import { expect, screenshots, test } from "./fixtures";
import { mailsTo } from "./mailbox";
import { signInAs } from "./practice-sign-in";
import { LOOP_BASE_URL } from "./servers";

// A practice's settings (issue 36 item 5): the owner chooses a summary twice a day instead of each
// request at once, and stops their own monthly report, with the keyboard; the page says it saved.
// A sample practice no other test books with, set back at the end.
test.use({ baseURL: LOOP_BASE_URL });

const OWNER = "hello@featherstonsmile.co.nz";

test("an owner changes how new requests reach the practice, and their monthly report, with the keyboard", async ({
  page,
}) => {
  const before = (await mailsTo(OWNER, /sign-in link/, 0)).length;
  await signInAs(page, OWNER, before);
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
  const each = page.getByRole("radio", { name: "Each request at once" });
  const summary = page.getByRole("radio", { name: /A summary twice a day/ });
  await expect(each).toBeChecked();
  await expectAccessible(page);
  await screenshots(page, "practice-settings", [320, 390, 1280]);

  // Arrow keys move the choice within the group; Tab reaches its button; Enter saves.
  await each.focus();
  await page.keyboard.press("ArrowDown");
  await expect(summary).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Save how requests reach us" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Saved. New routine requests: a summary twice a day");
  await page.reload();
  await expect(page.getByRole("radio", { name: /A summary twice a day/ })).toBeChecked();

  const on = page.getByRole("radio", { name: "Send me the monthly report" });
  await expect(on).toBeChecked();
  await on.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Don’t send it to me" })).toBeChecked();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Saved. You will not get the monthly report.");
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, "practice-settings-saved", [320, 390, 1280]);

  // Back as it was, for whoever uses this practice next.
  await page.getByRole("radio", { name: "Each request at once" }).check();
  await page.getByRole("button", { name: "Save how requests reach us" }).click();
  await expect(page.getByRole("status")).toContainText("Saved. New routine requests: each request at once");
  await page.getByRole("radio", { name: "Send me the monthly report" }).check();
  await page.getByRole("button", { name: "Save my report choice" }).click();
  await expect(page.getByRole("status")).toContainText("Saved. You will get the monthly report.");
});
