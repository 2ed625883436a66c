import type { Kysely } from "kysely";

import type { Database } from "../platform/db/schema";
import type { Dentist, EmergencyClinic, PracticeFacts, Surgeon } from "../../rules/listings/types";
import {
  addedOrder,
  publishedCounts,
  type PublishedRow,
  type PublishedRows,
  readPublishedRows,
} from "./published-rows";
import { listingsVersion } from "./listings-version";
import type { ListingsSnapshot } from "./snapshot-types";

interface SnapshotLog {
  warn(object: object, message: string): void;
}

export interface ListingsSnapshotSource {
  /**
   * The published listings as of at most ~1 s ago: when the last look at listings_version is older
   * than the check interval, looks again (one query, shared by every caller meanwhile) and, when
   * the version moved, reloads before answering. A failed look or reload keeps the last snapshot.
   */
  current(): Promise<ListingsSnapshot>;
  /** Look now (after a write on this instance, so its own operator sees the change at once). */
  refresh(): Promise<ListingsSnapshot>;
  /** Stops the timer. */
  close(): void;
}

/**
 * Keeps every published listing in memory for the pages (issue 21), current across instances:
 * any instance, or the import command, bumps listings_version in the same transaction as its
 * change; every instance looks at that number at most once per interval (on demand, and on an
 * unref'd timer so an idle instance is current before its next visitor), and when it moved reads
 * only the rows written since the snapshot's version (issue 36 item 8: a few milliseconds at 10,000
 * listings, where reading them all took over a second of the main thread). The new snapshot shares
 * every unchanged listing object with the old one, so the pages' index (snapshot-reader.ts) can
 * tell what changed by identity. The timer keeps the on-demand look rare, so a page rarely waits.
 */
export function listingsSnapshot(
  db: Kysely<Database>,
  options: { log: SnapshotLog; checkIntervalMs?: number; now?: () => number } = { log: console },
): ListingsSnapshotSource {
  const interval = options.checkIntervalMs ?? 1000;
  const now = options.now ?? Date.now;
  let snapshot: ListingsSnapshot | undefined;
  /** When each listing in the snapshot was added, by kind: where a changed one goes back in. */
  let added: AddedTimes | undefined;
  /**
   * Every practice's facts as of the snapshot's version, by id (the objects its listings share): a
   * look reads again only the practices written since, and takes the others from here.
   */
  const practices = new Map<string, PracticeFacts>();
  let checkedAt = -Infinity;
  let checking: Promise<ListingsSnapshot> | undefined;

  async function check(): Promise<ListingsSnapshot> {
    const startedAt = now();
    try {
      const version = await listingsVersion(db);
      const readAll = async () => {
        const rows = await readPublishedRows(db);
        practices.clear();
        keepPractices(practices, rows);
        return fromRows(rows);
      };
      if (!snapshot || !added) {
        ({ snapshot, added } = await readAll());
      } else if (snapshot.version !== version) {
        const rows = await readPublishedRows(db, snapshot.version, (id) => practices.get(id));
        keepPractices(practices, rows);
        const next = withChanges(snapshot, added, rows);
        const counts = await publishedCounts(db);
        if (
          next.dentists.length === counts.dentists &&
          next.surgeons.length === counts.surgeons &&
          next.clinics.length === counts.clinics
        ) {
          snapshot = next;
        } else {
          // A row deleted outright (or a write between the two reads): read everything again.
          ({ snapshot, added } = await readAll());
        }
      }
      checkedAt = startedAt;
      return snapshot;
    } catch (error) {
      if (!snapshot) throw error;
      options.log.warn(
        { error: { message: (error as Error).message } },
        "Could not reload the listings; still serving the last ones",
      );
      // Try again at the next interval, not at every request meanwhile.
      checkedAt = startedAt;
      return snapshot;
    }
  }

  function look(): Promise<ListingsSnapshot> {
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  const timer = setInterval(() => {
    if (now() - checkedAt >= interval) look().catch(() => {});
  }, interval);
  timer.unref();

  return {
    current: () => (snapshot && now() - checkedAt < interval ? Promise.resolve(snapshot) : look()),
    async refresh() {
      // A look already under way may have started before the caller's write committed.
      if (checking) await checking.catch(() => {});
      return look();
    },
    close: () => clearInterval(timer),
  };
}

type AddedTimes = Record<"dentists" | "surgeons" | "clinics", Map<string, string>>;

/**
 * The practices' facts brought up to date with a read: the ones written since forgotten (a practice
 * written while it had no published listing is not read, and its old facts must not be used when
 * one is published there later), the ones read kept.
 */
function keepPractices(practices: Map<string, PracticeFacts>, rows: PublishedRows): void {
  for (const id of rows.changedPractices) practices.delete(id);
  for (const [id, facts] of rows.practices) practices.set(id, facts);
}

/** The first snapshot: every published listing, in the order added. */
function fromRows(rows: PublishedRows): { snapshot: ListingsSnapshot; added: AddedTimes } {
  const added: AddedTimes = { dentists: new Map(), surgeons: new Map(), clinics: new Map() };
  const listings = <T>(list: PublishedRow<T>[], times: Map<string, string>) => {
    const sorted = [...list].sort(addedOrder);
    for (const row of sorted) times.set(row.id, row.createdAt);
    return sorted.map((row) => row.listing as T);
  };
  return {
    snapshot: {
      version: rows.version,
      dentists: listings(rows.dentists, added.dentists),
      surgeons: listings(rows.surgeons, added.surgeons),
      clinics: listings(rows.clinics, added.clinics),
    },
    added,
  };
}

/**
 * The snapshot with the rows read since its version applied: a changed listing replaced (or gone,
 * when no longer published), a new one placed by the time it was added, every other listing the
 * same object as before. The order is the one a full read gives (published-rows.ts addedOrder), so
 * the result equals reading every listing again. `added` is brought up to date.
 */
function withChanges(snapshot: ListingsSnapshot, added: AddedTimes, rows: PublishedRows): ListingsSnapshot {
  return {
    version: rows.version,
    dentists: applyRows<Dentist>(snapshot.dentists, rows.dentists, added.dentists),
    surgeons: applyRows<Surgeon>(snapshot.surgeons, rows.surgeons, added.surgeons),
    clinics: applyRows<EmergencyClinic>(snapshot.clinics, rows.clinics, added.clinics),
  };
}

function applyRows<T extends { id: string }>(
  listings: readonly T[],
  rows: readonly PublishedRow<T>[],
  times: Map<string, string>,
): readonly T[] {
  if (rows.length === 0) return listings;
  const changed = new Set(rows.map((row) => row.id));
  const kept = listings.filter((listing) => !changed.has(listing.id));
  for (const row of rows) times.delete(row.id);
  const incoming = rows.filter((row) => row.listing !== undefined).sort(addedOrder);
  for (const row of incoming) times.set(row.id, row.createdAt);
  // Both lists are in the order added: each incoming row goes where a binary search of the kept
  // ones puts it (a walk comparing every kept listing cost a few milliseconds a change at 10,000).
  const orderOf = (listing: T) => ({ id: listing.id, createdAt: times.get(listing.id) as string });
  const merged: T[] = [];
  let from = 0;
  for (const row of incoming) {
    let low = from;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (addedOrder(orderOf(kept[middle] as T), row) > 0) high = middle;
      else low = middle + 1;
    }
    for (let i = from; i < low; i++) merged.push(kept[i] as T);
    merged.push(row.listing as T);
    from = low;
  }
  for (let i = from; i < kept.length; i++) merged.push(kept[i] as T);
  return merged;
}
