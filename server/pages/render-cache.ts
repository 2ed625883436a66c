/**
 * Rendered pages kept in memory, so a page drawn from the live listings costs about what a static
 * file does on the next request for it (issue 21; figures in docs/performance.md).
 *
 * An entry is found by its key (the server puts the listings version and the URL in it, so a
 * listing change misses at once) and lives at most `maxAgeMs` (so time-dependent text such as
 * "open now" is never older than that). The least recently used entries go first once the bodies
 * exceed `maxBytes`.
 */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RenderCache {
  get(key: string): RenderedPage | undefined;
  set(key: string, page: RenderedPage): void;
  /** What it holds and how often it helped, for the performance notes and tests. */
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

interface Entry {
  page: RenderedPage;
  bytes: number;
  storedAt: number;
}

export function createRenderCache({
  maxBytes,
  maxAgeMs,
  clock = Date.now,
}: {
  maxBytes: number;
  maxAgeMs: number;
  clock?: () => number;
}): RenderCache {
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry || clock() - entry.storedAt > maxAgeMs) {
        if (entry) remove(key, entry);
        misses++;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      hits++;
      return entry.page;
    },
    set(key, page) {
      // A string's UTF-16 length is close enough to its size in memory to bound it.
      const size = page.body.length * 2 + key.length * 2;
      if (size > maxBytes) return;
      const old = entries.get(key);
      if (old) remove(key, old);
      entries.set(key, { page, bytes: size, storedAt: clock() });
      bytes += size;
      for (const [oldestKey, oldest] of entries) {
        if (bytes <= maxBytes) break;
        remove(oldestKey, oldest);
      }
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}
