import { describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { postForm } from "../../tests/server/form-posts";
import { startApp, startedForTests } from "../../tests/server/started-app";
import { testConfig } from "../platform/config";
import { VALID } from "../../tests/server/form-fixtures";

// Issue 24.5: a practice types its website as it says it, and the inbox gets a whole address.

describe.each(TEST_DATABASES)("a partner's website on $name", (kind) => {
  const started = startedForTests(() => startApp(kind, testConfig({ FORM_RATE_LIMIT: 1000 })));

  it.each([
    ["www.example.co.nz", "https://www.example.co.nz"],
    ["example.co.nz", "https://example.co.nz"],
  ])("accepts %j and stores %j", async (typed, stored) => {
    const response = await postForm(started.app, "partner", { ...VALID.partner!, website: typed });
    expect(response.statusCode).toBe(201);
    const row = await started.app.db
      .selectFrom("submissions")
      .select("fields")
      .where("reference", "=", response.json().reference)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.fields).website).toBe(stored);
  });
});
