import type { IndexBasis, IndexedDentist } from "./indexed-dentist";

/*
 * The dentist index's sort orders kept up to date: an order of the previous index brought to a new
 * build by dropping the entries gone and putting the fresh ones in place, without sorting it again.
 */

/**
 * An order of the previous index (sorted by `compare`) brought to this build (`basis`): the entries
 * gone dropped and the fresh ones put in, as sorting the new list whole would place them. A listing
 * changed in place takes its predecessor's place when its neighbours there agree (two comparisons
 * each): an import of 100 changed descriptions then costs one pass per order instead of a binary
 * search of 10,000 with the collator for each (about half of such an import's index update). The
 * neighbours' check is enough: every other pair of neighbours was in order before, and a list whose
 * neighbours are all in order is sorted; ties are broken by list position, so that order is the one
 * a full sort gives. When a neighbour disagrees (a renamed dentist), every fresh entry is put in by
 * binary search as before.
 */
export function orderAfter(
  order: readonly IndexedDentist[],
  build: number,
  basis: IndexBasis,
  compare: (a: IndexedDentist, b: IndexedDentist) => number,
): IndexedDentist[] {
  const { fresh, removed, replaced } = basis;
  if (replaced.size > 0) {
    const next: IndexedDentist[] = [];
    const placed: number[] = [];
    for (const entry of order) {
      // Entries this build holds are marked with it; the others are gone, or replaced.
      if (entry.build === build) next.push(entry);
      else {
        const successor = replaced.get(entry);
        if (successor) {
          placed.push(next.length);
          next.push(successor);
        }
      }
    }
    const inPlace = (i: number) =>
      (i === 0 || compare(next[i - 1] as IndexedDentist, next[i] as IndexedDentist) < 0) &&
      (i === next.length - 1 || compare(next[i] as IndexedDentist, next[i + 1] as IndexedDentist) < 0);
    if (placed.every(inPlace)) {
      if (fresh.length === replaced.size) return next;
      const successors = new Set(replaced.values());
      const others = fresh.filter((entry) => !successors.has(entry)).sort(compare);
      return insertSorted(next, others, compare);
    }
  }
  // Fresh entries are new objects: the previous orders hold only entries made before.
  const kept = removed.length > 0 ? order.filter((entry) => entry.build === build) : order;
  return insertSorted(kept, [...fresh].sort(compare), compare);
}

/** `sorted` with each of `items` (in the same order) put where `compare` places it: k·log n comparisons. */
function insertSorted<T>(sorted: readonly T[], items: readonly T[], compare: (a: T, b: T) => number): T[] {
  const merged: T[] = [];
  let from = 0;
  for (const item of items) {
    let low = from;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(sorted[middle] as T, item) < 0) low = middle + 1;
      else high = middle;
    }
    for (let i = from; i < low; i++) merged.push(sorted[i] as T);
    merged.push(item);
    from = low;
  }
  for (let i = from; i < sorted.length; i++) merged.push(sorted[i] as T);
  return merged;
}
