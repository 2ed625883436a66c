import type { Kysely } from "kysely";

import type { Database } from "../db/schema";
import { listingsVersion, readPublished } from "./repository";
import type { ListingsSnapshot } from "./snapshot-types";

export interface SnapshotLog {
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
 * unref'd timer so an idle instance is current before its next visitor), and reloads the whole
 * snapshot when it moved. The timer keeps the on-demand look rare, so a page rarely waits on it.
 */
export function listingsSnapshot(
  db: Kysely<Database>,
  options: { log: SnapshotLog; checkIntervalMs?: number; now?: () => number } = { log: console },
): ListingsSnapshotSource {
  const interval = options.checkIntervalMs ?? 1000;
  const now = options.now ?? Date.now;
  let snapshot: ListingsSnapshot | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<ListingsSnapshot> | undefined;

  async function check(): Promise<ListingsSnapshot> {
    const startedAt = now();
    try {
      const version = await listingsVersion(db);
      if (!snapshot || snapshot.version !== version) snapshot = await readPublished(db);
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
