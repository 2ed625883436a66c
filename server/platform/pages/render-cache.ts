/**
 * Rendered pages kept in memory, so a page drawn from the live listings costs about what a static
 * file does on the next request for it (issue 21; figures in docs/performance.md).
 *
 * An entry is found by its key (the server puts the listings version, the minute and the URL in
 * it, so a listing change or the next minute misses at once) and lives at most `maxAgeMs`. The
 * least recently used entries go first once the entries exceed `maxBytes`.
 *
 * `fetch` renders a missing page once however many requests want it at that moment: they all wait
 * for that one rendering, so a burst of requests for a page not yet kept is not a burst of
 * renderings (D491).
 */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
  /**
   * True when a loader read one person's data to render it (a status or practice page, by any
   * address): such a page is never stored, and is sent as a private page (server/platform/plugins/site.ts).
   */
  personal?: boolean;
}

export interface RenderCache<T> {
  /** The fresh entry under `key`, if any. */
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  /**
   * The fresh entry under `key`; otherwise what `produce` resolves to, stored when it is not
   * undefined. One `produce` per key runs at a time: callers meanwhile share its result, and get
   * undefined when it failed or gave nothing to store (each then does its own work).
   */
  fetch(key: string, produce: () => Promise<T | undefined>): Promise<T | undefined>;
  /** What it holds and how often it helped, for the performance notes and tests. */
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

interface Entry<T> {
  value: T;
  bytes: number;
  storedAt: number;
}

export function createRenderCache<T>({
  maxBytes,
  maxAgeMs,
  sizeOf,
  clock = Date.now,
}: {
  maxBytes: number;
  maxAgeMs: number;
  /** Bytes an entry holds in memory (its key is counted besides). */
  sizeOf: (value: T) => number;
  clock?: () => number;
}): RenderCache<T> {
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recently used.
  const entries = new Map<string, Entry<T>>();
  /** Renderings under way, by key: what a request for the same page waits for. */
  const pending = new Map<string, Promise<T | undefined>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const remove = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const fresh = (key: string): Entry<T> | undefined => {
    const entry = entries.get(key);
    if (entry && clock() - entry.storedAt <= maxAgeMs) return entry;
    if (entry) remove(key, entry);
    return undefined;
  };

  const set = (key: string, value: T) => {
    // A string's UTF-16 length is close enough to its size in memory to bound it.
    const size = sizeOf(value) + key.length * 2;
    if (size > maxBytes) return;
    const old = entries.get(key);
    if (old) remove(key, old);
    entries.set(key, { value, bytes: size, storedAt: clock() });
    bytes += size;
    for (const [oldestKey, oldest] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldestKey, oldest);
    }
  };

  const get = (key: string): T | undefined => {
    const entry = fresh(key);
    if (!entry) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  };

  return {
    get(key) {
      const value = get(key);
      if (value === undefined) misses++;
      else hits++;
      return value;
    },
    set,
    async fetch(key, produce) {
      const value = get(key);
      const running = pending.get(key);
      if (value !== undefined || running) {
        hits++;
        return value ?? running;
      }
      misses++;
      const run = produce().then((produced) => {
        if (produced !== undefined) set(key, produced);
        return produced;
      });
      // The others wait for this rendering; its error is the caller's alone.
      const shared = run.catch(() => undefined);
      pending.set(key, shared);
      void shared.finally(() => pending.delete(key));
      return run;
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}
