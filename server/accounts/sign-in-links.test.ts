import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { practiceHarness } from "../../tests/server/practice-harness";
import { buildApp } from "../app";
import { type Config, testConfig } from "../platform/config";
import { LINKS_PER_ADDRESS_PER_HOUR, RESEND_GAP_MINUTES } from "./sign-in-links";

// Issue 48 item 7: practice sign-in is not a door a stranger can close. Past the per-address
// limit the owner still gets a working link (the newest, sent again, at most one e-mail every
// RESEND_GAP_MINUTES), and a known address is answered as an unknown one is.

const A = "tinakori-smile-studio-wellington";
const MINUTE = 60_000;

describe.each(TEST_DATABASES)("practice sign-in links past the limit on $name", (kind) => {
  let app: FastifyInstance;
  let config: Config;
  let cleanup: () => Promise<void>;
  let clock = Date.parse("2026-12-01T00:00:00Z");
  let owner: string;

  beforeAll(async () => {
    const database = await kind.open();
    config = testConfig({ FORM_RATE_LIMIT: 100_000, LOGIN_RATE_LIMIT: 100_000, OUTBOX_POLL_MS: 60_000 });
    app = await buildApp(config, { database, failureDelayMs: 0, now: () => new Date(clock) });
    cleanup = database.cleanup;
    owner = (await app.db.selectFrom("practices").select("email").where("id", "=", A).executeTakeFirstOrThrow()).email;
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  const { askLink, linksTo, spendLink } = practiceHarness(() => ({ app, config }));
  const withoutAddress = (body: string, address: string) =>
    body
      .replaceAll(address, "ADDRESS")
      .replace(/nonce="[^"]*"/g, "")
      .replace(/nonce-[\w-]+/g, "");

  it("still gets the owner a working link after a stranger used up the limit, without flooding the inbox", async () => {
    for (let i = 0; i < LINKS_PER_ADDRESS_PER_HOUR; i += 1) expect((await askLink(owner)).statusCode).toBe(200);
    const fresh = await linksTo(owner);
    expect(new Set(fresh).size).toBe(LINKS_PER_ADDRESS_PER_HOUR);

    // Right after the fifth: answered as ever, nothing more e-mailed (the fifth went out just now).
    const past = await askLink(owner);
    expect(past.statusCode).toBe(200);
    expect(await linksTo(owner)).toEqual(fresh);

    // Minutes later: the newest link again, once, and it signs the owner in.
    clock += RESEND_GAP_MINUTES * MINUTE;
    expect((await askLink(owner)).statusCode).toBe(200);
    expect((await askLink(owner)).statusCode).toBe(200);
    const after = await linksTo(owner);
    expect(after).toHaveLength(fresh.length + 1);
    // The newest: all five were made at the same instant of the test's clock, so any of them.
    expect(fresh).toContain(after.at(-1));
    expect((await spendLink(after.at(-1)!)).statusCode).toBe(302);

    // The newest was used: the next e-mail, minutes later, carries a fresh link that works too.
    clock += RESEND_GAP_MINUTES * MINUTE;
    await askLink(owner);
    const next = (await linksTo(owner)).at(-1)!;
    expect(fresh).not.toContain(next);
    expect((await spendLink(next)).statusCode).toBe(302);
  });

  it("answers a known address past the limit as it answers an unknown one", async () => {
    const stranger = "nobody-at-all@example.test";
    clock += 2 * 60 * MINUTE;
    for (let i = 0; i <= LINKS_PER_ADDRESS_PER_HOUR + 1; i += 1) {
      const known = await askLink(owner);
      const unknown = await askLink(stranger);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(withoutAddress(known.body, owner)).toBe(withoutAddress(unknown.body, stranger));
    }
    expect(await linksTo(stranger)).toHaveLength(0);
  });
});
