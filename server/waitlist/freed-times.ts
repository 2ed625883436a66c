import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";

import type { WaitlistOfferView } from "../../rules/api/waitlist";
import { nzAppointmentTime } from "../../rules/appointment-time";
import type { WorkingHours } from "../../rules/booking-loop";
import { nzToday } from "../../rules/nz-time";
import { WAITLIST_OFFERS_PER_TIME } from "../../rules/waitlist";
import { cancellable, patientContact, patientTakesFreedTime, retriedWhenChanged } from "../booking-loop/booking-life";
import { practiceRequestsNewestFirst } from "../booking-loop/practice-requests";
import type { PracticeRequestRow } from "../booking-loop/tables";
import type { Database } from "../db/schema";
import { isPostgres } from "../db/transactions";
import { emailJob, enqueue, type NewJob } from "../outbox/jobs";
import { newStatusToken, STATUS_TOKEN_PATTERN, statusTokenHash } from "../submissions/status-token";
import type { FreedTimeRow, FreedTimesTable } from "./tables";

/*
 * A freed time and its claim (issue 37 item 5). A time is freed when a patient cancels a confirmed
 * appointment still ahead, when a waitlisted patient's claim moves them off their old time, or when
 * the practice offers one by its link. In the freeing's transaction, up to five people on the list
 * (oldest first; their until-date not passed; their own appointment later than the time) get a
 * single-use claim link by e-mail. The first claim wins: one conditional UPDATE (claimed_by IS
 * NULL), which PostgreSQL and SQLite each let through once.
 */

/** A practice's time to free: its listing and facts as copied on practice_requests. */
export type FreedTime = Omit<FreedTimesTable, "id" | "created_at" | "claimed_by" | "claimed_at" | "city_slug">;

/** The freed time of a practice request's appointment (cancelled, or left for an earlier one). */
export function freedTimeOf(row: PracticeRequestRow & { appointment_start: string }): FreedTime {
  return {
    practice_id: row.practice_id,
    listing_ref: row.listing_ref,
    practice_name: row.practice_name,
    practice_phone: row.practice_phone,
    practice_address: row.practice_address,
    practice_email: row.practice_email,
    dentist_name: row.dentist_name,
    start: row.appointment_start,
    minutes: row.appointment_minutes ?? 30,
    source: "cancelled",
  };
}

/**
 * Records a freed time still ahead and e-mails up to five waitlisted patients its claim link, in
 * the caller's transaction. How many were e-mailed (0 for a time already begun: nothing recorded).
 */
export async function freeTime(
  trx: Kysely<Database>,
  time: FreedTime,
  options: { sealKey: Buffer; now: Date },
): Promise<number> {
  const { now } = options;
  if (Date.parse(time.start) <= now.getTime()) return 0;
  const practice = await trx
    .selectFrom("practices")
    .select("city_slug")
    .where("id", "=", time.practice_id)
    .executeTakeFirst();
  const citySlug = practice?.city_slug ?? "";
  const freed: FreedTimesTable = {
    ...time,
    id: uuidv7(),
    city_slug: citySlug,
    created_at: now.toISOString(),
    claimed_by: null,
    claimed_at: null,
  };
  await trx.insertInto("freed_times").values(freed).execute();
  // Oldest first; a few more than five, as some have no appointment later than this time.
  const candidates = await trx
    .selectFrom("waitlist_entries")
    .select(["id", "submission_id"])
    .where("until_date", ">=", nzToday(now))
    .where((eb) =>
      eb.or([
        eb.and([eb("scope", "=", "practice"), eb("practice_id", "=", time.practice_id)]),
        eb.and([eb("scope", "=", "city"), eb("city_slug", "=", citySlug)]),
      ]),
    )
    .orderBy("created_at")
    .orderBy("id")
    .limit(WAITLIST_OFFERS_PER_TIME * 20)
    .execute();
  const jobs: NewJob[] = [];
  let offered = 0;
  for (const entry of candidates) {
    if (offered >= WAITLIST_OFFERS_PER_TIME) break;
    const booking = await trx
      .selectFrom("submissions")
      .select(["email", "fields", "reference"])
      .where("id", "=", entry.submission_id)
      .executeTakeFirst();
    if (!booking?.email) continue;
    const current = await practiceRequestsNewestFirst(trx, entry.submission_id).executeTakeFirst();
    if (!current?.appointment_start || !cancellable(current, now)) continue;
    if (Date.parse(current.appointment_start) <= Date.parse(time.start)) continue;
    const { token, hash } = newStatusToken(now.getTime());
    await trx
      .insertInto("waitlist_offers")
      .values({
        id: uuidv7(),
        freed_time_id: freed.id,
        entry_id: entry.id,
        token_hash: hash,
        sent_at: freed.created_at,
      })
      .execute();
    const patient = patientContact(booking, null);
    jobs.push(
      emailJob(
        {
          template: "waitlist-offer",
          to: patient.to,
          firstName: patient.firstName,
          reference: patient.reference,
          practiceName: time.practice_name,
          dentist: time.dentist_name,
          address: time.practice_address,
          start: time.start,
          minutes: time.minutes,
          current: current.appointment_start,
          linkToken: token,
        },
        { submissionId: entry.submission_id, sealKey: options.sealKey },
      ),
    );
    offered += 1;
  }
  await enqueue(trx, jobs, now);
  return offered;
}

