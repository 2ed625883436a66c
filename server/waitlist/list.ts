import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";

import type { WaitlistStatusPart } from "../../rules/api/waitlist";
import { findCityName } from "../../rules/listings/city-names";
import { nzDateTime, nzToday } from "../../rules/nz-time";
import { untilDateProblem, untilRange, WAITLIST_CONFIRM_HOURS, type WaitlistScope } from "../../rules/waitlist";
import { cancellable, practiceRequestsNewestFirst } from "../booking";
import type { Database } from "../platform/db/schema";
import { isPostgres } from "../platform/db/transactions";
import { ERASED_WHEN_SENT } from "../platform/outbox/jobs";
import { storedStatusTokenHashes } from "../platform/private-links/status-token";
import { deleteJobsByKey } from "../platform/outbox/job-keys";

/*
 * Who is on the waitlist (issue 37 item 5): a booking with a confirmed appointment ahead joins from
 * its status page (its practice, or any practice in its city, until a date), changes its choice or
 * leaves. Erasing or deleting the booking erases its entry (eraseWaitlistOf); an entry whose date
 * has passed, or a profile's entry not confirmed in time (profile-join.ts), is deleted by the daily
 * job (deleteExpiredEntries). Erasing an address erases the profile's entries made with it
 * (eraseWaitlistByEmail).
 */

/**
 * The booking a status link opens, if it can be on the list: not withdrawn (its address is kept).
 * `lock`: its row locked until the transaction ends (PostgreSQL), first, before its practice
 * requests (LOCK ORDER, server/platform/db/transactions.ts).
 */
