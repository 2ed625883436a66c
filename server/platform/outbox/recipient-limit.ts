import { createHash } from "node:crypto";

import { type Kysely, sql } from "kysely";

import { nzToday } from "../../../rules/nz-time";
import type { Database } from "../db/schema";

/*
 * The site must not be an e-mail relay (issue 48 item 1): a stranger who types someone else's
 * address into a form, again and again from many client addresses, may make us e-mail that address
 * at most UNCONFIRMED_EMAILS_PER_DAY (3) times a New Zealand day, across every form, until the address
 * proves it is its owner's by following a link we e-mailed it (D700, D701). It knows no feature:
 * a job says it is limited (jobs.ts NewJob.limitTo), enqueue asks here in the transaction that
 * writes it, and features say when an address confirmed (markRecipientConfirmed).
 */

/** The default of the limit (config UNCONFIRMED_EMAILS_PER_DAY). */
const UNCONFIRMED_EMAILS_PER_DAY = 3;

/** How long a confirmation counts: a year after the address last followed one of our links. */
const CONFIRMED_FOR_DAYS = 365;
const DAY_MS = 86_400_000;

/**
 * The address as the limit's tables keep it: a SHA-256 of its trimmed lower-case form, under this
 * purpose's own prefix (so it matches no other table's hash of the same address). Unkeyed, D702.
 */
export function recipientHash(address: string): string {
  return createHash("sha256").update(`nzdd:email-recipient:${address.trim().toLowerCase()}`).digest("hex");
}

/** An address followed a link we e-mailed it: from now on its e-mails are not limited (for a year). */
export async function markRecipientConfirmed(trx: Kysely<Database>, address: string, now: Date): Promise<void> {
  const confirmedAt = now.toISOString();
  await trx
    .insertInto("email_confirmed_recipients")
    .values({ address_hash: recipientHash(address), confirmed_at: confirmedAt })
    .onConflict((oc) => oc.column("address_hash").doUpdateSet({ confirmed_at: confirmedAt }))
    .execute();
}

async function isConfirmed(trx: Kysely<Database>, hash: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - CONFIRMED_FOR_DAYS * DAY_MS).toISOString();
  const row = await trx
    .selectFrom("email_confirmed_recipients")
    .select("address_hash")
    .where("address_hash", "=", hash)
    .where("confirmed_at", ">", since)
    .executeTakeFirst();
  return row !== undefined;
}

export interface RecipientLimit {
  address: string;
  /** The limit (config UNCONFIRMED_EMAILS_PER_DAY): UNCONFIRMED_EMAILS_PER_DAY when left out. */
  perDay?: number;
  /** Counted even when the address confirmed (what a practice's user can send anyone: D703). */
  evenIfConfirmed?: boolean;
}

/**
 * Whether one more e-mail may go to this address today, counted in the caller's transaction: one
 * upsert of the address's counter for the day, whose row lock makes concurrent askers wait their
 * turn on PostgreSQL (SQLite's transaction holds the write lock), so the limit holds exactly.
 */
export async function mayEmail(trx: Kysely<Database>, limit: RecipientLimit, now: Date): Promise<boolean> {
  const hash = recipientHash(limit.address);
  if (!limit.evenIfConfirmed && (await isConfirmed(trx, hash, now))) return true;
  const day = nzToday(now);
  const { attempts } = await trx
    .insertInto("email_recipient_days")
    .values({ address_hash: hash, day, attempts: 1 })
    .onConflict((oc) =>
      oc.columns(["address_hash", "day"]).doUpdateSet({ attempts: sql<number>`email_recipient_days.attempts + 1` }),
    )
    .returning("attempts")
    .executeTakeFirstOrThrow();
  return Number(attempts) <= (limit.perDay ?? UNCONFIRMED_EMAILS_PER_DAY);
}

/**
 * Deletes counters before yesterday (they hold hashed addresses) and confirmations past their
 * year; run by the daily purge, outside the transactions that count (a delete of other addresses'
 * rows there could wait on them while they wait on this one's).
 */
export async function forgetOldRecipients(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("email_recipient_days")
    .where("day", "<", nzToday(new Date(now.getTime() - DAY_MS)))
    .execute();
  const since = new Date(now.getTime() - CONFIRMED_FOR_DAYS * DAY_MS).toISOString();
  await db.deleteFrom("email_confirmed_recipients").where("confirmed_at", "<=", since).execute();
}

/**
 * Forgets an address (delete person): its confirmation and its counters. It is then limited again
 * as an address that confirmed nothing, which is what a stranger's address is.
 */
export async function forgetRecipient(db: Kysely<Database>, address: string): Promise<void> {
  const hash = recipientHash(address);
  await db.deleteFrom("email_recipient_days").where("address_hash", "=", hash).execute();
  await db.deleteFrom("email_confirmed_recipients").where("address_hash", "=", hash).execute();
}

/** Today's e-mails to addresses that confirmed nothing: how many went out, how many were held back. */
export async function unconfirmedEmailsOn(
  db: Kysely<Database>,
  now: Date,
  limit = UNCONFIRMED_EMAILS_PER_DAY,
): Promise<{ sent: number; held: number }> {
  const row = await db
    .selectFrom("email_recipient_days")
    .select([
      sql<string | number | null>`sum(case when attempts > ${limit} then ${limit} else attempts end)`.as("sent"),
      sql<string | number | null>`sum(case when attempts > ${limit} then attempts - ${limit} else 0 end)`.as("held"),
    ])
    .where("day", "=", nzToday(now))
    .executeTakeFirstOrThrow();
  return { sent: Number(row.sent ?? 0), held: Number(row.held ?? 0) };
}
