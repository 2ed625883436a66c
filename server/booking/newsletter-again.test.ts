import { beforeEach, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { postForm } from "../../tests/server/form-posts";
import { until } from "../../tests/server/smtp";
import { startApp, startedForTests } from "../../tests/server/started-app";
import { testConfig } from "../platform/config";
import { changeStatus } from "./operator-actions";
import { VALID } from "../../tests/server/form-fixtures";

// Issue 24.9: a second sign-up with the same address updates the first inbox item.

describe.each(TEST_DATABASES)("a repeated newsletter sign-up on $name", (kind) => {
  const started = startedForTests(() => startApp(kind, testConfig({ FORM_RATE_LIMIT: 1000 })));
  beforeEach(async () => {
    await started.app.db.deleteFrom("submission_events").execute();
    await started.app.db.deleteFrom("submissions").execute();
  });

  const signUp = (email: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    postForm(started.app, "newsletter", { ...VALID.newsletter!, email, ...extra }, headers);
  const newsletterRows = () =>
    started.app.db
      .selectFrom("submissions")
      .selectAll()
      .where("form", "=", "newsletter")
      .orderBy("received_at")
      .execute();

  it("keeps one inbox item, answers the same reference and moves the item's time (any letter case)", async () => {
    const first = await signUp("reader@example.co.nz");
    expect(first.statusCode).toBe(201);
    const [before] = await newsletterRows();
    // The clock (the route's own, in ms) has moved past the first sign-up's time, so a moved time shows.
    await until(() => Date.now() > Date.parse(before!.received_at), 1_000, "the clock to move on");

    const second = await signUp("Reader@Example.CO.NZ");
    expect(second.statusCode).toBe(201);
    expect(second.json().reference).toBe(first.json().reference);

    const rows = await newsletterRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.received_at > before!.received_at).toBe(true);
    expect(rows[0]!.updated_at > before!.updated_at).toBe(true);
    const events = await started.app.db.selectFrom("submission_events").select("action").orderBy("at").execute();
    expect(events.map((e) => e.action)).toEqual(["received", "received-again"]);
  });

  it("brings a closed sign-up back to new", async () => {
    const first = await signUp("reader@example.co.nz");
    const [row] = await newsletterRows();
    await changeStatus(started.app.db, { id: row!.id, to: "closed", actor: "ana@example.co.nz" });

    const second = await signUp("reader@example.co.nz");
    expect(second.json().reference).toBe(first.json().reference);
    const rows = await newsletterRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("new");
  });

  it("keeps one item when the same address signs up twice at once", async () => {
    const [a, b] = await Promise.all([signUp("twice@example.co.nz"), signUp("TWICE@example.co.nz")]);
    expect(a.json().reference).toBe(b.json().reference);
    expect(await newsletterRows()).toHaveLength(1);
  });

  it("still replays a retry with the same Idempotency-Key, and still keeps different addresses apart", async () => {
    const key = { "idempotency-key": "newsletter-retry-1" };
    const first = await signUp("reader@example.co.nz", {}, key);
    const retry = await signUp("reader@example.co.nz", {}, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().reference).toBe(first.json().reference);
    const other = await signUp("someone.else@example.co.nz");
    expect(other.json().reference).not.toBe(first.json().reference);
    expect(await newsletterRows()).toHaveLength(2);
  });

  it("keeps a trapped bot's sign-up in spam, apart from the person's item", async () => {
    const person = await signUp("reader@example.co.nz");
    const bot = await signUp("reader@example.co.nz", { "bot-field": "http://spam.example" });
    expect(bot.statusCode).toBe(201);
    expect(bot.json().reference).not.toBe(person.json().reference);
    const rows = await newsletterRows();
    expect(rows.map((r) => r.spam).sort()).toEqual([0, 1]);
  });
});
