import { mkdirSync } from "node:fs";
import { join } from "node:path";

import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, type SqliteDatabase } from "kysely";
import pg from "pg";

import type { Database } from "./schema";
import { ImmediateSqliteDialect } from "./sqlite-immediate";

export type DialectName = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The SQLite file, when the database is one (not in memory). */
  sqliteFile?: string;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, SQLite at sqliteFile. */
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate themselves in one). */
  pgSchema?: string;
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
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  const file = options.sqliteFile ?? ":memory:";
  if (file !== ":memory:") mkdirSync(join(file, ".."), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // Deleted and overwritten content is zeroed, not left readable in free space (erasure, issue 20).
  sqlite.pragma("secure_delete = ON");
  return {
    db: new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) }),
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
