import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { sqliteTestDatabase, type TestDatabase } from "../../../tests/server/databases";
import { claimDue, doneRecorder, enqueue } from "./jobs";

let handle: Awaited<ReturnType<TestDatabase["open"]>>;
beforeEach(async () => {
  handle = await sqliteTestDatabase.open();
});
afterEach(() => handle.cleanup());

// The worker's claims and done marks are committed on SQLite without a disk flush (jobs.ts,
// bookkeeping); the connection is shared with the bookings', which must still be flushed.
describe("the outbox's bookkeeping on a SQLite file", () => {
  const synchronous = async () =>
    (await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db)).rows[0]!.synchronous;

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

// Done marks that arrive together are written together (markDoneTogether on SQLite): one
// statement for a batch must still finish only the jobs each worker holds, with each one's result.
describe("finished jobs recorded together on a SQLite file", () => {
  it("marks each held job done with its own result, and not a job whose lease another worker has taken", async () => {
    const start = new Date("2026-12-07T01:00:00Z");
    await enqueue(
      handle.db,
      Array.from({ length: 6 }, (_, n) => ({ kind: "count", payload: { n } })),
      start,
    );
    const mine = await claimDue(handle.db, "sqlite", { workerId: "a", limit: 6, leaseMs: 1_000, now: start });
    expect(mine).toHaveLength(6);
    // The lease of the last one runs out and worker b takes it: a's late done mark must not finish b's attempt.
    const later = new Date(start.getTime() + 500); // within the others' 1 s lease
    await handle.db
      .updateTable("jobs")
      .set({ lease_until: start.toISOString() })
      .where("id", "=", mine[5]!.id)
      .execute();
    const [taken] = await claimDue(handle.db, "sqlite", { workerId: "b", limit: 1, leaseMs: 60_000, now: later });
    expect(taken?.id).toBe(mine[5]!.id);

    const recordDone = doneRecorder(handle.db, "sqlite");
    // All in one tick: one batch.
    await Promise.all(
      mine.map((job, i) => recordDone(job, i % 2 === 0 ? "sent" : "no recipients", new Date(later.getTime() + i))),
    );

    const rows = await handle.db
      .selectFrom("jobs")
      .select(["id", "status", "result", "locked_by"])
      .orderBy("id")
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [i, job] of mine.slice(0, 5).entries()) {
      expect(byId.get(job.id)).toMatchObject({
        status: "done",
        result: i % 2 === 0 ? "sent" : "no recipients",
        locked_by: null,
      });
    }
    expect(byId.get(mine[5]!.id)).toMatchObject({ status: "running", result: null, locked_by: "b" });
  });
});
