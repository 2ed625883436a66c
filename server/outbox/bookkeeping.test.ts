import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { connectDatabase, type DatabaseHandle } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { claimDue, doneRecorder, enqueue } from "./jobs";

// The worker's claims and done marks are committed on SQLite without a disk flush (jobs.ts,
// bookkeeping); the connection is shared with the bookings', which must still be flushed.
describe("the outbox's bookkeeping on a SQLite file", () => {
  let dir: string;
  let handle: DatabaseHandle;
  const synchronous = async () =>
    (await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db)).rows[0]!.synchronous;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "nzdd-bookkeeping-"));
    handle = connectDatabase({ sqliteFile: join(dir, "test.sqlite") });
    await migrateToLatest(handle.db as never);
  });
  afterEach(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("leaves the connection flushing every commit (synchronous=FULL) after a claim and a done mark, failed or not", async () => {
    const now = new Date();
    await enqueue(handle.db, [{ kind: "count", payload: { n: 1 } }], now);
    expect(await synchronous()).toBe(2);
    const [job] = await claimDue(handle.db, "sqlite", { workerId: "w", limit: 5, leaseMs: 60_000, now });
    expect(job).toBeDefined();
    expect(await synchronous()).toBe(2);
    await doneRecorder(handle.db, "sqlite")(job!, "counted", now);
    expect(await synchronous()).toBe(2);
    expect((await handle.db.selectFrom("jobs").select("status").executeTakeFirst())?.status).toBe("done");
  });
});
