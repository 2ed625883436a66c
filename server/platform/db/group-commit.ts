import { isDatabaseUnavailable } from "./unavailable";

/**
 * Group commit. Writes that arrive while a commit is in flight wait and go together in the next
 * transaction, so one disk flush acknowledges many of them (SQLite has a single writer and flushes
 * on every commit with synchronous=FULL; one commit per request caps throughput at the disk's
 * flush rate and queues everyone behind it). Each caller still resolves only once its own write
 * is committed. When a batch fails (a unique violation on one row, say), each of its writes is
 * retried alone, so one bad write fails only its own caller. Not when the database could not be
 * reached: the batch may have committed just before its connection was cut, and writing it again
 * would store each submission twice; every caller gets the error (a 503, to retry with its key).
 */
export interface GroupCommitter<T> {
  write(item: T): Promise<void>;
}

interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** `commit` must write every item in one transaction, or none of them. */
export function groupCommitter<T>(commit: (items: readonly T[]) => Promise<void>, maxBatch = 200): GroupCommitter<T> {
  let queue: Pending<T>[] = [];
  let committing = false;

  async function drain() {
    committing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        await commit(batch.map((p) => p.item));
        for (const p of batch) p.resolve();
      } catch (error) {
        if (batch.length === 1 || isDatabaseUnavailable(error)) {
          for (const p of batch) p.reject(error);
          continue;
        }
        for (const p of batch) {
          try {
            await commit([p.item]);
            p.resolve();
          } catch (alone) {
            p.reject(alone);
          }
        }
      }
    }
    committing = false;
  }

  return {
    write(item) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // Writes made in the same tick join the first batch; later ones join the next.
        if (!committing) {
          committing = true;
          setImmediate(() => void drain());
        }
      });
    },
  };
}
