import { type Kysely, PostgresAdapter, type Selectable, sql } from "kysely";

import { nzToday } from "../../rules/nz-time";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../../rules/api/listings";
import type { ListingRow } from "../../rules/api/listings-admin";
import type {
  Closure,
  OpeningHours,
  Dentist,
  DentistRecord,
  EmergencyClinic,
  EmergencyClinicRecord,
  ListingKind,
  ListingRecord,
  ListingStatus,
  Practice,
  PracticeFacts,
  Surgeon,
  SurgeonRecord,
} from "../../rules/listings/types";
import { foldText } from "../../rules/text";
import type { Database } from "../platform/db/schema";
import { audit } from "../platform/audit/audit";
import { changesOf, recordHistory } from "./history";
import {
  clinicFromRow,
  clinicListing,
  clinicToRow,
  dentistFromRow,
  dentistListing,
  dentistToRow,
  LISTING_TABLES,
  practiceFacts,
  practiceFromRow,
  practiceToRow,
  surgeonFromRow,
  surgeonListing,
  surgeonToRow,
} from "./rows";
import type { ListingsSnapshot } from "./snapshot-types";
import type { EmergencyClinicsTable, SurgeonsTable } from "./tables";

/*
 * All the SQL against the listings tables (tables.ts). Records going in have been checked with
 * rules/listings/validate.ts; this module trusts their types.
 *
 * For the pages:
 *   readPublished(db)                      every published listing with its practice's facts
 *   readPublishedRows(db, since?)          the same as rows, or only the rows changed since a version
 *   listingsVersion(db)                    the number every listing write bumps
 * For the inbox (l-editor) and partner approval:
 *   getListing(db, kind, id)               one listing of any status, with its practice, or undefined
 *   listListings(db, query)                a page of summaries: kind, status, text (name, practice,
 *                                          id or city; case and macrons ignored), page, total
 *   saveListing(db, input, actor, expected)  creates or updates a listing and its practice (by id);
 *                                          returns whether it was created and the changed fields;
 *                                          throws StaleListingError when `expected` (the version the
 *                                          editor loaded, null for "new") is no longer current
 *   saveListingIn(trx, input, actor, expected)  the same in the caller's transaction (partner approval)
 *   setListingStatus(db, kind, id, status, actor)    publish / unpublish
 *   markListingChecked(db, kind, id, source, actor)  "Details checked" becomes today (New Zealand)
 * The last three return the changed fields' names ("status", "practice.phone"...), [] when nothing
 * changed (nothing is written then), or undefined when there is no such listing. Every write runs in
 * one transaction that also bumps listings_version, appends an audit entry (who, what, which
 * fields) and the listing's history (history.ts: each field before and after), so a change is seen
 * everywhere or nowhere. `actor` is the operator's e-mail, or "cli".
 */

type Db = Kysely<Database>;

export type StoredRecord<K extends ListingKind> = (K extends "dentist"
  ? DentistRecord
  : K extends "surgeon"
    ? SurgeonRecord
    : EmergencyClinicRecord) & { updatedAt: string };

/**
 * A listing as the editor shows it: its own record and its practice, and `version`, the versions of
 * both rows as one token ("listing.practice") that a save sends back (see saveListing).
 */
export type StoredListing = {
  [K in ListingKind]: { kind: K; listing: StoredRecord<K>; practice: Practice; version: string };
}[ListingKind];

/** What the editor saves: a listing record of one kind and the practice it is at. */
export type ListingInput = ListingRecord & { practice: Practice };

/** One listing as the inbox's list shows it (the listings API's row). */
export type ListingSummary = ListingRow;

