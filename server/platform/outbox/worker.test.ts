import { spawn } from "node:child_process";

import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { TEST_DATABASES, type TestDatabaseHandle } from "../../../tests/server/databases";
import { connectDatabase, type DatabaseHandle } from "../db/connect";
import { claimDue, enqueue, markDone } from "./jobs";
import { directJobStore } from "./job-store";
import { until } from "../../../tests/server/smtp";
import { retryDelay, startWorker, withoutAddresses, type WorkerOptions } from "./worker";

const silent = pino({ level: "silent" });

describe("retry delays", () => {
  it("double per attempt, up to the cap, with half of each delay random", () => {
    const low = [1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, 1000, 10_000, () => 0));
    const high = [1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, 1000, 10_000, () => 1));
    expect(high).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(low).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
  });
});

describe.each(TEST_DATABASES)("the job worker on $name", (kind) => {
  let first: TestDatabaseHandle;
  let second: DatabaseHandle;

  beforeEach(async () => {
    first = await kind.open();
    // A second server instance: its own connection(s) to the same database.
    second = first.sqliteFile
      ? connectDatabase({ sqliteFile: first.sqliteFile })
      : connectDatabase({ databaseUrl: first.databaseUrl });
  });
  afterEach(async () => {
    await second.db.destroy();
    await first.cleanup();
  });

  const options = (handle: DatabaseHandle, handlers: WorkerOptions["handlers"]): WorkerOptions => ({
    store: directJobStore(handle.db, handle.dialect),
    handlers,
    log: silent,
    concurrency: 3,
    pollMs: 0,
    leaseMs: 60_000,
    retryBaseMs: 10,
    retryMaxMs: 20,
  });

  it("runs each job exactly once when two instances' workers race for them", async () => {
    await enqueue(
      first.db,
      Array.from({ length: 200 }, (_, i) => ({ kind: "count", payload: { n: i } })),
    );
    // Two real processes, as two server instances are (two connections in one thread would
    // block each other on SQLite's lock instead of racing).
    const target = JSON.stringify(
      first.sqliteFile ? { sqliteFile: first.sqliteFile } : { databaseUrl: first.databaseUrl },
    );
    const instances = [0, 1].map(() =>
      spawn(process.execPath, ["--import", "tsx", "tests/support/job-worker-process.ts", target], {
        stdio: ["pipe", "pipe", "inherit"],
      }),
    );
    const ready: Promise<void>[] = [];
    const outputs = instances.map((child) => {
      let out = "";
      ready.push(
        new Promise<void>((resolve) =>
          child.stdout.on("data", (chunk: Buffer) => {
            out += chunk.toString();
            if (out.startsWith("ready\n")) resolve();
          }),
        ),
      );
      return new Promise<string>((resolve) => child.once("exit", () => resolve(out)));
    });
    // Both are up (connected, waiting) before either starts: then they claim at the same time.
    // (A fixed wait let a slow start on a loaded machine leave every job to the other one.)
    await Promise.all(ready);
    for (const child of instances) child.stdin.end("go\n");
    const ran = (await Promise.all(outputs)).map((out) =>
      out
        .split("\n")
        .filter((line) => line.startsWith("ran "))
        .map((line) => Number(line.slice(4))),
    );

    expect(ran.flat().toSorted((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    console.log(`${kind.name}: 200 jobs, instance one ran ${ran[0]!.length}, instance two ${ran[1]!.length}`);
    // Both took part: the race was real.
    expect(ran[0]!.length).toBeGreaterThan(0);
    expect(ran[1]!.length).toBeGreaterThan(0);
    const done = await first.db.selectFrom("jobs").select("status").where("status", "=", "done").execute();
    expect(done).toHaveLength(200);
  }, 30_000);

  it("takes over a job whose worker died once its lease runs out, and the dead worker cannot finish it", async () => {
    await enqueue(first.db, { kind: "count", payload: {} });
    const start = new Date();
    // Worker "a" claims it and dies (never finishes).
    const [held] = await claimDue(first.db, first.dialect, { workerId: "a", limit: 1, leaseMs: 1000, now: start });
    expect(held).toBeDefined();
    // Within the lease, no one else takes it.
    expect(
      await claimDue(second.db, second.dialect, {
        workerId: "b",
        limit: 1,
        leaseMs: 1000,
        now: new Date(start.getTime() + 500),
      }),
    ).toEqual([]);
    // After it, another does.
    const [taken] = await claimDue(second.db, second.dialect, {
      workerId: "b",
      limit: 1,
      leaseMs: 1000,
      now: new Date(start.getTime() + 1500),
    });
    expect(taken).toMatchObject({ id: held!.id, locked_by: "b", attempts: 2 });
    // "a" comes back to life and reports: ignored, "b" holds it.
    await markDone(first.db, held!, "late", new Date(start.getTime() + 1600));
    expect(await first.db.selectFrom("jobs").select(["status", "locked_by"]).executeTakeFirst()).toEqual({
      status: "running",
      locked_by: "b",
    });
  });

  it("retries a failing job with growing delays, then marks it failed with its error", async () => {
    let clock = new Date("2026-11-25T00:00:00.000Z");
    await enqueue(first.db, { kind: "flaky", payload: {}, maxAttempts: 4 }, clock);
    const worker = startWorker({
      ...options(first, {
        flaky: async () => {
          throw new Error("451 try again later");
        },
      }),
      retryBaseMs: 1000,
      retryMaxMs: 60_000,
      now: () => clock,
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await worker.drain()).toBe(1);
      const job = await first.db.selectFrom("jobs").selectAll().executeTakeFirstOrThrow();
      if (attempt < 4) {
        expect(job.status).toBe("pending");
        const wait = new Date(job.run_at).getTime() - clock.getTime();
        waits.push(wait);
        // Not due before its time.
        expect(await worker.drain()).toBe(0);
        clock = new Date(job.run_at);
      } else {
        expect(job).toMatchObject({ status: "failed", attempts: 4, last_error: "451 try again later" });
      }
    }
    await worker.stop();
    // 1 s, 2 s, 4 s, each with up to half taken off at random.
    expect(waits[0]).toBeGreaterThanOrEqual(500);
    expect(waits[0]).toBeLessThanOrEqual(1000);
    expect(waits[1]).toBeGreaterThanOrEqual(1000);
    expect(waits[1]).toBeLessThanOrEqual(2000);
    expect(waits[2]).toBeGreaterThanOrEqual(2000);
    expect(waits[2]).toBeLessThanOrEqual(4000);
  });

  it("does not start a job again while it runs past its lease; another worker may take it over", async () => {
    let clock = new Date("2026-12-07T01:00:00.000Z");
    await enqueue(first.db, { kind: "slow", payload: {} }, clock);
    let starts = 0;
    let finish: () => void = () => {};
    const store = directJobStore(first.db, first.dialect);
    const claims: number[] = [];
    const worker = startWorker({
      ...options(first, {
        slow: () => {
          starts++;
          return new Promise<string>((resolve) => (finish = () => resolve("sent")));
        },
      }),
      store: { ...store, claimDue: async (o) => store.claimDue(o).then((jobs) => (claims.push(jobs.length), jobs)) },
      leaseMs: 1000,
      now: () => clock,
    });
    const firstDrain = worker.drain();
    await until(() => claims.length === 1, 5000, "the first claim");
    // The send outlasts the lease (a busy machine): this worker, still sending, does not start it again.
    clock = new Date(clock.getTime() + 5000);
    const secondDrain = worker.drain();
    await until(() => claims.length === 2, 5000, "the second claim");
    expect(claims).toEqual([1, 0]);
    expect(starts).toBe(1);
    // Another worker (another instance, which cannot know) still takes it over.
    const [taken] = await claimDue(second.db, second.dialect, { workerId: "b", limit: 1, leaseMs: 1000, now: clock });
    expect(taken).toBeDefined();
    finish();
    await Promise.all([firstDrain, secondDrain]);
    await worker.stop();
  });

  it("adds a job with a unique key once, however many instances add it", async () => {
    const purge = { kind: "purge", payload: {}, uniqueKey: "purge:2026-11-25" };
    await Promise.all([enqueue(first.db, purge), enqueue(second.db, purge), enqueue(first.db, purge)]);
    expect(await first.db.selectFrom("jobs").select("unique_key").execute()).toEqual([
      { unique_key: "purge:2026-11-25" },
    ]);
  });
});

describe("stopping the worker", () => {
  it("does not wait for the next poll when stopped while it is claiming", async () => {
    let claimStarted: () => void = () => {};
    const claiming = new Promise<void>((resolve) => (claimStarted = resolve));
    let answerClaim: (jobs: []) => void = () => {};
    const worker = startWorker({
      store: {
        claimDue: () => {
          claimStarted();
          return new Promise((resolve) => (answerClaim = resolve));
        },
        markDone: async () => {},
        markAttemptFailed: async () => {},
        close: async () => {},
      },
      handlers: {},
      log: silent,
      concurrency: 1,
      // An hour: a stop that waited for the next poll would outlast the test.
      pollMs: 3_600_000,
      leaseMs: 60_000,
      retryBaseMs: 10,
      retryMaxMs: 20,
    });
    await claiming;
    const stopped = worker.stop();
    answerClaim([]);
    await stopped;
  });
});

describe("log lines of failed jobs", () => {
  it("carry no e-mail address a mail server quoted", () => {
    expect(withoutAddresses("550 5.1.1 <aroha@example.co.nz>: Recipient address rejected")).toBe(
      "550 5.1.1 <[address]>: Recipient address rejected",
    );
  });
});
