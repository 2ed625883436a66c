import type { Page } from "@playwright/test";

import { nzDateTime } from "../../rules/nz-time";
import { expect, waitForHydration } from "./fixtures";
import { linkIn, mailTo } from "./mailbox";

/** New Zealand's date `days` from now, as a practice's Date field takes it. */
const inDays = (days: number) => nzDateTime(new Date(Date.now() + days * 86_400_000)).date;

/**
 * The practice opens the booking request's e-mailed link and confirms the appointment `days` from
 * now at `time` (the reviews' journeys start from a confirmed visit).
 */
export async function practiceConfirms(
  page: Page,
  practiceEmail: string,
  reference: string,
  { days, time }: { days: number; time: string },
) {
  const request = await mailTo(practiceEmail, new RegExp(`New booking request ${reference}`));
  await page.goto(linkIn(request, /^\/practice\/requests\//));
  await waitForHydration(page);
  await page.getByLabel("Date", { exact: true }).fill(inDays(days));
  await page.getByLabel("Time (NZ)", { exact: true }).fill(time);
  await page.getByRole("button", { name: "Confirm this appointment" }).click();
  await expect(page.getByRole("status")).toContainText("You confirmed");
}
