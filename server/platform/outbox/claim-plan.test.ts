import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { connectDatabase, type DatabaseHandle } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { claimDue, enqueue } from "./jobs";

// After a burst of bookings tens of thousands of e-mails wait, and every claim runs on the
// connection the bookings share. A claim must walk the jobs index in run_at order and stop at
// its limit; a plan that gathers every due job and sorts it (SQLite's "TEMP B-TREE") made each
// claim take 8 ms with 55,000 waiting, and the outbox send 95 e-mails a second.
describe("claiming due jobs on a SQLite file", () => {
  let dir: string;
  let handle: DatabaseHandle;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "nzdd-claim-plan-"));
    handle = connectDatabase({ sqliteFile: join(dir, "test.sqlite") });
    await migrateToLatest(handle.db as never);
  });
  afterEach(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("reads the waiting jobs in order from the index, sorting none of them, and takes the oldest first", async () => {
    const start = Date.parse("2026-11-27T00:00:00Z");
    const jobs = Array.from({ length: 200 }, (_, i) => ({
      kind: "count",
      payload: { n: i },
      runAt: new Date(start + (200 - i) * 1000),
    }));
    await enqueue(handle.db, jobs, new Date(start));
    // One job's worker died: its lease ran out, so it is due again.
    const [dead] = await claimDue(handle.db, "sqlite", {
      workerId: "gone",
      limit: 1,
      leaseMs: 1000,
      now: new Date(start + 10_000),
    });

    const selects: CompiledQuery[] = [];
    const recordSelects: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        if (node.kind === "SelectQueryNode") {
          selects.push(handle.db.getExecutor().compileQuery(node as RootOperationNode, queryId));
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const now = new Date(start + 300_000);
    const claimed = await claimDue(handle.db.withPlugin(recordSelects), "sqlite", {
      workerId: "w",
      limit: 3,
      leaseMs: 60_000,
      now,
    });

    expect(claimed.map((job) => job.run_at).sort()).toEqual([
      new Date(start + 1000).toISOString(),
      new Date(start + 2000).toISOString(),
      new Date(start + 3000).toISOString(),
    ]);
    expect(claimed.map((job) => job.id)).toContain(dead!.id);
    expect(selects.length).toBeGreaterThan(0);
    for (const select of selects) {
      const plan = await handle.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${select.sql}`, [...select.parameters]),
      );
      const steps = plan.rows.map((row) => row.detail);
      expect(steps.join("; ")).toContain("USING INDEX jobs_status_run_at");
      expect(steps.filter((step) => step.includes("TEMP B-TREE"))).toEqual([]);
    }
  });
});
