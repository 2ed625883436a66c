import { addDays } from "../../rules/listings/confirmation";
import { nzToday } from "../../rules/nz-time";
import { connectDatabase, sqliteFileIn } from "../../server/platform/db/connect";
import { bumpListingsVersion } from "../../server/listings/listings-version";
import { enqueue } from "../../server/platform/outbox/jobs";
import { askJob } from "../../server/accounts/confirmation";
import { expectAccessible } from "./axe";
import { E2E_LISTINGS_CLOCK } from "./clock";
import { expect, screenshots, test } from "./fixtures";
import { linkIn, mailTo } from "./mailbox";
import { LOOP_BASE_URL, LOOP_DATA_DIR } from "./servers";

// Details confirmed every 90 days (issue 37 item 6), end to end with a real SMTP server: a practice
// whose details were last confirmed 104 days ago shows "Details not confirmed since …"; its owner's
// e-mail (the ask, sent now instead of at 09:00) carries the link; its page confirms with one key
// press, and the profile says "Details checked" this month again. A sample practice no other test uses.
test.use({ baseURL: LOOP_BASE_URL });

const PRACTICE = "south-hill-dental-oamaru";
const DENTIST = "south-hill-dental-oamaru";
const OWNER = "hello@southhilldental.co.nz";
const monthOf = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-NZ", { month: "long", year: "numeric", timeZone: "UTC" });

test("the e-mailed link confirms a practice's details, and the profile stops saying they are not confirmed", async ({
  page,
}) => {
  const today = nzToday();
  // 104 days before the pages' fixed "now" (LISTINGS_CLOCK); the worker and the confirmation run on the real clock.
  const last = addDays(nzToday(new Date(E2E_LISTINGS_CLOCK)), -104);
  const { db } = connectDatabase({ sqliteFile: sqliteFileIn(LOOP_DATA_DIR) });
  try {
    await db.transaction().execute(async (trx) => {
      for (const table of ["dentists", "surgeons", "emergency_clinics"] as const)
        await trx.updateTable(table).set({ checked_on: last }).where("practice_id", "=", PRACTICE).execute();
      await bumpListingsVersion(trx);
      // Its ask was due 14 days ago: run now, as the worker would have then.
      await enqueue(trx, { ...askJob(PRACTICE, addDays(last, 90)), runAt: new Date() });
    });
  } finally {
    await db.destroy();
  }

  await expect(async () => {
    await page.goto(`/dentists/${DENTIST}`);
    await expect(page.getByText("Details not confirmed since")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  const ask = await mailTo(OWNER, /still right/);
  expect(ask.text).toContain("South Hill Dental");
  await page.goto(linkIn(ask, /^\/practice\/listing$/));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Are these details right?");
  await expectAccessible(page);
  await screenshots(page, "practice-confirm-details", [320, 390, 1280]);
  // Opening the link confirmed nothing: the profile still says so.
  expect(await (await page.request.get(`/dentists/${DENTIST}`)).text()).toContain("Details not confirmed since");
  const button = page.getByRole("button", { name: "These details are right" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Details confirmed");
  await expect(page.getByRole("status")).toContainText("Details checked");

  await page.goto(`/dentists/${DENTIST}`);
  // The first is the profile's own line; a nearby dentist's card may say the same month.
  await expect(page.getByText(`Details checked ${monthOf(today)}`).first()).toBeVisible();
  await expect(page.getByText("Details not confirmed since")).toHaveCount(0);
});
