import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { OperatorContactChangeList } from "../../rules/api/contact-changes";
import { WEEKDAYS } from "../../rules/listings/types";
import { dayText, hoursField } from "../../rules/practice-listing";
import { TEST_DATABASES } from "../../tests/server/databases";
import { operatorSession } from "../../tests/server/operator-session";
import { practiceHarness } from "../../tests/server/practice-harness";
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from "../../tests/server/signed-in-app";
import { buildApp } from "../app";
import { type Config, testConfig } from "../platform/config";
import { addOperator } from "../platform/operators/operators";

// The operators' queue of held changes of where health details go, across practices (D728): who may
// read it, what it shows, and approving from it (through the existing per-practice approve, audited).

const A = "tinakori-smile-studio-wellington";
const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)("the operators' queue of contact changes on $name", (kind) => {
  let app: FastifyInstance;
  let config: Config;
  let cleanup: () => Promise<void>;
  let operator: Record<string, string>;
  let manager: string;
  const clock = { at: Date.parse("2026-12-07T00:00:00Z") };

  const { post, signIn } = practiceHarness(() => ({ app, config }));
  const admin = (method: "GET" | "POST", url: string, headers: Record<string, string> = operator) =>
    app.inject({ method, url: `/admin/api${url}`, headers });
  const queue = async (status = "held") =>
    (await admin("GET", `/contact-changes?status=${status}`)).json<OperatorContactChangeList>();
  const bookingEmail = async () =>
    (await app.db.selectFrom("practices").select("booking_email").where("id", "=", A).executeTakeFirstOrThrow())
      .booking_email;

  /** The manager's save of the facts form, as the listing page sends it, with a new booking e-mail. */
  const managerAsks = async (address: string) => {
    const row = await app.db.selectFrom("dentists").select("id").where("practice_id", "=", A).executeTakeFirstOrThrow();
    const p = (await app.listingsStore.getListing("dentist", row.id))!.practice;
    const version = await app.db
      .selectFrom("practices")
      .select("version")
      .where("id", "=", A)
      .executeTakeFirstOrThrow();
    const saved = await post("/practice/listing", manager, {
      intent: "facts",
      version: String(version.version),
      name: p.name,
      address: p.address,
      phone: p.phone,
      email: p.email,
      website: p.website,
      bookingEmail: address,
      languages: p.languages.join(", "),
      ...(p.access.wheelchair ? { wheelchair: "on" } : {}),
      ...(p.access.accessibleParking ? { accessibleParking: "on" } : {}),
      ...(p.access.hearingLoop ? { hearingLoop: "on" } : {}),
      ...Object.fromEntries(WEEKDAYS.map((d) => [hoursField(d), dayText(p.openingHours[d])])),
    });
    expect(saved.statusCode).toBe(200);
  };

  beforeAll(async () => {
    const database = await kind.open();
    await addOperator(database.db, OPERATOR_EMAIL, OPERATOR_PASSWORD);
    config = testConfig({ FORM_RATE_LIMIT: 100_000, LOGIN_RATE_LIMIT: 100_000, OUTBOX_POLL_MS: 3_600_000 });
    app = await buildApp(config, { database, failureDelayMs: 0, now: () => new Date(clock.at) });
    cleanup = database.cleanup;
    operator = await operatorSession(app, OPERATOR_EMAIL, OPERATOR_PASSWORD);
    const invited = await app.inject({
      method: "POST",
      url: `/admin/api/practices/${A}/people`,
      headers: operator,
      payload: { email: "manager@tinakori.example", role: "manager" },
    });
    expect(invited.statusCode).toBe(201);
    manager = await signIn("manager@tinakori.example");
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  it("is for operators only: signed out, a practice user's session or another site is refused", async () => {
    await managerAsks("front-desk@elsewhere.example");
    expect((await admin("GET", "/contact-changes", {})).statusCode).toBe(401);
    expect((await admin("GET", "/contact-changes", { cookie: manager })).statusCode).toBe(401);
    const id = (await queue()).items[0]!.id;
    const approve = `/practices/${A}/contact-changes/${id}/approve`;
    expect((await admin("POST", approve, { cookie: manager })).statusCode).toBe(401);
    // Signed in, but without the page's CSRF token, or from another site: refused before anything runs.
    expect((await admin("POST", approve, { cookie: operator.cookie! })).statusCode).toBe(403);
    const crossSite = { ...operator, "sec-fetch-site": "cross-site", origin: "https://evil.example" };
    expect((await admin("POST", approve, crossSite)).statusCode).toBe(403);
    expect(await bookingEmail()).not.toBe("front-desk@elsewhere.example");
  });

  it("lists the held change with its practice, its listing, what changes, who asked and until when", async () => {
    const { items, heldCount } = await queue();
    expect(heldCount).toBe(1);
    expect(items).toHaveLength(1);
    const [held] = items;
    expect(held).toMatchObject({
      practiceId: A,
      status: "held",
      requestedByEmail: "manager@tinakori.example",
      requestedAt: new Date(clock.at).toISOString(),
      expiresAt: new Date(clock.at + 7 * DAY).toISOString(),
      decidedBy: null,
      fields: [{ field: "bookingEmail", before: await bookingEmail(), after: "front-desk@elsewhere.example" }],
    });
    expect(held!.practiceName).toMatch(/Tinakori/);
    const listing = await app.db
      .selectFrom("dentists")
      .select("practice_id")
      .where("id", "=", held!.listing!.id)
      .executeTakeFirst();
    expect({ kind: held!.listing!.kind, practice: listing?.practice_id }).toEqual({ kind: "dentist", practice: A });
    // Nothing decided yet: the recent list is empty, and says how many wait.
    expect(await queue("recent")).toEqual({ items: [], heldCount: 1 });
  });

  it("answers a list it does not know 400, not 500", async () => {
    for (const bad of ["waiting", "", "held%00"]) {
      const answer = await admin("GET", `/contact-changes?status=${bad}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toHaveProperty("error");
    }
  });

  it("approves from the list: live at once, audited as the operator's, then among the recent ones", async () => {
    const [held] = (await queue()).items;
    expect((await admin("POST", `/practices/other-practice/contact-changes/${held!.id}/approve`)).statusCode).toBe(404);
    const approved = await admin("POST", `/practices/${held!.practiceId}/contact-changes/${held!.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(await bookingEmail()).toBe("front-desk@elsewhere.example");
    const audited = await app.db
      .selectFrom("audit_log")
      .select(["actor", "target"])
      .where("action", "=", "practice-contact-change-approved")
      .execute();
    expect(audited).toEqual([{ actor: `operator:${OPERATOR_EMAIL}`, target: `practice:${A}` }]);

    expect(await queue()).toEqual({ items: [], heldCount: 0 });
    const [recent] = (await queue("recent")).items;
    expect(recent).toMatchObject({ id: held!.id, status: "live", decidedBy: `operator ${OPERATOR_EMAIL}` });
    expect((await admin("POST", `/practices/${A}/contact-changes/${held!.id}/approve`)).statusCode).toBe(410);
  });

  it("moves a held change past its 7 days to the recent ones as expired, no longer to approve", async () => {
    await managerAsks("late@elsewhere.example");
    expect((await queue()).heldCount).toBe(1);
    clock.at += 8 * DAY;
    operator = await operatorSession(app, OPERATOR_EMAIL, OPERATOR_PASSWORD);
    expect(await queue()).toEqual({ items: [], heldCount: 0 });
    const [expired] = (await queue("recent")).items;
    expect(expired).toMatchObject({ status: "expired", decidedBy: null });
    expect((await admin("POST", `/practices/${A}/contact-changes/${expired!.id}/approve`)).statusCode).toBe(410);
    expect(await bookingEmail()).toBe("front-desk@elsewhere.example");
  });
});
