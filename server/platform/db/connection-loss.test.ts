// PostgreSQL ending a connection the server holds (restart, failover, pg_terminate_backend) must
// fail only the work on it, as an error the server answers 503: it must never end the process
// (an 'error' event nobody listens to is thrown). PostgreSQL only.
import pg from "pg";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../../tests/server/databases";
import type { DatabaseHandle } from "./connect";
import { isDatabaseUnavailable } from "./unavailable";

const postgres = TEST_DATABASES.find((kind) => kind.name === "postgres");

describe.skipIf(!postgres)("a PostgreSQL connection ended under the server", () => {
  let handle: DatabaseHandle & { cleanup(): Promise<void> };
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    handle = await postgres!.open();
    process.on("uncaughtException", onUncaught);
  });
  beforeEach(() => {
    uncaught.length = 0;
  });
  afterAll(async () => {
    process.off("uncaughtException", onUncaught);
    await handle.cleanup();
  });

  /** Resolves when `emitter` emits `event`; fails saying what it waited for after `ms`. */
  const next = (emitter: { once(event: string, listener: () => void): unknown }, event: string, ms = 5_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no '${event}' within ${ms} ms`)), ms);
      emitter.once(event, () => {
        clearTimeout(timer);
        resolve();
      });
    });

  const terminate = async (pid: number) => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [pid]);
    await admin.end();
  };

  it("fails a transaction whose connection is cut between its queries, and the next query works", async () => {
    let checkedOut: pg.PoolClient | undefined;
    const onAcquire = (client: pg.PoolClient) => (checkedOut = client);
    handle.pool!.on("acquire", onAcquire);
    const failure = await handle.db
      .transaction()
      .execute(async (trx) => {
        handle.pool!.off("acquire", onAcquire);
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // The connection is checked out and idle (the transaction awaits other work) when it is cut:
        // its client has heard of it (its connection ended) before the transaction goes on.
        const ended = next(checkedOut!, "end");
        await terminate(rows[0]!.pid);
        await ended;
        await sql`select 1`.execute(trx);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );

    expect(uncaught).toEqual([]);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it("drops an idle pooled connection that is cut, and the next query works", async () => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
    // The pool has dropped the cut connection (it says so with 'remove', just before its 'error').
    const removed = next(handle.pool!, "remove");
    await terminate(rows[0]!.pid);
    await removed;

    expect(uncaught).toEqual([]);
    const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
    expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid);
  });
});
