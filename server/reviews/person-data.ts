/**
 * A person's place in the reviews, for the operator's "export person" and "delete person"
 * (issue 48 item 6; server/booking/deletion.ts calls these). A review is the person's through
 * their booking (its invitation names the booking); a report is theirs when they left their address
 * on it. Deleting their bookings erases their reviews (invitations.ts eraseReviewsOf); their reports
 * are kept for the moderators with nothing of them left (D719).
 */
import type { Kysely } from "kysely";

import type { Database } from "../platform/db/schema";

/**
 * The person's reviews (of their bookings `submissionIds`) and the reports they signed with
 * `address` (lower case; a report keeps the address as typed).
 */
export async function reviewsDataOf(db: Kysely<Database>, address: string, submissionIds: readonly string[]) {
  const reviews = submissionIds.length
    ? await db
        .selectFrom("reviews as r")
        .innerJoin("review_invitations as i", "i.id", "r.invitation_id")
        .select([
          "r.listing_ref",
          "r.author_name",
          "r.visited_at",
          "r.overall",
          "r.costs",
          "r.waiting",
          "r.communication",
          "r.premises",
          "r.text",
          "r.status",
          "r.submitted_at",
          "r.published_at",
        ])
        .where("i.submission_id", "in", submissionIds)
        .orderBy("r.submitted_at")
        .execute()
    : [];
  const reviewReports = await db
    .selectFrom("review_reports")
    .select(["review_id", "reason", "details", "status", "decision", "created_at"])
    .where((eb) => eb.fn("lower", ["reporter_email"]), "=", address)
    .orderBy("created_at")
    .execute();
  return { reviews, reviewReports };
}

/**
 * The reports signed with `address` lose the address and the reporter's words; the report itself
 * (its reason, the moderator's decision) stays, so a review it hid still waits for a moderator. How many.
 */
export async function eraseReportsBy(trx: Kysely<Database>, address: string): Promise<number> {
  const result = await trx
    .updateTable("review_reports")
    .set({ reporter_email: null, details: null, updated_at: new Date().toISOString() })
    .where((eb) => eb.fn("lower", ["reporter_email"]), "=", address)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
