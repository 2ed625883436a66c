import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * Verified reviews (issue 35): invitations, one per confirmed practice request, and reviews, one
 * per invitation. Tokens are stored hashed (and sealed, for the reminder). See server/reviews/tables.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("review_invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("practice_request_id", "text")
    .addColumn("submission_id", "text")
    .addColumn("listing_ref", "text", (c) => c.notNull())
    .addColumn("practice_id", "text", (c) => c.notNull())
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("appointment_start", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("token_sealed", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("invited_at", "text")
    .addColumn("reminded_at", "text")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("did_not_attend_at", "text")
    .addColumn("disputed_at", "text")
    .addColumn("sample", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("review_invitations_token")
    .on("review_invitations")
    .column("token_hash")
    .unique()
    .execute();
  await db.schema
    .createIndex("review_invitations_practice_request")
    .on("review_invitations")
    .column("practice_request_id")
    .unique()
    .execute();
  await db.schema
    .createIndex("review_invitations_submission")
    .on("review_invitations")
    .column("submission_id")
    .execute();

  await db.schema
    .createTable("reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("invitation_id", "text", (c) => c.notNull())
    .addColumn("listing_ref", "text", (c) => c.notNull())
    .addColumn("practice_id", "text", (c) => c.notNull())
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("visited_at", "text", (c) => c.notNull())
    .addColumn("overall", "integer", (c) => c.notNull())
    .addColumn("costs", "integer", (c) => c.notNull())
    .addColumn("waiting", "integer", (c) => c.notNull())
    .addColumn("communication", "integer", (c) => c.notNull())
    .addColumn("premises", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("shown_text", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("hold_reasons", "text")
    .addColumn("decision_reason", "text")
    .addColumn("submitted_at", "text", (c) => c.notNull())
    .addColumn("decided_at", "text")
    .addColumn("decided_by", "text")
    .addColumn("published_at", "text")
    .addColumn("reply_text", "text")
    .addColumn("reply_status", "text")
    .addColumn("reply_submitted_at", "text")
    .addColumn("reply_published_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("reviews_invitation").on("reviews").column("invitation_id").unique().execute();
  // The profile's reviews and every figure: published reviews of one listing, newest visit first.
  await db.schema
    .createIndex("reviews_listing_status_visited")
    .on("reviews")
    .columns(["listing_ref", "status", "visited_at"])
    .execute();
  // The moderation queue: waiting reviews, oldest first.
  await db.schema.createIndex("reviews_status_submitted").on("reviews").columns(["status", "submitted_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reviews").execute();
  await db.schema.dropTable("review_invitations").execute();
}
