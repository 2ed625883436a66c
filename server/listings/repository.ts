import type { Kysely } from "kysely";

import { nzToday } from "../../rules/nz-time";
import type {
  Closure,
  OpeningHours,
  DentistRecord,
  EmergencyClinicRecord,
  ListingKind,
  ListingRecord,
  ListingStatus,
  Practice,
  SurgeonRecord,
} from "../../rules/listings/types";
import type { Database } from "../platform/db/schema";
import { audit } from "../platform/audit/audit";
import { changesOf, recordHistory } from "./history";
import { type ListingsQuery, listListings } from "./listings-list";
import { bumpListingsVersion, listingsVersion, lockListings } from "./listings-version";
import { readPublished } from "./published-rows";
import { changedFields, upsertRows, wholePractice, wholeRecord } from "./row-writes";
import {
  clinicFromRow,
  clinicToRow,
  dentistFromRow,
  dentistToRow,
  LISTING_TABLES,
  practiceFromRow,
  practiceToRow,
  surgeonFromRow,
  surgeonToRow,
} from "./rows";

/*
 * One listing's reads and every listing write against the listings tables (tables.ts). Records
 * going in have been checked with rules/listings/validate.ts; this module trusts their types. The
 * pages' reads are in published-rows.ts, the inbox's list in listings-list.ts, the listings version
 * and lock in listings-version.ts, and what the writes share in row-writes.ts.
 *
 * For the inbox (l-editor) and partner approval:
 *   getListing(db, kind, id)               one listing of any status, with its practice, or undefined
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
