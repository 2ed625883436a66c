import type { Kysely } from "kysely";

import { FINAL_STATUSES } from "../../rules/workflows";
import { historyOf } from "./booking-history";
import { bookingsErased, personDataAsked, type PersonDataParts, personDeleted } from "./events";
import type { Database } from "../platform/db/schema";
import { deleteJobsOf } from "../platform/outbox/jobs";
import { forgetRecipient } from "../platform/outbox/recipient-limit";
import type { SubmissionsTable } from "./submission-tables";

/*
 * Deleting submissions, each with its history, e-mails, practice requests and what other features
 * keep of it (told by event): one by an operator, every one of a person (with the export of their
 * data first), and the finished ones past the retention period. Apart from erasure (erasure.ts),
 * which keeps the row and takes out the details.
 */

async function deleteIds(db: Kysely<Database>, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    // Its e-mails (sent or waiting) hold the person's address: they go with it, and so do its
    // practice requests (their links then answer as unknown ones).
    await deleteJobsOf(trx, ids);
    // Their reviews and review invitations too (issue 35 item 8), and their waitlist entries (issue 37 item 5).
    await bookingsErased.publish(trx, { submissionIds: ids });
    await trx.deleteFrom("practice_requests").where("submission_id", "in", ids).execute();
    await trx.deleteFrom("submission_events").where("submission_id", "in", ids).execute();
    const result = await trx.deleteFrom("submissions").where("id", "in", ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

export async function deleteSubmission(db: Kysely<Database>, id: string): Promise<SubmissionsTable | undefined> {
  const row = await db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  await deleteIds(db, [row.id]);
  return row;
}

/** Everything stored under one e-mail address: every submission with its history. */
export async function personData(db: Kysely<Database>, email: string) {
  const address = email.trim().toLowerCase();
  const submissions = await db
    .selectFrom("submissions")
    .selectAll()
    .where("email", "=", address)
    .orderBy("received_at")
    .execute();
  const ids = submissions.map((s) => s.id);
  const events = ids.length ? await historyOf(db, ids).selectAll().execute() : [];
  // Waitlist entries made from a practice's profile with this address (issue 37 item 5); their
  // reviews, and the reports about reviews they signed (issue 48 item 6): each part's own answer.
  const parts = await personDataAsked.publish(db, { email: address, submissionIds: ids });
  return {
    email: address,
    exportedAt: new Date().toISOString(),
    ...({ waitlist: [], reviews: [], reviewReports: [], ...Object.assign({}, ...parts) } as PersonDataParts),
    submissions: submissions.map(
      ({ idempotency_key: _k, body_hash: _h, status_token_hash: _t, status_token_sealed: _s, ...s }) => ({
        ...s,
        fields: JSON.parse(s.fields) as unknown,
        history: events.filter((e) => e.submission_id === s.id).map(({ id: _id, submission_id: _s, ...e }) => e),
      }),
    ),
  };
}

/**
 * Deletes every submission under an address, its waitlist entries from practices' profiles (no
 * booking holds them), and what it left on the reports it signed (D719).
 */
export async function deletePerson(
  db: Kysely<Database>,
  email: string,
): Promise<{ submissions: number; waitlistEntries: number; reviewReports: number }> {
  const address = email.trim().toLowerCase();
  // Its waitlist entries from practices' profiles and what it left on review reports, each part's own.
  const parts = await db.transaction().execute((trx) => personDeleted.publish(trx, { email: address }));
  const { waitlistEntries = 0, reviewReports = 0 } = Object.assign({}, ...parts) as Record<string, number>;
  await forgetRecipient(db, address);
  const rows = await db.selectFrom("submissions").select("id").where("email", "=", address).execute();
  const submissions = await deleteIds(
    db,
    rows.map((r) => r.id),
  );
  return { submissions, waitlistEntries, reviewReports };
}

/** The moment before which finished submissions are purged: `months` before `now`. */
function retentionCutoff(months: number, now = new Date()): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/**
 * Deletes closed, declined and rejected submissions (and spam) whose last change is older than
 * the retention period, with their history. Returns how many were deleted.
 */
export async function purgeExpired(db: Kysely<Database>, months: number, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(months, now);
  const rows = await db
    .selectFrom("submissions")
    .select("id")
    .where("updated_at", "<", cutoff)
    .where((eb) => eb.or([eb("status", "in", [...FINAL_STATUSES]), eb("spam", "=", 1)]))
    .execute();
  let deleted = 0;
  for (let i = 0; i < rows.length; i += 500) {
    deleted += await deleteIds(
      db,
      rows.slice(i, i + 500).map((r) => r.id),
    );
  }
  return deleted;
}
