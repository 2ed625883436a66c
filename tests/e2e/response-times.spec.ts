import { connectDatabase, sqliteFileIn } from "../../server/db/connect";
import { insertPracticeRequests, practiceRequestRow } from "../../server/response-times/test-requests";
import { expectAccessible } from "./axe";
import { expect, screenshots, test, waitForHydration } from "./fixtures";
import { E2E_OPERATORS } from "./global-setup";

// Response times, shown (issue 22 item 5): from the answers the request loop records, a listing
// says how fast its practice usually replies, the directory sorts by it (with JavaScript off
// too), and the inbox charts each practice's figure week by week. The rows are written into the
// e2e server's database as the loop writes them; the server works the bands out again every
// second here (RESPONSE_TIMES_REFRESH_MS), every minute in production.

/** Tauranga's three sample dentists, best rated first: 4.9, 4.5, 4.3. */
const MEREANA = "Dr Mereana Walker";
const DANIEL = { id: "papamoa-coast-dental-tauranga", name: "Dr Daniel Kim" };
const FIONA = { id: "devonport-road-dental-tauranga", name: "Dr Fiona Gallagher" };

const DAY = 24;

async function recordAnswers() {
  const dataDir = process.env.NZDD_E2E_DATA_DIR;
  if (!dataDir) throw new Error("global setup did not run");
  const { db } = connectDatabase({ sqliteFile: sqliteFileIn(dataDir) });
  const now = new Date();
  const fiona = (sentHoursAgo: number, answeredAfter: number) =>
    practiceRequestRow(FIONA.id, now, sentHoursAgo, answeredAfter, { practice_name: "Devonport Road Dental" });
  const daniel = (sentHoursAgo: number, answeredAfter: number) =>
    practiceRequestRow(DANIEL.id, now, sentHoursAgo, answeredAfter, { practice_name: "Papamoa Coast Dental" });
  try {
    await insertPracticeRequests(db, [
      // The last 30 days: four answers, 80% within 1.5 hours.
      fiona(2 * DAY, 1),
      fiona(5 * DAY, 0.5),
      fiona(12 * DAY, 1.5),
      fiona(20 * DAY, 1),
      // Slower before that: in the chart, not in the band.
      fiona(40 * DAY, 5),
      fiona(47 * DAY, 20),
      fiona(55 * DAY, 3),
      fiona(62 * DAY, 30),
      fiona(70 * DAY, 8),
      // Three answers within a day.
      daniel(1 * DAY, 10),
      daniel(3 * DAY, 6),
      daniel(9 * DAY, 20),
    ]);
  } finally {
    await db.destroy();
  }
}

test.describe("response times", () => {
  // One worker seeds once; the tests read what it wrote.
  test.describe.configure({ mode: "serial" });
  test.beforeAll(recordAnswers);

  test("the profile says how fast the practice usually replies, from its recorded answers", async ({ page }) => {
    const band = page.getByTestId("response-band").first();
    // The server works the bands out again every second here: the answers show within a refresh.
    await expect(async () => {
      await page.goto(`/dentists/${FIONA.id}`);
      await expect(band).toHaveText("Usually replies within 2 hours", { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText("booking requests sent through this site in the last 30 days")).toBeVisible();
    await waitForHydration(page);
    await expectAccessible(page);
    await screenshots(page, "response-profile");
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the directory sorts fastest to reply first, and says so in its URL", async ({ page }) => {
      await page.goto("/directory?location=tauranga");
      const names = page.getByRole("list", { name: "Dentists" }).getByRole("heading", { level: 2 });
      await expect(names).toHaveText([MEREANA, DANIEL.name, FIONA.name]);

      await page.getByLabel("Sort by").selectOption({ label: "Fastest to reply" });
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/[?&]sort=response(&|$)/);
      await expect(names).toHaveText([FIONA.name, DANIEL.name, MEREANA]);
      const cards = page.getByRole("list", { name: "Dentists" }).locator(":scope > li");
      await expect(cards.nth(0).getByTestId("response-band")).toHaveText("Usually replies within 2 hours");
      await expect(cards.nth(1).getByTestId("response-band")).toHaveText("Usually replies within a day");
      await expect(cards.nth(2).getByTestId("response-band")).toHaveCount(0);
      await expect(page.getByLabel("Sort by")).toHaveValue("response");
      await screenshots(page, "response-directory");
    });
  });

  test.describe("in the inbox", () => {
    // Opening an inbox page before signing in: the page's first call answers 401, then sign-in.
    test.use({ allowedConsoleErrors: [/status of 401 /] });

    test("an operator reaches a practice's chart from its listing and reads it week by week", async ({ page }) => {
      await page.goto(`/admin/listings/dentist/${FIONA.id}`);
      await expect(page).toHaveURL(/\/admin\/login/);
      await waitForHydration(page);
      await page.getByLabel("E-mail address").fill(E2E_OPERATORS.main.email);
      await page.getByLabel("Password").fill(E2E_OPERATORS.main.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { level: 1, name: FIONA.name })).toBeVisible();

      await page.getByRole("link", { name: "The practice’s response times" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Response times" })).toBeVisible();
      const practice = page.getByRole("region", { name: "Devonport Road Dental" });
      await expect(practice).toContainText("Last 30 days: 4 requests, 80% answered within 1 h 30 min.");
      await expect(practice).toContainText("Listings show “Usually replies within 2 hours”.");
      await expect(practice.getByRole("img", { name: /80th percentile of time to first answer/ })).toBeVisible();
      await expect(page.getByRole("region")).toHaveCount(1);

      await practice.getByText("Week by week, in figures").click();
      const rows = practice.getByRole("table").getByRole("row");
      await expect(rows).toHaveCount(13);
      await expect(practice.getByRole("table")).toContainText("1 day 6 h");
      await expectAccessible(page);
      await screenshots(page, "response-inbox-chart");

      // Every practice, from the inbox's tab.
      await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Response times" }).click();
      await expect(page.getByRole("region", { name: "Papamoa Coast Dental" })).toContainText(
        "Listings show “Usually replies within a day”.",
      );
    });
  });
});
