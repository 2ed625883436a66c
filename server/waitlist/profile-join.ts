import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";

import { type FieldErrors, fieldErrors } from "../../forms";
import { waitlistJoinPicked, waitlistJoinSchema, waitlistJoinValues } from "../../forms/waitlist-join";
import type { WaitlistOfferView, WaitlistProfileJoin, WaitlistProfilePractice } from "../../rules/api/waitlist";
import { findCityName } from "../../rules/listings/city-names";
import { nzToday } from "../../rules/nz-time";
import {
  PROFILE_UNTIL_TOO_LATE,
  profileUntil,
  untilDateProblem,
  WAITLIST_CONFIRM_HOURS,
  type WaitlistScope,
} from "../../rules/waitlist";
import type { Database } from "../platform/db/schema";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import { markRecipientConfirmed } from "../platform/outbox/recipient-limit";
import { honeypotFilled } from "../booking";
import { newStatusToken, STATUS_TOKEN_PATTERN, statusTokenHash } from "../platform/private-links/status-token";
import { deleteEntries, entryEmailKey } from "./list";

/*
 * Joining the waitlist from a practice's profile, with no booking (issue 37 item 5). Double
 * opt-in: a valid form stores an unconfirmed entry and e-mails its confirmation link; the link's
 * page has a button (a GET changes nothing: mail scanners follow links), whose post confirms.
 * Only confirmed entries are offered freed times (freed-times.ts); one not confirmed within
 * WAITLIST_CONFIRM_HOURS is deleted by the daily job (list.ts). The entry keeps the booking
 * details a claimed time is booked with (claim-booking.ts).
 */

const CONFIRM_MS = WAITLIST_CONFIRM_HOURS * 3_600_000;

/** Where an entry hears of times, in words: the practice, or any practice in its city. */
function whereText(scope: WaitlistScope, practiceName: string, citySlug: string): string {
  return scope === "city" ? `any practice in ${findCityName(citySlug)?.name ?? "the city"}` : practiceName;
}

/**
 * The profile's form posted: its values checked (the booking form's rules; the until-date from
 * today to six months ahead on the server's clock), then an unconfirmed entry stored and its
 * confirmation e-mailed, together. A filled honeypot gets the same answer and stores nothing.
 */
export async function joinFromProfile(
  db: Kysely<Database>,
  input: {
    practice: WaitlistProfilePractice;
    body: Record<string, unknown>;
    now: Date;
    sealKey: Buffer;
    /** Config UNCONFIRMED_EMAILS_PER_DAY (recipient-limit.ts). */
    emailsPerAddress?: number;
  },
): Promise<WaitlistProfileJoin> {
  const { practice, now } = input;
  const values = waitlistJoinValues(input.body);
  if (honeypotFilled(input.body)) return { kind: "check-email", email: values.email.trim() };
  const parsed = waitlistJoinSchema.safeParse(waitlistJoinPicked(input.body));
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  const until = untilDateProblem(
    parsed.success ? parsed.data.until : values.until.trim(),
    profileUntil(nzToday(now)),
    PROFILE_UNTIL_TOO_LATE,
  );
  if (until) errors.until ??= until;
  if (!parsed.success || Object.keys(errors).length > 0) return { kind: "invalid", errors, values };
  const { scope, until: untilDate, ...booking } = parsed.data;
  const id = uuidv7();
  const { token, hash } = newStatusToken(now.getTime());
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("waitlist_entries")
      .values({
        id,
        submission_id: null,
        email: booking.email.toLowerCase(),
        fields: JSON.stringify(booking),
        confirm_token_hash: hash,
        confirmed_at: null,
        scope,
        practice_id: practice.practiceId,
        city_slug: practice.citySlug,
        until_date: untilDate,
        created_at: now.toISOString(),
      })
      .execute();
    await enqueue(
      trx,
      emailJob(
        {
          template: "waitlist-confirm",
          to: booking.email,
          firstName: booking.firstName,
          where: whereText(scope, practice.practiceName, practice.citySlug),
          until: untilDate,
          linkToken: token,
        },
        {
          sealKey: input.sealKey,
          uniqueKey: entryEmailKey(id, "confirm"),
          limitTo: { address: booking.email, perDay: input.emailsPerAddress },
        },
      ),
      now,
    );
  });
  return { kind: "check-email", email: booking.email };
}

