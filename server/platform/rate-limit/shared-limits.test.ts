import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";

import type { FastifyInstance } from "fastify";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { logLines } from "../../../tests/server/log-lines";
import { TEST_DATABASES } from "../../../tests/server/databases";
import { buildApp, type BuildOptions } from "../../app";
import { type Config, testConfig } from "../config";
import { countRequest } from "./postgres-store";

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = TEST_DATABASES.find((kind) => kind.name === "postgres");

/** A form post that the route refuses (no form-name): the limit counts it before the route runs. */
const post = (app: FastifyInstance, client: string) =>
  app.inject({
    method: "POST",
    url: "/",
    payload: "x=1",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    remoteAddress: client,
  });

/** Posts from one client, alternating between the instances, and the status codes they got. */
async function burst(instances: FastifyInstance[], client: string, count: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await post(instances[i % instances.length]!, client)).statusCode);
  return codes;
}

const LIMIT = 5;
const limited = (overrides: Partial<Config> = {}) => testConfig({ FORM_RATE_LIMIT: LIMIT, ...overrides });

describe.skipIf(!postgres)("per-client limits shared through PostgreSQL", () => {
  let database: Awaited<ReturnType<NonNullable<typeof postgres>["open"]>>;
  const instances: FastifyInstance[] = [];
  /** Another server on the same database: its own connection pool, as another machine has. */
  const anotherInstance = async (options: BuildOptions = {}) => {
    const app = await buildApp(limited(options.logStream ? { LOG_LEVEL: "warn" } : {}), options);
    instances.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await postgres!.open();
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
    await database.cleanup();
  });

  /** Instances on the test's schema, each with its own pool (connectDatabase as the server calls it). */
  const onSchema = async (count: number, logStream?: NodeJS.WritableStream) => {
    const { connectDatabase } = await import("../db/connect");
    const apps: FastifyInstance[] = [];
    for (let i = 0; i < count; i++) {
      const handle = connectDatabase({ databaseUrl: database.databaseUrl });
      const app = await anotherInstance({ database: handle, ...(logStream ? { logStream } : {}) });
      app.addHook("onClose", async () => handle.db.destroy());
      apps.push(app);
    }
    return apps;
  };

  it("counts one client's burst once across three instances, and not another client's", async () => {
    const apps = await onSchema(3);
    const codes = await burst(apps, "203.0.113.10", 3 * LIMIT);
    expect(codes.filter((code) => code !== 429)).toHaveLength(LIMIT);
    expect(codes.slice(LIMIT).every((code) => code === 429)).toBe(true);
    expect((await post(apps[2]!, "203.0.113.11")).statusCode).not.toBe(429);
  });

  it("gives every one of many concurrent requests its own count, and starts again when the window ends", async () => {
    const db = database.db as Kysely<unknown>;
    const key = `test-${randomBytes(4).toString("hex")}`;
    const counts = await Promise.all(Array.from({ length: 40 }, () => countRequest(db, key, 1_000)));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const left = Math.max(...counts.map((c) => c.ttl));
    expect(left).toBeLessThanOrEqual(1_000);
    // The window must pass, and PostgreSQL's clock decides when (no clock to move): the time it
    // said was left (rounded up, counted from before its answer came), and not a fixed second.
    await new Promise((resolve) => setTimeout(resolve, left + 10));
    expect((await countRequest(db, key, 1_000)).current).toBe(1);
  });

  it("lets requests through, with a warning in the log, while the counters cannot be reached", async () => {
    const log = logLines();
    const [app] = await onSchema(1, log.stream);
    await sql`drop table rate_limit_counters`.execute(database.db);
    const codes = await burst([app!], "203.0.113.12", 2 * LIMIT);
    expect(codes.every((code) => code === 400)).toBe(true); // the route's own answer: never 429 or 5xx
    const warnings = log.lines.filter((line) => line.includes("rate-limit store unavailable"));
    expect(warnings).toHaveLength(1); // one line for the whole outage, not one per request
    expect(warnings[0]).toContain('"store":"postgres"');
  });
});

describe.skipIf(!redisUrl)("per-client limits shared through Redis", () => {
  const instances: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of instances) await app.close();
  });

  it("counts one client's burst once across three instances", async () => {
    const database = await TEST_DATABASES[0]!.open(); // SQLite: the limits do not depend on it
    const prefix = `nzdd-test:${randomBytes(4).toString("hex")}:`;
    for (let i = 0; i < 3; i++) {
      instances.push(await buildApp(limited({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }), { database }));
    }
    const codes = await burst(instances, "203.0.113.20", 3 * LIMIT);
    expect(codes.filter((code) => code !== 429)).toHaveLength(LIMIT);
    for (const app of instances.splice(0)) await app.close();
    await database.cleanup();
  });
});

/** A port nothing listens on: the system hands it out, then it is closed again. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const redisServerInstalled = spawnSync("redis-server", ["--version"]).status === 0;

describe("per-client limits while Redis cannot be reached", () => {
  let database: Awaited<ReturnType<(typeof TEST_DATABASES)[0]["open"]>>;
  beforeAll(async () => {
    database = await TEST_DATABASES[0]!.open();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("lets requests through with a warning in the log, and the server starts", async () => {
    const port = await closedPort();
    const log = logLines();
    const app = await buildApp(limited({ REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: "warn" }), {
      database,
      logStream: log.stream,
    });
    // Each check gives up on Redis after its short command timeout (the plugin's), never waiting
    // for it to come back: were it to wait, this burst would run into the test's own time limit.
    const codes = await burst([app], "203.0.113.30", 2 * LIMIT);
    await app.close();
    expect(codes.every((code) => code === 400)).toBe(true);
    expect(log.lines.filter((line) => line.includes("rate-limit store unavailable")).length).toBeGreaterThanOrEqual(1);
  });

  it.skipIf(!redisServerInstalled)(
    "counts again once Redis is back",
    async () => {
      const port = await closedPort();
      const app = await buildApp(limited({ REDIS_URL: `redis://127.0.0.1:${port}` }), { database });
      let redis: ReturnType<typeof spawn> | undefined;
      try {
        expect(await burst([app], "203.0.113.31", LIMIT + 1)).not.toContain(429); // uncounted while away
        // Redis starts only now: started earlier, it could come up mid-burst and count it.
        redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", ""], {
          stdio: "ignore",
        });
        // The client reconnects on its own (within its 2 s backoff): the limit holds again.
        const codes: number[] = [];
        for (const started = Date.now(); !codes.includes(429) && Date.now() - started < 15_000;) {
          codes.push((await post(app, "203.0.113.31")).statusCode);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(codes).toContain(429);
      } finally {
        redis?.kill();
        await app.close();
      }
    },
    30_000,
  );
});
