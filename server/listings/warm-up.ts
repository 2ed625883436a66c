import type { PlaceDirectory } from "../places";
import { createSnapshotReader, type RatingsView } from "./snapshot-reader";
import type { ListingsSnapshot } from "./snapshot-types";

/** Listings the warm-up's own snapshots hold, and the changes it makes to them. */
const WARM_UP_LISTINGS = 1000;
const WARM_UP_ROUNDS = 30;

/**
 * Runs the code a listing change runs (D670) on copies of the loaded listings, at start, before the
 * server takes requests: V8 compiles a function for speed only after it has run a while, and the
 * incremental paths (the index made from the previous one, the orders updated, the languages
 * counted) run only when a listing changes, so the first changes after a start ran them slowly
 * (a save's main thread 31–34 ms where later ones took 10–17). Its own reader over its own small
 * snapshots, made from the first listings: a few listings as new objects with the same values (an
 * import's kind of change) and one leaving and coming back (an unpublish, a publish), then the
 * directory's first query, each round. Nothing is written, and the server's reader, snapshot and
 * index are not touched: the listing objects are only read (the index entries are the warm-up's own).
 */
export async function warmUpListingChanges(
  snapshot: ListingsSnapshot,
  places: PlaceDirectory,
  ratings: () => RatingsView,
): Promise<void> {
  const first = snapshot.dentists.slice(0, WARM_UP_LISTINGS);
  if (first.length < 2) return;
  let current: ListingsSnapshot = { ...snapshot, version: 0, dentists: first };
  const reader = createSnapshotReader({ snapshot: async () => current, places, ratings });
  await reader.stats();
  await reader.findDentists({ pageSize: 12 });
  const away = first.length >> 1;
  for (let round = 1; round <= WARM_UP_ROUNDS; round++) {
    const dentists = [...current.dentists];
    for (let i = 0; i < 5; i++) {
      const at = (round * 37 + i * 101) % dentists.length;
      dentists[at] = { ...(dentists[at] as (typeof dentists)[number]) };
    }
    if (round % 4 === 1) dentists.splice(away, 1);
    else if (round % 4 === 3) dentists.splice(away, 0, { ...(first[away] as (typeof first)[number]) });
    current = { ...current, version: round, dentists };
    await reader.stats();
    await reader.findDentists({ pageSize: 12 });
    await reader.languages();
  }
}
