// Kill under load (Jepsen's set test, RELIABILITY.md): concurrent posts each carrying a unique
// marker, SIGKILL at a random moment, several rounds, restart; then every marker is classified.
// Passes with 0 acknowledged-and-lost, 0 duplicates, 0 unexpected. Needs `npm run build`.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { integrityCheck } from "../../server/platform/db/backup";
import { connectDatabase, sqliteFileIn } from "../../server/platform/db/connect";
import { encode, VALID } from "../server/form-fixtures";
import { createPostgresDatabase } from "../support/postgres-database";
import { startServer } from "../support/server-process";

const ROUNDS = 3;
const CONCURRENCY = 8;
const pgUrl = process.env.TEST_DATABASE_URL;

interface Store {
  name: string;
  env: Record<string, string>;
  /** The `fields` JSON of every stored row. */
  rows(): Promise<string[]>;
  check(): Promise<void>;
  cleanup(): Promise<void>;
}

function sqliteStore(): Store {
  const dataDir = mkdtempSync(join(tmpdir(), "nzdd-crash-"));
  return {
    name: "sqlite",
    env: { DATA_DIR: dataDir },
    async rows() {
      const { db } = connectDatabase({ sqliteFile: sqliteFileIn(dataDir) });
      const rows = await db.selectFrom("submissions").select("fields").execute();
      await db.destroy();
      return rows.map((r) => r.fields);
    },
    async check() {
      expect(integrityCheck(sqliteFileIn(dataDir))).toBe("ok");
    },
    async cleanup() {},
  };
}

async function postgresStore(): Promise<Store> {
  const database = await createPostgresDatabase("nzdd_crash");
  return {
    name: "postgres",
    env: { DATABASE_URL: database.url, DATA_DIR: mkdtempSync(join(tmpdir(), "nzdd-crash-")) },
    async rows() {
      const { db } = connectDatabase({ databaseUrl: database.url });
      const rows = await db.selectFrom("submissions").select("fields").execute();
      await db.destroy();
      return rows.map((r) => r.fields);
    },
    async check() {},
    cleanup: database.drop,
  };
}

/** A contact message carrying `marker`, as the contact page posts it. */
function contactBody(marker: string): string {
  return encode("contact", { ...VALID.contact!, message: `marker ${marker}` });
}

const stores = pgUrl ? ["sqlite", "postgres"] : ["sqlite"];

describe.each(stores)("kill under load on %s", (kind) => {
  it("keeps every acknowledged submission exactly once across SIGKILLs", async () => {
    const store = kind === "sqlite" ? sqliteStore() : await postgresStore();
    const attempted = new Set<string>();
    const acknowledged = new Set<string>();
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const server = await startServer(store.env);
        let killed = false;
        const killAfter = 300 + Math.floor(Math.random() * 700);
        setTimeout(() => {
          killed = true;
          server.process.kill("SIGKILL");
        }, killAfter);
        let next = 0;
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (!killed) {
              const marker = `r${round}-${next++}`;
              attempted.add(marker);
              try {
                const response = await fetch(`${server.url}/`, {
                  method: "POST",
                  headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
                  body: contactBody(marker),
                });
                if (response.status === 201) acknowledged.add(marker);
              } catch {
                // Connection cut by the kill: the outcome is unknown, which the set test allows.
              }
            }
          }),
        );
        await server.stop("SIGKILL");
      }

      // The server starts again on what the crashes left behind.
      const restarted = await startServer(store.env);
      expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);
      expect(await restarted.stop("SIGTERM")).toBe(0);

      const stored = (await store.rows())
        .map((fields) => (JSON.parse(fields) as { message?: string }).message?.replace(/^marker /, ""))
        .filter((m): m is string => Boolean(m));
      const counts = new Map<string, number>();
      for (const marker of stored) counts.set(marker, (counts.get(marker) ?? 0) + 1);

      const lost = [...acknowledged].filter((m) => !counts.has(m));
      const duplicates = [...counts].filter(([, n]) => n > 1).map(([m]) => m);
      const unexpected = [...counts.keys()].filter((m) => !attempted.has(m));
      console.log(
        `${kind}: ${ROUNDS} SIGKILLs, ${attempted.size} attempted, ${acknowledged.size} acknowledged, ` +
          `${stored.length} stored; lost ${lost.length}, duplicates ${duplicates.length}, unexpected ${unexpected.length}`,
      );
      expect(acknowledged.size).toBeGreaterThan(0);
      expect(lost).toEqual([]);
      expect(duplicates).toEqual([]);
      expect(unexpected).toEqual([]);
      await store.check();
    } finally {
      await store.cleanup();
    }
  }, 120_000);
});