/** The claim link's offer, its freed time and its entry (null: gone from the list). */
async function offerByToken(db: Kysely<Database>, token: string) {
  if (!STATUS_TOKEN_PATTERN.test(token)) return undefined;
  const offer = await db
    .selectFrom("waitlist_offers")
    .innerJoin("freed_times", "freed_times.id", "waitlist_offers.freed_time_id")
    .selectAll("freed_times")
    .select(["waitlist_offers.id as offer_id", "waitlist_offers.entry_id"])
    .where("waitlist_offers.token_hash", "=", statusTokenHash(token))
    .executeTakeFirst();
  if (!offer) return undefined;
  const entry = await db
    .selectFrom("waitlist_entries")
    .select(["id", "submission_id"])
    .where("id", "=", offer.entry_id)
    .executeTakeFirst();
  return { offer, entry: entry ?? null };
}

function timeView(freed: FreedTimeRow, kind: "open" | "gone" | "passed" | "yours", current: string | null) {
  return {
    kind,
    practiceName: freed.practice_name,
    dentist: freed.dentist_name,
    address: freed.practice_address,
    start: freed.start,
    minutes: freed.minutes,
    current,
  } as const;
}

/** What the claim link's page shows. */
export async function offerView(db: Kysely<Database>, token: string, now: Date): Promise<WaitlistOfferView> {
  const found = await offerByToken(db, token);
  if (!found) return { kind: "missing" };
  const { offer, entry } = found;
  if (offer.claimed_by) return timeView(offer, offer.claimed_by === offer.offer_id ? "yours" : "gone", null);
  if (!entry) return { kind: "left" };
  if (Date.parse(offer.start) <= now.getTime()) return timeView(offer, "passed", null);
  const current = await practiceRequestsNewestFirst(db, entry.submission_id).executeTakeFirst();
  return timeView(offer, "open", current?.appointment_start ?? null);
}

export type ClaimResult =
  { outcome: "not-found" } | { outcome: "refused"; message: string } | { outcome: "claimed"; changed: boolean };

/**
 * A waitlisted patient claims a freed time by their link. The first claim wins: claimed_by is set
 * by one UPDATE … WHERE claimed_by IS NULL, so of two at once exactly one changes the row (on
 * PostgreSQL the second waits for the first's commit, then finds it claimed). The winner's
 * appointment moves to the time (booking-life's patientTakesFreedTime), they leave the list, the
 * others e-mailed about it are told it has gone, and the winner's old time is freed in turn.
 */
