import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../../tests/server/databases";
import { operatorSession } from "../../../tests/server/operator-session";
import { buildApp } from "../../app";
import { type Config, testConfig } from "../config";
import type { DatabaseHandle } from "../db/connect";
import { addOperator } from "../operators/operators";

const PASSWORD = "a-long-operator-password";
/** Starting the app (a submission thread, a password hash) takes seconds on a busy machine. */
const HOOK_TIMEOUT_MS = 30_000;

const bareSha256 = (email: string) => createHash("sha256").update(email).digest("hex");

describe.each(TEST_DATABASES)("the audit log's record of a person's privacy requests on $name", (kind) => {
  let database: DatabaseHandle & { cleanup(): Promise<void> };
  let dataDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await kind.open({ seeded: true });
    dataDir = mkdtempSync(join(tmpdir(), "nzdd-audit-"));
    await addOperator(database.db, "ops@example.test", PASSWORD);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(config: Config) {
    const app = await buildApp(config, { database, failureDelayMs: 0 });
    apps.push(app);
    await app.ready();
    return app;
  }

  /** One sign-in serves every app: sessions live in the shared database. */
  let signedIn: Record<string, string> | undefined;

  /** An operator deletes everything stored under `email`; returns the audit entry's target. */
  async function deletePerson(app: FastifyInstance, email: string): Promise<string | null> {
    if (!signedIn) {
      signedIn = await operatorSession(app, "ops@example.test", PASSWORD);
    }
    const headers = signedIn;
    const response = await app.inject({ method: "POST", url: "/admin/api/people/delete", headers, payload: { email } });
    expect(response.statusCode).toBe(200);
    const entry = await app.db
      .selectFrom("audit_log")
      .select("target")
      .where("action", "=", "delete-person")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return entry.target;
  }

  it(
    "cannot be matched by hashing a guessed address without the server's key",
    async () => {
      const email = `guessable.${randomBytes(3).toString("hex")}@example.test`;
      const app = await start(testConfig());
      const target = await deletePerson(app, email);
      expect(target).not.toContain(bareSha256(email));
      // The same address gives the same entry (a request can still be traced), a different key another.
      expect(await deletePerson(app, ` ${email.toUpperCase()} `)).toBe(target);
      const otherKey = await start(testConfig({ AUDIT_HASH_KEY: randomBytes(32).toString("hex") }));
      expect(await deletePerson(otherKey, email)).not.toBe(target);
    },
    HOOK_TIMEOUT_MS,
  );

  it(
    "generates its key in the data folder when none is configured, readable by the server only, and keeps it",
    async () => {
      const email = `kept.${randomBytes(3).toString("hex")}@example.test`;
      const config = testConfig({ AUDIT_HASH_KEY: undefined, DATA_DIR: dataDir });
      const first = await deletePerson(await start(config), email);
      expect(statSync(join(dataDir, "audit-hash.key")).mode & 0o777).toBe(0o600);
      expect(await deletePerson(await start(config), email)).toBe(first);
    },
    HOOK_TIMEOUT_MS,
  );

  it(
    "replaces, at start, entries written with the bare SHA-256 by the keyed hash of the same address",
    async () => {
      const email = `earlier.${randomBytes(3).toString("hex")}@example.test`;
      const { id } = await database.db
        .insertInto("audit_log")
        .values({
          at: "2026-11-24T09:00:00.000Z",
          actor: "ops@example.test",
          action: "delete-person",
          target: `sha256:${bareSha256(email)}`,
          details: JSON.stringify({ submissions: 1 }),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const app = await start(testConfig());
      const earlier = await app.db
        .selectFrom("audit_log")
        .select("target")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(earlier.target).toBe(await deletePerson(app, email));
      const bare = await app.db.selectFrom("audit_log").select("id").where("target", "like", "sha256:%").execute();
      expect(bare).toEqual([]);
    },
    HOOK_TIMEOUT_MS,
  );
});
