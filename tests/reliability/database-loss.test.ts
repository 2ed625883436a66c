// Database connections lost (RELIABILITY.md): cut every PostgreSQL connection of a running server
// while requests arrive. Passes when the process stays up, every answer is 201 or 503 with
// Retry-After (none dropped), it serves 201 again within seconds of the database's return, and no
// acknowledged submission is lost. PostgreSQL only: skipped without TEST_DATABASE_URL.
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer, connect, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { connectDatabase } from "../../server/platform/db/connect";
import { until } from "../server/smtp";
import { type RunningServer, startServer } from "../support/server-process";

const pgUrl = process.env.TEST_DATABASE_URL;

/** A built site of one page: these tests need the form service, not the real pages (no build needed). */
function onePageSite(): string {
  const dir = mkdtempSync(join(tmpdir(), "nzdd-site-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Test</title><h1>Test</h1>");
  return dir;
}

function contactBody(marker: string): string {
  return new URLSearchParams({
    "form-name": "contact",
    name: "Connection Loss",
    email: "connection.loss@example.nz",
    subject: "Database restart",
    category: "general",
    message: `marker ${marker}`,
  }).toString();
}

interface Answer {
  marker: string;
  status: number | "dropped";
  retryAfter: string | null;
}

async function post(server: RunningServer, marker: string): Promise<Answer> {
  try {
    const response = await fetch(`${server.url}/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: contactBody(marker),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return { marker, status: response.status, retryAfter: response.headers.get("retry-after") };
  } catch {
    return { marker, status: "dropped", retryAfter: null };
  }
}

/** Posts until one is stored; resolves with how long that took. */
async function msUntilStored(server: RunningServer, prefix: string, limitMs: number): Promise<number> {
  const start = Date.now();
  for (let i = 0; Date.now() - start < limitMs; i++) {
    if ((await post(server, `${prefix}-${i}`)).status === 201) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Infinity;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!pgUrl)("losing the PostgreSQL connections", () => {
  let databaseName: string;
  let databaseUrl: URL;
  let server: RunningServer | undefined;

  const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };

  /** The markers of every stored row. */
  const storedMarkers = async (): Promise<Set<string>> => {
    const { db } = connectDatabase({ databaseUrl: databaseUrl.href });
    const rows = await db.selectFrom("submissions").select("fields").execute();
    await db.destroy();
    return new Set(rows.map((r) => (JSON.parse(r.fields) as { message: string }).message.replace("marker ", "")));
  };

  beforeEach(async () => {
    databaseName = `nzdd_loss_${randomBytes(5).toString("hex")}`;
    await admin((c) => c.query(`CREATE DATABASE ${databaseName}`));
    databaseUrl = new URL(pgUrl!);
    databaseUrl.pathname = `/${databaseName}`;
  });
  afterEach(async () => {
    await server?.stop("SIGKILL");
    server = undefined;
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  });

  it("stays up when every connection is terminated under load, and serves again at once", async () => {
    // Its own application_name, so only this server's connections are cut (other tests share PostgreSQL).
    const applicationName = `nzdd_${databaseName}`;
    const url = new URL(databaseUrl);
    url.searchParams.set("application_name", applicationName);
    server = await startServer({ DATABASE_URL: url.href, SITE_DIR: onePageSite() });
    const running = server;

    const answers: Answer[] = [];
    let stop = false;
    let next = 0;
    /** When the latest-begun post that was stored (answered 201) began. */
    let storedBegunAt = 0;
    const workers = Array.from({ length: 8 }, async () => {
      while (!stop) {
        const begun = Date.now();
        const answer = await post(running, `m${next++}`);
        answers.push(answer);
        if (answer.status === 201) storedBegunAt = Math.max(storedBegunAt, begun);
      }
    });
    /** Until a post begun after `since` is stored: the server is serving, on the connections it has now. */
    const storedSince = (since: number, what: string) => until(() => storedBegunAt > since, 10_000, what);
    // Three times, each once the server serves again after the last: idle and busy connections
    // alike, and the ones opened since.
    let terminated = 0;
    let lastCut = Date.now();
    try {
      for (let round = 0; round < 3; round++) {
        await storedSince(lastCut, round === 0 ? "a post stored under load" : `a post stored after cut ${round}`);
        terminated += await admin(async (c) => {
          const result = await c.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
            [applicationName],
          );
          return result.rowCount ?? 0;
        });
        lastCut = Date.now();
      }
      await storedSince(lastCut, "a post stored after the last cut");
    } finally {
      stop = true;
    }
    await Promise.all(workers);
    const recoveredInMs = await msUntilStored(running, "after", 5_000);

    const count = (status: Answer["status"]) => answers.filter((a) => a.status === status).length;
    console.log(
      `connections terminated: ${terminated}; ${answers.length} posts: ${count(201)} × 201, ${count(503)} × 503, ` +
        `${count("dropped")} dropped; serving again after ${recoveredInMs} ms; exit code ${running.process.exitCode}`,
    );
    expect(terminated).toBeGreaterThan(0);
    expect(running.process.exitCode).toBeNull();
    expect(answers.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
    expect(answers.filter((a) => a.status === 503 && !(Number(a.retryAfter) > 0))).toEqual([]);
    expect(recoveredInMs).toBeLessThan(2_000);
    const stored = await storedMarkers();
    expect(answers.filter((a) => a.status === 201 && !stored.has(a.marker))).toEqual([]);
  }, 30_000);

  it("answers 503 with Retry-After while PostgreSQL is away, and 201 again within seconds of its return", async () => {
    // A TCP proxy between the server and PostgreSQL: closing it is PostgreSQL going away.
    const target = new URL(pgUrl!);
    const sockets = new Set<Socket>();
    const proxy: Server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        sockets.add(from);
        from.pipe(to);
        from.on("error", () => to.destroy());
        from.on("close", () => {
          sockets.delete(from);
          to.destroy();
        });
      }
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const port = (proxy.address() as AddressInfo).port;
    const url = new URL(databaseUrl);
    url.host = `127.0.0.1:${port}`;

    try {
      server = await startServer({ DATABASE_URL: url.href, SITE_DIR: onePageSite() });
      const before = await post(server, "before");
      expect(before.status).toBe(201);

      // PostgreSQL goes away: no new connections, and the open ones are cut.
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      const away: Answer[] = [];
      const awayStartedAt = Date.now();
      while (Date.now() - awayStartedAt < 1_500) {
        away.push(await post(server, `away-${away.length}`));
        // Not waiting for an event: the outage is to last a while, with posts spread over it.
        await sleep(100);
      }
      expect(server.process.exitCode).toBeNull();
      expect(away.map((a) => a.status)).toEqual(away.map(() => 503));
      expect(away.filter((a) => !(Number(a.retryAfter) > 0))).toEqual([]);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);

      // It comes back on the same address.
      await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
      const recoveredInMs = await msUntilStored(server, "back", 5_000);
      console.log(
        `database away: ${away.length} posts, all 503 with Retry-After; 201 again ${recoveredInMs} ms after its return`,
      );
      expect(recoveredInMs).toBeLessThan(3_000);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect((await storedMarkers()).has("before")).toBe(true);
    } finally {
      await server?.stop("SIGKILL");
      server = undefined;
      for (const socket of sockets) socket.destroy();
      proxy.close();
    }
  }, 30_000);
});
