import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";

import { addHistory } from "./booking-history";
import { type PracticeTarget, sending } from "./sending";
import { deletePendingJobs } from "../platform/outbox/job-keys";
import type { Database } from "../platform/db/schema";
import { DEFAULT_WORKING_HOURS, type WorkingHours } from "../../rules/booking-loop";
import { enqueue, type NewJob } from "../platform/outbox/jobs";
import { type GroupCommitter, groupCommitter } from "../platform/db/group-commit";
import { insertBatch, type NewRows } from "./insert-batch";
import { randomBytesFromPool } from "../platform/private-links/random-pool";
import { newReference } from "./reference";
import type { FormName, SubmissionsTable } from "./submission-tables";

/*
 * Storing what the forms send: a new submission (sent to its practice on arrival when it names
 * one), a newsletter sign-up again, a replayed submission's new status link, and the plain lists
 * of what is stored. The SQL only; what it means is the service's (service.ts). Apart from the
 * inbox's SQL (inbox-list.ts, operator-actions.ts), as the form service and the submission thread
 * write through it and nothing else.
 */

/** A submission as the form service hands it to storage. */
export interface NewSubmission {
  form: FormName;
  referencePrefix: string;
  spam: boolean;
  email: string;
  name: string;
  city: string | null;
  urgency: string | null;
  /** Every form field (never the honeypot). */
  fields: Record<string, unknown>;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  page_url: string | null;
  idempotencyKey: string | null;
  bodyHash: string | null;
  /** SHA-256 of the private status-link token, for bookings; null for other forms. */
  statusTokenHash: string | null;
  /** The same token sealed (server/platform/private-links/status-link-seal.ts), for the loop's later e-mails. */
  statusTokenSealed?: string | null;
  /** The jobs (e-mails) storing it causes, given its id and reference: enqueued in its transaction. */
  jobs?: (stored: { id: string; reference: string }) => NewJob[];
  /**
   * A booking naming a published listing: sent to that practice in the transaction that stores it
   * (sending.ts `sending`), so it arrives "in progress". Needs the store's sealKey.
   */
  sendTo?: PracticeTarget | null;
}

interface StoredSubmission {
  id: string;
  reference: string;
  receivedAt: string;
}

/** Whether an error is a unique-constraint violation, in SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}

/**
 * Where new submissions are written: a database and its group committer, so submissions arriving
 * together share a transaction. One per connection that stores submissions (the submission thread's,
 * or the server's on PostgreSQL), made by whoever owns that connection.
 */
export interface SubmissionStore {
  db: Kysely<Database>;
  committer: GroupCommitter<NewRows>;
  /**
   * Seals status-link and practice-link tokens (booking-loop/status-link-seal.ts), so the loop's
   * later e-mails can carry them; without it (tools, some tests) none is sealed and no booking is
   * sent to a practice on arrival.
   */
  sealKey?: Buffer;
  /** The practice's reminder and escalation count these (timers.ts). */
  hours: WorkingHours;
  /** Config UNCONFIRMED_EMAILS_PER_DAY: the acknowledgements' limit per address (recipient-limit.ts). */
  emailsPerAddress?: number;
}

export function submissionStore(
  db: Kysely<Database>,
  options: { sealKey?: Buffer; hours?: WorkingHours; emailsPerAddress?: number } = {},
): SubmissionStore {
  const hours = options.hours ?? DEFAULT_WORKING_HOURS;
  return {
    db,
    committer: groupCommitter<NewRows>((batch) => insertBatch(db, batch, hours)),
    sealKey: options.sealKey,
    hours,
    emailsPerAddress: options.emailsPerAddress,
  };
}

/**
 * Stores a submission and its "received" event in one transaction, shared with submissions that
 * arrive at the same moment (group commit): when this resolves, both are committed (SQLite
 * synchronous=FULL, PostgreSQL synchronous_commit=on). A reference collision
 * is retried with a new reference; an idempotency-key collision is thrown to the caller.
 */