/** The entry a confirmation link opens, with its practice's name. */
async function entryByConfirmToken(db: Kysely<Database>, token: string) {
  if (!STATUS_TOKEN_PATTERN.test(token)) return undefined;
  return db
    .selectFrom("waitlist_entries")
    .leftJoin("practices", "practices.id", "waitlist_entries.practice_id")
    .select([
      "waitlist_entries.id",
      "waitlist_entries.email",
      "waitlist_entries.fields",
      "waitlist_entries.confirm_token_hash",
      "waitlist_entries.practice_id",
      "waitlist_entries.scope",
      "waitlist_entries.city_slug",
      "waitlist_entries.until_date",
      "waitlist_entries.created_at",
      "waitlist_entries.confirmed_at",
      "practices.name as practice_name",
    ])
    .where("waitlist_entries.confirm_token_hash", "=", statusTokenHash(token))
    .executeTakeFirst();
}

const expired = (entry: { created_at: string; confirmed_at: string | null }, now: Date) =>
  !entry.confirmed_at && Date.parse(entry.created_at) + CONFIRM_MS <= now.getTime();

/** What a confirmation link's page shows; null when the token is no entry's confirmation link. */
export async function confirmView(db: Kysely<Database>, token: string, now: Date): Promise<WaitlistOfferView | null> {
  const entry = await entryByConfirmToken(db, token);
  if (!entry) return null;
  if (expired(entry, now)) return { kind: "confirm-expired" };
  const where = whereText(entry.scope, entry.practice_name ?? "the practice", entry.city_slug);
  return { kind: entry.confirmed_at ? "confirmed" : "confirm", where, until: entry.until_date };
}

/**
 * The confirmation link's button: the entry is confirmed (once; again is no change), unless its
 * time ran out. If the address is already on the same list (the practice's, or the city's), that
 * entry keeps its place and takes the new details, date and link (one entry, one e-mail per time).
 */
export async function confirmEntry(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<"confirmed" | "expired" | "not-found"> {
  return db.transaction().execute(async (trx) => {
    const entry = await entryByConfirmToken(trx, token);
    if (!entry) return "not-found";
    if (expired(entry, now)) return "expired";
    if (entry.confirmed_at) return "confirmed";
    // Only the e-mailed link confirms: the address is its owner's, and no longer limited (D701).
    if (entry.email) await markRecipientConfirmed(trx, entry.email, now);
    const earlier = await trx
      .selectFrom("waitlist_entries")
      .select("id")
      .where("email", "=", entry.email)
      .where("id", "!=", entry.id)
      .where("confirmed_at", "is not", null)
      .where("scope", "=", entry.scope)
      .where((eb) =>
        entry.scope === "city" ? eb("city_slug", "=", entry.city_slug) : eb("practice_id", "=", entry.practice_id),
      )
      .orderBy("created_at")
      .executeTakeFirst();
    if (!earlier) {
      await trx
        .updateTable("waitlist_entries")
        .set({ confirmed_at: now.toISOString() })
        .where("id", "=", entry.id)
        .execute();
      return "confirmed";
    }
    await deleteEntries(trx, [entry.id]);
    await trx
      .updateTable("waitlist_entries")
      .set({ fields: entry.fields, until_date: entry.until_date, confirm_token_hash: entry.confirm_token_hash })
      .where("id", "=", earlier.id)
      .execute();
    return "confirmed";
  });
}

/** Leaves the list from a confirmation link's page: the entry and every link sent to it go. */
export async function leaveByConfirmToken(trx: Kysely<Database>, token: string): Promise<boolean> {
  const entry = await entryByConfirmToken(trx, token);
  if (!entry) return false;
  await deleteEntries(trx, [entry.id]);
  return true;
}