async function bookingOf(db: Kysely<Database>, token: string, lock = false) {
  let query = db
    .selectFrom("submissions")
    .select(["id", "email"])
    .where("status_token_hash", "in", storedStatusTokenHashes(token))
    .where("form", "=", "booking");
  if (lock && isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The booking's confirmed appointment ahead and its practice's city, or null. */
async function appointmentAhead(db: Kysely<Database>, submissionId: string, now: Date) {
  const row = await practiceRequestsNewestFirst(db, submissionId).executeTakeFirst();
  if (!row || !cancellable(row, now) || !row.appointment_start) return null;
  const practice = await db
    .selectFrom("practices")
    .select("city_slug")
    .where("id", "=", row.practice_id)
    .executeTakeFirst();
  return { row, start: row.appointment_start, citySlug: practice?.city_slug ?? "" };
}

/** The status page's waitlist box (null: no confirmed appointment ahead, so no box). */
export async function waitlistStatusPart(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<WaitlistStatusPart | null> {
  const booking = await bookingOf(db, token);
  if (!booking?.email) return null;
  const ahead = await appointmentAhead(db, booking.id, now);
  if (!ahead) return null;
  const entry = await db
    .selectFrom("waitlist_entries")
    .select(["scope", "until_date"])
    .where("submission_id", "=", booking.id)
    .executeTakeFirst();
  return {
    practiceName: ahead.row.practice_name,
    cityName: findCityName(ahead.citySlug)?.name ?? "your city",
    range: untilRange(nzToday(now), nzDateTime(new Date(ahead.start)).date),
    joined: entry ? { scope: entry.scope, until: entry.until_date } : null,
  };
}

type JoinResult =
  { outcome: "not-found" } | { outcome: "refused" } | { outcome: "invalid"; error: string } | { outcome: "joined" };

/**
 * The patient joins the list (or changes their choice: one entry per booking, keeping its place):
 * only with a confirmed appointment ahead, and an until-date from today to that appointment's date
 * and at most six months ahead.
 */
export async function joinWaitlist(
  db: Kysely<Database>,
  input: { token: string; scope: WaitlistScope; until: string; now: Date },
): Promise<JoinResult> {
  return db.transaction().execute(async (trx): Promise<JoinResult> => {
    // Locked: joins for one booking queue here, so the second finds the first's entry and updates
    // it, instead of both inserting and one failing on the unique booking (a 500; D725).
    const booking = await bookingOf(trx, input.token, true);
    if (!booking) return { outcome: "not-found" };
    const ahead = booking.email ? await appointmentAhead(trx, booking.id, input.now) : null;
    if (!ahead) return { outcome: "refused" };
    const range = untilRange(nzToday(input.now), nzDateTime(new Date(ahead.start)).date);
    const error = untilDateProblem(input.until, range);
    if (error) return { outcome: "invalid", error };
    const changed = await trx
      .updateTable("waitlist_entries")
      .set({
        scope: input.scope,
        until_date: input.until,
        practice_id: ahead.row.practice_id,
        city_slug: ahead.citySlug,
      })
      .where("submission_id", "=", booking.id)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) {
      await trx
        .insertInto("waitlist_entries")
        .values({
          id: uuidv7(),
          submission_id: booking.id,
          scope: input.scope,
          practice_id: ahead.row.practice_id,
          city_slug: ahead.citySlug,
          until_date: input.until,
          created_at: input.now.toISOString(),
          // Its booking's address was confirmed when the booking was made: no opt-in to wait for.
          email: null,
          fields: null,
          confirm_token_hash: null,
          confirmed_at: input.now.toISOString(),
        })
        .execute();
    }
    return { outcome: "joined" };
  });
}

/**
 * The unique key of a profile entry's e-mail job (it has no booking to be deleted with): the job is
 * deleted once sent (ERASED_WHEN_SENT), and with its entry before then (deleteEntries).
 */
export const entryEmailKey = (entryId: string, what: "confirm" | `offer:${string}`) =>
  `${ERASED_WHEN_SENT}waitlist-entry:${entryId}:${what}`;

/** Deletes entries, the claim links sent to them, and a profile entry's e-mails not sent yet. */
export async function deleteEntries(trx: Kysely<Database>, entryIds: readonly string[]): Promise<number> {
  if (entryIds.length === 0) return 0;
  const offers = await trx
    .selectFrom("waitlist_offers")
    .select(["id", "entry_id"])
    .where("entry_id", "in", entryIds)
    .execute();
  const keys = [
    ...entryIds.map((id) => entryEmailKey(id, "confirm")),
    ...offers.map((offer) => entryEmailKey(offer.entry_id, `offer:${offer.id}`)),
  ];
  await deleteJobsByKey(trx, keys);
  await trx.deleteFrom("waitlist_offers").where("entry_id", "in", entryIds).execute();
  const deleted = await trx.deleteFrom("waitlist_entries").where("id", "in", entryIds).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Deletes the bookings' entries and the claim links sent to them. */
export async function eraseWaitlistOf(trx: Kysely<Database>, submissionIds: readonly string[]): Promise<void> {
  if (submissionIds.length === 0) return;
  const entries = trx.selectFrom("waitlist_entries").select("id").where("submission_id", "in", submissionIds);
  await trx.deleteFrom("waitlist_offers").where("entry_id", "in", entries).execute();
  await trx.deleteFrom("waitlist_entries").where("submission_id", "in", submissionIds).execute();
}

/** Erases the profile's entries made with an address (an operator's deletion of a person); how many. */
export async function eraseWaitlistByEmail(trx: Kysely<Database>, email: string): Promise<number> {
  const rows = await trx
    .selectFrom("waitlist_entries")
    .select("id")
    .where("email", "=", email.trim().toLowerCase())
    .execute();
  return deleteEntries(
    trx,
    rows.map((row) => row.id),
  );
}

/** The patient leaves the list from their status page; false when the link opens no booking. */
export async function leaveWaitlist(db: Kysely<Database>, token: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const booking = await bookingOf(trx, token);
    if (!booking) return false;
    await eraseWaitlistOf(trx, [booking.id]);
    return true;
  });
}

/**
 * Deletes entries whose until-date has passed (New Zealand's today), and profile entries not
 * confirmed within WAITLIST_CONFIRM_HOURS, with their links; how many.
 */
export async function deleteExpiredEntries(db: Kysely<Database>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const unconfirmedBefore = new Date(now.getTime() - WAITLIST_CONFIRM_HOURS * 3_600_000).toISOString();
    const expired = await trx
      .selectFrom("waitlist_entries")
      .select("id")
      .where((eb) =>
        eb.or([
          eb("until_date", "<", nzToday(now)),
          eb.and([eb("confirmed_at", "is", null), eb("created_at", "<=", unconfirmedBefore)]),
        ]),
      )
      .execute();
    return deleteEntries(
      trx,
      expired.map((row) => row.id),
    );
  });
}
