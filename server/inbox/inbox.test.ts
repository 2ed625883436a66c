import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { RETENTION } from "../../rules/retention";
import { TEST_DATABASES } from "../../tests/server/databases";
import { failedSignIns } from "../../tests/server/failed-sign-ins";
import { buildApp } from "../app";
import { auditHashKey, hashedEmail } from "../platform/audit/audit";
import { testConfig } from "../platform/config";
import { insertSubmission } from "../../tests/server/inbox-fixtures";
import { addOperator } from "../platform/operators/operators";
import { findSession, tokenHash } from "../platform/operators/sessions";
import { purgeExpired } from "../booking/deletion";

const PASSWORD = "a-long-operator-password";

describe.each(TEST_DATABASES)("the operator inbox on $name", (kind) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let cookie = "";
  let csrf = "";

  const api = (options: InjectOptions & { url: string }) =>
    app.inject({
      ...options,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(csrf && options.method && options.method !== "GET" ? { "x-csrf-token": csrf } : {}),
        ...options.headers,
      },
    });

  const signIn = async (email: string, password: string) =>
    app.inject({ method: "POST", url: "/admin/api/login", payload: { email, password } });

  beforeAll(async () => {
    const database = await kind.open({ seeded: true });
    cleanup = database.cleanup;
    await addOperator(database.db, "ops@example.test", PASSWORD);
    await addOperator(database.db, "locked@example.test", PASSWORD);
    await addOperator(database.db, "parallel@example.test", PASSWORD);
    app = await buildApp(testConfig(), { database, failureDelayMs: 0 });
    await app.ready();
    const response = await signIn("Ops@Example.test", PASSWORD);
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/^nzdd_session=[\w-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    cookie = setCookie.split(";")[0]!;
    csrf = response.json<{ csrfToken: string }>().csrfToken;
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it("answers every API call without a session with 401, and no-store", async () => {
    for (const url of ["/admin/api/session", "/admin/api/submissions", "/admin/api/audit", "/admin/api/unknown"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    const bogus = await app.inject({ url: "/admin/api/session", headers: { cookie: "nzdd_session=forged" } });
    expect(bogus.statusCode).toBe(401);
  });

  it("holds the routes other features mount under /admin/api to the same sign-in and CSRF token", async () => {
    for (const url of ["/admin/api/outbox", "/admin/api/response-times", "/admin/api/listings"]) {
      const anonymous = await app.inject({ url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.headers["cache-control"], url).toBe("no-store");
      expect((await api({ url })).statusCode, url).toBe(200);
    }
    const noToken = await app.inject({
      method: "POST",
      url: "/admin/api/outbox/no-such-job/retry",
      headers: { cookie },
    });
    expect(noToken.statusCode).toBe(403);
    expect((await api({ method: "POST", url: "/admin/api/outbox/no-such-job/retry" })).statusCode).toBe(404);
  });

  it("stores only a hash of the session token", async () => {
    const token = cookie.split("=")[1]!;
    const rows = await app.db.selectFrom("operator_sessions").select("token_hash").execute();
    expect(rows.map((r) => r.token_hash)).toContain(tokenHash(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it("sets a __Host- Secure cookie over HTTPS", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/admin/api/login",
      headers: { "x-forwarded-proto": "https" },
      payload: { email: "ops@example.test", password: PASSWORD },
    });
    // Without TRUST_PROXY the forwarded header is ignored: plain HTTP, plain cookie.
    expect(String(response.headers["set-cookie"])).toMatch(/^nzdd_session=/);
    const trusting = await buildApp(testConfig({ TRUST_PROXY: ["127.0.0.1"] }), {
      database: { db: app.db, dialect: app.dbDialect },
    });
    const secure = await trusting.inject({
      method: "POST",
      url: "/admin/api/login",
      headers: { "x-forwarded-proto": "https" },
      payload: { email: "ops@example.test", password: PASSWORD },
    });
    const setCookie = String(secure.headers["set-cookie"]);
    expect(setCookie).toMatch(/^__Host-nzdd_session=/);
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("Path=/");
    await trusting.close();
  });

  it("refuses state changes without the CSRF token or from another site", async () => {
    const row = await insertSubmission(app.db);
    const url = `/admin/api/submissions/${row.id}/status`;
    const noToken = await app.inject({ method: "POST", url, headers: { cookie }, payload: { to: "in_progress" } });
    expect(noToken.statusCode).toBe(403);
    const crossSite = await api({
      method: "POST",
      url,
      headers: { origin: "https://evil.example" },
      payload: { to: "in_progress" },
    });
    expect(crossSite.statusCode).toBe(403);
    const fetchSite = await api({
      method: "POST",
      url,
      headers: { "sec-fetch-site": "cross-site" },
      payload: { to: "in_progress" },
    });
    expect(fetchSite.statusCode).toBe(403);
    const stored = await app.db.selectFrom("submissions").select("status").where("id", "=", row.id).executeTakeFirst();
    expect(stored?.status).toBe("new");
  });

  it("moves a booking through its workflow, recording who, when and notes", async () => {
    const row = await insertSubmission(app.db, { urgency: "emergency" });
    const move = (to: string, extra: Record<string, string> = {}) =>
      api({ method: "POST", url: `/admin/api/submissions/${row.id}/status`, payload: { to, ...extra } });

    expect((await move("matched", { dentistId: "x" })).statusCode).toBe(409);
    expect((await move("in_progress", { note: "Called, left a message" })).statusCode).toBe(200);
    expect((await move("matched")).statusCode).toBe(400);
    const dentists = (await import("../listings/sample/dentists")).SAMPLE_DENTISTS;
    expect((await move("matched", { dentistId: dentists[0]!.id })).statusCode).toBe(200);
    expect((await move("closed")).statusCode).toBe(200);
    expect((await move("in_progress")).statusCode).toBe(409);

    const detail = await api({ url: `/admin/api/submissions/${row.id}` });
    expect(detail.statusCode).toBe(200);
    const body = detail.json<{
      submission: { status: string; fields: { message: string }; utm_source: string; page_url: string };
      events: {
        actor: string;
        action: string;
        from_status: string | null;
        to_status: string | null;
        note: string | null;
      }[];
      moves: string[];
    }>();
    expect(body.submission.status).toBe("closed");
    expect(body.submission.fields.message).toContain("chipped molar");
    expect(body.submission.utm_source).toBe("newsletter");
    expect(body.moves).toEqual([]);
    expect(body.events.map((e) => [e.action, e.from_status, e.to_status])).toEqual([
      ["received", null, "new"],
      ["status-change", "new", "in_progress"],
      ["status-change", "in_progress", "matched"],
      ["matched-dentist", null, null],
      ["status-change", "matched", "closed"],
    ]);
    expect(body.events[1]).toMatchObject({ actor: "ops@example.test", note: "Called, left a message" });
    expect(body.events[3]!.note).toContain(dentists[0]!.name);

    const audit = (await api({ url: "/admin/api/audit" })).json<{ entries: { action: string; target: string }[] }>();
    const mine = audit.entries.filter((e) => e.target === row.reference).map((e) => e.action);
    expect(mine).toContain("view-submission");
    expect(mine.filter((a) => a === "status-change")).toHaveLength(3);
  });

  it("follows the contact and partner workflows", async () => {
    const contact = await insertSubmission(app.db, { form: "contact", reference: "CT-AAAAA1", urgency: null });
    const partner = await insertSubmission(app.db, { form: "partner", reference: "PA-AAAAA1", urgency: null });
    const move = (id: string, to: string) =>
      api({ method: "POST", url: `/admin/api/submissions/${id}/status`, payload: { to } });
    expect((await move(contact.id, "in_progress")).statusCode).toBe(409);
    expect((await move(contact.id, "answered")).statusCode).toBe(200);
    expect((await move(contact.id, "closed")).statusCode).toBe(200);
    expect((await move(partner.id, "approved")).statusCode).toBe(409);
    expect((await move(partner.id, "reviewing")).statusCode).toBe(200);
    expect((await move(partner.id, "approved")).statusCode).toBe(200);
  });

  it("lists newest first when asked, with counts, filters, search, and spam kept apart until released", async () => {
    const base = Date.parse("2026-05-01T10:00:00.000Z");
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    await insertSubmission(app.db, {
      name: "Filter Older",
      email: "older@example.test",
      received_at: at(0),
      city: "wellington",
    });
    await insertSubmission(app.db, {
      name: "Filter Newer",
      email: "newer@example.test",
      received_at: at(5),
      urgency: "urgent",
    });
    const spam = await insertSubmission(app.db, {
      name: "Filter Spam",
      email: "spam@example.test",
      received_at: at(9),
      spam: 1,
    });

    const list = async (query: string) =>
      (await api({ url: `/admin/api/submissions?sort=newest&${query}` })).json<{
        items: { name: string }[];
        newCounts: Record<string, number>;
        spamCount: number;
      }>();
    expect((await list("q=filter")).items.map((i) => i.name)).toEqual(["Filter Newer", "Filter Older"]);
    expect((await list("q=NEWER%40example")).items.map((i) => i.name)).toEqual(["Filter Newer"]);
    expect((await list("q=filter&city=wellington")).items.map((i) => i.name)).toEqual(["Filter Older"]);
    expect((await list("q=filter&urgency=urgent")).items.map((i) => i.name)).toEqual(["Filter Newer"]);
    expect((await list("from=2026-05-01&to=2026-05-01")).items.map((i) => i.name)).toEqual([
      "Filter Newer",
      "Filter Older",
    ]);
    expect((await list("q=%25")).items).toEqual([]);
    const spamList = await list("spam=1");
    expect(spamList.items.map((i) => i.name)).toEqual(["Filter Spam"]);
    expect(spamList.spamCount).toBe(1);
    expect((await list("")).newCounts.booking).toBeGreaterThanOrEqual(2);

    const release = await api({ method: "POST", url: `/admin/api/submissions/${spam.id}/release-spam` });
    expect(release.statusCode).toBe(200);
    expect((await list("q=filter")).items.map((i) => i.name)).toEqual(["Filter Spam", "Filter Newer", "Filter Older"]);
    expect((await list("spam=1")).items).toEqual([]);
    expect((await list("status=bogus&form=nope")).items).toBeUndefined();
  });

  it("exports a filtered list as CSV with formula cells neutralised", async () => {
    await insertSubmission(app.db, { name: '=HYPERLINK("x")', email: "csv@example.test", city: "csvtown" });
    const response = await api({ url: "/admin/api/submissions.csv?city=csvtown" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["cache-control"]).toBe("no-store");
    const lines = response.body.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^reference,form,status/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    const audit = await app.db.selectFrom("audit_log").selectAll().where("action", "=", "export-csv").execute();
    expect(audit.at(-1)?.details).toContain('"rows":1');
  });

  it("exports and deletes everything stored under an e-mail address, auditing without the address", async () => {
    const email = "privacy.person@example.test";
    await insertSubmission(app.db, { email, form: "contact", reference: "CT-PRIV01" });
    await insertSubmission(app.db, { email, form: "newsletter", reference: "NL-PRIV01", name: "" });
    const exported = await api({
      method: "POST",
      url: "/admin/api/people/export",
      payload: { email: "Privacy.Person@example.test" },
    });
    expect(exported.statusCode).toBe(200);
    const data = exported.json<{ submissions: { reference: string; history: unknown[] }[] }>();
    expect(data.submissions.map((s) => s.reference).sort()).toEqual(["CT-PRIV01", "NL-PRIV01"]);
    expect(data.submissions[0]!.history).toHaveLength(1);

    const deleted = await api({ method: "POST", url: "/admin/api/people/delete", payload: { email } });
    expect(deleted.json()).toEqual({ deleted: 2 });
    const key = auditHashKey(testConfig());
    const left = await app.db.selectFrom("submissions").select("id").where("email", "=", email).execute();
    expect(left).toEqual([]);
    const orphanEvents = await app.db
      .selectFrom("submission_events")
      .leftJoin("submissions", "submissions.id", "submission_events.submission_id")
      .select("submission_events.id")
      .where("submissions.id", "is", null)
      .execute();
    expect(orphanEvents).toEqual([]);
    const audit = await app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "in", ["export-person", "delete-person"])
      .execute();
    expect(audit.map((a) => a.target)).toEqual([hashedEmail(key, email), hashedEmail(key, email)]);
    expect(JSON.stringify(audit)).not.toContain(email);
  });

  it("purges finished submissions past the retention period, and nothing else", async () => {
    const old = "2023-01-01T00:00:00.000Z";
    const closedOld = await insertSubmission(app.db, { status: "closed", updated_at: old, received_at: old });
    const declinedOld = await insertSubmission(app.db, { status: "declined", updated_at: old, received_at: old });
    const openOld = await insertSubmission(app.db, { status: "in_progress", updated_at: old, received_at: old });
    const closedRecent = await insertSubmission(app.db, { status: "closed" });
    const deleted = await purgeExpired(app.db, 24, new Date("2026-11-23T00:00:00.000Z"));
    expect(deleted).toBe(2);
    const ids = (await app.db.selectFrom("submissions").select("id").execute()).map((r) => r.id);
    expect(ids).not.toContain(closedOld.id);
    expect(ids).not.toContain(declinedOld.id);
    expect(ids).toContain(openOld.id);
    expect(ids).toContain(closedRecent.id);
    const events = await app.db
      .selectFrom("submission_events")
      .select("id")
      .where("submission_id", "=", closedOld.id)
      .execute();
    expect(events).toEqual([]);
    // The purge at start was audited.
    const runs = await app.db.selectFrom("audit_log").selectAll().where("action", "=", "purge").execute();
    expect(runs.length).toBeGreaterThanOrEqual(1);
    // It enforces the period the privacy notices state: one constant, no second setting.
    expect(JSON.parse(runs[0]!.details ?? "{}")).toMatchObject({ retentionMonths: RETENTION.months });
  });

  it("deletes one submission with its history", async () => {
    const row = await insertSubmission(app.db);
    expect((await api({ method: "DELETE", url: `/admin/api/submissions/${row.id}` })).statusCode).toBe(200);
    expect((await api({ url: `/admin/api/submissions/${row.id}` })).statusCode).toBe(404);
  });

  it("locks a client out of an account after five wrong passwords, even for the right one", async () => {
    for (let i = 1; i <= 4; i++) expect((await signIn("locked@example.test", "wrong-password")).statusCode).toBe(401);
    const fifth = await signIn("locked@example.test", "wrong-password");
    expect(fifth.statusCode).toBe(423);
    const right = await signIn("locked@example.test", PASSWORD);
    expect(right.statusCode).toBe(423);
    expect(right.json<{ error: string }>().error).toMatch(/locked; try again in 15 minutes/);
    expect(right.headers["set-cookie"]).toBeUndefined();
    expect((await signIn("nobody@example.test", PASSWORD)).statusCode).toBe(401);
  }, 60_000);

  it("lets no more than five parallel guesses through before locking", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn("parallel@example.test", `guess-${i}`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c === 423).length).toBeGreaterThanOrEqual(16);
    expect(await failedSignIns(app.db, "parallel@example.test")).toBeLessThanOrEqual(5);
    expect((await signIn("parallel@example.test", PASSWORD)).statusCode).toBe(423);
  }, 60_000);

  it("limits sign-in attempts per client across accounts", async () => {
    const limited = await buildApp(testConfig({ LOGIN_RATE_LIMIT: 2 }), {
      database: { db: app.db, dialect: app.dbDialect },
      failureDelayMs: 0,
    });
    const attempt = (email: string) =>
      // A client of its own: on PostgreSQL every instance's counts are shared (rate-limit/plugin.ts).
      limited.inject({
        method: "POST",
        url: "/admin/api/login",
        payload: { email, password: "guess" },
        remoteAddress: "203.0.113.4",
      });
    expect((await attempt("a@example.test")).statusCode).toBe(401);
    expect((await attempt("b@example.test")).statusCode).toBe(401);
    const third = await attempt("c@example.test");
    expect(third.statusCode).toBe(429);
    expect(third.headers["retry-after"]).toBeDefined();
    await limited.close();
  });

  it("signs out: the old cookie no longer works", async () => {
    const response = await signIn("ops@example.test", PASSWORD);
    const other = String(response.headers["set-cookie"]).split(";")[0]!;
    const token = response.json<{ csrfToken: string }>().csrfToken;
    const out = await app.inject({
      method: "POST",
      url: "/admin/api/logout",
      headers: { cookie: other, "x-csrf-token": token },
    });
    expect(out.statusCode).toBe(200);
    expect((await app.inject({ url: "/admin/api/session", headers: { cookie: other } })).statusCode).toBe(401);
    expect((await api({ url: "/admin/api/session" })).statusCode).toBe(200);
  });

  it("ends a session after 30 idle minutes", async () => {
    const token = cookie.split("=")[1]!;
    expect(await findSession(app.db, token)).not.toBeNull();
    expect(await findSession(app.db, token, new Date(Date.now() + 31 * 60_000))).toBeNull();
    expect((await api({ url: "/admin/api/session" })).statusCode).toBe(401);
  });
});
