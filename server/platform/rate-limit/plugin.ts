import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { Kysely } from "kysely";

import type { Config } from "../config";
import type { DatabaseHandle } from "../db/connect";
import { postgresStore, pruneExpiredCounters } from "./postgres-store";

/** Where the per-client counters live: shared by every instance, or in this process only. */
type RateLimitStoreKind = "redis" | "postgres" | "memory";

function rateLimitStoreKind(config: Pick<Config, "REDIS_URL">, database: DatabaseHandle): RateLimitStoreKind {
  if (config.REDIS_URL) return "redis";
  return database.dialect === "postgres" ? "postgres" : "memory";
}

/** How often each instance deletes ended windows' counters (the table holds one row per client and route). */
const PRUNE_EVERY_MS = 60_000;
/** A failing store is logged at most this often, with how many counts failed in between. */
const FAILURE_LOG_EVERY_MS = 30_000;

/**
 * One warning now and then while the store fails, not one per request: an outage under load
 * would otherwise flood the log.
 */
function failureLog(log: FastifyBaseLogger, store: RateLimitStoreKind) {
  let lastLoggedAt = -Infinity;
  let unlogged = 0;
  return (error: unknown) => {
    unlogged++;
    const now = Date.now();
    if (now - lastLoggedAt < FAILURE_LOG_EVERY_MS) return;
    lastLoggedAt = now;
    const { message, code } = error as { message?: string; code?: string };
    log.warn(
      { store, failures: unlogged, error: { message, code } },
      "rate-limit store unavailable: requests are let through uncounted until it answers",
    );
    unlogged = 0;
  };
}

/** Wraps a store so each failed count is reported before the plugin hears of it. */
function reportingFailures(
  makeStore: (options: unknown) => FastifyRateLimitStore,
  onError: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  const wrap = (inner: FastifyRateLimitStore): FastifyRateLimitStore => ({
    incr: (key, callback, timeWindow, max) =>
      inner.incr(
        key,
        (error, result) => {
          if (error) onError(error);
          callback(error, result);
        },
        timeWindow,
        max,
      ),
    child: (routeOptions) => wrap(inner.child(routeOptions)),
  });
  // The plugin calls `new Store(options)`; a constructor that returns an object yields that object.
  return function Store(options: unknown) {
    return wrap(makeStore(options));
  } as unknown as FastifyRateLimitStoreCtor;
}

interface RateLimitsOptions {
  config: Pick<Config, "REDIS_URL" | "REDIS_KEY_PREFIX">;
  database: DatabaseHandle;
}

/**
 * @fastify/rate-limit, with routes setting their own limits (config.rateLimit), counting in one
 * place for every instance: Redis when REDIS_URL is set, else PostgreSQL when that is the
 * database, else this process's memory (SQLite is one process). A store that fails lets requests
 * through uncounted, with a warning in the log, rather than failing every form (docs/decisions/D0430-per-client-limits-counted-in-postgresql.md
 * D430): the per-account sign-in lockout is in the database and holds regardless.
 */
export default fp<RateLimitsOptions>(
  async (app, { config, database }) => {
    const kind = rateLimitStoreKind(config, database);
    const onError = failureLog(app.log, kind);
    app.log.debug({ store: kind }, "rate limits counted");

    if (kind === "memory") {
      await app.register(rateLimit, { global: false });
      return;
    }

    let makeStore: (options: unknown) => FastifyRateLimitStore;
    if (kind === "redis") {
      const redis = new Redis(config.REDIS_URL!, {
        // A limit check waits at most this long for Redis, then the request goes on uncounted;
        // without a connection, commands fail at once instead of queueing.
        connectTimeout: 500,
        commandTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      });
      redis.on("error", onError);
      // An unreachable Redis at start is logged and retried in the background; the server starts.
      await redis.connect().catch(onError);
      app.addHook("onClose", async () => {
        redis.disconnect();
      });
      makeStore = () => new RedisStore(false, false, redis, config.REDIS_KEY_PREFIX);
    } else {
      const db = database.db as Kysely<unknown>;
      const Store = postgresStore(db);
      makeStore = (options) => new Store(options as never);
      const prune = setInterval(() => {
        pruneExpiredCounters(db).catch(onError);
      }, PRUNE_EVERY_MS);
      prune.unref();
      app.addHook("onClose", async () => clearInterval(prune));
    }

    await app.register(rateLimit, {
      global: false,
      store: reportingFailures(makeStore, onError),
      skipOnError: true,
    });
  },
  { name: "rate-limits" },
);
