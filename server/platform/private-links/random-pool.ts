import { randomFillSync } from "node:crypto";

const pool = Buffer.allocUnsafe(4096);
let used = pool.length;

/**
 * Cryptographically random bytes, drawn from a pool the system's generator fills 4 kB at a time.
 * A call into the generator costs the same whatever its size (docs/performance.md), and a booking needs two
 * draws (its id and its status token); Node's own randomUUID pools the same way. No byte is given
 * out twice, and each caller gets its own copy.
 */
export function randomBytesFromPool(size: number): Buffer {
  if (size > pool.length) throw new RangeError(`at most ${pool.length} bytes at a time`);
  if (used + size > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = Buffer.from(pool.subarray(used, used + size));
  used += size;
  return bytes;
}
