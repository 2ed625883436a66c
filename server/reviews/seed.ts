import { type Kysely, PostgresAdapter, sql } from "kysely";

import { parseListingRef } from "../../rules/listings/listing-ref";
import type { Database } from "../platform/db/schema";
import { decisionFields, invitationRow, reviewRow } from "./repository";
import {
  SAMPLE_RATINGS,
  sampleName,
  sampleOveralls,
  sampleRandom,
  sampleReply,
  sampleServiceScores,
  sampleText,
} from "./sample-reviews";

/** Any number that only this lock uses (server/listings/seed.ts uses 2126_0001). */
const SEED_LOCK_KEY = 2126_0035;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound values (about 30 columns). */
const BATCH = 500;
/** Sample visits fall within this many days before the first start (inside the 24-month window). */
const SPREAD_DAYS = 680;

/** Who decided a sample review, as the moderation record says. */
const SAMPLE_DECIDED_BY = "sample data";

/**
 * Writes the fictional sample reviews (sample-reviews.ts) into a database that has no review
 * invitations yet, for each sample listing it holds, in one transaction: each built as a patient's
 * is (invitationRow, marked sample: never e-mailed → reviewRow → decisionFields, published by
 * "sample data"), some with the practice's reply, published. Returns how many it wrote.
 *
 * Several instances starting together on one PostgreSQL take the same advisory lock first, so
 * only the first writes them; on SQLite the transaction holds the write lock from its start.
 */
export async function seedSampleReviews(
  db: Kysely<Database>,
  sealKey: Buffer,
  now: Date,
  ratings: Readonly<Record<string, readonly [number, number]>> = SAMPLE_RATINGS,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const any = await trx.selectFrom("review_invitations").select("id").limit(1).executeTakeFirst();
    if (any) return 0;
    const refs = Object.keys(ratings);
    const ids = (kind: "dentist" | "surgeon") =>
      refs.flatMap((r) => {
        const parsed = parseListingRef(r);
        return parsed?.kind === kind ? [parsed.id] : [];
      });
    const [dentists, surgeons] = await Promise.all([
      trx.selectFrom("dentists").select(["id", "practice_id"]).where("id", "in", ids("dentist")).execute(),
      trx.selectFrom("surgeons").select(["id", "practice_id"]).where("id", "in", ids("surgeon")).execute(),
    ]);
    const practiceOf = new Map<string, string>([
      ...dentists.map((d) => [`dentist/${d.id}`, d.practice_id] as const),
      ...surgeons.map((s) => [`surgeon/${s.id}`, s.practice_id] as const),
    ]);
    // Rows built by the same code as a patient's (invitationRow → reviewRow → decisionFields), then
    // written in batches: one statement per review took over a minute on PostgreSQL for 8,786.
    const invitations: ReturnType<typeof invitationRow>["row"][] = [];
    const reviews: ReturnType<typeof reviewRow>[] = [];
    for (const ref of refs) {
      const practiceId = practiceOf.get(ref);
      if (!practiceId) continue; // not in this database (replaced by an import)
      const [rating, count] = ratings[ref]!;
      const random = sampleRandom(ref);
      for (const overall of sampleOveralls(rating, count, random)) {
        const visit = new Date(now.getTime() - (2 + Math.floor(random() * SPREAD_DAYS)) * DAY_MS);
        // Written a day or a few after the visit, published a day or two later (never after now).
        const written_at = new Date(Math.min(visit.getTime() + (1 + random() * 8) * DAY_MS, now.getTime()));
        const decided = new Date(Math.min(written_at.getTime() + (0.2 + random() * 1.5) * DAY_MS, now.getTime()));
        const { row: invitation } = invitationRow(
          {
            practiceRequestId: null,
            submissionId: null,
            listingRef: ref,
            practiceId,
            patientName: sampleName(random),
            appointmentStart: visit.toISOString(),
            sample: true,
            now: visit,
          },
          sealKey,
        );
        const scores = sampleServiceScores(overall, random);
        const text = sampleText(overall, scores, random);
        const review = reviewRow(invitation, { overall, ...scores, text }, [], written_at);
        invitations.push({ ...invitation, status: "reviewed", updated_at: review.submitted_at });
        const reply = sampleReply(overall, random);
        const repliedAt =
          reply && new Date(Math.min(decided.getTime() + (0.5 + random() * 3) * DAY_MS, now.getTime())).toISOString();
        reviews.push({
          ...review,
          ...decisionFields({ outcome: "publish" }, SAMPLE_DECIDED_BY, decided),
          ...(reply && repliedAt
            ? {
                reply_text: reply,
                reply_status: "published" as const,
                reply_submitted_at: repliedAt,
                reply_published_at: repliedAt,
                updated_at: repliedAt,
              }
            : {}),
        });
      }
    }
    for (let i = 0; i < invitations.length; i += BATCH) {
      await trx
        .insertInto("review_invitations")
        .values(invitations.slice(i, i + BATCH))
        .execute();
    }
    for (let i = 0; i < reviews.length; i += BATCH) {
      await trx
        .insertInto("reviews")
        .values(reviews.slice(i, i + BATCH))
        .execute();
    }
    const written = reviews.length;
    return written;
  });
}
