import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";

import { nzAppointmentTime } from "../../rules/appointment-time";
import type { WorkingHours } from "../../rules/booking-loop";
import {
  cancellable,
  type ClaimedTime,
  patientTakesFreedTime,
  retriedWhenChanged,
  practiceRequestsNewestFirst,
  type PracticeRequestRow,
} from "../booking";
import type { Database } from "../platform/db/schema";
import { isPostgres } from "../platform/db/transactions";
import { emailJob, enqueue, type NewJob } from "../platform/outbox/jobs";
import { newStatusToken } from "../platform/private-links/status-token";
import { bookClaimedTime } from "./claim-booking";
import { entryContact, entryEmailOptions, freedTimeOf, freeTime, offerByToken } from "./freed-times";

/*
 * A freed time's claim (issue 37 item 5). The first claim wins: one conditional UPDATE (claimed_by
 * IS NULL), which PostgreSQL and SQLite each let through once. A booking's entry moves its
 * appointment; a profile's entry (no booking) gets one booked (claim-booking.ts).
 */

/** A booking as its claim reads it (locked on PostgreSQL). */
type TakingBooking = Parameters<typeof patientTakesFreedTime>[1]["booking"];

type ClaimResult =
  { outcome: "not-found" } | { outcome: "refused"; message: string } | { outcome: "claimed"; changed: boolean };

/**
 * A waitlisted patient claims a freed time by their link. The first claim wins: claimed_by is set
 * by one UPDATE … WHERE claimed_by IS NULL, so of two at once exactly one changes the row (on
 * PostgreSQL the second waits for the first's commit, then finds it claimed). The winner's
 * appointment moves to the time (claimed-times.ts's patientTakesFreedTime), they leave the list,
 * the others e-mailed about it are told it has gone, and the winner's old time is freed in turn.
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
        // The booking first, then its practice requests (LOCK ORDER, server/platform/db/transactions.ts).
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
