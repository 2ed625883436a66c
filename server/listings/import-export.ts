import type { Kysely } from "kysely";

import type { Practice } from "../../rules/listings/types";
import type { Database } from "../platform/db/schema";
import { audit } from "../platform/audit/audit";
import { LISTINGS_FORMAT, LISTINGS_FORMAT_VERSION, type ListingsFile, type RecordArray } from "./listings-file";
import { changesOf, recordHistory } from "./history";
import { bumpListingsVersion, lockListings } from "./listings-version";
import { changedFields, inArrivalOrder, upsertRows, wholePractice, wholeRecord } from "./row-writes";
import {
  clinicFromRow,
  clinicToRow,
  dentistFromRow,
  dentistToRow,
  practiceFromRow,
  practiceToRow,
  surgeonFromRow,
  surgeonToRow,
} from "./rows";

/*
 * The whole of the listings in and out (`npm run listings`): export reads every record of any
 * status; import writes a checked file (listings-file.ts) in one transaction that creates new ids,
 * updates changed records, leaves identical ones alone (their updatedAt stays), bumps the listings
 * version once and writes one audit entry with the counts, so every page moves from the old
 * listings to the new at the same moment.
 */

type Db = Kysely<Database>;

/** Every practice and listing, any status, in the order they were added. */
export async function exportListings(db: Db, now: Date = new Date()): Promise<ListingsFile> {
  const all = <T extends "practices" | "dentists" | "surgeons" | "emergency_clinics">(table: T) =>
    db
      .selectFrom(table as "practices")
      .selectAll()
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  const [practices, dentists, surgeons, clinics] = await Promise.all([
    all("practices"),
    all("dentists"),
    all("surgeons"),
    all("emergency_clinics"),
  ]);
  return {
    format: LISTINGS_FORMAT,
    version: LISTINGS_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    practices: practices.map(practiceFromRow),
    dentists: dentists.map((row) => dentistFromRow(row as never)),
    surgeons: surgeons.map((row) => surgeonFromRow(row as never)),
    emergencyClinics: clinics.map((row) => clinicFromRow(row as never)),
  };
}

/** The ids of every practice already stored, for checking a file's references. */
export async function storedPracticeIds(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom("practices").select("id").execute()).map((r) => r.id));
}

type ImportCounts = Record<RecordArray, { created: number; updated: number; unchanged: number }>;

/** Which kind of listing each array of the file holds (the history names listings by kind). */
const ARRAY_KINDS = { dentists: "dentist", surgeons: "surgeon", emergencyClinics: "emergency-clinic" } as const;
const LISTING_NONE = { kind: "dentist" as const, id: "", before: undefined, after: {} };
const PRACTICE_NONE = { before: undefined, after: {} };

const TABLES = {
  practices: { table: "practices", fromRow: practiceFromRow, toRow: practiceToRow },
  dentists: { table: "dentists", fromRow: dentistFromRow, toRow: dentistToRow },
  surgeons: { table: "surgeons", fromRow: surgeonFromRow, toRow: surgeonToRow },
  emergencyClinics: { table: "emergency_clinics", fromRow: clinicFromRow, toRow: clinicToRow },
} as const;

/**
 * Writes a checked file: practices first (listings refer to them). `onProgress` hears each array
 * as it is written. Returns what happened to each array's records.
 */
export async function importListings(
  db: Db,
  file: ListingsFile,
  actor: string,
  onProgress?: (array: RecordArray, written: number) => void,
): Promise<ImportCounts> {
  return db.transaction().execute(async (trx) => {
    await lockListings(trx);
    const started = new Date();
    const now = started.toISOString();
    const counts = {} as ImportCounts;
    for (const array of ["practices", "dentists", "surgeons", "emergencyClinics"] as const) {
      const { table, fromRow, toRow } = TABLES[array];
      const records = file[array] as { id: string }[];
      const existing = new Map<string, object>();
      const rows = await (trx as unknown as Kysely<Record<string, never>>)
        .selectFrom(table as never)
        .selectAll()
        .execute();
      for (const row of rows) existing.set((row as { id: string }).id, (fromRow as (r: unknown) => object)(row));
      // A practice's closures are named even when the file has none: the file says all of them.
      const whole = (r: { id: string }) =>
        array === "practices" ? wholePractice(r as Practice) : wholeRecord(r as { id: string });
      const toWrite = records.filter((r) => changedFields(existing.get(r.id), whole(r)).length > 0);
      // Updated records' fields, before and after, in the listings' history (history.ts).
      const changes = toWrite.flatMap((r) => {
        const before = existing.get(r.id);
        if (!before) return [];
        const after = whole(r) as { id: string; practiceId?: string };
        const fields = changedFields(before, after);
        if (array === "practices")
          return [
            {
              practiceId: r.id,
              changes: changesOf(
                fields.map((f) => `practice.${f}`),
                LISTING_NONE,
                { before, after },
              ),
            },
          ];
        const kind = ARRAY_KINDS[array];
        return [
          {
            practiceId: String(after.practiceId),
            changes: changesOf(fields, { kind, id: r.id, before, after }, PRACTICE_NONE),
          },
        ];
      });
      const created = toWrite.filter((r) => !existing.has(r.id)).length;
      counts[array] = {
        created,
        updated: toWrite.length - created,
        unchanged: records.length - toWrite.length,
      };
      await upsertRows(
        trx,
        table,
        toWrite.map((r) => (toRow as (r: unknown) => Record<string, unknown>)(r)),
        now,
        inArrivalOrder(started, toWrite.length),
      );
      await recordHistory(trx, ...changes.map((c) => ({ ...c, actor, at: now })));
      onProgress?.(array, toWrite.length);
    }
    const written = Object.values(counts).some((c) => c.created + c.updated > 0);
    if (written) {
      await bumpListingsVersion(trx);
      await audit(trx, { actor, action: "listings-imported", details: counts });
    }
    return counts;
  });
}
