import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";

import type { WaitlistOfferView } from "../../rules/api/waitlist";
import { nzToday } from "../../rules/nz-time";
import { WAITLIST_OFFERS_PER_TIME } from "../../rules/waitlist";
import { cancellable, patientContact, practiceRequestsNewestFirst, type PracticeRequestRow } from "../booking";
import type { Database } from "../platform/db/schema";
import { emailJob, enqueue, type NewJob } from "../platform/outbox/jobs";
import { newStatusToken, STATUS_TOKEN_PATTERN, statusTokenHash } from "../platform/private-links/status-token";
import { entryEmailKey } from "./list";
import type { FreedTimeRow, FreedTimesTable } from "./tables";

/*
 * A freed time and its offers (issue 37 item 5). A time is freed when a patient cancels a confirmed
 * appointment still ahead, when a waitlisted patient's claim moves them off their old time, or when
 * the practice offers one by its link. In the freeing's transaction, up to five people on the list
 * (oldest first; confirmed; their until-date not passed; a booking's own appointment later than
 * the time) get a single-use claim link by e-mail. Its claim: claim.ts.
 */

/** A practice's time to free: its listing and facts as copied on practice_requests. */
type FreedTime = Omit<FreedTimesTable, "id" | "created_at" | "claimed_by" | "claimed_at" | "city_slug">;

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
export function entryContact(
  entry: { email: string | null; fields: string | null },
  booking: { email: string; fields: string; reference: string } | undefined,
) {
  if (booking) return booking.email ? patientContact(booking, null) : null;
  if (!entry.email || !entry.fields) return null;
  return { ...patientContact({ email: entry.email, fields: entry.fields, reference: "" }, null), reference: null };
}

/** A waitlist e-mail's job: a booking's goes with it; a profile entry's with the entry (list.ts's deleteEntries). */
export function entryEmailOptions(
  entry: { id: string; submission_id: string | null },
  offerId: string,
  sealKey: Buffer,
) {
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
export async function offerByToken(db: Kysely<Database>, token: string) {
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
