import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { practiceHarness } from "../../tests/server/practice-harness";
import { buildApp } from "../app";
import { type Config, testConfig } from "../platform/config";
import { loadServerBuild } from "../platform/pages/renderer";

/*
 * Issue 48 item 8: the staff of a practice share their office's one public address. Signed in,
 * each session has its own budget of /practice pages and data requests; signed out (or with a
 * cookie that opens no session) the strict per-address budget holds as before.
 */

const A = "tinakori-smile-studio-wellington";
const PER_ADDRESS = 30;
const PER_SESSION = 100;
const OFFICE = "203.0.113.50";

/** What a practice user's browser asks for while working: pages and their data. */
const PAGES = ["/practice/team", "/practice/reviews.data", "/practice/settings", "/practice/figures.data"];

describe.each(TEST_DATABASES)("the practice pages' rate limit on $name", (kind) => {
  let app: FastifyInstance;
  let config: Config;
  let cleanup: () => Promise<void>;
  let owner: string;

  beforeAll(async () => {
    const database = await kind.open();
    config = testConfig({
      FORM_RATE_LIMIT: PER_ADDRESS,
      PRACTICE_SESSION_RATE_LIMIT: PER_SESSION,
      LOGIN_RATE_LIMIT: 100_000,
      OUTBOX_POLL_MS: 60_000,
    });
    // Loaded before the app starts (then cached): a busy machine's slow import of the pages
    // cannot trip Fastify's plugin timeout.
    await loadServerBuild(config.SERVER_BUILD_DIR);
    app = await buildApp(config, { database });
    cleanup = database.cleanup;
    owner = (await app.db.selectFrom("practices").select("email").where("id", "=", A).executeTakeFirstOrThrow()).email;
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const harness = practiceHarness(() => ({ app, config }));

  /** `count` page and data requests from the office, 20 at a time: their status codes. */
  async function browse(count: number, cookie?: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let start = 0; start < count; start += 20) {
      const batch = Array.from({ length: Math.min(20, count - start) }, (_, i) =>
        app.inject({
          method: "GET",
          url: PAGES[(start + i) % PAGES.length]!,
          remoteAddress: OFFICE,
          headers: cookie ? { cookie } : {},
        }),
      );
      statuses.push(...(await Promise.all(batch)).map((r) => r.statusCode));
    }
    return statuses;
  }

  const tooMany = (statuses: number[]) => statuses.filter((s) => s === 429).length;

  it("gives each signed-in session its own budget, and signed-out requests the strict per-address one", async () => {
    // Two people of the practice, in the same office (the sign-ins come from another address).
    const first = await harness.signIn(owner);
    const second = await harness.signIn(owner);
    expect(first).not.toBe(second);

    const firstWork = await browse(PER_SESSION, first);
    expect(tooMany(firstWork)).toBe(0);
    expect(firstWork.every((s) => s === 200)).toBe(true);
    // The session's own budget still ends.
    expect(tooMany(await browse(1, first))).toBe(1);

    // The second person, from the same address, has a budget of their own.
    expect(tooMany(await browse(PER_SESSION, second))).toBe(0);

    // Signed out, or with a cookie that opens no session, the address's strict budget holds.
    const signedOut = await browse(PER_ADDRESS / 2);
    const forged = await browse(PER_ADDRESS / 2, "nzdd_practice=forged-session-token");
    expect(tooMany([...signedOut, ...forged])).toBe(0);
    expect(tooMany(await browse(1, "nzdd_practice=another-forged-token"))).toBe(1);
    expect(tooMany(await browse(1))).toBe(1);
  }, 120_000);
});
