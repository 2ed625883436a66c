import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { type Kysely, sql } from "kysely";

/** What @fastify/rate-limit needs back from a store: the count so far and the window's ms left. */
interface Count {
  current: number;
  ttl: number;
}

/** The options the plugin passes a store (typed as an empty interface in its types). */
type WindowOptions = FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean };

/**
 * Counts one request for `key` in the window that began with the key's first request (as the
 * plugin's in-memory store does), in one atomic statement: concurrent requests on any instance
 * each get their own number. The database's clock decides windows, so instances whose clocks
 * differ still agree. The time left is read from the clock as the answer is made, not now() (the
 * statement's start): a request that waited for another's row lock started before that row's
 * window, and was told more than the whole window was left (1,002 ms of 1,000).
 */
export async function countRequest(db: Kysely<unknown>, key: string, windowMs: number): Promise<Count> {
  const { rows } = await sql<{ count: number; ttl: number }>`
    insert into rate_limit_counters as c (key, count, expires_at)
    values (${key}, 1, now() + ${windowMs}::int * interval '1 millisecond')
    on conflict (key) do update set
      count = case when c.expires_at <= now() then 1 else c.count + 1 end,
      expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
    returning count, ceil(extract(epoch from c.expires_at - clock_timestamp()) * 1000)::float8 as ttl
  `.execute(db);
  const row = rows[0]!;
  return { current: row.count, ttl: Math.max(0, row.ttl) };
}

/** Deletes the counters whose window has ended; any instance may run it at any time. */
export async function pruneExpiredCounters(db: Kysely<unknown>): Promise<number> {
  const result = await sql`delete from rate_limit_counters where expires_at < now()`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL's rate_limit_counters, so
 * every instance on the database counts a client's requests once.
 */
export function postgresStore(db: Kysely<unknown>): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      options: FastifyRateLimitOptions,
      /** Keeps each route's counters apart: "POST /-203.0.113.7". */
      private readonly prefix = "",
    ) {
      // Both would move a window's end after it began; the routes use neither, so refuse them
      // rather than count differently from what they would ask for.
      const { continueExceeding, exponentialBackoff } = options as WindowOptions;
      if (continueExceeding || exponentialBackoff) {
        throw new Error("The PostgreSQL rate-limit store supports neither continueExceeding nor exponentialBackoff.");
      }
    }

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      countRequest(db, this.prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]) {
      // At run time the plugin passes a route's merged limit options, the route itself as routeInfo.
      const limits = routeOptions as unknown as WindowOptions & { routeInfo: { method?: unknown; url?: string } };
      const { method, url } = limits.routeInfo;
      return new PostgresStore(limits, `${String(method)} ${url}-`);
    }
  }
  return PostgresStore;
}