export interface ListingsQuery {
  kind?: ListingKind;
  status?: ListingStatus;
  text?: string;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export interface SummaryPage {
  items: ListingSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

// ---- The version

export async function listingsVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("listings_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Call inside every transaction that writes listings, once. */
export async function bumpListingsVersion(trx: Db): Promise<void> {
  await trx
    .updateTable("listings_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

/**
 * Serialises listing writes: read-compare-write must not interleave with another instance's.
 * SQLite's transactions already hold the write lock from their start (BEGIN IMMEDIATE).
 */
export async function lockListings(trx: Db): Promise<void> {
  if (isPostgres(trx)) await sql`select version from listings_version where id = 1 for update`.execute(trx);
}

// ---- The pages

/** One listing row as the snapshot takes it: its value for the pages, or none when it is not published. */
export interface PublishedRow<T> {
  id: string;
  /** When it was added: the snapshot keeps listings in the order added (created_at, then id). */
  createdAt: string;
  listing: T | undefined;
}

/** Listing rows read at once: every published one, or those that changed since a version. */
export interface PublishedRows {
  /** The listings version read before the rows: they are at least this new. */
  version: number;
  /** The practices read for these rows, with their facts (the listings share these objects). */
  practices: ReadonlyMap<string, PracticeFacts>;
  /** With `since`: the practices written since then (whether or not they were read). */
  changedPractices: readonly string[];
  dentists: PublishedRow<Dentist>[];
  surgeons: PublishedRow<Surgeon>[];
  clinics: PublishedRow<EmergencyClinic>[];
}

/** Most ids bound in one statement, well within both databases' limits. */
const IDS_PER_QUERY = 500;

async function inChunks<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    rows.push(...(await read(ids.slice(start, start + IDS_PER_QUERY))));
  }
  return rows;
}

/**
 * Without `since`: every published listing. With it: every listing row written at or after that
 * listings version (published or not: one unpublished since must leave the snapshot), and every
 * published listing at a practice written since (its facts changed). Rows are stamped with the
 * version by the database (migration 2026-11-27T0930-listing-snapshot), a writer's rows with the
 * version before or after its own bump, so a snapshot read at version V misses nothing when it
 * reads from V: the rows of every write that bumped past V are stamped V or later.
 */
export async function readPublishedRows(
  db: Db,
  since?: number,
  knownPractice: (id: string) => PracticeFacts | undefined = () => undefined,
): Promise<PublishedRows> {
  // The version first: rows read after it are at least that new, so a change committed in between
  // is read again at the next look rather than missed.
  const version = await listingsVersion(db);
  const changedPractices =
    since === undefined
      ? []
      : (await db.selectFrom("practices").select("id").where("changed_at", ">=", since).execute()).map((r) => r.id);
  const rowsOf = async (table: "dentists" | "surgeons" | "emergency_clinics") => {
    const from = () => db.selectFrom(table as "dentists").selectAll();
    if (since === undefined) return from().where("status", "=", "published").execute();
    const rows = new Map((await from().where("changed_at", ">=", since).execute()).map((row) => [row.id, row]));
    // By practice alone, the status checked here: with both in the query SQLite chose the status
    // index and walked every published listing (2–4 ms at 10,000, on every change of a practice).
    const atPractices = await inChunks(changedPractices, (chunk) => from().where("practice_id", "in", chunk).execute());
    for (const row of atPractices) if (row.status === "published" && !rows.has(row.id)) rows.set(row.id, row);
    return [...rows.values()];
  };
  const dentists = await rowsOf("dentists");
  const surgeons = (await rowsOf("surgeons")) as unknown as Selectable<SurgeonsTable>[];
  const clinics = (await rowsOf("emergency_clinics")) as unknown as Selectable<EmergencyClinicsTable>[];
  const published = [...dentists, ...surgeons, ...clinics].filter((row) => row.status === "published");
  // A practice not written since `since` has the facts the caller already holds (an import of 100
  // dentists at 100 practices, one of them changed, reads one practice row, not 100).
  const changed = new Set(changedPractices);
  const known = new Map<string, PracticeFacts>();
  const toRead: string[] = [];
  if (since !== undefined) {
    for (const id of new Set(published.map((row) => row.practice_id))) {
      const facts = changed.has(id) ? undefined : knownPractice(id);
      if (facts) known.set(id, facts);
      else toRead.push(id);
    }
  }
  const practiceRows =
    since === undefined
      ? await db.selectFrom("practices").selectAll().execute()
      : await inChunks(toRead, (chunk) => db.selectFrom("practices").selectAll().where("id", "in", chunk).execute());
  const practices = new Map(practiceRows.map((row) => [row.id, practiceFacts(practiceFromRow(row))]));
  const practiceOf = (id: string) => {
    const practice = practices.get(id) ?? known.get(id);
    if (!practice) throw new Error(`Listing refers to missing practice ${id}`);
    return practice;
  };
  const rowOf =
    <R extends { id: string; created_at: string; status: string; practice_id: string }, T>(
      toListing: (row: R, facts: PracticeFacts) => T,
    ) =>
    (row: R): PublishedRow<T> => ({
      id: row.id,
      createdAt: row.created_at,
      listing: row.status === "published" ? toListing(row, practiceOf(row.practice_id)) : undefined,
    });
  return {
    version,
    practices,
    changedPractices,
    dentists: dentists.map(rowOf((row, facts) => dentistListing(dentistFromRow(row), facts))),
    surgeons: surgeons.map(rowOf((row, facts) => surgeonListing(surgeonFromRow(row), facts))),
    clinics: clinics.map(rowOf((row, facts) => clinicListing(clinicFromRow(row), facts))),
  };
}

/**
 * How many listings of each kind are published now. A snapshot brought up to date from changed rows
 * compares its sizes with these: a row deleted outright (no listing write deletes one; by hand, in
 * SQL) leaves no stamped row behind, only a snapshot larger than the tables.
 */
export async function publishedCounts(db: Db): Promise<{ dentists: number; surgeons: number; clinics: number }> {
  const count = async (table: "dentists" | "surgeons" | "emergency_clinics") =>
    Number(
      (
        await db
          .selectFrom(table as "dentists")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("status", "=", "published")
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    dentists: await count("dentists"),
    surgeons: await count("surgeons"),
    clinics: await count("emergency_clinics"),
  };
}

/** Listings in the order added: created_at, then id (compared in JavaScript, the same on both databases). */
export function addedOrder(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Every published listing with its practice's facts, in the order added. */
export async function readPublished(db: Db): Promise<ListingsSnapshot> {
  const rows = await readPublishedRows(db);
  const listings = <T>(list: PublishedRow<T>[]) => [...list].sort(addedOrder).map((row) => row.listing as T);
  return {
    version: rows.version,
    dentists: listings(rows.dentists),
    surgeons: listings(rows.surgeons),
    clinics: listings(rows.clinics),
  };
}

// ---- One listing

export async function getPractice(db: Db, id: string): Promise<Practice | undefined> {
  const row = await db.selectFrom("practices").selectAll().where("id", "=", id).executeTakeFirst();
  return row && practiceFromRow(row);
}

async function getRecord<K extends ListingKind>(db: Db, kind: K, id: string): Promise<StoredRecord<K> | undefined> {
  let record;
  if (kind === "dentist") {
    const row = await db.selectFrom("dentists").selectAll().where("id", "=", id).executeTakeFirst();
    record = row && dentistFromRow(row);
  } else if (kind === "surgeon") {
    const row = await db.selectFrom("surgeons").selectAll().where("id", "=", id).executeTakeFirst();
    record = row && surgeonFromRow(row);
  } else {
    const row = await db.selectFrom("emergency_clinics").selectAll().where("id", "=", id).executeTakeFirst();
    record = row && clinicFromRow(row);
  }
  return record as StoredRecord<K> | undefined;
}

/**
 * The listing's and its practice's row versions as one token. Both rows matter: the editor saves
 * the practice's facts with every listing, so a change through another listing at the practice
 * makes an open editor's copy of them stale too.
 */
async function versionOf(db: Db, kind: ListingKind, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom(`${LISTING_TABLES[kind]} as l` as "dentists as l")
    .innerJoin("practices as p", "p.id", "l.practice_id")
    .select(["l.version as listing", "p.version as practice"])
    .where("l.id", "=", id)
    .executeTakeFirst();
  return row && `${Number(row.listing)}.${Number(row.practice)}`;
}

/** A practice's hours, closures and city as recorded now (undefined for a practice no longer stored). */
export async function practiceOpenFacts(
  db: Db,
  practiceId: string,
): Promise<{ openingHours: OpeningHours; closures: Closure[]; citySlug: string } | undefined> {
  const row = await db
    .selectFrom("practices")
    .select(["opening_hours", "closures", "city_slug"])
    .where("id", "=", practiceId)
    .executeTakeFirst();
  return (
    row && {
      openingHours: JSON.parse(row.opening_hours) as OpeningHours,
      closures: JSON.parse(row.closures) as Closure[],
      citySlug: row.city_slug,
    }
  );
}

export async function getListing(db: Db, kind: ListingKind, id: string): Promise<StoredListing | undefined> {
  // The version before the values: a change committed in between makes the values newer than the
  // version, so a save from them is refused (safe), never older (which would revert that change).
  const version = await versionOf(db, kind, id);
  const listing = await getRecord(db, kind, id);
  const practice = listing && (await getPractice(db, listing.practiceId));
  return version && listing && practice ? ({ kind, listing, practice, version } as StoredListing) : undefined;
}

// ---- The inbox's list

export async function listListings(db: Db, query: ListingsQuery = {}): Promise<SummaryPage> {
  const kinds = query.kind ? [query.kind] : (Object.keys(LISTING_TABLES) as ListingKind[]);
  const rows: ListingSummary[] = [];
  for (const kind of kinds) {
    const table = LISTING_TABLES[kind];
    let select = db
      .selectFrom(`${table} as l` as "dentists as l")
      .innerJoin("practices as p", "p.id", "l.practice_id")
      .select([
        "l.id",
        kind === "emergency-clinic" ? "p.name as name" : "l.name as name",
        "p.name as practice",
        "p.city_slug",
        "l.status",
        "l.checked_on",
        "l.updated_at",
      ]);
    if (query.status) select = select.where("l.status", "=", query.status);
    for (const r of await select.execute()) {
      rows.push({
        kind,
        id: r.id,
        name: r.name,
        practice: r.practice,
        citySlug: r.city_slug,
        status: r.status,
        checkedOn: r.checked_on,
        updatedAt: r.updated_at,
      });
    }
  }
  // Matched here rather than in SQL: the same folding as the site's search, on both databases.
  const words = foldText(query.text ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const matching = rows.filter((r) => {
    const haystack = foldText(`${r.name} ${r.practice} ${r.id} ${r.citySlug}`);
    return words.every((w) => haystack.includes(w));
  });
  matching.sort((a, b) => foldText(a.name).localeCompare(foldText(b.name)) || a.id.localeCompare(b.id));
  const pageSize = Math.min(Math.max(1, query.pageSize ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pageCount);
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
    pageCount,
  };
}

// ---- Writes

/** JSON with object keys sorted, so { a, b } and { b, a } compare equal. */
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The names of the fields whose values differ, prefixed; `updatedAt` is the database's, never compared. */
export function changedFields(before: object | undefined, after: object, prefix = ""): string[] {
  const old = (before ?? {}) as Record<string, unknown>;
  return Object.entries(after)
    .filter(([key]) => key !== "updatedAt")
    .filter(([key, value]) => stableJson(old[key]) !== stableJson(value))
    .map(([key]) => `${prefix}${key}`);
}

/**
 * A whole record as written, its optional fields named even when left out, so that changedFields
 * counts one left out that was there before (a practitioner's languages, all removed) as changed.
 */
export function wholeRecord<T extends object>(record: T): T {
  return { practitionerLanguages: undefined, ...record };
}

/**
 * A practice as written, its closures named even when it has none (undefined), so that changedFields
 * counts the last closure removed as a change and an empty list as none.
 */
export function wholePractice(practice: Practice): Practice {
  return { ...practice, closures: practice.closures?.length ? practice.closures : undefined };
}

/**
 * Creation times one millisecond apart ending at `now`, so rows added together keep the order they
 * came in (the sample's, an import file's): lists that show listings in the order added rely on it.
 */
export function inArrivalOrder(now: Date, count: number): (index: number) => string {
  return (index) => new Date(now.getTime() - count + 1 + index).toISOString();
}

/**
 * Inserts or replaces rows by id; `created_at` is kept on update and `version` goes up by one, so an
 * editor opened before the write cannot save over it. Batched for large imports.
 */
export async function upsertRows(
  trx: Db,
  table: "practices" | "dentists" | "surgeons" | "emergency_clinics",
  rows: Record<string, unknown>[],
  now: string,
  createdAt: (index: number) => string = () => now,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((c) => c !== "id");
  // SQLite allows 32,766 bound values per statement, PostgreSQL 65,535.
  const size = Math.floor(30_000 / (columns.length + 3));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const untyped = trx as unknown as Kysely<any>;
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows
      .slice(start, start + size)
      .map((row, i) => ({ ...row, created_at: createdAt(start + i), updated_at: now }));
    await untyped
      .insertInto(table)
      .values(batch)
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({
          ...Object.fromEntries([...columns, "updated_at"].map((c) => [c, eb.ref(`excluded.${c}`)])),
          version: eb(`${table}.version`, "+", 1),
        })),
      )
      .execute();
  }
}

const toRow = (input: ListingRecord): Record<string, unknown> =>
  input.kind === "dentist"
    ? dentistToRow(input.listing)
    : input.kind === "surgeon"
      ? surgeonToRow(input.listing)
      : clinicToRow(input.listing);

/** A save from a version of the listing that is no longer the stored one: nothing was written. */
export class StaleListingError extends Error {
  constructor(kind: ListingKind, id: string) {
    super(`listing ${kind}/${id} changed since the version the save was made from`);
  }
}

/**
 * Creates or updates a listing and its practice, by their ids. With `expected` (the version the
 * editor loaded, or null for a listing that must not exist yet), the versions are compared under
 * the listings lock, in the transaction that writes, and a mismatch throws StaleListingError:
 * no other write can come between the comparison and this one.
 */
export async function saveListing(
  db: Db,
  input: ListingInput,
  actor: string,
  expected?: string | null,
): Promise<{ created: boolean; changed: string[] }> {
  return db.transaction().execute((trx) => saveListingIn(trx, input, actor, expected));
}

/**
 * saveListing in the caller's transaction `trx`, for a listing written together with another
 * feature's change (partner approval, partner-draft.ts): the caller refreshes the snapshot once it
 * has committed.
 */
export async function saveListingIn(
  trx: Db,
  input: ListingInput,
  actor: string,
  expected?: string | null,
): Promise<{ created: boolean; changed: string[] }> {
  if (input.listing.practiceId !== input.practice.id)
    throw new Error("The listing's practiceId names another practice.");
  await lockListings(trx);
  if (expected !== undefined && ((await versionOf(trx, input.kind, input.listing.id)) ?? null) !== expected)
    throw new StaleListingError(input.kind, input.listing.id);
  const beforePractice = await getPractice(trx, input.practice.id);
  const before = await getRecord(trx, input.kind, input.listing.id);
  const changed = [
    ...changedFields(before, wholeRecord(input.listing)),
    ...changedFields(beforePractice, wholePractice(input.practice), "practice."),
  ];
  if (changed.length === 0) return { created: false, changed };
  const now = new Date().toISOString();
  if (changed.some((f) => f.startsWith("practice.")))
    await upsertRows(trx, "practices", [practiceToRow(input.practice)], now);
  if (changed.some((f) => !f.startsWith("practice.")))
    await upsertRows(trx, LISTING_TABLES[input.kind], [toRow(input)], now);
  await bumpListingsVersion(trx);
  // Each changed field with its value before and after (history.ts): a few rows in one insert.
  await recordHistory(trx, {
    practiceId: input.practice.id,
    actor,
    at: now,
    changes: changesOf(
      changed,
      { kind: input.kind, id: input.listing.id, before, after: input.listing },
      { before: beforePractice, after: input.practice },
    ),
  });
  await audit(trx, {
    actor,
    action: before ? "listing-updated" : "listing-created",
    target: `${input.kind}:${input.listing.id}`,
    details: { fields: changed },
  });
  return { created: !before, changed };
}

/**
 * A practice's facts alone, for a practice with no listing yet (a draft being completed): written,
 * versioned, audited and recorded in the history as saveListingIn writes them with a listing.
 */
export async function savePracticeIn(trx: Db, practice: Practice, actor: string): Promise<string[]> {
  await lockListings(trx);
  const before = await getPractice(trx, practice.id);
  const changed = changedFields(before, wholePractice(practice), "practice.");
  if (changed.length === 0) return changed;
  const now = new Date().toISOString();
  await upsertRows(trx, "practices", [practiceToRow(practice)], now);
  await bumpListingsVersion(trx);
  await recordHistory(trx, {
    practiceId: practice.id,
    actor,
    at: now,
    changes: changesOf(changed, { kind: "dentist", id: "", before: undefined, after: {} }, { before, after: practice }),
  });
  await audit(trx, {
    actor,
    action: "listing-updated",
    target: `practice:${practice.id}`,
    details: { fields: changed },
  });
  return changed;
}

async function changeListing(
  db: Db,
  kind: ListingKind,
  id: string,
  actor: string,
  action: "listing-status" | "listing-checked",
  values: { status?: ListingStatus; checked_on?: string; source?: string },
): Promise<string[] | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockListings(trx);
    const before = await getRecord(trx, kind, id);
    if (!before) return undefined;
    const after = {
      ...(values.status !== undefined ? { status: values.status } : {}),
      ...(values.checked_on !== undefined ? { checkedOn: values.checked_on } : {}),
      ...(values.source !== undefined ? { source: values.source } : {}),
    };
    const changed = changedFields(before, after);
    // Marking checked is news even when the date and source stay the same: it is audited.
    if (changed.length === 0 && action === "listing-status") return changed;
    if (changed.length > 0) {
      const now = new Date().toISOString();
      await trx
        .updateTable(LISTING_TABLES[kind])
        .set((eb) => ({ ...values, updated_at: now, version: eb("version", "+", 1) }))
        .where("id", "=", id)
        .execute();
      await bumpListingsVersion(trx);
      await recordHistory(trx, {
        practiceId: before.practiceId,
        actor,
        at: now,
        changes: changesOf(changed, { kind, id, before, after }, { before: undefined, after: {} }),
      });
    }
    await audit(trx, { actor, action, target: `${kind}:${id}`, details: { fields: changed, ...values } });
    return changed;
  });
}