export async function insertSubmission(
  store: SubmissionStore,
  input: NewSubmission,
  now: Date = new Date(),
): Promise<StoredSubmission> {
  const receivedAt = now.toISOString();
  for (let attempt = 0; ; attempt += 1) {
    const row: SubmissionsTable = {
      // Time-ordered (UUIDv7): each new id lands at the end of the primary-key index and of the
      // events' submission_id index, instead of on a random page of each; that halves the pages a
      // commit writes (measured: docs/performance.md). Its random part comes from the pool.
      id: uuidv7({ random: randomBytesFromPool(16) }),
      reference: newReference(input.referencePrefix),
      form: input.form,
      status: "new",
      spam: input.spam ? 1 : 0,
      received_at: receivedAt,
      updated_at: receivedAt,
      email: input.email.toLowerCase(),
      name: input.name,
      city: input.city,
      urgency: input.urgency,
      fields: JSON.stringify(input.fields),
      utm_source: input.utm_source,
      utm_medium: input.utm_medium,
      utm_campaign: input.utm_campaign,
      page_url: input.page_url,
      idempotency_key: input.idempotencyKey,
      body_hash: input.bodyHash,
      status_token_hash: input.statusTokenHash,
      status_token_sealed: input.statusTokenSealed ?? null,
    };
    const sent =
      input.sendTo && store.sealKey && !input.spam
        ? sending({
            submissionId: row.id,
            reference: row.reference,
            urgency: row.urgency,
            fromStatus: row.status,
            target: input.sendTo,
            actor: "system",
            now,
            sealKey: store.sealKey,
            hours: store.hours,
          })
        : undefined;
    if (sent) row.status = sent.toStatus;
    try {
      await store.committer.write({
        practiceRequest: sent?.row,
        laterEvents: sent && [...(sent.moved ? [sent.moved] : []), sent.sent],
        row,
        event: {
          submission_id: row.id,
          at: receivedAt,
          actor: "system",
          action: input.spam ? "received-spam" : "received",
          from_status: null,
          to_status: "new",
          note: null,
        },
        jobs: [...(input.jobs?.({ id: row.id, reference: row.reference }) ?? []), ...(sent?.jobs ?? [])],
      });
      return { id: row.id, reference: row.reference, receivedAt };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
      // The reference, the idempotency key or (never in practice) the token hash collided; only the
      // first is retried here.
      if (input.idempotencyKey && (await findByIdempotencyKey(store.db, input.idempotencyKey))) throw error;
    }
  }
}

export async function findByIdempotencyKey(
  db: Kysely<Database>,
  key: string,
): Promise<{ id: string; reference: string; body_hash: string | null; spam: number } | undefined> {
  return db
    .selectFrom("submissions")
    .select(["id", "reference", "body_hash", "spam"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

/** The person's newsletter sign-up already in the inbox (spam aside), found by address in any letter case. */
export async function findNewsletterSignUp(
  db: Kysely<Database>,
  email: string,
): Promise<{ id: string; reference: string } | undefined> {
  return db
    .selectFrom("submissions")
    .select(["id", "reference"])
    .where("form", "=", "newsletter")
    .where("spam", "=", 0)
    .where("email", "=", email.toLowerCase())
    .orderBy("received_at")
    .executeTakeFirst();
}

/**
 * A second sign-up with the same address: the first item takes the new details and time and is
 * back at "new" (an operator sees it as a fresh sign-up), with a "received-again" entry in its
 * history. A retry's key and body hash move to it, so that retry is answered as a replay.
 */
export async function signUpAgain(
  db: Kysely<Database>,
  id: string,
  input: Pick<
    NewSubmission,
    "fields" | "utm_source" | "utm_medium" | "utm_campaign" | "page_url" | "idempotencyKey" | "bodyHash"
  >,
  now: Date = new Date(),
  jobs: readonly NewJob[] = [],
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("submissions").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    await trx
      .updateTable("submissions")
      .set({
        status: "new",
        received_at: at,
        updated_at: at,
        fields: JSON.stringify(input.fields),
        utm_source: input.utm_source,
        utm_medium: input.utm_medium,
        utm_campaign: input.utm_campaign,
        page_url: input.page_url,
        ...(input.idempotencyKey ? { idempotency_key: input.idempotencyKey, body_hash: input.bodyHash } : {}),
      })
      .where("id", "=", id)
      .execute();
    await addHistory(trx, {
      submission_id: id,
      at,
      actor: "system",
      action: "received-again",
      from_status: row.status,
      to_status: "new",
    });
    await enqueue(trx, jobs, now);
  });
}

interface ListOptions {
  form?: FormName;
  includeSpam?: boolean;
}

/**
 * A replayed submission's answer carries a new status link: only the first one's hash was kept,
 * so its token cannot be given again. The retry proves it holds the idempotency key and the body.
 */
export async function replaceStatusTokenHash(
  db: Kysely<Database>,
  id: string,
  hash: string,
  link?: { email: NewJob; keyPrefix: string },
  /** The new token sealed: the loop's later e-mails carry the link that works now. */
  sealed: string | null = null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("submissions")
      .set({ status_token_hash: hash, ...(sealed ? { status_token_sealed: sealed } : {}) })
      .where("id", "=", id)
      .execute();
    if (!link) return;
    // The first link's e-mail, if still waiting, would carry a link that no longer works.
    await deletePendingJobs(trx, { submissionId: id, keyPrefix: `${link.keyPrefix}${id}:` });
    await enqueue(trx, link.email);
  });
}

/** Stored submissions, oldest first. */
export async function listSubmissions(db: Kysely<Database>, options: ListOptions = {}) {
  let query = db.selectFrom("submissions").selectAll().orderBy("received_at").orderBy("reference");
  if (options.form) query = query.where("form", "=", options.form);
  if (!options.includeSpam) query = query.where("spam", "=", 0);
  return query.execute();
}

export async function countSubmissions(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("submissions")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
