import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";

import type { ListingKind } from "../../rules/listings/types";
import type { Database } from "../platform/db/schema";

/*
 * A listing's history (issue 36 item 4): every write through the repository records each changed
 * field with its value before and after, who and when, in the write's own transaction
 * (repository.ts saveListingIn and changeListing, import-export.ts for updated records). Listings
 * hold no patient data, so the values are kept. One insert per write: a few rows.
 */

type Db = Kysely<Database>;

/** The practice's facts' target; a listing's is "{kind}:{id}". */
export const PRACTICE_TARGET = "practice";
export const listingTarget = (kind: ListingKind, id: string) => `${kind}:${id}`;

interface HistoryChange {
  target: string;
  field: string;
  before: unknown;
  after: unknown;
}

/** JSON of a value, null for none (a field a new listing did not have before). */
const stored = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

interface HistoryEntry {
  practiceId: string;
  actor: string;
  at: string;
  changes: readonly HistoryChange[];
}

/** Rows per insert: 8 values each, well within both databases' limits on bound values. */
const ROWS_PER_INSERT = 500;

/** Records writes' changes: one insert for a save, batches for an import. */
export async function recordHistory(trx: Db, ...entries: HistoryEntry[]): Promise<void> {
  const rows = entries.flatMap((entry) =>
    entry.changes.map((change) => ({
      id: uuidv7(),
      practice_id: entry.practiceId,
      target: change.target,
      field: change.field,
      before_value: stored(change.before),
      after_value: stored(change.after),
      actor: entry.actor,
      at: entry.at,
    })),
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await trx
      .insertInto("listing_history")
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .execute();
}

/**
 * The changes of a repository write in history's words: "practice.phone" is the practice's
 * `phone`, any other name the listing's own field.
 */
export function changesOf(
  fields: readonly string[],
  listing: { kind: ListingKind; id: string; before: object | undefined; after: object },
  practice: { before: object | undefined; after: object },
): HistoryChange[] {
  const value = (record: object | undefined, field: string) => (record as Record<string, unknown> | undefined)?.[field];
  return fields.map((name) => {
    if (name.startsWith("practice.")) {
      const field = name.slice("practice.".length);
      return {
        target: PRACTICE_TARGET,
        field,
        before: value(practice.before, field),
        after: value(practice.after, field),
      };
    }
    return {
      target: listingTarget(listing.kind, listing.id),
      field: name,
      before: value(listing.before, name),
      after: value(listing.after, name),
    };
  });
}

interface HistoryRow {
  id: string;
  practiceId: string;
  target: string;
  field: string;
  before: unknown;
  after: unknown;
  actor: string;
  at: string;
}

const parsed = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/** Newest first: a practice's whole history (its facts and every listing at it), or one listing's. */
export async function readHistory(
  db: Db,
  of: { practiceId: string } | { kind: ListingKind; id: string; practiceId: string },
  limit = 200,
): Promise<HistoryRow[]> {
  let query = db.selectFrom("listing_history").selectAll().where("practice_id", "=", of.practiceId);
  if ("kind" in of) query = query.where("target", "in", [PRACTICE_TARGET, listingTarget(of.kind, of.id)]);
  const rows = await query.orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    practiceId: row.practice_id,
    target: row.target,
    field: row.field,
    before: parsed(row.before_value),
    after: parsed(row.after_value),
    actor: row.actor,
    at: row.at,
  }));
}
