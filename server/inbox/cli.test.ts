import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { connectDatabase, sqliteFileIn } from "../platform/db/connect";
import { insertSubmission } from "../../tests/server/inbox-fixtures";
import { verifyPassword } from "../platform/operators/passwords";

const dataDir = mkdtempSync(join(tmpdir(), "nzdd-cli-"));
const { DATABASE_URL: _unused, ...baseEnv } = process.env;

function operator(args: string[], env: Record<string, string> = {}) {
  return execFileSync("node", ["--import", "tsx", "server/cli/operator.ts", ...args], {
    env: { ...baseEnv, DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
}

describe("npm run operator", () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("adds operators with a typed or generated password, lists and removes them", async () => {
    expect(operator(["add", "Typed@Example.test"], { OPERATOR_PASSWORD: "typed-password-123" })).toContain(
      "Operator typed@example.test added.",
    );
    const generated = operator(["add", "generated@example.test"]);
    const password = generated.match(/Generated password \(shown once\): (\S+)/)?.[1];
    expect(password).toHaveLength(20);
    expect(() => operator(["add", "short@example.test"], { OPERATOR_PASSWORD: "short" })).toThrow();

    const handle = connectDatabase({ sqliteFile: sqliteFileIn(dataDir) });
    const rows = await handle.db.selectFrom("operators").select(["email", "password_hash"]).orderBy("email").execute();
    await handle.db.destroy();
    expect(rows.map((r) => r.email)).toEqual(["generated@example.test", "typed@example.test"]);
    expect(rows[1]!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword(password!, rows[0]!.password_hash)).toBe(true);
    expect(await verifyPassword("wrong", rows[0]!.password_hash)).toBe(false);

    expect(operator(["list"])).toMatch(/generated@example\.test[\s\S]*typed@example\.test/);
    expect(operator(["remove", "generated@example.test"])).toContain("removed");
    expect(operator(["list"])).not.toContain("generated@example.test");
  }, 60_000);

  it("purges expired submissions and records the run", async () => {
    const handle = connectDatabase({ sqliteFile: sqliteFileIn(dataDir) });
    const old = "2020-01-01T00:00:00.000Z";
    await insertSubmission(handle.db, { status: "closed", received_at: old, updated_at: old });
    await insertSubmission(handle.db, { status: "new", received_at: old, updated_at: old });
    expect(operator(["purge"])).toContain("Purged 1 submission older than 24 months.");
    expect(await handle.db.selectFrom("submissions").select("status").execute()).toEqual([{ status: "new" }]);
    const runs = await handle.db.selectFrom("audit_log").selectAll().where("action", "=", "purge").execute();
    expect(runs.map((r) => [r.actor, JSON.parse(r.details!).deleted])).toEqual([["cli", 1]]);
    await handle.db.destroy();
  }, 30_000);
});
