import { type Kysely, type Selectable, sql } from "kysely";
import { v7 as uuidv7 } from "uuid";

import { DEFAULT_INBOX_SORT, INBOX_PAGE_SIZE, type InboxSort, type ListResponse } from "../../rules/api/inbox";
import { FINAL_STATUSES, FORMS } from "../../rules/workflows";
import { addHistory, mayMove, moveSubmission, retriedWhenChanged } from "./booking-history";
import { patientWithdraws } from "./patient-steps";
import { type PracticeTarget, sending } from "./sending";
import { deletePendingJobs } from "../platform/outbox/job-keys";
import { bookingsErased, personDataAsked, type PersonDataParts, personDeleted, timeFreed } from "./events";
import { countNeedingRematching, needsRematching } from "./rematching";
import { inBatches } from "../platform/db/batches";
import type { Database } from "../platform/db/schema";
import { lockSubmission } from "../platform/db/transactions";
import { DEFAULT_WORKING_HOURS, type WorkingHours } from "../../rules/booking-loop";
import { deleteJobsOf, enqueue, type NewJob } from "../platform/outbox/jobs";
import { forgetRecipient } from "../platform/outbox/recipient-limit";
import { isErased } from "./erasure";
import { WorkflowError } from "../platform/workflow-error";
import { type GroupCommitter, groupCommitter } from "../platform/db/group-commit";
import { insertBatch, type NewRows } from "./insert-batch";
import { randomBytesFromPool } from "../platform/private-links/random-pool";
import { newReference } from "./reference";
import { storedStatusTokenHashes } from "../platform/private-links/status-token";
import type { FormName, SubmissionsTable } from "./submission-tables";

/*
 * All the SQL against the submissions tables (tables.ts): storing what the forms send, the
 * inbox's lists, workflow and privacy actions, retention, status links and the exports.
 * What it means (auditing, scrubbing the disk, the status view) is the service's (service.ts).
 */

// ---- Storing what the forms send

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
   * (booking-life.ts `sending`), so it arrives "in progress". Needs the store's sealKey.
   */
  sendTo?: PracticeTarget | null;
}

