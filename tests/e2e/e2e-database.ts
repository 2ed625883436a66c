import type { Kysely } from "kysely";

import { connectDatabase, sqliteFileIn } from "../../server/platform/db/connect";
import type { Database } from "../../server/platform/db/schema";

/**
 * Runs `work` on the e2e server's own database (SQLite in the data folder global-setup.ts passes
 * on), and closes it after: for tests that store rows as the server would, or read what it stored.
 */
export async function withE2eDatabase<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const dataDir = process.env.NZDD_E2E_DATA_DIR;
  if (!dataDir) throw new Error("global setup did not run");
  const { db } = connectDatabase({ sqliteFile: sqliteFileIn(dataDir) });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
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
