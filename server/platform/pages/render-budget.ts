/**
 * How many page renderings each client may cause that the page cache does not answer (issue 33
 * item 6): a token bucket per client address, holding `burst` renderings and refilled at
 * `perMinute`. A cached page costs a few hundred microseconds; a rendering tens of milliseconds of
 * the one thread every request shares, so one client asking for a new address each time (a new
 * query, a new path) could otherwise take the site's time from everyone else.
 *
 * Counted in this process, not in the shared rate-limit store: what it protects is this
 * instance's own time, and a count in PostgreSQL or Redis would add a round trip to every
 * rendering (and writes for an attacker to cause).
 */
interface RenderBudget {
  /** Takes one rendering for `client`: 0 when it may render now, else the seconds until it may. */
  take(client: string): number;
  /** How many clients it holds a count for. */
  clients(): number;
}

/** Clients remembered before those whose bucket is full again are let go. */
const MAX_CLIENTS = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

export function createRenderBudget({
  perMinute,
  burst = Math.max(1, Math.ceil(perMinute / 6)),
  clock = Date.now,
}: {
  perMinute: number;
  burst?: number;
  /** Milliseconds; tests move it. */
  clock?: () => number;
}): RenderBudget {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, Bucket>();

  // A clock set back (a test's, or the system's) refills nothing, and takes nothing away.
  const refilled = (bucket: Bucket, now: number) =>
    Math.min(burst, bucket.tokens + Math.max(0, now - bucket.at) * perMs);

  /** A full bucket is the same as none: forgetting those bounds the memory many clients take. */
  const forgetIdle = (now: number) => {
    for (const [client, bucket] of buckets) if (refilled(bucket, now) >= burst) buckets.delete(client);
    // Every one of them busy: the oldest go, and get a fresh burst if they come back.
    for (const client of buckets.keys()) {
      if (buckets.size <= MAX_CLIENTS / 2) break;
      buckets.delete(client);
    }
  };

  return {
    take(client) {
      const now = clock();
      const bucket = buckets.get(client);
      const tokens = bucket ? refilled(bucket, now) : burst;
      if (tokens < 1) return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
      if (!bucket && buckets.size >= MAX_CLIENTS) forgetIdle(now);
      buckets.set(client, { tokens: tokens - 1, at: now });
      return 0;
    },
    clients: () => buckets.size,
  };
}
