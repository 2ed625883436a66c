import { insertPracticeRequests, practiceRequestRow } from "../server/response-time-requests";
import { expectAccessible } from "./axe";
import { withE2eDatabase } from "./e2e-database";
import { expect, screenshots, test, waitForHydration } from "./fixtures";
import { signInAsOperator } from "./operator";

// Response times, shown (issue 22 item 5): from the answers the request loop records, a listing
// says how fast its practice usually replies, the directory sorts by it (with JavaScript off
// too), and the inbox charts each practice's figure week by week. The rows are written into the
// e2e server's database as the loop writes them; the server works the bands out again every
// second here (RESPONSE_TIMES_REFRESH_MS), every minute in production.

/** Tauranga's three sample dentists, best rated first: 4.9, 4.5, 4.3. */
const MEREANA = "Dr Mereana Walker";
const DANIEL = { id: "papamoa-coast-dental-tauranga", name: "Dr Daniel Kim", practice: "Papamoa Coast Dental" };
const FIONA = { id: "devonport-road-dental-tauranga", name: "Dr Fiona Gallagher", practice: "Devonport Road Dental" };

/** A dentist's practice's answers, each as [days since the request was sent, hours it took to answer]. */
type Answers = [daysAgo: number, hours: number][];

async function recordAnswers() {
  const now = new Date();
  const answered = (dentist: typeof FIONA, answers: Answers) =>
    answers.map(([daysAgo, hours]) =>
      practiceRequestRow(dentist.id, now, daysAgo * 24, hours, { practice_name: dentist.practice }),
    );
  await withE2eDatabase((db) =>
    insertPracticeRequests(db, [
      // The last 30 days: four answers, 80% within 1.5 hours.
      ...answered(FIONA, [
        [2, 1],
        [5, 0.5],
        [12, 1.5],
        [20, 1],
      ]),
      // Slower before that: in the chart, not in the band.
      ...answered(FIONA, [
        [40, 5],
        [47, 20],
        [55, 3],
        [62, 30],
        [70, 8],
      ]),
      // Three answers within a day.
      ...answered(DANIEL, [
        [1, 10],
        [3, 6],
        [9, 20],
      ]),
    ]),
  );
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
      await signInAsOperator(page);
      await expect(page.getByRole("heading", { level: 1, name: FIONA.name })).toBeVisible();

      await page.getByRole("link", { name: "The practice’s response times" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Response times" })).toBeVisible();
      const practice = page.getByRole("region", { name: "Devonport Road Dental" });
      await expect(practice).toContainText("Last 30 days: 4 requests, the longest waited 1 h 30 min.");
      await expect(practice).toContainText("Listings show “Usually replies within 2 hours”.");
      await expect(practice.getByRole("img", { name: /Time to first answer, week by week/ })).toBeVisible();
      await expect(page.getByRole("region")).toHaveCount(1);

      await practice.getByText("Week by week, in figures").click();
      const rows = practice.getByRole("table").getByRole("row");
      await expect(rows).toHaveCount(13);
      await expect(practice.getByRole("table")).toContainText("1 day 6 h (longest)");
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
