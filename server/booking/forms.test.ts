import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { startApp, startedForTests } from "../../tests/server/started-app";
import { buildApp } from "../app";
import { testConfig } from "../platform/config";
import { connectDatabase } from "../platform/db/connect";
import { countSubmissions, listSubmissions } from "./submission-store";
import { encode, VALID } from "../../tests/server/form-fixtures";

const FORM_TYPE = "application/x-www-form-urlencoded";

describe.each(TEST_DATABASES)("the form service on $name", (kind) => {
  const started = startedForTests(() => startApp(kind, testConfig({ FORM_RATE_LIMIT: 1000 })));
  beforeEach(async () => {
    await started.app.db.deleteFrom("submission_events").execute();
    await started.app.db.deleteFrom("submissions").execute();
  });

  const post = (payload: string, headers: Record<string, string> = {}) =>
    started.app.inject({ method: "POST", url: "/", payload, headers: { "content-type": FORM_TYPE, ...headers } });

  it("stores a booking request with every field, E.164 phone and a BK reference, then tells the inbox", async () => {
    const response = await post(encode("booking", VALID.booking!), {
      accept: "application/json",
      origin: "http://localhost:80",
      host: "localhost:80",
    });
    expect(response.statusCode).toBe(201);
    const { ok, reference } = response.json();
    expect(ok).toBe(true);
    expect(reference).toMatch(/^BK-[0-9A-HJKMNP-TV-Z]{6}$/);

    const [row] = await listSubmissions(started.app.db);
    expect(row).toMatchObject({
      reference,
      form: "booking",
      status: "new",
      spam: 0,
      email: "aroha@example.co.nz",
      name: "Aroha Ngata",
      city: "nelson",
      urgency: "urgent",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      page_url: "https://www.nzdentaldirectory.co.nz/book",
    });
    const { "bot-field": _trap, ...expected } = VALID.booking!;
    expect(JSON.parse(row!.fields)).toEqual({ ...expected, email: "Aroha@Example.co.nz", phone: "+64211234567" });
    const events = await started.app.db.selectFrom("submission_events").selectAll().execute();
    expect(events).toMatchObject([{ submission_id: row!.id, action: "received", to_status: "new" }]);
  });

  it.each(["contact", "partner", "newsletter"])("stores a %s submission with every field", async (form) => {
    const response = await post(encode(form, VALID[form]!));
    expect(response.statusCode).toBe(201);
    const [row] = await listSubmissions(started.app.db);
    const { "bot-field": _trap, ...fields } = VALID[form]!;
    const expected = form === "partner" ? { ...fields, phone: "+6495550123" } : fields;
    expect(JSON.parse(row!.fields)).toEqual(expected);
    expect(row!.form).toBe(form);
  });

  it("stores one ticked service as a list of one, and none as an empty list", async () => {
    await post(encode("partner", { ...VALID.partner!, services: "Dentures" }));
    await post(encode("partner", { ...VALID.partner!, services: "" }));
    const rows = await listSubmissions(started.app.db);
    expect(rows.map((r) => JSON.parse(r.fields).services)).toEqual([["Dentures"], []]);
  });

  it("answers a filled honeypot like a success but keeps it as spam, out of the inbox", async () => {
    const response = await post(encode("booking", { ...VALID.booking!, "bot-field": "http://spam" }));
    expect(response.statusCode).toBe(201);
    expect(response.json().reference).toMatch(/^BK-/);
    expect(await listSubmissions(started.app.db)).toEqual([]);
    const all = await listSubmissions(started.app.db, { includeSpam: true });
    expect(all).toHaveLength(1);
    expect(all[0]!.spam).toBe(1);
  });

  const bad: [string, string, Record<string, string>, number, string?][] = [
    ["a missing form-name", encode("x", {}).replace("form-name=x", "other=1"), {}, 400],
    ["an unknown form-name", encode("appointments", VALID.booking!), {}, 404],
    ["a repeated form-name", `${encode("booking", VALID.booking!)}&form-name=contact`, {}, 400],
    ["a missing required field", encode("booking", { ...VALID.booking!, firstName: "  " }), {}, 422, "firstName"],
    ["a bad e-mail", encode("contact", { ...VALID.contact!, email: "not-an-email" }), {}, 422, "email"],
    ["an unreadable phone", encode("booking", { ...VALID.booking!, phone: "12" }), {}, 422, "phone"],
    [
      "a service not on the list",
      encode("booking", { ...VALID.booking!, service: "Brain surgery" }),
      {},
      422,
      "service",
    ],
    [
      "a date in the past",
      encode("booking", { ...VALID.booking!, preferredDate: "2020-01-01" }),
      {},
      422,
      "preferredDate",
    ],
    [
      "an impossible date",
      encode("booking", { ...VALID.booking!, preferredDate: "2099-02-30" }),
      {},
      422,
      "preferredDate",
    ],
    [
      "a time off the half hours",
      encode("booking", { ...VALID.booking!, preferredTime: "7:15 AM" }),
      {},
      422,
      "preferredTime",
    ],
    [
      "a website that is not http(s)",
      encode("partner", { ...VALID.partner!, website: "javascript:alert(1)" }),
      {},
      422,
      "website",
    ],
    ["a category not on the list", encode("contact", { ...VALID.contact!, category: "other" }), {}, 422, "category"],
    ["a repeated text field", `${encode("contact", VALID.contact!)}&name=Second`, {}, 422, "name"],
    [
      "a service not on the partner list",
      encode("partner", { ...VALID.partner!, services: ["Dentures", "Magic"] }),
      {},
      422,
      "services",
    ],
    ["an over-long message", encode("contact", { ...VALID.contact!, message: "x".repeat(5001) }), {}, 422, "message"],
    ["a NUL character", encode("contact", { ...VALID.contact!, subject: "a\0b" }), {}, 422, "subject"],
    // One-line fields: a line break could forge a header or a log line; a bidi control reorders
    // what an operator reads ("Mallory\u202egnp.exe" shows as "Malloryexe.png").
    [
      "a line break in a subject",
      encode("contact", { ...VALID.contact!, subject: "Hi\r\nBcc: x@y.z" }),
      {},
      422,
      "subject",
    ],
    [
      "a right-to-left override in a name",
      encode("booking", { ...VALID.booking!, firstName: "Mal\u202egnp.exe" }),
      {},
      422,
      "firstName",
    ],
    [
      "a directional isolate in a practice's name",
      encode("partner", { ...VALID.partner!, practiceName: "Harbour \u2067Dental" }),
      {},
      422,
      "practiceName",
    ],
    [
      "a line break in a tracking field",
      encode("newsletter", { ...VALID.newsletter!, utm_campaign: "spring\nsale" }),
      {},
      422,
      "utm_campaign",
    ],
    [
      "a right-to-left override in a website's path",
      encode("partner", { ...VALID.partner!, website: "harbour.co.nz/\u202efdp.exe" }),
      {},
      422,
      "website",
    ],
    [
      "a right-to-left override in a message",
      encode("contact", { ...VALID.contact!, message: "Hello \u202eolleh" }),
      {},
      422,
      "message",
    ],
    ["a body over the limit", encode("contact", { ...VALID.contact!, message: "x".repeat(70_000) }), {}, 413],
    ["a JSON body", JSON.stringify({ "form-name": "contact" }), { "content-type": "application/json" }, 415],
    ["a text body", "form-name=contact", { "content-type": "text/plain" }, 415],
    ["a multipart body", "--x--", { "content-type": "multipart/form-data; boundary=x" }, 415],
    ["a foreign Origin", encode("contact", VALID.contact!), { origin: "https://evil.example" }, 403],
    ["a null Origin", encode("contact", VALID.contact!), { origin: "null" }, 403],
    ["Sec-Fetch-Site: cross-site", encode("contact", VALID.contact!), { "sec-fetch-site": "cross-site" }, 403],
    ["a malformed Idempotency-Key", encode("contact", VALID.contact!), { "idempotency-key": "a b" }, 400],
    ["bad %-escapes", "form-name=contact&name=%E0%A4%A&email=%zz", {}, 422],
    [
      "a __proto__ key",
      `${encode("contact", VALID.contact!)}&__proto__=x&constructor=y`.replace("name=Mere+Smith", "__proto__[name]=x"),
      {},
      422,
      "name",
    ],
  ];

  it.each(bad)(
    "refuses %s with the right status and stores nothing",
    async (_what, payload, headers, status, field) => {
      const response = await post(payload, headers);
      expect(response.statusCode).toBe(status);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json().ok).toBe(false);
      if (field) expect(Object.keys(response.json().errors)).toContain(field);
      expect(await countSubmissions(started.app.db)).toBe(0);
    },
  );

  it("says which one-line field holds a line break or a hidden control, in words a person can act on", async () => {
    const response = await post(
      encode("booking", { ...VALID.booking!, lastName: "Ngata\u202e", dentistPreference: "Dr\r\nLee" }),
      { accept: "application/json" },
    );
    expect(response.statusCode).toBe(422);
    const oneLine = "Please keep this to one line, without line breaks or hidden formatting characters.";
    expect(response.json().errors).toEqual({ lastName: oneLine, dentistPreference: oneLine });
    expect(await countSubmissions(started.app.db)).toBe(0);
  });

  it("keeps the line breaks of a message, written the Windows way or not, as plain new lines", async () => {
    const message = "Sharp pain on the lower left.\r\nWorse at night.\n\n\tSince Monday.";
    const response = await post(encode("booking", { ...VALID.booking!, message }));
    expect(response.statusCode).toBe(201);
    const [row] = await listSubmissions(started.app.db);
    expect(JSON.parse(row!.fields).message).toBe("Sharp pain on the lower left.\nWorse at night.\n\n\tSince Monday.");
  });

  it("sends a browser without JavaScript (a native form post) on to its status page, marked just sent", async () => {
    const response = await post(encode("booking", VALID.booking!), {
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/requests\/[\w-]{43}\?sent$/);
    expect(await listSubmissions(started.app.db)).toHaveLength(1);
  });

  it.each([
    ["contact", /^\/contact-success\?ref=CT-[0-9A-Z]{6}$/],
    ["partner", /^\/partner-success\?ref=PA-[0-9A-Z]{6}$/],
  ])("sends a %s form posted without JavaScript to its own confirmation, with its reference", async (form, to) => {
    const response = await post(encode(form, VALID[form]!), {
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(to);
    const [row] = await listSubmissions(started.app.db);
    expect(response.headers.location).toContain(row!.reference);
  });

  it("answers a native form post it refuses with a page that names each problem and links back", async () => {
    const response = await post(encode("booking", { ...VALID.booking!, phone: "12", lastName: "<b>x</b>" }), {
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("<h1>Please check the form</h1>");
    expect(response.body).toContain(
      "<li>Please enter a phone number we can call, such as 021 123 4567 or (09) 555 0123.</li>",
    );
    // Only the browser's Back button keeps what was typed: the link says it opens an empty form.
    expect(response.body).toContain('<a href="/book">start again with an empty form</a>');
    expect(response.body).not.toContain("Back to the form");
    expect(response.body).not.toContain("<b>x</b>");
    expect(await countSubmissions(started.app.db)).toBe(0);
  });

  it("refuses a date more than a year ahead, such as 9999-12-31, with the same message as the form", async () => {
    const response = await post(encode("booking", { ...VALID.booking!, preferredDate: "9999-12-31" }), {
      accept: "application/json",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      preferredDate: expect.stringMatching(/^Please choose a date within the next year \(by \d{1,2} \w+ \d{4}\)\.$/),
    });
    expect(await countSubmissions(started.app.db)).toBe(0);
  });

  it("asks an emergency (same day) request for a later date to choose today, with or without JavaScript", async () => {
    const payload = encode("booking", { ...VALID.booking!, urgency: "emergency" }); // the date is in two days
    const json = await post(payload, { accept: "application/json" });
    expect(json.statusCode).toBe(422);
    const message =
      "An emergency (same day) request is for today. Choose today's date, or choose Urgent (within 3 days) for a later day.";
    expect(json.json().errors).toEqual({ preferredDate: message });
    const html = await post(payload, { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" });
    expect(html.statusCode).toBe(422);
    expect(html.body).toContain("<li>An emergency (same day) request is for today.");
    expect(await countSubmissions(started.app.db)).toBe(0);
  });

  it("accepts a post from its own origin", async () => {
    const response = await post(encode("newsletter", VALID.newsletter!), {
      host: "www.nzdentaldirectory.co.nz",
      origin: "https://www.nzdentaldirectory.co.nz",
      "sec-fetch-site": "same-origin",
    });
    expect(response.statusCode).toBe(201);
  });

  it("answers a retry with the same Idempotency-Key with the first reference and no new row", async () => {
    const payload = encode("booking", VALID.booking!);
    const headers = { "idempotency-key": "3f0c2a1e-aaaa-bbbb-cccc-123456789012" };
    const first = await post(payload, headers);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(payload, headers)));
    expect(first.statusCode).toBe(201);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().reference).toBe(first.json().reference);
    }
    expect(await countSubmissions(started.app.db)).toBe(1);
    const other = await post(encode("booking", { ...VALID.booking!, firstName: "Someone" }), headers);
    expect(other.statusCode).toBe(422);
    expect(await countSubmissions(started.app.db)).toBe(1);
  });

  it("stores concurrent first posts with one key once", async () => {
    const payload = encode("contact", VALID.contact!);
    const headers = { "idempotency-key": "concurrent-key-123" };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(payload, headers)));
    const references = new Set(answers.filter((a) => a.statusCode < 300).map((a) => a.json().reference));
    expect(answers.every((a) => [200, 201, 409].includes(a.statusCode))).toBe(true);
    expect(references.size).toBe(1);
    expect(await countSubmissions(started.app.db)).toBe(1);
  });
});

