// Internals (RELIABILITY.md): any 5xx answers a generic message and a request id; the detail
// (a missing table, its SQLSTATE) goes only to the log, under the same request id.

import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../../tests/server/databases";
import { logLines } from "../../../tests/server/log-lines";
import { buildApp } from "../../app";
import { testConfig } from "../config";
import { addOperator } from "../operators/operators";
import { encode, VALID } from "../../../tests/server/form-fixtures";
import { SERVER_ERROR_MESSAGE } from "./error-handler";

const PASSWORD = "a-long-operator-password";

/** What a client may learn of a failure: nothing of the database. */
function expectGenericServerError(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode).toBe(500);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["error", "requestId"]);
  expect(body.error).toBe(SERVER_ERROR_MESSAGE);
  expect(body.requestId).toEqual(expect.any(String));
  expect(response.body).not.toMatch(/audit_log|submission_events|42P01|SQLITE|relation|table/i);
  return body.requestId as string;
}

describe.each(TEST_DATABASES)("server errors on $name", (kind) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let log: string[];

  beforeEach(async () => {
    const database = await kind.open({ seeded: true });
    cleanup = database.cleanup;
    const logged = logLines();
    log = logged.lines;
    app = await buildApp(testConfig({ LOG_LEVEL: "info", FORM_RATE_LIMIT: 1000 }), {
      database,
      failureDelayMs: 0,
      logStream: logged.stream,
    });
    await app.ready();
  }, 30_000);
  afterEach(async () => {
    await app.close();
    await cleanup();
  });

  /** The log lines of one request, parsed. */
  const logOf = (requestId: string) =>
    log.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.reqId === requestId);

  it("answers the inbox's failure with a generic message and a request id, and logs the detail", async () => {
    await addOperator(app.db, "ops@example.test", PASSWORD);
    const login = await app.inject({
      method: "POST",
      url: "/admin/api/login",
      payload: { email: "ops@example.test", password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers["set-cookie"]).split(";")[0]!;
    await sql`DROP TABLE audit_log`.execute(app.db);

    const response = await app.inject({ url: "/admin/api/audit", headers: { cookie } });

    const requestId = expectGenericServerError(response);
    const entries = logOf(requestId);
    expect(JSON.stringify(entries)).toContain("audit_log");
    expect(entries.some((entry) => entry.level === 50)).toBe(true);
  });

  it("answers the status API's failure with a generic message and a request id, and logs the detail", async () => {
    const booked = await app.inject({
      method: "POST",
      url: "/",
      payload: encode("booking", VALID.booking!),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    });
    expect(booked.statusCode).toBe(201);
    const { statusToken } = booked.json<{ statusToken: string }>();
    await sql`DROP TABLE submission_events`.execute(app.db);

    const response = await app.inject({ url: `/api/requests/${statusToken}` });

    const requestId = expectGenericServerError(response);
    expect(JSON.stringify(logOf(requestId))).toContain("submission_events");
  });

  it("still answers Fastify's own client errors as they were: a malformed JSON body is a 400 that says so", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/admin/api/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
  });
});
