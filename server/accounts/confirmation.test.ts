import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { formBody, OUR_PAGE, practiceHarness } from "../../tests/server/practice-harness";
import { operatorSession } from "../../tests/server/operator-session";
import { pageText } from "../../tests/server/page-text";
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from "../../tests/server/signed-in-app";
import { nzInstant } from "../../rules/nz-time";
import { PRACTICE_CONFIRM_SOURCE } from "../../rules/practice-listing";
import { buildApp } from "../app";
import { type Config, testConfig } from "../platform/config";
import { addOperator } from "../platform/operators/operators";
import { bumpListingsVersion } from "../listings/listings-version";
import { CONFIRM_DETAILS, sweepConfirmations } from "./confirmation";
import { practicePaths } from "../../rules/private-paths";

// Details confirmed every 90 days (issue 37 item 6), under a controlled clock: 90 days after the
// last confirmation the practice's owners and managers (not reception) are e-mailed what the listing
// says with a one-click link; 104 days after it the profile says "Details not confirmed since …" and
// the listing sorts after confirmed ones; the link's page confirms only when its button is pressed,
// which moves "Details checked" to today (with who and when in the history) and the listing back.

const A = "tinakori-smile-studio-wellington";
const nz = (date: string, time: string) => nzInstant(date, time)!;

