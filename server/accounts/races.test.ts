import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { operatorSession } from "../../tests/server/operator-session";
import { practiceHarness } from "../../tests/server/practice-harness";
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from "../../tests/server/signed-in-app";
import { buildApp } from "../app";
import { type Config, testConfig } from "../platform/config";
import { addOperator } from "../platform/operators/operators";
import { LINKS_PER_ADDRESS_PER_HOUR } from "./sign-in-links";

// Issue 48 item 2: the practice accounts' limits and invariants hold in every interleaving, on
// PostgreSQL too: many requests at once for one address, owners removing each other, the same
// person added many times at once. Each race runs ROUNDS times with PARALLEL attempts at once.

const A = "tinakori-smile-studio-wellington";
const B = "cuba-quarter-dental-wellington";
const C = "waitemata-quay-dental-auckland";
const PARALLEL = 20;
const ROUNDS = 3;

describe.each(TEST_DATABASES)("practice account races on $name", (kind) => {
  let app: FastifyInstance;
  let config: Config;
  let operator: Record<string, string>;
  let cleanup: () => Promise<void>;
  const clock = Date.parse("2026-12-01T00:00:00Z");

  beforeAll(async () => {
    const database = await kind.open();
    await addOperator(database.db, OPERATOR_EMAIL, OPERATOR_PASSWORD);
    config = testConfig({ FORM_RATE_LIMIT: 100_000, LOGIN_RATE_LIMIT: 100_000, OUTBOX_POLL_MS: 60_000 });
    app = await buildApp(config, { database, failureDelayMs: 0, now: () => new Date(clock) });
    operator = await operatorSession(app, OPERATOR_EMAIL, OPERATOR_PASSWORD);
    cleanup = database.cleanup;
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  const { askLink, linksTo, post, signIn } = practiceHarness(() => ({ app, config }));
  const times = <T>(n: number, each: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => each(i)));
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

  const addByOperator = (email: string, role = "owner", practice = A) =>
    app.inject({
      method: "POST",
      url: `/admin/api/practices/${practice}/people`,
      headers: operator,
      payload: { email, role },
    });
  const removeByOperator = (practice: string, userId: string) =>
    app.inject({ method: "DELETE", url: `/admin/api/practices/${practice}/people/${userId}`, headers: operator });
  const owners = async (practice: string) =>
    app.db
      .selectFrom("practice_memberships")
      .innerJoin("practice_users", "practice_users.id", "practice_memberships.user_id")
      .select(["practice_users.id", "practice_users.email"])
      .where("practice_memberships.practice_id", "=", practice)
      .where("practice_memberships.role", "=", "owner")
      .execute();

  it("sends exactly the limit of fresh links for one address, however many ask at once", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const address = `burst-${round}@example.test`;
      expect((await addByOperator(address, "manager")).statusCode).toBe(201);
      const invitations = (await linksTo(address)).length;
      const answers = await times(30, () => askLink(address));
      expect(new Set(statuses(answers))).toEqual(new Set([200]));
      await app.outbox.drain();
      const fresh = await app.db
        .selectFrom("practice_sign_in_links")
        .innerJoin("practice_users", "practice_users.id", "practice_sign_in_links.user_id")
        .select("token_hash")
        .where("practice_users.email", "=", address)
        .where("purpose", "=", "sign-in")
        .execute();
      expect(fresh).toHaveLength(LINKS_PER_ADDRESS_PER_HOUR);
      // No re-send in the same minute as the fresh links: the inbox gets the limit, no more.
      expect((await linksTo(address)).length - invitations).toBe(LINKS_PER_ADDRESS_PER_HOUR);
    }
  });

  it("keeps an owner when every owner is removed by the operators at once: 4xx for the refused, never 5xx", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let i = 0; i < PARALLEL; i += 1) await addByOperator(`co-owner-${i}@example.test`, "owner", B);
      const all = await owners(B);
      expect(all.length).toBeGreaterThanOrEqual(PARALLEL);
      const answers = await times(all.length, (i) => removeByOperator(B, all[i]!.id));
      expect(await owners(B)).toHaveLength(1);
      expect(statuses(answers)).toEqual([...Array(all.length - 1).fill(200), 409]);
    }
  });

  it("keeps an owner when two owners remove each other from the team page", async () => {
    const emails = ["first-owner@example.test", "second-owner@example.test"];
    for (const email of emails) await addByOperator(email, "owner", C);
    // Only these two owners: the sample's owner of C leaves.
    for (const other of await owners(C)) if (!emails.includes(other.email)) await removeByOperator(C, other.id);
    const cookies: Record<string, string> = {};
    for (const email of emails) cookies[email] = await signIn(email);
    for (let round = 0; round < PARALLEL; round += 1) {
      for (const email of emails) await addByOperator(email, "owner", C);
      const pair = await owners(C);
      expect(pair).toHaveLength(2);
      const answers = await Promise.all(
        pair.map((me, i) => post("/practice/team", cookies[me.email]!, { intent: "remove", userId: pair[1 - i]!.id })),
      );
      expect(await owners(C)).toHaveLength(1);
      // One removal done (302), the other refused: 409 (the last owner) or 403 (no longer an owner).
      for (const answer of answers) expect([302, 403, 409]).toContain(answer.statusCode);
      expect(answers.filter((a) => a.statusCode === 302)).toHaveLength(1);
    }
  });

  it("adds the same person once when asked many times at once: the rest a 409 naming the field", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const address = `twice-${round}@example.test`;
      const answers = await times(PARALLEL, () => addByOperator(address, "reception"));
      expect(statuses(answers)).toEqual([201, ...Array(PARALLEL - 1).fill(409)]);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(refused.json<{ errors: { email: string } }>().errors.email).toContain("already");
      }
      const rows = await app.db
        .selectFrom("practice_users")
        .innerJoin("practice_memberships", "practice_memberships.user_id", "practice_users.id")
        .select("practice_users.id")
        .where("practice_users.email", "=", address)
        .execute();
      expect(rows).toHaveLength(1);
      expect(await linksTo(address)).toHaveLength(1);
    }
  });
});
