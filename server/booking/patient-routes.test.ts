import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { postForm } from "../../tests/server/form-posts";
import { logLines } from "../../tests/server/log-lines";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import { startedForTests } from "../../tests/server/started-app";
import { buildApp } from "../app";
import { testConfig } from "../platform/config";
import { VALID } from "../../tests/server/form-fixtures";
import { statusTokenHash } from "../platform/private-links/status-token";

const SAME_ORIGIN = { origin: "http://localhost:80", host: "localhost:80" };

describe.each(TEST_DATABASES)("a booking's private status link on $name", (kind) => {
  const started = startedForTests(() => startSignedInApp(kind, testConfig({ FORM_RATE_LIMIT: 1000 })));

  /** A patient books through the form service, as the browser does; returns the answer's body. */
  async function book(fields: Record<string, string | string[]> = VALID.booking!, headers = {}) {
    const response = await postForm(started.app, "booking", fields, headers);
    expect(response.statusCode).toBeLessThan(300);
    return response.json<{ reference: string; statusToken: string }>();
  }

  const status = (token: string) => started.app.inject({ url: `/api/requests/${token}` });
  const withdraw = (token: string, headers: Record<string, string> = SAME_ORIGIN) =>
    started.app.inject({ method: "POST", url: `/api/requests/${token}/withdraw`, headers });
  const move = async (reference: string, to: string, extra: Record<string, string> = {}) => {
    const row = await started.app.db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const response = await started.app.inject({
      method: "POST",
      url: `/admin/api/submissions/${row.id}/status`,
      headers: started.operator,
      payload: { to, ...extra },
    });
    expect(response.statusCode).toBe(200);
    return row.id;
  };

  it("answers a booking with a reference and a one-time token, storing only the token's hash", async () => {
    const { reference, statusToken } = await book();
    expect(statusToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await started.app.db
      .selectFrom("submissions")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row.status_token_hash).toBe(statusTokenHash(statusToken));
    expect(JSON.stringify(row)).not.toContain(statusToken);
  });

  it("still opens a link whose row stored the bare hash, as links given before 2026-11-25 did", async () => {
    const { reference, statusToken } = await book();
    const bareHash = createHash("sha256").update(statusToken).digest("base64url");
    await started.app.db
      .updateTable("submissions")
      .set({ status_token_hash: bareHash })
      .where("reference", "=", reference)
      .execute();
    const shown = await status(statusToken);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ reference });
    expect((await withdraw(statusToken)).statusCode).toBe(200);
  });

  it("gives each booking its own token, and none to other forms", async () => {
    const a = await book();
    const b = await book();
    expect(a.statusToken).not.toBe(b.statusToken);
    const contact = await postForm(started.app, "contact", VALID.contact!);
    expect(contact.json()).not.toHaveProperty("statusToken");
  });

  it("gives a retried booking a fresh working link and retires the first", async () => {
    const headers = { "idempotency-key": `retry-${Date.now()}` };
    const first = await book(VALID.booking!, headers);
    const again = await book(VALID.booking!, headers);
    expect(again.reference).toBe(first.reference);
    expect(again.statusToken).not.toBe(first.statusToken);
    expect((await status(again.statusToken)).statusCode).toBe(200);
    expect((await status(first.statusToken)).statusCode).toBe(404);
  });

  it("shows what happened to the request as the inbox moves it, without names, notes or operators", async () => {
    const { reference, statusToken } = await book();
    const first = await status(statusToken);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.headers["x-robots-tag"]).toContain("noindex");
    expect(first.json()).toMatchObject({
      reference,
      service: "Root Canal",
      city: "Nelson",
      preferredDate: VALID.booking!.preferredDate,
      preferredTime: "9:30 AM",
      status: "received",
      timeline: [{ status: "received" }],
    });

    await move(reference, "in_progress", { note: "Phoned Aroha on 021 123 4567" });
    expect((await status(statusToken)).json().status).toBe("passed-to-practice");
    await move(reference, "matched", { dentistId: "tinakori-smile-studio-wellington" });
    expect((await status(statusToken)).json().status).toBe("confirmed");
    await move(reference, "closed");
    const last = await status(statusToken);
    expect(last.json().status).toBe("closed");
    expect(last.json().timeline.map((t: { status: string }) => t.status)).toEqual([
      "received",
      "passed-to-practice",
      "confirmed",
      "closed",
    ]);
    // The phone as typed and as stored; not "021" alone, which a timestamp's milliseconds can hold.
    for (const secret of [
      "Aroha",
      "Ngata",
      "example.co.nz",
      "123 4567",
      "+64211234567",
      "Phoned",
      "ops@example.test",
      "Sharp pain",
    ]) {
      expect(last.body).not.toContain(secret);
    }
  });

  it("shows a declined request as closed", async () => {
    const { reference, statusToken } = await book();
    await move(reference, "declined");
    expect((await status(statusToken)).json().status).toBe("closed");
  });

  it("answers a wrong, malformed or missing token with a bare 404", async () => {
    const { statusToken } = await book();
    const wrong = statusToken.slice(0, -1) + (statusToken.endsWith("A") ? "B" : "A");
    for (const token of [wrong, "not-a-token", "x".repeat(43)]) {
      const response = await status(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual({ error: "Not found." });
      expect(response.headers["cache-control"]).toBe("no-store");
      expect((await withdraw(token)).statusCode).toBe(404);
    }
    expect((await started.app.inject({ url: "/api/requests" })).statusCode).toBe(404);
    // A NUL is refused at the boundary of every route (D710), before any token is looked up.
    const nul = await status("%00");
    expect(nul.statusCode).toBe(400);
    expect(nul.headers["cache-control"]).toBe("no-store");
    expect((await withdraw("%00")).statusCode).toBe(400);
  });

  it("withdraws: closes the request, erases the personal fields, keeps the history and audits it", async () => {
    const { reference, statusToken } = await book();
    const id = await move(reference, "in_progress", { note: "Phoned Aroha on 021 123 4567" });

    const response = await withdraw(statusToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toMatchObject({ reference, status: "withdrawn" });
    expect(response.json().timeline.at(-1).status).toBe("withdrawn");

    const row = await started.app.db
      .selectFrom("submissions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "closed", name: "", email: "", page_url: null, idempotency_key: null });
    expect(JSON.parse(row.fields)).toEqual({
      service: "Root Canal",
      location: "nelson",
      preferredDate: VALID.booking!.preferredDate,
      preferredTime: "9:30 AM",
      urgency: "urgent",
    });
    for (const personal of [
      "Aroha",
      "Ngata",
      "123 4567",
      "+64211234567",
      "Sharp pain",
      "Southern Cross",
      "Dr Sam Lee",
    ]) {
      expect(JSON.stringify(row)).not.toContain(personal);
    }

    const events = await started.app.db
      .selectFrom("submission_events")
      .selectAll()
      .where("submission_id", "=", id)
      .orderBy("id")
      .execute();
    expect(events.map((e) => [e.actor, e.action, e.to_status])).toEqual([
      ["system", "received", "new"],
      ["ops@example.test", "status-change", "in_progress"],
      ["patient", "withdrawn", "closed"],
    ]);
    expect(events.map((e) => e.note)).not.toContain("Phoned Aroha on 021 123 4567");
    const audited = await started.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "withdraw-request")
      .where("target", "=", reference)
      .execute();
    expect(audited).toMatchObject([{ actor: "patient" }]);

    // The inbox shows it closed, with nothing personal left.
    const detail = await started.app.inject({ url: `/admin/api/submissions/${id}`, headers: started.operator });
    expect(detail.json().submission).toMatchObject({ status: "closed", name: "", email: "" });
    expect(detail.json().moves).toEqual([]);
  });

  it("withdraws once: a repeat, even at the same time, answers the same and records nothing more", async () => {
    const { reference, statusToken } = await book();
    const answers = await Promise.all([withdraw(statusToken), withdraw(statusToken), withdraw(statusToken)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().status)).toEqual(["withdrawn", "withdrawn", "withdrawn"]);
    expect((await withdraw(statusToken)).json().status).toBe("withdrawn");
    const row = await started.app.db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const withdrawals = await started.app.db
      .selectFrom("submission_events")
      .select("id")
      .where("submission_id", "=", row.id)
      .where("action", "=", "withdrawn")
      .execute();
    expect(withdrawals).toHaveLength(1);
  });

  it("refuses a withdrawal from another site or without an Origin, and changes nothing", async () => {
    const { statusToken } = await book();
    const refused: Record<string, string>[] = [
      { origin: "https://evil.example", host: "localhost:80" },
      { origin: "null", host: "localhost:80" },
      { host: "localhost:80" },
      { ...SAME_ORIGIN, "sec-fetch-site": "cross-site" },
    ];
    for (const headers of refused) {
      const response = await withdraw(statusToken, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect((await status(statusToken)).json().status).toBe("received");
  });

  it("renders /requests/{token} on the server, 404 for a link that opens nothing, always noindex, no Referer, its CSP", async () => {
    const { reference, statusToken } = await book();
    const found = await started.app.inject({ url: `/requests/${statusToken}` });
    expect(found.statusCode).toBe(200);
    expect(found.headers["cache-control"]).toBe("no-store");
    expect(found.body).toContain(reference);
    expect(found.body).toContain("Where your request is");
    for (const token of [statusToken, "A".repeat(43), "made-up"]) {
      const response = await started.app.inject({ url: `/requests/${token}` });
      expect(response.statusCode).toBe(token === statusToken ? 200 : 404);
      if (token !== statusToken) expect(response.body).toContain("We couldn&#x27;t find that request");
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(String(response.headers["content-security-policy"])).toMatch(/script-src 'self' 'nonce-[^']+'/);
    }
    expect((await started.app.inject({ url: "/requests/a/b" })).statusCode).toBe(404);
  });

  it("keeps the token out of the logs' paths", async () => {
    const { lines, stream } = logLines();
    const logged = await buildApp(testConfig({ LOG_LEVEL: "info" }), {
      database: { db: started.app.db, dialect: started.app.dbDialect },
      logStream: stream,
    });
    const token = "A".repeat(43);
    await logged.inject({ url: `/api/requests/${token}` });
    await logged.inject({ url: `/requests/${token}` });
    await logged.close();
    expect(lines.join("")).toContain("/api/requests/:token");
    expect(lines.join("")).not.toContain(token);
  });

  it("keeps the token out of the logs however its path is percent-encoded", async () => {
    const { lines, stream } = logLines();
    const logged = await buildApp(testConfig({ LOG_LEVEL: "info" }), {
      database: { db: started.app.db, dialect: started.app.dbDialect },
      logStream: stream,
    });
    const { statusToken } = await book();
    // The router decodes %72 and %61, so these reach the status route or the status page.
    expect((await logged.inject({ url: `/api/%72equests/${statusToken}` })).statusCode).toBe(200);
    expect((await logged.inject({ url: `/%72equests/${statusToken}` })).statusCode).toBe(200);
    expect((await logged.inject({ url: `/%61pi/requests/${statusToken}` })).statusCode).toBe(200);
    // Paths no route serves still name the token: a withdrawal by GET, a POST to the page.
    await logged.inject({ url: `/api/requests/${statusToken}/withdraw?x=1` });
    await logged.inject({ method: "POST", url: `/%72equests/${statusToken}` });
    // One of the token's own characters percent-encoded: the page decodes it back.
    const encodedChar = `%${statusToken.charCodeAt(20).toString(16)}`;
    await logged.inject({ url: `/requests/${statusToken.slice(0, 20)}${encodedChar}${statusToken.slice(21)}` });
    await logged.close();
    const log = lines.join("");
    expect(log).toContain("incoming request");
    expect(log).not.toContain(statusToken);
    expect(log).not.toContain(statusToken.slice(0, 20));
  });

  it("limits lookups per client per minute", async () => {
    const limited = await buildApp(testConfig({ FORM_RATE_LIMIT: 3 }), {
      database: { db: started.app.db, dialect: started.app.dbDialect },
    });
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1)
      // A client of its own: on PostgreSQL every instance's counts are shared (rate-limit/plugin.ts).
      codes.push(
        (await limited.inject({ url: `/api/requests/${"B".repeat(43)}`, remoteAddress: "203.0.113.3" })).statusCode,
      );
    await limited.close();
    expect(codes).toEqual([404, 404, 404, 429]);
  });
});
