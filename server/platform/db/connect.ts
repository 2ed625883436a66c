import { join } from "node:path";

import SQLite from "better-sqlite3";
import { type Kysely, PostgresDialect, type SqliteDatabase } from "kysely";
import pg from "pg";

import { preparePrivateSqliteFile } from "./private-file";
import type { Database } from "./schema";
import { ImmediateSqliteDialect } from "./sqlite-immediate";
import { RetryingKysely } from "./transactions";

export type DialectName = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The SQLite file, when the database is one (not in memory). */
  sqliteFile?: string;
  /** The PostgreSQL pool, when the database is one: it reports the connections PostgreSQL ends. */
  pool?: pg.Pool;
}

/** How the server's connections show in pg_stat_activity, unless DATABASE_URL names another. */
const PG_APPLICATION_NAME = "nz-dental-directory";

/**
 * How long a request waits for a PostgreSQL connection (a new one, or a free one from the pool)
 * before it is answered 503: an unreachable host would otherwise hold requests for the OS's TCP
 * timeout (minutes).
 */
const PG_CONNECTION_TIMEOUT_MS = 5_000;

interface DatabaseOptions {
  /** postgres:// URL; when absent, SQLite at sqliteFile. */
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate themselves in one). */
  pgSchema?: string;
  /**
   * The SQLite file is open in this process already (the server's job and submission threads):
   * it was prepared once, before the first connection, and is not touched again.
   */
  sqliteFileOpen?: boolean;
}

export function sqliteFileIn(dataDir: string): string {
  return join(dataDir, "nz-dental.sqlite");
}

/**
 * Opens the database. SQLite runs in WAL mode with synchronous=FULL, so a request acknowledged
 * after its commit survives a process crash and a power cut; PostgreSQL keeps its default
 * synchronous_commit=on for the same reason.
 */
export function connectDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // DATABASE_URL's own ?application_name= wins (pg reads the URL last).
      application_name: PG_APPLICATION_NAME,
      connectionTimeoutMillis: PG_CONNECTION_TIMEOUT_MS,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // PostgreSQL ends connections on a restart, a failover or pg_terminate_backend. An idle one is
    // reported by the pool, a checked-out one by its client; an 'error' event nobody listens to
    // would end the process. pg has already dropped such a client: the next query opens a new
    // connection, and the query that was running fails (a 503, see plugins/error-handler.ts).
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    return { db: new RetryingKysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres", pool };
  }
  const file = options.sqliteFile ?? ":memory:";
  if (file !== ":memory:" && !options.sqliteFileOpen) preparePrivateSqliteFile(file);
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // Deleted and overwritten content is zeroed, not left readable in free space (erasure, issue 20).
  sqlite.pragma("secure_delete = ON");
  return {
    db: new RetryingKysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: "sqlite",
    ...(file !== ":memory:" ? { sqliteFile: file } : {}),
  };
}

/**
 * Kysely prepares every query afresh; better-sqlite3's advice is to prepare once and reuse. Keeps
 * the most recent statements by their SQL text (Kysely's single connection never runs two at once).
 */
function withStatementCache(sqlite: SQLite.Database, size = 100): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql); // re-inserted below: most recently used last
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
