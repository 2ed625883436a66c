import type { Kysely } from "kysely";

import { connectDatabase, sqliteFileIn } from "../../server/platform/db/connect";
import type { Database } from "../../server/platform/db/schema";
import { LOOP_DATA_DIR } from "./servers";

/** Runs `work` on the database in `dataDir` (SQLite), and closes it after. */
async function withDatabaseIn<T>(dataDir: string, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db } = connectDatabase({ sqliteFile: sqliteFileIn(dataDir) });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Runs `work` on the e2e server's own database (SQLite in the data folder global-setup.ts passes
 * on), and closes it after: for tests that store rows as the server would, or read what it stored.
 */
export async function withE2eDatabase<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const dataDir = process.env.NZDD_E2E_DATA_DIR;
  if (!dataDir) throw new Error("global setup did not run");
  return withDatabaseIn(dataDir, work);
}

/** The same on the loop server's database (the server that sends through a real SMTP server). */
export function withLoopDatabase<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return withDatabaseIn(LOOP_DATA_DIR, work);
}

/** The id of the submission stored under a reference. */
export async function submissionIdOf(db: Kysely<Database>, reference: string): Promise<string> {
  const { id } = await db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  return id;
}

/** The fields the server stored under a reference. */
export function storedFields(reference: string): Promise<Record<string, unknown>> {
  return withE2eDatabase(async (db) => {
    const row = await db
      .selectFrom("submissions")
      .select("fields")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.fields) as Record<string, unknown>;
  });
}
