import { takingNow } from "../../rules/listings/new-patients";
import { nzToday } from "../../rules/nz-time";
import { fillPatientDetails } from "./booking-form";
import { storedFields } from "./e2e-database";
import { expect, test, waitForHydration } from "./fixtures";
import { SAMPLE_DENTIST_LISTINGS as SAMPLE } from "./sample-listings";

// The booking form when the chosen practice is not taking new patients (issue 37 item 1): it warns,
// offers up to three practices in the same city that are, and still sends the request. By keyboard.

const today = nzToday();
/** A sample dentist whose practice says no to new adult patients, in a city where others say yes. */
const full = SAMPLE.find(
  (d) =>
    d.newPatients.adult?.taking === false &&
    SAMPLE.some(
      (o) => o.citySlug === d.citySlug && o.practiceId !== d.practiceId && takingNow(o.newPatients, "adult", today),
    ),
)!;

test.describe("booking with a practice not taking new patients", () => {
  test("warns, offers others taking them nearby, and one is reached by keyboard", async ({ page }) => {
    await page.goto(`/book?dentist=${full.id}`);
    await waitForHydration(page);
    const warning = page.getByRole("region", { name: `${full.practice} is not taking new patients` });
    await expect(warning).toBeVisible();
    const offers = warning.getByRole("link", { name: /^Book with / });
    const count = await offers.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    // Each one offered is in the same city and says yes, confirmed in the last 30 days.
    for (let i = 0; i < count; i++) {
      const href = (await offers.nth(i).getAttribute("href"))!;
      const offered = SAMPLE.find((d) => href.endsWith(`dentist=${d.id}`))!;
      expect(offered.citySlug).toBe(full.citySlug);
      expect(takingNow(offered.newPatients, "adult", today)).toBe(true);
    }
    const first = offers.first();
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/book\?dentist=/);
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: /is not taking new patients/ })).toHaveCount(0);
  });

  test("the request can still be sent to the practice, from the keyboard", async ({ page }) => {
    await page.goto(`/book?dentist=${full.id}`);
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: `${full.practice} is not taking new patients` })).toBeVisible();
    await fillPatientDetails(page);
    await page.getByRole("button", { name: "Request Appointment" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/booking-success\?ref=BK-/);
    const reference = new URL(page.url()).searchParams.get("ref")!;
    expect((await storedFields(reference)).listing).toBe(`dentist/${full.id}`);
  });
});
