import type { Kysely, Selectable } from "kysely";

import type { Dentist, EmergencyClinic, PracticeFacts, Surgeon } from "../../rules/listings/types";
import type { Database } from "../platform/db/schema";
import { listingsVersion } from "./listings-version";
import {
  clinicFromRow,
  clinicListing,
  dentistFromRow,
  dentistListing,
  practiceFacts,
  practiceFromRow,
  surgeonFromRow,
  surgeonListing,
} from "./rows";
import type { ListingsSnapshot } from "./snapshot-types";
import type { EmergencyClinicsTable, SurgeonsTable } from "./tables";

/*
 * The published listings as the pages read them: every published listing with its practice's
 * facts (readPublished), the same as rows or only the rows changed since a listings version
 * (readPublishedRows), how many of each kind are published, and the order they were added in.
 */

type Db = Kysely<Database>;

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
