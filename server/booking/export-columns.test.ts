import { spawnSync } from "node:child_process";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { buildApp } from "../app";
import { testConfig } from "../platform/config";
import { insertSubmission } from "../../tests/server/inbox-fixtures";
import { addOperator } from "../platform/operators/operators";

const PASSWORD = "a-long-operator-password";
const { DATABASE_URL: _unused, ...baseEnv } = process.env;

/** Where `npm run submissions` finds the test's database: its SQLite file, or its PostgreSQL database. */
function cliEnvironment(handle: { sqliteFile?: string; databaseUrl?: string }): NodeJS.ProcessEnv {
  if (handle.sqliteFile) {
    return { ...baseEnv, DATA_DIR: handle.sqliteFile.replace(/\/[^/]+$/, ""), LOG_LEVEL: "silent" };
  }
  return { ...baseEnv, DATABASE_URL: handle.databaseUrl!, LOG_LEVEL: "silent" };
}

describe.each(TEST_DATABASES)("the inbox's and the command line's CSV exports on $name", (kind) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    const database = await kind.open({ sqliteFileName: "nz-dental.sqlite", seeded: true });
    cleanup = database.cleanup;
    env = cliEnvironment(database);
    await addOperator(database.db, "ops@example.test", PASSWORD);
    await insertSubmission(database.db, { reference: "BK-COLS01" });
    await insertSubmission(database.db, {
      reference: "CT-COLS02",
      form: "contact",
      city: null,
      urgency: null,
      fieldValues: { name: "Mere", email: "mere@example.test", subject: "Hours", message: "When are you open?" },
    });
    app = await buildApp(testConfig(), { database, failureDelayMs: 0 });
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it("give the same columns, in the same order, for the same data", async () => {
    const login = await app.inject({
      method: "POST",
      url: "/admin/api/login",
      payload: { email: "ops@example.test", password: PASSWORD },
    });
    const inbox = await app.inject({
      url: "/admin/api/submissions.csv",
      headers: { cookie: String(login.headers["set-cookie"]).split(";")[0]! },
    });
    expect(inbox.statusCode).toBe(200);

    const cli = spawnSync(process.execPath, ["--import", "tsx", "server/cli/submissions.ts", "export"], {
      env,
      timeout: 30_000,
    });
    expect(cli.stderr.toString().slice(0, 500)).toBe("");
    expect(cli.status).toBe(0);

    const header = (csv: string) => csv.slice(0, csv.indexOf("\r\n"));
    expect(header(cli.stdout.toString())).toBe(header(inbox.body));
    // Both hold both submissions.
    for (const csv of [inbox.body, cli.stdout.toString()]) {
      expect(csv).toContain("BK-COLS01,");
      expect(csv).toContain("CT-COLS02,");
    }
  }, 40_000);
});