export function claimFreedTime(
  db: Kysely<Database>,
  input: { token: string; sealKey: Buffer; now: Date; hours: WorkingHours },
): Promise<ClaimResult> {
  const { now, sealKey } = input;
  return retriedWhenChanged(() =>
    db.transaction().execute(async (trx): Promise<ClaimResult> => {
      const found = await offerByToken(trx, input.token);
      if (!found) return { outcome: "not-found" };
      const { offer, entry } = found;
      if (offer.claimed_by === offer.offer_id) return { outcome: "claimed", changed: false };
      if (offer.claimed_by) return { outcome: "refused", message: "Sorry: someone else took this time first." };
      if (!entry)
        return { outcome: "refused", message: "You are no longer on the waitlist, so this time cannot be taken here." };
      if (Date.parse(offer.start) <= now.getTime()) return { outcome: "refused", message: "This time has passed." };
      // The booking first, then its practice requests (LOCK ORDER, server/db/transactions.ts).
      let query = trx
        .selectFrom("submissions")
        .select(["id", "form", "reference", "status", "email", "fields", "status_token_sealed"])
        .where("id", "=", entry.submission_id);
      if (isPostgres(trx)) query = query.forUpdate();
      const booking = await query.executeTakeFirst();
      const row = booking?.email ? await practiceRequestsNewestFirst(trx, booking.id).executeTakeFirst() : undefined;
      if (!booking || !row?.appointment_start || !cancellable(row, now)) {
        return {
          outcome: "refused",
          message: "Your booking has no confirmed appointment any more, so there is nothing to move.",
        };
      }
      if (Date.parse(row.appointment_start) <= Date.parse(offer.start)) {
        return { outcome: "refused", message: "Your appointment is already earlier than this time." };
      }
      const won = await trx
        .updateTable("freed_times")
        .set({ claimed_by: offer.offer_id, claimed_at: now.toISOString() })
        .where("id", "=", offer.id)
        .where("claimed_by", "is", null)
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) !== 1) {
        return { outcome: "refused", message: "Sorry: someone else took this time first." };
      }
      const old = { ...row, appointment_start: row.appointment_start };
      const [, dentistId] = offer.listing_ref.split("/");
      await patientTakesFreedTime(trx, {
        booking,
        row: old,
        target: {
          listingRef: offer.listing_ref,
          dentistName: offer.dentist_name ?? dentistId ?? "",
          practiceId: offer.practice_id,
          practiceName: offer.practice_name,
          phone: offer.practice_phone,
          address: offer.practice_address,
          bookingEmail: offer.practice_email,
          citySlug: offer.city_slug,
        },
        start: offer.start,
        minutes: offer.minutes,
        note: `Took a freed time from the waitlist: ${offer.practice_name}, ${nzAppointmentTime(offer.start)} (was ${nzAppointmentTime(old.appointment_start)})`,
        sealKey,
        now,
        hours: input.hours,
      });
      // Off the list: they have their earlier time. The others e-mailed about it are told it has gone.
      const others = await trx
        .selectFrom("waitlist_offers")
        .innerJoin("waitlist_entries", "waitlist_entries.id", "waitlist_offers.entry_id")
        .innerJoin("submissions", "submissions.id", "waitlist_entries.submission_id")
        .select([
          "waitlist_offers.entry_id",
          "submissions.id as submission_id",
          "submissions.email",
          "submissions.fields",
          "submissions.reference",
        ])
        .where("waitlist_offers.freed_time_id", "=", offer.id)
        .where("waitlist_offers.id", "!=", offer.offer_id)
        .execute();
      await trx
        .deleteFrom("waitlist_offers")
        .where("entry_id", "=", entry.id)
        .where("id", "!=", offer.offer_id)
        .execute();
      await trx.deleteFrom("waitlist_entries").where("id", "=", entry.id).execute();
      const gone: NewJob[] = [];
      for (const other of others) {
        if (!other.email) continue;
        // A link of its own for this e-mail (only hashes are kept): like the first, it says the time has gone and leaves the list.
        const { token, hash } = newStatusToken(now.getTime());
        await trx
          .insertInto("waitlist_offers")
          .values({
            id: uuidv7(),
            freed_time_id: offer.id,
            entry_id: other.entry_id,
            token_hash: hash,
            sent_at: now.toISOString(),
          })
          .execute();
        const patient = patientContact(other, null);
        gone.push(
          emailJob(
            {
              template: "waitlist-time-gone",
              to: patient.to,
              firstName: patient.firstName,
              reference: patient.reference,
              practiceName: offer.practice_name,
              start: offer.start,
              linkToken: token,
            },
            { submissionId: other.submission_id, sealKey },
          ),
        );
      }
      await enqueue(trx, gone, now);
      // The old time is free for the next on the list.
      await freeTime(trx, freedTimeOf(old), { sealKey, now });
      return { outcome: "claimed", changed: true };
    }),
  );
}
