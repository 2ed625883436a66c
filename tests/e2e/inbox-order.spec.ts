import { insertSubmission } from "../server/inbox-fixtures";
import { withE2eDatabase } from "./e2e-database";
import { expect, test } from "./fixtures";
import { signInAsOperator } from "./operator";

/**
 * Stores booking requests straight in the e2e server's database: an emergency is for today at a
 * time still ahead, which the form refuses late at night, so the test cannot always send one.
 */
async function storeBookings(rows: { reference: string; name: string; urgency: string; minutesAgo: number }[]) {
  await withE2eDatabase(async (db) => {
    for (const row of rows) {
      const at = new Date(Date.now() - row.minutesAgo * 60_000).toISOString();
      await insertSubmission(db, {
        reference: row.reference,
        name: row.name,
        urgency: row.urgency,
        received_at: at,
        updated_at: at,
      });
    }
  });
}

test("the inbox lists a waiting emergency above older and newer routine requests, without the public site's header and footer", async ({
  page,
}) => {
  const tag = String(Date.now()).slice(-6);
  await storeBookings([
    { reference: `BK-O${tag}`, name: `Older Routine ${tag}`, urgency: "routine", minutesAgo: 90 },
    { reference: `BK-E${tag}`, name: `Waiting Emergency ${tag}`, urgency: "emergency", minutesAgo: 30 },
    { reference: `BK-N${tag}`, name: `Newer Routine ${tag}`, urgency: "routine", minutesAgo: 1 },
  ]);

  await page.goto("/admin/login");
  await signInAsOperator(page);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();

  const names = page.getByRole("listitem").filter({ hasText: tag });
  await expect(names).toHaveCount(3);
  expect(await names.allInnerTexts()).toEqual([
    expect.stringContaining(`Waiting Emergency ${tag}`),
    expect.stringContaining(`Older Routine ${tag}`),
    expect.stringContaining(`Newer Routine ${tag}`),
  ]);
  await expect(page.getByLabel("Order")).toHaveValue("urgent");

  // The inbox has its own shell: none of the public site's header (Book Now) or footer.
  await expect(page.getByRole("link", { name: "Book Now" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`inbox-${width}.png`), fullPage: true });
  }
});
