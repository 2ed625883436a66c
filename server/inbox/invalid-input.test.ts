import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import { testConfig } from "../platform/config";
import { insertSubmission } from "../../tests/server/inbox-fixtures";

describe.each(TEST_DATABASES)("the inbox's answers to input its routes cannot take, on $name", (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let headers: Record<string, string>;
  let id: string;

  beforeAll(async () => {
    ({ app, operator: headers, close } = await startSignedInApp(kind, testConfig()));
    id = (await insertSubmission(app.db)).id;
  });
  afterAll(() => close());

  it("answers 400 with a sentence the operator can act on, and changes nothing", async () => {
    const cases = [
      {
        method: "POST",
        url: "/admin/api/login",
        payload: { email: "" },
        error: "Enter your e-mail address and password.",
      },
      { method: "GET", url: "/admin/api/submissions?form=nope", error: "Those filters are not valid." },
      { method: "GET", url: "/admin/api/submissions.csv?from=yesterday", error: "Those filters are not valid." },
      { method: "POST", url: `/admin/api/submissions/${id}/status`, payload: { to: "" }, error: "Choose a status." },
      {
        method: "POST",
        url: `/admin/api/submissions/${id}/note`,
        payload: { note: "   " },
        error: "Write a note first.",
      },
      { method: "POST", url: "/admin/api/people/delete", payload: { email: "x" }, error: "Enter an e-mail address." },
    ] as const;
    for (const { error, ...request } of cases) {
      const response = await app.inject({ ...request, headers });
      expect({ url: request.url, status: response.statusCode, body: response.json() }).toEqual({
        url: request.url,
        status: 400,
        body: { error },
      });
    }
    const detail = await app.inject({ url: `/admin/api/submissions/${id}`, headers });
    expect(detail.json()).toMatchObject({ submission: { status: "new" }, events: [{ action: "received" }] });
  });

  it("answers a workflow the submission's form does not allow with 409 and the reason", async () => {
    const response = await app.inject({
      method: "POST",
      url: `/admin/api/submissions/${id}/status`,
      payload: { to: "approved" },
      headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'A booking in status "new" cannot move to "approved".' });
  });
});
