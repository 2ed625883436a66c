import type { Kysely } from "kysely";

import type { Practice } from "../../rules/listings/types";
import type { Database } from "../platform/db/schema";

/*
 * What every write of listing rows shares: which fields changed between two records, a record or
 * practice written whole so a field removed counts as changed, creation times that keep rows in the
 * order they came in, and the upsert of rows by id that bumps their versions.
 */

type Db = Kysely<Database>;

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