describe.each(TEST_DATABASES)("details confirmed every 90 days on $name", (kind) => {
  let app: FastifyInstance;
  let config: Config;
  let cleanup: () => Promise<void>;
  let operator: Record<string, string>;
  /** Tuesday 1 December 2026, 07:00 in New Zealand; A's details were last confirmed 90 days before. */
  const clock = { at: nz("2026-12-01", "07:00") };
  const LAST_CONFIRMED = "2026-09-02";
  let ownerEmail: string;
  let dentistIds: string[];

  const form = formBody;
  const { emails, signIn } = practiceHarness(() => ({ app, config }));
  const admin = (method: "GET" | "POST", url: string, payload?: object) =>
    app.inject({ method, url: `/admin/api${url}`, headers: operator, ...(payload ? { payload } : {}) });
  const asks = async () => (await emails()).filter((e) => e.template === "practice-confirm-details");
  const checkedOn = async () =>
    (await app.db.selectFrom("dentists").select(["checked_on", "source"]).where("practice_id", "=", A).execute()).map(
      (r) => [r.checked_on, r.source],
    );
  const wellingtonOrder = async () =>
    (await app.listings.findDentists({ location: "wellington", sort: "name", pageSize: 100 }, clock.at)).items.map(
      (d) => d.practiceId,
    );
  beforeAll(async () => {
    const database = await kind.open({ seeded: true });
    await addOperator(database.db, OPERATOR_EMAIL, OPERATOR_PASSWORD);
    config = testConfig({ FORM_RATE_LIMIT: 100_000, LOGIN_RATE_LIMIT: 100_000, OUTBOX_POLL_MS: 0 });
    app = await buildApp(config, { database, failureDelayMs: 0, now: () => clock.at, pagesClock: () => clock.at });
    cleanup = database.cleanup;
    operator = await operatorSession(app, OPERATOR_EMAIL, OPERATOR_PASSWORD);
    for (const [email, role] of [
      ["manager@tinakori.example", "manager"],
      ["desk@tinakori.example", "reception"],
    ])
      expect((await admin("POST", `/practices/${A}/people`, { email, role })).statusCode).toBe(201);
    ownerEmail = (await app.db.selectFrom("practices").select("email").where("id", "=", A).executeTakeFirstOrThrow())
      .email;
    dentistIds = (await app.db.selectFrom("dentists").select("id").where("practice_id", "=", A).execute()).map(
      (r) => r.id,
    );
    // A's listings were last confirmed 90 days before the clock; every other sample listing recently.
    await app.db.transaction().execute(async (trx) => {
      for (const table of ["dentists", "surgeons", "emergency_clinics"] as const)
        await trx.updateTable(table).set({ checked_on: LAST_CONFIRMED }).where("practice_id", "=", A).execute();
      await bumpListingsVersion(trx);
    });
    await app.listingsSnapshot.refresh();
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  it("e-mails the owner and the manager, not reception, at 09:00 on the 90th day, with what the listing says", async () => {
    await app.outbox.drain(); // the start's daily sweep: each practice's ask, at its due date
    expect(await asks()).toEqual([]);
    clock.at = nz("2026-12-01", "08:59");
    await app.outbox.drain();
    expect(await asks()).toEqual([]);
    clock.at = nz("2026-12-01", "09:00");
    await app.outbox.drain();
    const sent = await asks();
    expect(sent.map((e) => e.to).sort()).toEqual([ownerEmail, "manager@tinakori.example"].sort());
    const ask = sent[0]!;
    if (ask.template !== "practice-confirm-details") throw new Error("not an ask");
    expect(ask).toMatchObject({ practiceName: "Tinakori Smile Studio", checkedOn: LAST_CONFIRMED });
    expect(ask.summary.join("\n")).toMatch(/Address: .*Wellington/);
    // Again the same day, or after the next sweep: nobody is asked twice.
    clock.at = nz("2026-12-02", "07:00");
    await app.outbox.drain();
    expect(await asks()).toHaveLength(2);
  });

  it("says 'Details not confirmed since' on the profile from the 104th day and sorts the practice last", async () => {
    clock.at = nz("2026-12-14", "12:00"); // day 103
    const before = pageText((await app.inject({ method: "GET", url: `/dentists/${dentistIds[0]}` })).body);
    expect(before).toContain("Details checked September 2026");
    expect(before).not.toContain("Details not confirmed");
    expect((await wellingtonOrder()).at(-1)).not.toBe(A);

    clock.at = nz("2026-12-15", "12:00"); // day 104
    const after = pageText((await app.inject({ method: "GET", url: `/dentists/${dentistIds[0]}` })).body);
    expect(after).toContain("Details not confirmed since 2 September 2026");
    const order = await wellingtonOrder();
    expect(order.slice(-dentistIds.length)).toEqual(dentistIds.map(() => A));
    expect(order.slice(0, -dentistIds.length)).not.toContain(A);
  });

  it("confirms when the e-mailed link's button is pressed (not when it is opened), once", async () => {
    const ask = (await asks()).find((e) => e.to === "manager@tinakori.example")!;
    const token = "linkToken" in ask ? ask.linkToken! : "";
    const opened = await app.inject({ method: "GET", url: practicePaths.confirmDetails(token) });
    expect(opened.statusCode).toBe(200);
    expect(pageText(opened.body)).toContain("These details are right");
    expect((await checkedOn()).every(([on]) => on === LAST_CONFIRMED)).toBe(true);

    const pressed = await app.inject({
      method: "POST",
      url: practicePaths.confirmDetails(token),
      headers: OUR_PAGE,
      payload: form({ intent: "confirm-link", token }),
    });
    expect(pressed.statusCode).toBe(200);
    expect(pageText(pressed.body)).toContain("Details checked” 15 December 2026");
    expect(await checkedOn()).toEqual(dentistIds.map(() => ["2026-12-15", PRACTICE_CONFIRM_SOURCE]));

    const manager = await app.db
      .selectFrom("practice_users")
      .select("id")
      .where("email", "=", "manager@tinakori.example")
      .executeTakeFirstOrThrow();
    const history = await app.db
      .selectFrom("listing_history")
      .select(["target", "field", "before_value", "after_value", "actor", "at"])
      .where("practice_id", "=", A)
      .where("field", "=", "checkedOn")
      .execute();
    expect(history).toHaveLength(dentistIds.length);
    for (const row of history)
      expect(row).toMatchObject({
        before_value: JSON.stringify(LAST_CONFIRMED),
        after_value: JSON.stringify("2026-12-15"),
        actor: `practice-user:${manager.id}`,
        at: clock.at.toISOString(),
      });

    // The profile and the order follow at once; the next ask is 90 days on.
    const profile = pageText((await app.inject({ method: "GET", url: `/dentists/${dentistIds[0]}` })).body);
    expect(profile).toContain("Details checked December 2026");
    expect((await wellingtonOrder()).at(-1)).not.toBe(A);
    const next = await app.db
      .selectFrom("jobs")
      .select(["run_at"])
      .where("unique_key", "=", `practice-confirm-details:${A}:2027-03-15`)
      .executeTakeFirst();
    expect(next?.run_at).toBe(nz("2027-03-15", "09:00").toISOString());

    // Pressed again (or the owner's link): already done, nothing more written.
    const again = await app.inject({
      method: "POST",
      url: practicePaths.confirmDetails(token),
      headers: OUR_PAGE,
      payload: form({ intent: "confirm-link", token }),
    });
    expect(pageText(again.body)).toContain("Details confirmed");
    const rows = await app.db.selectFrom("listing_history").select("id").where("practice_id", "=", A).execute();
    expect(rows).toHaveLength(dentistIds.length * 2);
  });

  it("refuses a link that is not ours, and lets a signed-in owner confirm from the listing page", async () => {
    const forged = await app.inject({ method: "GET", url: practicePaths.confirmDetails("bm9wZQ.abc") });
    expect(forged.statusCode).toBe(404);
    expect(pageText(forged.body)).toContain("This link does not confirm a listing");

    clock.at = nz("2026-12-20", "10:00");
    const owner = await signIn(ownerEmail);
    const page = await app.inject({ method: "GET", url: practicePaths.listing(), headers: { cookie: owner } });
    expect(pageText(page.body)).toContain("Last confirmed 15 December 2026");
    const confirmed = await app.inject({
      method: "POST",
      url: practicePaths.listing(),
      headers: { ...OUR_PAGE, cookie: owner },
      payload: form({ intent: "confirm" }),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(pageText(confirmed.body)).toContain("Details checked” 20 December 2026");
    expect((await checkedOn()).every(([on]) => on === "2026-12-20")).toBe(true);

    const desk = await signIn("desk@tinakori.example");
    const refused = await app.inject({
      method: "POST",
      url: practicePaths.listing(),
      headers: { ...OUR_PAGE, cookie: desk },
      payload: form({ intent: "confirm" }),
    });
    expect(refused.statusCode).toBe(403);
  });

  it("asks no practice with nobody to ask, and asks one once its first manager joins", async () => {
    // A practice with no account (as at 10,000 imported listings): its ask would e-mail nobody.
    const B = "cuba-quarter-dental-wellington";
    const asksFor = async (practiceId: string) =>
      (await app.db.selectFrom("jobs").select(["payload", "run_at"]).where("kind", "=", CONFIRM_DETAILS).execute())
        .map((job) => ({ ...(JSON.parse(job.payload) as { practiceId: string; due: string }), runAt: job.run_at }))
        .filter((job) => job.practiceId === practiceId);
    await app.db.deleteFrom("practice_memberships").where("practice_id", "=", B).execute();
    await app.db.deleteFrom("jobs").where("kind", "=", CONFIRM_DETAILS).where("payload", "like", `%"${B}"%`).execute();
    expect(await sweepConfirmations(app.db, clock.at)).toBeGreaterThan(0);
    expect(await asksFor(B)).toEqual([]);
    expect(await asksFor(A)).not.toEqual([]);

    expect(
      (await admin("POST", `/practices/${B}/people`, { email: "manager@cuba-quarter.example", role: "manager" }))
        .statusCode,
    ).toBe(201);
    const [ask] = await asksFor(B);
    expect(ask?.due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ask?.runAt).toBe(nz(ask!.due, "09:00").toISOString());
  });
});
