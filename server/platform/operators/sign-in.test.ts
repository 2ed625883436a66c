import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { TEST_DATABASES } from "../../../tests/server/databases";
import { failedSignIns } from "../../../tests/server/failed-sign-ins";
import { buildApp } from "../../app";
import { testConfig } from "../config";
import { addOperator } from "./operators";

/**
 * scrypt replaced by a stand-in that takes `ms` and counts itself, so these tests can say how many
 * passwords each answer checked and how many were checked at once, in seconds instead of minutes.
 * The real parameters are checked in cli.test.ts; the speed under a flood in bench/login-flood.ts.
 */
const hashes = vi.hoisted(() => ({ ms: 5, started: 0, running: 0, maxRunning: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const scrypt = (
    password: string,
    salt: Buffer,
    length: number,
    _options: unknown,
    callback: (error: Error | null, key: Buffer) => void,
  ) => {
    hashes.started++;
    hashes.running++;
    hashes.maxRunning = Math.max(hashes.maxRunning, hashes.running);
    setTimeout(() => {
      hashes.running--;
      callback(null, actual.createHash("sha512").update(salt).update(password).digest().subarray(0, length));
    }, hashes.ms);
  };
  return { ...actual, default: { ...actual, scrypt }, scrypt };
});

const PASSWORD = "a-long-operator-password";
const OPERATOR = "ops@example.test";
/** Another operator, for the per-account ceiling, with no failures from the other tests. */
const BUSY_OPERATOR = "busy@example.test";

describe.each(TEST_DATABASES)("operator sign-in on $name", (kind) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;

  /** One sign-in from a client address, with the cookies it holds; what came back and how many hashes ran. */
  const attempt = async (email: string, password: string, client: string, cookie?: string) => {
    const before = hashes.started;
    const response = await app.inject({
      method: "POST",
      url: "/admin/api/login",
      remoteAddress: client,
      headers: cookie ? { cookie } : {},
      payload: { email, password },
    });
    return {
      status: response.statusCode,
      body: response.body,
      retryAfter: response.headers["retry-after"],
      hashes: hashes.started - before,
      cookies: ([] as string[]).concat(response.headers["set-cookie"] ?? []),
    };
  };
  const answer = ({ status, body, retryAfter }: Awaited<ReturnType<typeof attempt>>) => ({ status, body, retryAfter });

  beforeAll(async () => {
    const database = await kind.open({ seeded: true });
    cleanup = database.cleanup;
    await addOperator(database.db, OPERATOR, PASSWORD);
    await addOperator(database.db, BUSY_OPERATOR, PASSWORD);
    app = await buildApp(testConfig({ LOGIN_RATE_LIMIT: 100_000 }), { database, failureDelayMs: 0 });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it("answers a known and an unknown address alike, checking one password per attempt until the client is locked", async () => {
    const known = [];
    const unknown = [];
    for (let i = 0; i < 7; i++) {
      known.push(await attempt(OPERATOR, `wrong-${i}`, "203.0.113.1"));
      unknown.push(await attempt("nobody@example.test", `wrong-${i}`, "203.0.113.1"));
    }
    expect(unknown.map(answer)).toEqual(known.map(answer));
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 423, 423, 423]);
    expect(known.at(-1)?.body).toMatch(/locked; try again in 15 minutes/);
    // Every attempt that checks a password costs one hash, known or not; a locked client's none.
    expect(unknown.map((a) => a.hashes)).toEqual(known.map((a) => a.hashes));
    expect(known.map((a) => a.hashes)).toEqual([1, 1, 1, 1, 1, 0, 0]);
    // The locked client is refused even the right password, for any address.
    expect(answer(await attempt(OPERATOR, PASSWORD, "203.0.113.1"))).toEqual(
      answer(await attempt("nobody@example.test", PASSWORD, "203.0.113.1")),
    );
  });

  it("lets the operator in from their own client while a stranger's wrong passwords keep the stranger out", async () => {
    for (let i = 0; i < 8; i++) await attempt(OPERATOR, `guess-${i}`, "198.51.100.1");
    expect((await attempt(OPERATOR, PASSWORD, "198.51.100.1")).status).toBe(423);
    const operator = await attempt(OPERATOR, PASSWORD, "192.0.2.10");
    expect(operator.status).toBe(200);
    expect(operator.cookies[0]).toMatch(/^nzdd_session=/);
  });

  it("holds one account to 100 failures an hour across clients, except in the operator's recognised browser", async () => {
    const signedIn = await attempt(BUSY_OPERATOR, PASSWORD, "192.0.2.20");
    expect(signedIn.status).toBe(200);
    const device = signedIn.cookies.find((c) => c.startsWith("nzdd_device="));
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/SameSite=Strict/);
    const deviceCookie = device!.split(";")[0]!;

    // 25 clients × 5 guesses, for the operator and for an address nobody has.
    const flood = async (email: string) => {
      const answers = [];
      for (let client = 1; client <= 25; client++) {
        for (let i = 0; i < 5; i++) answers.push(await attempt(email, `guess-${client}-${i}`, `10.0.${client}.1`));
      }
      return answers;
    };
    const known = await flood(BUSY_OPERATOR);
    const unknown = await flood("nobody-at-all@example.test");
    expect(unknown.map(answer)).toEqual(known.map(answer));
    expect(known.reduce((sum, a) => sum + a.hashes, 0)).toBe(100);
    expect(unknown.reduce((sum, a) => sum + a.hashes, 0)).toBe(100);
    expect(await failedSignIns(app.db, BUSY_OPERATOR)).toBe(100);

    // A client that never guessed is refused too, even with the right password...
    const fresh = await attempt(BUSY_OPERATOR, PASSWORD, "10.9.9.9");
    expect(answer(fresh)).toEqual(answer(await attempt("nobody-at-all@example.test", PASSWORD, "10.9.9.9")));
    expect(fresh.status).toBe(423);
    // ...but the browser the operator signed in with before gets in, from wherever it is.
    const recognised = await attempt(BUSY_OPERATOR, PASSWORD, "10.9.9.9", deviceCookie);
    expect(recognised.status).toBe(200);
    // The cookie is the operator's: it does nothing for another address.
    expect((await attempt("nobody-at-all@example.test", PASSWORD, "10.9.9.8", deviceCookie)).status).toBe(423);
  });

  it("checks one password at a time and turns away, alike for any address, what its queue cannot hold", async () => {
    const failures = () => failedSignIns(app.db);
    const recordedBefore = await failures();
    hashes.ms = 200;
    hashes.maxRunning = 0;
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          attempt(i % 2 ? OPERATOR : `someone-${i}@example.test`, "wrong", `172.16.0.${i + 1}`),
        ),
      );
      expect(hashes.maxRunning).toBe(1);
      const busy = answers.filter((a) => a.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(new Set(busy.map((a) => JSON.stringify(answer(a)))).size).toBe(1);
      expect(busy[0]!.retryAfter).toBeDefined();
      const checked = answers.filter((a) => a.status !== 503);
      expect(checked.every((a) => a.status === 401)).toBe(true);
      // A turned-away attempt is not a failure: only the checked ones were recorded.
      const recorded = await failures();
      expect(recorded - recordedBefore).toBe(checked.length);
    } finally {
      hashes.ms = 5;
    }
  });
});