export function setListingStatus(db: Db, kind: ListingKind, id: string, status: ListingStatus, actor: string) {
  return changeListing(db, kind, id, actor, "listing-status", { status });
}

/** The details were confirmed today (New Zealand's date), from `source`. */
export function markListingChecked(
  db: Db,
  kind: ListingKind,
  id: string,
  source: string,
  actor: string,
  now: Date = new Date(),
) {
  return changeListing(db, kind, id, actor, "listing-checked", { checked_on: nzToday(now), source });
}

/** The repository bound to one database, as the server decorates it (app.listingsStore). */
export function listingsStore(db: Db) {
  return {
    getListing: (kind: ListingKind, id: string) => getListing(db, kind, id),
    listListings: (query?: ListingsQuery) => listListings(db, query),
    saveListing: (input: ListingInput, actor: string, expected?: string | null) =>
      saveListing(db, input, actor, expected),
    setListingStatus: (kind: ListingKind, id: string, status: ListingStatus, actor: string) =>
      setListingStatus(db, kind, id, status, actor),
    markListingChecked: (kind: ListingKind, id: string, source: string, actor: string, now?: Date) =>
      markListingChecked(db, kind, id, source, actor, now),
    readPublished: () => readPublished(db),
    listingsVersion: () => listingsVersion(db),
  };
}
export type ListingsStore = ReturnType<typeof listingsStore>;
