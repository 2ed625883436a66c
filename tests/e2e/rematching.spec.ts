import { randomUUID } from "node:crypto";

import { insertSubmission } from "../server/inbox-fixtures";
import { withE2eDatabase } from "./e2e-database";
import { expect, screenshots, test } from "./fixtures";
import { signInAsOperator } from "./operator";

/**
 * Stores two bookings sent to a practice straight in the e2e server's database: one whose practice
 * did not answer in time (flagged, as the escalation job leaves it; server/booking/timers.test.ts
 * runs the job itself) and one still within its time.
 */
async function storeSentBookings(tag: string) {
  const sentAt = new Date(Date.now() - 26 * 60 * 60 * 1000).toISOString();
  await withE2eDatabase(async (db) => {
    for (const [name, escalated] of [
      [`Flagged Patient ${tag}`, true],
      [`Waiting Patient ${tag}`, false],
    ] as const) {
      const submission = await insertSubmission(db, {
        name,
        status: "matched",
        received_at: sentAt,
        updated_at: sentAt,
      });
      await db
        .insertInto("practice_requests")
        .values({
          id: randomUUID(),
          submission_id: submission.id,
          listing_ref: "dentist/e2e",
          practice_id: "e2e-practice",
          practice_name: "E2E Dental",
          practice_phone: "09 555 0100",
          practice_address: "1 Quay Street, Auckland Central, Auckland",
          practice_email: "bookings@e2e-dental.example",
          token_hash: randomUUID(),
          token_sealed: "v1.none",
          status: "waiting",
          emergency: 0,
          sent_at: sentAt,
          expires_at: new Date(Date.now() + 13 * 24 * 60 * 60 * 1000).toISOString(),
          first_answer_at: null,
          appointment_start: null,
          appointment_minutes: null,
          offered_times: null,
          decline_reason: null,
          reminded_at: escalated ? sentAt : null,
          escalated_at: escalated ? new Date().toISOString() : null,
          cancelled_at: null,
          updated_at: sentAt,
        })
        .execute();
    }
  });
}

test("the inbox marks a booking whose practice did not answer in time, and lists only those on request", async ({
  page,
}) => {
  const tag = String(Date.now()).slice(-6);
  await storeSentBookings(tag);

  await page.goto("/admin/login");
  await signInAsOperator(page);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await page.getByLabel("Order").selectOption("newest");
  await page.getByRole("button", { name: "Sort" }).click();
  // The newest-first list has arrived before the filters are used (else Apply races the sort).
  await expect(page).toHaveURL(/sort=newest/);

  const flagged = page.getByRole("listitem").filter({ hasText: `Flagged Patient ${tag}` });
  const waiting = page.getByRole("listitem").filter({ hasText: `Waiting Patient ${tag}` });
  await expect(flagged).toContainText("Needs re-matching");
  await expect(waiting).toBeVisible();
  await expect(waiting).not.toContainText("Needs re-matching");
  await screenshots(page, "inbox-rematching-badge");

  // By keyboard: the filter's checkbox, then Apply.
  await page.getByText("Filter and search").focus();
  await page.keyboard.press("Enter");
  await page.getByLabel("Only bookings that need re-matching").focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "Apply filters" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/rematch=1/);
  await expect(flagged).toBeVisible();
  await expect(waiting).toHaveCount(0);
  // Applying filters lists in the default order, and the order's control says so.
  await expect(page.getByLabel("Order")).toHaveValue("urgent");
  await screenshots(page, "inbox-rematching-filter");

  // The link among the counts leads to the same list and back.
  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(waiting).toBeVisible();
  await expect(page.getByLabel("Only bookings that need re-matching")).not.toBeChecked();
  await page.getByRole("link", { name: /^Needs re-matching \d+$/ }).click();
  await expect(page).toHaveURL(/rematch=1/);
  await expect(waiting).toHaveCount(0);
  await expect(flagged).toContainText("Needs re-matching");
});
