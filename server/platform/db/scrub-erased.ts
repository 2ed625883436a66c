import { type Kysely, sql } from "kysely";

import type { DialectName } from "./connect";
import type { Database } from "./schema";

/**
 * After an erasure (a withdrawal, a person or submission deleted, a purge), copies of the erased
 * data can outlive it on disk. On SQLite the old page images stay in the WAL (and secure_delete
 * only zeroes what is freed in the database file itself): a TRUNCATE checkpoint copies the new
 * pages into the file and empties the WAL. On PostgreSQL the old row versions stay in the table's
 * and indexes' pages as dead tuples until VACUUM removes them (see docs/decisions/D0178-what-vacuum-does-not-do.md for what it
 * does not remove). Both run in the background, after the request has been answered.
 */
interface ErasedDataScrubber {
  /** Asks for a scrub soon and returns at once; erasures made while one runs share the next. */
  schedule(): void;
  /** Waits for a scrub in progress, without retrying further (the server is stopping). */
  close(): Promise<void>;
}

/**
 * Every table an erased person's values can be in (PostgreSQL's VACUUM list): a request's row and
 * history, its e-mail jobs (addresses, names), its practice requests (a decline's reason), their
 * reviews and invitations (text, name), the reports they signed (address, words) and their waitlist
 * places (a profile's entry keeps name and address). server/booking/person-erasure.test.ts
 * checks it against every table a person's rows were found in.
 */
export const ERASED_DATA_TABLES = [
  "submissions",
  "submission_events",
  "jobs",
  "practice_requests",
  "review_invitations",
  "reviews",
  "review_reports",
  "waitlist_entries",
  "waitlist_offers",
  "email_recipient_days",
  "email_confirmed_recipients",
] as const;

/** A checkpoint that finds a reader or writer in the way is tried again, for about a minute. */
const RETRY_MS = 1000;
const ATTEMPTS = 50;

export function erasedDataScrubber(
  db: Kysely<Database>,
  dialect: DialectName,
  log: { warn(details: object, message: string): void },
): ErasedDataScrubber {
  let requested = false;
  let closing = false;
  let running: Promise<void> | null = null;

  /** True when done; false when SQLite could not finish the checkpoint yet. */
  async function scrubOnce(): Promise<boolean> {
    if (dialect === "postgres") {
      // Outside a transaction (VACUUM refuses to run in one); it takes no lock that blocks reads or writes.
      await sql.raw(`vacuum ${ERASED_DATA_TABLES.join(", ")}`).execute(db);
      return true;
    }
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    return rows[0]?.busy === 0;
  }

  async function run(): Promise<void> {
    while (requested && !closing) {
      requested = false;
      for (let attempt = 1; ; attempt += 1) {
        try {
          if (await scrubOnce()) break;
        } catch (error) {
          log.warn({ error: error instanceof Error ? error.message : String(error) }, "scrubbing erased data failed");
        }
        if (attempt >= ATTEMPTS || closing) {
          log.warn({ attempts: attempt }, "erased data may remain on disk until the next erasure's scrub");
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
    running = null;
  }

  return {
    schedule() {
      requested = true;
      // setImmediate: the answer to the request that erased goes out first.
      running ??= new Promise((resolve) => setImmediate(resolve)).then(run);
    },
    async close() {
      closing = true;
      await running;
    },
  };
}
