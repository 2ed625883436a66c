import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { buildApp } from "../app";
import { testConfig } from "../config";
import { encode, VALID } from "./form-fixtures";

// Issue 24.5: a practice types its website as it says it, and the inbox gets a whole address.

describe.each(TEST_DATABASES)("a partner's website on $name", (kind) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const database = await kind.open();
    cleanup = database.cleanup;
    app = await buildApp(testConfig({ FORM_RATE_LIMIT: 1000 }), { database });
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it.each([
    ["www.example.co.nz", "https://www.example.co.nz"],
    ["example.co.nz", "https://example.co.nz"],
  ])("accepts %j and stores %j", async (typed, stored) => {
    const response = await app.inject({
      method: "POST",
      url: "/",
      payload: encode("partner", { ...VALID.partner!, website: typed }),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    });
    expect(response.statusCode).toBe(201);
    const row = await app.db
      .selectFrom("submissions")
      .select("fields")
      .where("reference", "=", response.json().reference)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.fields).website).toBe(stored);
  });
});
