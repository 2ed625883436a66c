import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";

import type { WaitlistOfferView } from "../../rules/api/waitlist";
import { nzAppointmentTime } from "../../rules/appointment-time";
import type { WorkingHours } from "../../rules/booking-loop";
import { nzToday } from "../../rules/nz-time";
import { WAITLIST_OFFERS_PER_TIME } from "../../rules/waitlist";
import {
  cancellable,
  type ClaimedTime,
  patientContact,
  patientTakesFreedTime,
  retriedWhenChanged,
} from "../booking-loop/booking-life";
import { practiceRequestsNewestFirst } from "../booking-loop/practice-requests";
import type { PracticeRequestRow } from "../booking-loop/tables";
import type { Database } from "../db/schema";
import { isPostgres } from "../db/transactions";
import { emailJob, enqueue, type NewJob } from "../outbox/jobs";
import { newStatusToken, STATUS_TOKEN_PATTERN, statusTokenHash } from "../submissions/status-token";
import { bookClaimedTime } from "./claim-booking";
import { entryEmailKey } from "./list";
import type { FreedTimeRow, FreedTimesTable } from "./tables";

/*
 * A freed time and its claim (issue 37 item 5). A time is freed when a patient cancels a confirmed
 * appointment still ahead, when a waitlisted patient's claim moves them off their old time, or when
 * the practice offers one by its link. In the freeing's transaction, up to five people on the list
 * (oldest first; confirmed; their until-date not passed; a booking's own appointment later than
 * the time) get a single-use claim link by e-mail. An entry from a practice's profile has no
 * booking: its claim books one (claim-booking.ts). The first claim wins: one conditional UPDATE (claimed_by IS
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

/** Who an entry's e-mails go to: its booking's patient, or a profile entry's own details (no reference). */
function entryContact(
  entry: { email: string | null; fields: string | null },
  booking: { email: string; fields: string; reference: string } | undefined,
) {
  if (booking) return booking.email ? patientContact(booking, null) : null;
  if (!entry.email || !entry.fields) return null;
  return { ...patientContact({ email: entry.email, fields: entry.fields, reference: "" }, null), reference: null };
}

/** A waitlist e-mail's job: a booking's goes with it; a profile entry's with the entry (list.ts's deleteEntries). */
function entryEmailOptions(entry: { id: string; submission_id: string | null }, offerId: string, sealKey: Buffer) {
  return entry.submission_id
    ? { submissionId: entry.submission_id, sealKey }
    : { uniqueKey: entryEmailKey(entry.id, `offer:${offerId}`), sealKey };
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
    .select(["id", "submission_id", "email", "fields"])
    .where("until_date", ">=", nzToday(now))
    .where("confirmed_at", "is not", null)
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
    let current: string | null = null;
    let booking: { email: string; fields: string; reference: string } | undefined;
    if (entry.submission_id) {
      // A booking's entry: only a time earlier than its confirmed appointment is worth offering.
      booking = await trx
        .selectFrom("submissions")
        .select(["email", "fields", "reference"])
        .where("id", "=", entry.submission_id)
        .executeTakeFirst();
      if (!booking?.email) continue;
      const row = await practiceRequestsNewestFirst(trx, entry.submission_id).executeTakeFirst();
      if (!row?.appointment_start || !cancellable(row, now)) continue;
      if (Date.parse(row.appointment_start) <= Date.parse(time.start)) continue;
      current = row.appointment_start;
    }
    const patient = entryContact(entry, booking);
    if (!patient) continue;
    const offerId = uuidv7();
    const { token, hash } = newStatusToken(now.getTime());
    await trx
      .insertInto("waitlist_offers")
      .values({
        id: offerId,
        freed_time_id: freed.id,
        entry_id: entry.id,
        token_hash: hash,
        sent_at: freed.created_at,
      })
      .execute();
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
          current,
          linkToken: token,
        },
        entryEmailOptions(entry, offerId, options.sealKey),
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
    .select(["id", "submission_id", "fields"])
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
  const current = entry.submission_id
    ? await practiceRequestsNewestFirst(db, entry.submission_id).executeTakeFirst()
    : undefined;
  return timeView(offer, "open", current?.appointment_start ?? null);
}

/** A booking as its claim reads it (locked on PostgreSQL). */
type TakingBooking = Parameters<typeof patientTakesFreedTime>[1]["booking"];

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
      const [, dentistId] = offer.listing_ref.split("/");
      const time: ClaimedTime = {
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
        note: `Took a freed time from the waitlist: ${offer.practice_name}, ${nzAppointmentTime(offer.start)}`,
      };
      let moved: { booking: TakingBooking; old: PracticeRequestRow & { appointment_start: string } } | null = null;
      if (entry.submission_id) {
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
        moved = { booking, old: { ...row, appointment_start: row.appointment_start } };
      } else {
        // A profile's entry: held while it books, so two of its links claimed at once book once
        // (on PostgreSQL the second waits, then finds the entry gone).
        let query = trx.selectFrom("waitlist_entries").select("id").where("id", "=", entry.id);
        if (isPostgres(trx)) query = query.forUpdate();
        if (!entry.fields || !(await query.executeTakeFirst())) {
          return {
            outcome: "refused",
            message: "You are no longer on the waitlist, so this time cannot be taken here.",
          };
        }
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
      if (moved) {
        const was = ` (was ${nzAppointmentTime(moved.old.appointment_start)})`;
        await patientTakesFreedTime(trx, {
          ...time,
          note: time.note + was,
          booking: moved.booking,
          row: moved.old,
          sealKey,
          now,
          hours: input.hours,
        });
      } else {
        await bookClaimedTime(trx, { fields: entry.fields!, time, sealKey, now, hours: input.hours });
      }
      // Off the list: they have their earlier time. The others e-mailed about it are told it has gone.
      const others = await trx
        .selectFrom("waitlist_offers")
        .innerJoin("waitlist_entries", "waitlist_entries.id", "waitlist_offers.entry_id")
        .leftJoin("submissions", "submissions.id", "waitlist_entries.submission_id")
        .select([
          "waitlist_offers.entry_id as id",
          "waitlist_entries.submission_id",
          "waitlist_entries.email as entry_email",
          "waitlist_entries.fields as entry_fields",
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
        const patient = entryContact(
          { email: other.entry_email, fields: other.entry_fields },
          other.submission_id
            ? { email: other.email ?? "", fields: other.fields ?? "{}", reference: other.reference ?? "" }
            : undefined,
        );
        if (!patient) continue;
        // A link of its own for this e-mail (only hashes are kept): like the first, it says the time has gone and leaves the list.
        const goneId = uuidv7();
        const { token, hash } = newStatusToken(now.getTime());
        await trx
          .insertInto("waitlist_offers")
          .values({
            id: goneId,
            freed_time_id: offer.id,
            entry_id: other.id,
            token_hash: hash,
            sent_at: now.toISOString(),
          })
          .execute();
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
            entryEmailOptions(other, goneId, sealKey),
          ),
        );
      }
      await enqueue(trx, gone, now);
      // The old time is free for the next on the list.
      if (moved) await freeTime(trx, freedTimeOf(moved.old), { sealKey, now });
      return { outcome: "claimed", changed: true };
    }),
  );
}