describe("limits and durability", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "nzdd-forms-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("answers a burst over the limit with 429 and Retry-After, and another client is unaffected", async () => {
    const app = await buildApp(testConfig({ FORM_RATE_LIMIT: 3, DATA_DIR: join(dir, "burst") }));
    const post = (ip: string) =>
      app.inject({
        method: "POST",
        url: "/",
        remoteAddress: ip,
        payload: encode("newsletter", VALID.newsletter!),
        headers: { "content-type": FORM_TYPE },
      });
    for (let i = 0; i < 3; i += 1) expect((await post("10.0.0.1")).statusCode).toBe(201);
    const limited = await post("10.0.0.1");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post("10.0.0.2")).statusCode).toBe(201);
    await app.close();
  });

  it("loses nothing it acknowledged when the server restarts on the same SQLite file", async () => {
    const config = testConfig({ DATA_DIR: join(dir, "restart") });
    const first = await buildApp(config);
    const references: string[] = [];
    for (const form of ["booking", "contact", "partner", "newsletter"]) {
      const response = await first.inject({
        method: "POST",
        url: "/",
        payload: encode(form, VALID[form]!),
        headers: { "content-type": FORM_TYPE },
      });
      expect(response.statusCode).toBe(201);
      references.push(response.json().reference);
    }
    await first.close();

    const handle = connectDatabase({ sqliteFile: join(dir, "restart", "nz-dental.sqlite") });
    const rows = await listSubmissions(handle.db);
    expect(rows.map((r) => r.reference).sort()).toEqual([...references].sort());
    await handle.db.destroy();
  });
});
