import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
// Per-client request counters shared by every server instance on one PostgreSQL
// (server/platform/rate-limit/postgres-store.ts). SQLite runs one process, which counts in memory: no table.
// UNLOGGED: a counter is written on every limited request, and losing the counters in a database
// crash (the only thing UNLOGGED gives up) merely restarts a one-minute window; in exchange the
// writes skip the WAL, so they cost no disk flush.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create unlogged table rate_limit_counters (
      key text primary key,
      count integer not null,
      expires_at timestamptz not null
    )
  `.execute(db);
  await sql`create index rate_limit_counters_expires_at on rate_limit_counters (expires_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema.dropTable("rate_limit_counters").execute();
}
