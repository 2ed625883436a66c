import { type Kysely, PostgresAdapter, sql } from "kysely";

import type { Database } from "../platform/db/schema";

/*
 * The listings version: the number every listing write bumps, in the write's own transaction, and
 * the lock that serialises listing writes. The snapshot (snapshot.ts) compares it to know when to
 * read again.
 */

type Db = Kysely<Database>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

// ---- The version

export async function listingsVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("listings_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Call inside every transaction that writes listings, once. */
export async function bumpListingsVersion(trx: Db): Promise<void> {
  await trx
    .updateTable("listings_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

/**
 * Serialises listing writes: read-compare-write must not interleave with another instance's.
 * SQLite's transactions already hold the write lock from their start (BEGIN IMMEDIATE).
 */
export async function lockListings(trx: Db): Promise<void> {
  if (isPostgres(trx)) await sql`select version from listings_version where id = 1 for update`.execute(trx);
}
