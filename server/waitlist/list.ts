import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";

import type { WaitlistStatusPart } from "../../rules/api/waitlist";
import { findCityName } from "../../rules/listings/city-names";
import { nzDateTime, nzToday } from "../../rules/nz-time";
import { untilDateProblem, untilRange, type WaitlistScope } from "../../rules/waitlist";
import { cancellable } from "../booking-loop/booking-life";
import { practiceRequestsNewestFirst } from "../booking-loop/practice-requests";
import type { Database } from "../db/schema";
import { storedStatusTokenHashes } from "../submissions/status-token";

/*
 * Who is on the waitlist (issue 37 item 5): a booking with a confirmed appointment ahead joins from
 * its status page (its practice, or any practice in its city, until a date), changes its choice or
 * leaves. Erasing or deleting the booking erases its entry (eraseWaitlistOf); an entry whose date
 * has passed is deleted by the daily job (deleteExpiredEntries).
 */

/** The booking a status link opens, if it can be on the list: not withdrawn (its address is kept). */
async function bookingOf(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("submissions")
    .select(["id", "email"])
    .where("status_token_hash", "in", storedStatusTokenHashes(token))
    .where("form", "=", "booking")
    .executeTakeFirst();
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

export type JoinResult =
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
    const booking = await bookingOf(trx, input.token);
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
        })
        .execute();
    }
    return { outcome: "joined" };
  });
}

/** Deletes the bookings' entries and the claim links sent to them. */
export async function eraseWaitlistOf(trx: Kysely<Database>, submissionIds: readonly string[]): Promise<void> {
  if (submissionIds.length === 0) return;
  const entries = trx.selectFrom("waitlist_entries").select("id").where("submission_id", "in", submissionIds);
  await trx.deleteFrom("waitlist_offers").where("entry_id", "in", entries).execute();
  await trx.deleteFrom("waitlist_entries").where("submission_id", "in", submissionIds).execute();
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

/** Deletes entries whose until-date has passed (New Zealand's today), with their links; how many. */
export async function deleteExpiredEntries(db: Kysely<Database>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const today = nzToday(now);
    const expired = trx.selectFrom("waitlist_entries").select("id").where("until_date", "<", today);
    await trx.deleteFrom("waitlist_offers").where("entry_id", "in", expired).execute();
    const deleted = await trx.deleteFrom("waitlist_entries").where("until_date", "<", today).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}
