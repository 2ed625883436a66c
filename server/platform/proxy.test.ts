import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { buildApp } from "../app";
import { loadConfig, testConfig } from "./config";
import { encode, VALID } from "../../tests/server/form-fixtures";

const FORM_TYPE = "application/x-www-form-urlencoded";
const PROXY = "127.0.0.1"; // app.inject's remote address: the proxy's connection

/**
 * Behind a reverse proxy that appends the address it saw to X-Forwarded-For, the client controls
 * every value before the last one: the per-client limits must count the last one.
 */
describe.each(TEST_DATABASES)("behind a reverse proxy on $name", (kind) => {
  let database: Awaited<ReturnType<typeof kind.open>>;

  beforeAll(async () => {
    database = await kind.open({ seeded: true });
  });
  afterAll(async () => {
    await database.cleanup();
  });

  const behindProxy = (trustProxy: string, limits: { form?: number; login?: number } = {}) =>
    buildApp(
      testConfig({
        TRUST_PROXY: loadConfig({ TRUST_PROXY: trustProxy }).TRUST_PROXY,
        FORM_RATE_LIMIT: limits.form ?? 1000,
        LOGIN_RATE_LIMIT: limits.login ?? 1000,
      }),
      { database, failureDelayMs: 0 },
    );

  /** A request as the proxy forwards it: the client's own (spoofable) header, then what the proxy saw. */
  const forwarded = (spoofed: string, client: string) => ({ "x-forwarded-for": `${spoofed}, ${client}` });

  const postForm = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: "/",
      payload: encode("newsletter", VALID.newsletter!),
      headers: { "content-type": FORM_TYPE, ...headers },
    });

  it("counts form posts against the real client when it rotates the left-most address", async () => {
    const app = await behindProxy(PROXY, { form: 5 });
    const codes: number[] = [];
    for (let i = 1; i <= 6; i += 1)
      codes.push((await postForm(app, forwarded(`198.51.100.${i}`, "203.0.113.7"))).statusCode);
    const other = await postForm(app, forwarded("198.51.100.1", "203.0.113.8"));
    await app.close();
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    expect(other.statusCode).toBe(201);
  });

  it("counts sign-ins against the real client behind a chain of two trusted proxies", async () => {
    const app = await behindProxy("loopback, 10.0.0.0/8", { login: 2 });
    const codes: number[] = [];
    for (let i = 1; i <= 3; i += 1) {
      const response = await app.inject({
        method: "POST",
        url: "/admin/api/login",
        payload: { email: `guess${i}@example.test`, password: "wrong-password" },
        // The outer proxy (10.0.0.5) appended the client; the inner one (the connection) appended the outer one.
        headers: forwarded(`198.51.100.${i}`, "203.0.113.7, 10.0.0.5"),
      });
      codes.push(response.statusCode);
    }
    await app.close();
    expect(codes).toEqual([401, 401, 429]);
  });

  it("ignores X-Forwarded-For from a connection that is not the trusted proxy", async () => {
    const app = await behindProxy("10.0.0.1", { form: 2 });
    const codes: number[] = [];
    for (let i = 1; i <= 3; i += 1)
      codes.push((await postForm(app, forwarded(`198.51.100.${i}`, `203.0.113.${i}`))).statusCode);
    await app.close();
    expect(codes).toEqual([201, 201, 429]);
  });
});
