import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { logLines } from "../../tests/server/log-lines";
import { buildApp } from "../app";
import { testConfig } from "../platform/config";
import { listSubmissions } from "./submission-store";
import { encode, VALID } from "../../tests/server/form-fixtures";

const FORM_NAMES = ["booking", "contact", "partner", "newsletter", "", "nope", "__proto__", "constructor"];
const KEYS = [
  "form-name",
  "firstName",
  "email",
  "phone",
  "services",
  "preferredDate",
  "bot-field",
  "__proto__",
  "constructor",
  "toString",
  "a[b]",
];
const NASTY = [
  "",
  " ",
  "\0",
  "\r\nforged log line",
  "'; DROP TABLE submissions; --",
  "<script>alert(1)</script>",
  "\uD800",
  "🦷".repeat(300),
  "x".repeat(6000),
  "%",
  "%zz",
  "=1+1",
];

describe.each(TEST_DATABASES)("hostile bodies on $name", (kind) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  const { lines: logs, stream: logStream } = logLines();

  beforeAll(async () => {
    const database = await kind.open({ seeded: true });
    cleanup = database.cleanup;
    app = await buildApp(testConfig({ FORM_RATE_LIMIT: 1_000_000, LOG_LEVEL: "info" }), { database, logStream });
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it("never answers 5xx and stores nothing from an invalid body", async () => {
    const pair = fc.tuple(
      fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 })),
      fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 20 })),
    );
    const body = fc.oneof(
      fc.tuple(fc.constantFrom(...FORM_NAMES), fc.array(pair, { maxLength: 12 })).map(([form, pairs]) => {
        const params = new URLSearchParams({ "form-name": form });
        for (const [k, v] of pairs) params.append(k, v);
        return params.toString();
      }),
      fc.string({ maxLength: 200 }),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
    );
    const contentType = fc.constantFrom(
      "application/x-www-form-urlencoded",
      "application/x-www-form-urlencoded; charset=utf-8",
      "application/json",
      "text/plain",
      "application/xml",
      "multipart/form-data; boundary=x",
    );
    const seed = Number(process.env.FC_SEED ?? Date.now() % 1e9);
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(body, contentType, async (payload, type) => {
        tried += 1;
        const response = await app.inject({
          method: "POST",
          url: "/",
          payload,
          headers: { "content-type": type },
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode < 300) {
          // Only a filled honeypot can succeed with a random body: kept as spam, never as a request.
          expect((await listSubmissions(app.db)).length).toBe(0);
        }
      }),
      {
        numRuns: Number(process.env.FC_RUNS ?? 10_000),
        seed,
        verbose: 1,
      },
    );
    expect(await listSubmissions(app.db)).toEqual([]);
    // The figure the reliability report asks for; FC_SEED replays the same bodies.
    console.log(`hostile bodies: ${tried} tried, 0 answered 5xx, 0 stored (FC_SEED=${seed})`);
  }, 120_000);

  it("writes no submitted personal details to the logs", async () => {
    const canaries = {
      firstName: "CanaryFirst",
      lastName: "CanaryLast",
      email: "canary.mail@example.co.nz",
      phone: "021 987 6543",
      message: 'CanaryMessage toothache\r\n{"level":30,"msg":"forged"}',
    };
    logs.length = 0;
    const ok = await app.inject({
      method: "POST",
      url: "/",
      payload: encode("booking", { ...VALID.booking!, ...canaries }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(ok.statusCode).toBe(201);
    const bad = await app.inject({
      method: "POST",
      url: "/",
      payload: encode("booking", { ...VALID.booking!, ...canaries, email: "CanaryBadEmail" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(bad.statusCode).toBe(422);
    const text = logs.join("");
    expect(text).toContain(ok.json().reference);
    for (const canary of ["Canary", "canary.mail", "987 6543", "+64219876543", "forged"]) {
      expect(text).not.toContain(canary);
    }
    expect(await listSubmissions(app.db)).toHaveLength(1);
  });
});
