import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../../tests/server/databases";
import type { Database } from "./schema";
import { DEFAULT_RETRY, retryOnConflict, type RetryingKysely, type RetryOptions } from "./transactions";

/** An error as node-postgres reports one PostgreSQL sent, with its SQLSTATE. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
const deadlock = () => pgError("40P01", "deadlock detected");

/** Retry options whose pauses are recorded, not waited. */
function recorded(attempts = 4) {
  const pauses: number[] = [];
  const options: RetryOptions = { attempts, baseDelayMs: 20, wait: async (ms) => void pauses.push(ms) };
  return { options, pauses };
}

describe("retrying a transaction after a conflict", () => {
  it("runs it again after a deadlock or a serialization failure, pausing a random, growing while", async () => {
    const { options, pauses } = recorded();
    const failures = [deadlock(), pgError("40001", "could not serialize access"), deadlock()];
    let runs = 0;
    const result = await retryOnConflict(async () => {
      runs += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return "committed";
    }, options);
    expect(result).toBe("committed");
    expect(runs).toBe(4);
    expect(pauses).toHaveLength(3);
    pauses.forEach((pause, i) => {
      expect(pause).toBeGreaterThanOrEqual(0);
      expect(pause).toBeLessThanOrEqual(20 * 2 ** i);
    });
  });

  it("gives up after its bound, with the last conflict's error", async () => {
    const { options, pauses } = recorded(3);
    let runs = 0;
    const last = deadlock();
    const failing = retryOnConflict(async () => {
      runs += 1;
      throw runs === 3 ? last : deadlock();
    }, options);
    await expect(failing).rejects.toBe(last);
    expect(runs).toBe(3);
    expect(pauses).toHaveLength(2);
    expect(DEFAULT_RETRY.attempts).toBeLessThanOrEqual(5);
  });

  it("does not run again after any other error (a unique violation, a lost connection, a bug)", async () => {
    for (const error of [pgError("23505", "duplicate key"), pgError("57P01", "terminating connection"), new Error()]) {
      const { options } = recorded();
      let runs = 0;
      const failing = retryOnConflict(async () => {
        runs += 1;
        throw error;
      }, options);
      await expect(failing).rejects.toBe(error);
      expect(runs).toBe(1);
    }
  });
});

describe.each(TEST_DATABASES)("transactions on $name", (kind) => {
  let database: Awaited<ReturnType<typeof kind.open>>;
  let db: Kysely<Database>;
  const retried = () => (db as RetryingKysely<Database>).retriedConflicts;

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
    await sql`create table probe (id integer primary key, n integer not null)`.execute(db);
    await sql`insert into probe (id, n) values (1, 0), (2, 0)`.execute(db);
  });
  afterAll(() => database.cleanup());

  const probe = async () =>
    (await sql<{ n: number }>`select n from probe order by id`.execute(db)).rows.map((r) => r.n);

  it("are run again from their start when they end in a deadlock, and only the last run's writes stay", async () => {
    const before = retried();
    let runs = 0;
    const result = await db.transaction().execute(async (trx) => {
      runs += 1;
      await sql`update probe set n = n + 1 where id = 1`.execute(trx);
      if (runs === 1) throw deadlock();
      return runs;
    });
    expect(result).toBe(2);
    expect(await probe()).toEqual([1, 0]);
    expect(retried() - before).toBe(1);
  });

  it.runIf(kind.name === "postgres")(
    "survive a real deadlock: two transactions locking two rows in opposite orders both commit",
    { timeout: 20_000 },
    async () => {
      const before = retried();
      // Each takes its first row, then waits until the other has taken its own, then asks for it.
      let firstLocks = 0;
      let bothLocked!: () => void;
      const barrier = new Promise<void>((resolve) => (bothLocked = resolve));
      const crossing = (first: number, second: number) =>
        db.transaction().execute(async (trx) => {
          await sql`update probe set n = n + 10 where id = ${first}`.execute(trx);
          firstLocks += 1;
          if (firstLocks === 2) bothLocked();
          await barrier;
          await sql`update probe set n = n + 100 where id = ${second}`.execute(trx);
        });
      const [a, b] = await Promise.allSettled([crossing(1, 2), crossing(2, 1)]);
      expect([a.status, b.status]).toEqual(["fulfilled", "fulfilled"]);
      // PostgreSQL ended one of them with 40P01; it ran again and committed once.
      expect(retried() - before).toBe(1);
      expect(await probe()).toEqual([1 + 110, 110]);
    },
  );
});