export interface StoredSubmission {
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

export interface ListOptions {
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

// ---- The inbox: lists, workflow, privacy, retention, exports

export interface ListFilter {
  form?: FormName;
  status?: string;
  city?: string;
  urgency?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  from?: string;
  to?: string;
  /** Part of a name or e-mail address. */
  q?: string;
  /** true: only spam; "any": spam and the rest (the command line's --include-spam); otherwise spam is left out. */
  spam?: boolean | "any";
  /** Only bookings flagged for re-matching (server/booking/rematching.ts). */
  rematch?: boolean;
}

/** Which page of the inbox's list, in which order (rules/api/inbox.ts). */
export interface ListPage {
  sort?: InboxSort;
  /** 1-based. */
  page?: number;
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

function filtered(db: Kysely<Database>, filter: ListFilter) {
  let query = db.selectFrom("submissions");
  if (filter.spam !== "any") query = query.where("spam", "=", filter.spam ? 1 : 0);
  if (filter.form) query = query.where("form", "=", filter.form);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.city) query = query.where("city", "=", filter.city);
  if (filter.urgency) query = query.where("urgency", "=", filter.urgency);
  if (filter.rematch) query = query.where(needsRematching, "=", 1);
  if (filter.from) query = query.where("received_at", ">=", `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where("received_at", "<", nextDay(filter.to));
  if (filter.q) {
    const pattern = `%${filter.q
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(email)`, "like", sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query;
}

/**
 * What the inbox's list shows of a submission (ListItem, rules/api/inbox.ts) but its id; the
 * exports open every line with the same (export.ts EXPORT_COLUMNS).
 */
export const SUMMARY_COLUMNS = [
  "reference",
  "form",
  "status",
  "spam",
  "received_at",
  "updated_at",
  "name",
  "email",
  "city",
  "urgency",
] as const;

const LIST_COLUMNS = ["id", ...SUMMARY_COLUMNS] as const;

/**
 * "urgent" (most urgent first, issue 38 item 5): an open emergency (new, or sent and not yet
 * answered), then a booking needing re-matching, an open urgent one, a new routine one, one
 * still open with a practice, and last everything handled. A CASE both databases evaluate the
 * same way, so the order and the paging happen in SQL.
 */
const urgencyRank = sql<number>`case
  when status in ('new', 'in_progress') and urgency = 'emergency' then 0
  when ${needsRematching} = 1 then 1
  when status in ('new', 'in_progress') and urgency = 'urgent' then 2
  when status = 'new' then 3
  when status in ('in_progress', 'reviewing') then 4
  else 5 end`;

export async function listForInbox(db: Kysely<Database>, filter: ListFilter & ListPage): Promise<ListResponse> {
  const { sort = DEFAULT_INBOX_SORT, page = 1, ...conditions } = filter;
  let itemsQuery = filtered(db, conditions).select([...LIST_COLUMNS, needsRematching.as("needs_rematching")]);
  itemsQuery =
    sort === "urgent"
      ? itemsQuery.orderBy(urgencyRank).orderBy("received_at", "asc")
      : itemsQuery.orderBy("received_at", "desc");
  // id last: a total order, so a row sits on exactly one page.
  itemsQuery = itemsQuery
    .orderBy("id")
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  const [items, total, newCounts, spamCount, rematchCount] = await Promise.all([
    itemsQuery.execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("submissions")
      .select(["form", (eb) => eb.fn.countAll<string | number>().as("n")])
      .where("status", "=", "new")
      .where("spam", "=", 0)
      .groupBy("form")
      .execute(),
    db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("spam", "=", 1)
      .executeTakeFirstOrThrow(),
    countNeedingRematching(db),
  ]);
  const counts = Object.fromEntries(FORMS.map((form) => [form, 0])) as Record<FormName, number>;
  for (const row of newCounts) counts[row.form] = Number(row.n);
  const matching = Number(total.n);
  return {
    items,
    total: matching,
    sort,
    page,
    pageSize: INBOX_PAGE_SIZE,
    pages: Math.max(1, Math.ceil(matching / INBOX_PAGE_SIZE)),
    newCounts: counts,
    spamCount: Number(spamCount.n),
    rematchCount,
  };
}

/** Rows the CSV export reads from the database at a time. */
export const EXPORT_BATCH = 500;

/**
 * Every column of a filtered list, for the exports: newest first (the inbox) or oldest first (the
 * command line), ties in reference order. No limit on the rows, so they come a batch at a time
 * (keyset pagination after the last row sent).
 */
export function exportRows(db: Kysely<Database>, filter: ListFilter, order: "newest-first" | "oldest-first") {
  const newestFirst = order === "newest-first";
  return inBatches<Selectable<SubmissionsTable>>((after) => {
    let query = filtered(db, filter).selectAll();
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb("received_at", newestFirst ? "<" : ">", after.received_at),
          eb.and([eb("received_at", "=", after.received_at), eb("reference", ">", after.reference)]),
        ]),
      );
    }
    return query
      .orderBy("received_at", newestFirst ? "desc" : "asc")
      .orderBy("reference")
      .limit(EXPORT_BATCH)
      .execute();
  }, EXPORT_BATCH);
}

/** Booking requests received since `since` (ISO 8601), spam left out: the partner page's figure. */
export async function countBookingsSince(db: Kysely<Database>, since: string): Promise<number> {
  const row = await filtered(db, { form: "booking" })
    .where("received_at", ">=", since)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many rows the export of a filtered list holds now (for its audit entry). */
export async function countExportRows(db: Kysely<Database>, filter: ListFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The history of some submissions, in order (a query to select from). */
const historyOf = (db: Kysely<Database>, ids: readonly string[]) =>
  db.selectFrom("submission_events").where("submission_id", "in", ids).orderBy("at").orderBy("id");

export async function getSubmission(db: Kysely<Database>, id: string) {
  const submission = await db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!submission) return undefined;
  return { submission, events: await historyOf(db, [id]).selectAll().execute() };
}

/**
 * Moves a submission to another status, if its form's workflow allows it, recording who and when
 * (and an optional note; for "matched", which dentist: the caller looks it up in the listings and
 * passes how the history names it). Only the expected current status moves, so two operators acting
 * at once cannot both succeed. `alongside` does more in the same transaction (approving a partner
 * application drafts its listing); a history entry it returns is added too.
 */
export async function changeStatus(
  db: Kysely<Database>,
  input: { id: string; to: string; actor: string; note?: string; matchedDentist?: string },
  alongside?: (
    trx: Kysely<Database>,
    moved: { id: string; form: string; reference: string; to: string; fields: Record<string, unknown> },
  ) => Promise<{ action: string; note: string } | undefined>,
) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("submissions")
      .select(["id", "form", "status", "spam", "reference", "fields"])
      .where("id", "=", input.id)
      .executeTakeFirst();
    if (!row) throw new WorkflowError("This submission no longer exists.", 404);
    if (row.spam) throw new WorkflowError("Release this submission from spam before working on it.", 409);
    if (!mayMove(row.form, row.status, input.to)) {
      throw new WorkflowError(`A ${row.form} in status "${row.status}" cannot move to "${input.to}".`, 409);
    }
    const dentistNote = input.to === "matched" ? (input.matchedDentist ?? null) : null;
    if (input.to === "matched" && !dentistNote) {
      throw new WorkflowError("Choose the dentist the request was matched with.", 400);
    }
    const at = new Date().toISOString();
    await moveSubmission(trx, row, input.to, { actor: input.actor, at, note: input.note?.trim() || null });
    if (dentistNote) {
      await addHistory(trx, {
        submission_id: row.id,
        at,
        actor: input.actor,
        action: "matched-dentist",
        note: dentistNote,
      });
    }
    const fields = JSON.parse(row.fields) as Record<string, unknown>;
    const done = await alongside?.(trx, { id: row.id, form: row.form, reference: row.reference, to: input.to, fields });
    if (done) await addHistory(trx, { submission_id: row.id, at, actor: input.actor, ...done });
    return { reference: row.reference, from: row.status, to: input.to };
  });
}

/**
 * Adds an operator's note to a submission's history; refused once the submission is erased (a note
 * could name the person again). The row is claimed first with a no-op UPDATE, which holds its
 * row lock on PostgreSQL (SQLite's transaction holds the write lock), so a withdrawal cannot
 * erase it between the check and the insert and leave this note behind.
 */
export async function addNote(db: Kysely<Database>, input: { id: string; actor: string; note: string }) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("submissions")
      .set((eb) => ({ status: eb.ref("status") }))
      .where("id", "=", input.id)
      .execute();
    const row = await trx
      .selectFrom("submissions")
      .select(["id", "email"])
      .where("id", "=", input.id)
      .executeTakeFirst();
    if (!row) throw new WorkflowError("This submission no longer exists.", 404);
    if (isErased(row)) {
      throw new WorkflowError(
        "This request was withdrawn and its personal details erased, so notes can no longer be added.",
        409,
      );
    }
    await addHistory(trx, {
      submission_id: row.id,
      at: new Date().toISOString(),
      actor: input.actor,
      action: "note",
      note: input.note.trim(),
    });
  });
}

/** Moves a submission into or out of spam, recording it in its history. */
export async function setSpam(db: Kysely<Database>, input: { id: string; actor: string; spam: boolean }) {
  return db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const result = await trx
      .updateTable("submissions")
      .set({ spam: input.spam ? 1 : 0, updated_at: at })
      .where("id", "=", input.id)
      .where("spam", "=", input.spam ? 0 : 1)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new WorkflowError("Nothing to change.", 409);
    await addHistory(trx, {
      submission_id: input.id,
      at,
      actor: input.actor,
      action: input.spam ? "marked-spam" : "released-from-spam",
    });
  });
}

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
export function retentionCutoff(months: number, now = new Date()): string {
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

// ---- Status links

async function findByToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("submissions")
    .select(["id", "reference", "status", "received_at", "city", "fields"])
    .where("status_token_hash", "in", storedStatusTokenHashes(token))
    .executeTakeFirst();
}

/**
 * The request a status-link token opens, with its status changes in order (only what changed and
 * when: never who, never notes), or undefined when no request has this token.
 */
export async function findStatusByToken(db: Kysely<Database>, token: string) {
  const row = await findByToken(db, token);
  if (!row) return undefined;
  const events = await historyOf(db, [row.id])
    .select(["at", "action", "to_status"])
    .where("to_status", "is not", null)
    .execute();
  return { row, events };
}

/**
 * The patient withdraws their request: it is closed, its personal details are erased and the
 * history records it (actor "patient"), in one transaction. Repeating it changes nothing.
 * Returns the reference, whether this call did it, or undefined for an unknown token.
 */
export async function withdrawRequest(
  db: Kysely<Database>,
  token: string,
  options: { sealKey: Buffer; now?: Date },
): Promise<{ reference: string; from: string; withdrawn: boolean } | undefined> {
  const now = options.now ?? new Date();
  // An operator (or a second click) moved it at the same moment: look again.
  return retriedWhenChanged(() =>
    db.transaction().execute(async (trx) => {
      const row = await findByToken(trx, token);
      if (!row) return undefined;
      // Before its practice requests (LOCK ORDER, server/platform/db/transactions.ts); a status changed
      // meanwhile fails the withdrawal's guarded move, and it looks again.
      await lockSubmission(trx, row.id);
      const withdrawn = await patientWithdraws(trx, row, now);
      // A cancelled appointment's time is free again: the waitlist hears of it, as on a cancellation.
      for (const cancelled of withdrawn?.cancelled ?? []) {
        await timeFreed.publish(trx, { request: cancelled, sealKey: options.sealKey, now });
      }
      return { reference: row.reference, from: row.status, withdrawn: withdrawn !== null };
    }),
  );
}
