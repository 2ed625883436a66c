import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../../tests/server/databases";
import { outboxSettled } from "../../../tests/server/outbox-settled";
import { OPERATOR_EMAIL, startSignedInApp } from "../../../tests/server/signed-in-app";
import { type ReceivedEmail, startSmtp, startStalledSmtp, type TestSmtp, until } from "../../../tests/server/smtp";
import type { OutboxEmailText, OutboxResponse } from "../../../rules/api/outbox";
import { testConfig } from "../config";
import { encode, VALID } from "../../../tests/server/form-fixtures";
import { emailJob, enqueue } from "./jobs";
import { newRequestEmails } from "../../booking/request-emails";
import { auditHashKey } from "../audit/audit";
import { statusLinkSealKey } from "../private-links/status-link-seal";

const ORIGIN = "https://nzdd.example";
const NOTIFY = "ops-notices@example.test";
const { SMTP_CONNECTIONS } = testConfig();

const fastOutbox = {
  PUBLIC_ORIGIN: ORIGIN,
  OPERATOR_NOTIFY_TO: NOTIFY,
  OUTBOX_POLL_MS: 20,
  OUTBOX_RETRY_BASE_MS: 20,
  OUTBOX_RETRY_MAX_MS: 80,
  FORM_RATE_LIMIT: 10_000,
};

const post = (app: FastifyInstance, form: string, fields: Record<string, string | string[]>, headers = {}) =>
  app.inject({
    method: "POST",
    url: "/",
    payload: encode(form, fields),
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", ...headers },
  });

const to = (address: string) => (email: ReceivedEmail) =>
  email.to.some((recipient) => recipient.toLowerCase() === address.toLowerCase());

describe.each(TEST_DATABASES)("outgoing mail on $name", (kind) => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let operator: Record<string, string>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtp();
    ({ app, operator, close } = await startSignedInApp(
      kind,
      testConfig({ ...fastOutbox, SMTP_HOST: "127.0.0.1", SMTP_PORT: smtp.port }),
    ));
  });
  afterAll(async () => {
    await close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.mode = "accept";
  });

  it("e-mails a patient their reference and a status link that opens their request, and the operators a notice", async () => {
    const response = await post(app, "booking", VALID.booking!);
    expect(response.statusCode).toBe(201);
    const { reference, statusToken } = response.json<{ reference: string; statusToken: string }>();
    await until(() => smtp.received.length >= 2, 10_000, "two e-mails");

    const patient = smtp.received.find(to("Aroha@Example.co.nz"))!;
    expect(patient.subject).toBe(`We have your booking request ${reference}`);
    expect(patient.text).toContain(`Its reference is ${reference}.`);
    // Nothing records how fast the team matches a request, so no time is promised for it.
    // It named no dentist: the team chooses; the day and time asked for are repeated.
    expect(patient.text).toContain("Our team chooses a practice for you and sends your request on.");
    expect(patient.text).toMatch(/You asked for \w+day \d{1,2} \w+ 20\d\d, 9:30 AM\./);
    expect(patient.text).not.toContain("within 2 hours");
    expect(patient.text).toContain("within 24 hours");
    const link = /https:\/\/nzdd\.example\/requests\/([A-Za-z0-9_-]{43})/.exec(patient.text)?.[1];
    expect(link).toBe(statusToken);
    // The link opens this request's status page (its API answers for the token).
    const status = await app.inject({ url: `/api/requests/${link}` });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ reference, status: "received" });
    // A phone-sized page: one column, inline styles, no remote images or style sheets.
    expect(patient.html).toContain(`href="${ORIGIN}/requests/${statusToken}"`);
    expect(patient.html).toContain('name="viewport"');
    expect(patient.html).not.toMatch(/<img|<link|<style|src=/i);

    const notice = smtp.received.find(to(NOTIFY))!;
    expect(notice.subject).toBe(`New booking request ${reference}`);
    expect(notice.text).toContain(`${ORIGIN}/admin/submissions/`);
  });

  it("lists the e-mails sent, narrowed to one recipient, so support can confirm a patient was e-mailed and when", async () => {
    const { reference } = (await post(app, "booking", { ...VALID.booking!, email: "Sent.Check@Example.nz" })).json<{
      reference: string;
    }>();
    let outbox: OutboxResponse | undefined;
    await until(
      async () => {
        const page = await app.inject({ url: "/admin/api/outbox?to=sent.check%40example.nz", headers: operator });
        expect(page.statusCode).toBe(200);
        outbox = page.json<OutboxResponse>();
        return outbox.sent.length === 1;
      },
      10_000,
      "the sent e-mail listed",
    );
    expect(outbox!.to).toBe("sent.check@example.nz");
    const [sent] = outbox!.sent;
    expect(sent!.email).toEqual({
      to: ["Sent.Check@Example.nz"],
      subject: `We have your booking request ${reference}`,
    });
    expect(sent!.result).toBe("sent");
    // Its text can be read (audited), like a failed or kept one.
    expect((await app.inject({ url: `/admin/api/outbox/${sent!.id}/email`, headers: operator })).statusCode).toBe(200);
    // Nobody else's e-mails, and no e-mail to an address that had none; a wildcard matches nothing.
    for (const other of ["nobody%40example.nz", "%25", "_%25"]) {
      const none = (
        await app.inject({ url: `/admin/api/outbox?to=${other}`, headers: operator })
      ).json<OutboxResponse>();
      expect(none.sent, other).toEqual([]);
    }
    const all = (await app.inject({ url: "/admin/api/outbox", headers: operator })).json<OutboxResponse>();
    expect(all.sent.map((item) => item.id)).toContain(sent!.id);
    expect(all.sent.some((item) => item.email?.to.includes(NOTIFY) || item.email?.to.includes("(the operators)"))).toBe(
      true,
    );
  });

  it("acknowledges a contact message and a partner application with the response times the site promises", async () => {
    const contact = (await post(app, "contact", VALID.contact!)).json<{ reference: string }>();
    const partner = (await post(app, "partner", VALID.partner!)).json<{ reference: string }>();
    await until(() => smtp.received.length >= 4, 10_000, "four e-mails");

    const ack = smtp.received.find(to("mere@example.co.nz"))!;
    expect(ack.subject).toBe(`We have your message ${contact.reference}`);
    expect(ack.text).toContain("General enquiries: within 24 hours.");
    expect(ack.text).toContain("Partnership applications: within 2-3 business days.");
    const application = smtp.received.find(to("lee@harbour.co.nz"))!;
    expect(application.subject).toBe(`We have your partner application ${partner.reference}`);
    // It goes to whatever address was typed: it echoes nothing typed, not even the practice's name (D704).
    expect(application.text.startsWith("Kia ora,\n")).toBe(true);
    expect(application.text).not.toContain("Harbour Dental");
    expect(application.text).toContain("replies within 2-3 business days");
  });

  it("never puts a message's text, a booking's urgency, service or contact details in an e-mail", async () => {
    const booking = { ...VALID.booking!, message: "Swollen jaw zq-canary-1" };
    expect((await post(app, "booking", booking)).statusCode).toBe(201);
    await post(app, "contact", { ...VALID.contact!, message: "Bleeding gums zq-canary-2", subject: "zq-canary-3" });
    await post(app, "partner", { ...VALID.partner!, message: "zq-canary-4" });
    await until(() => smtp.received.length >= 6, 10_000, "six e-mails").catch((error: unknown) => {
      throw new Error(`${String(error)}: ${smtp.received.map((e) => e.subject).join("; ")}`);
    });
    for (const email of smtp.received) {
      const whole = `${email.subject}\n${email.text}\n${email.html}`;
      expect(whole).not.toContain("zq-canary");
      expect(whole).not.toMatch(/Swollen|Bleeding|Root Canal|Southern Cross|021 123 4567|555 0123/);
      if (!email.to.includes("mere@example.co.nz")) expect(whole).not.toMatch(/emergency|urgent/i);
    }
  });

  it("sends nothing for a request held as spam", async () => {
    const response = await post(app, "booking", { ...VALID.booking!, "bot-field": "I am a bot" });
    expect(response.statusCode).toBe(201);
    // Every job the booking wrote has run: an e-mail for it would have reached the mail server.
    await outboxSettled(app);
    expect(smtp.received).toEqual([]);
  });

  it("acknowledges an emergency request with what to do now and no reply time (the form's urgency named nowhere)", async () => {
    // Built as the form service builds it: an emergency must be for today, which a test cannot
    // always post (no time is left after 5:30 pm in New Zealand), so the job is enqueued directly.
    const [acknowledgement] = newRequestEmails({
      id: "0190-emergency",
      reference: "BK-EMER42",
      form: "booking",
      values: { ...VALID.booking!, email: "now@example.nz", urgency: "emergency" },
      statusToken: "e".repeat(43),
      sealKey: statusLinkSealKey(auditHashKey(testConfig())),
    });
    await enqueue(app.db, { ...acknowledgement!, submissionId: undefined, uniqueKey: undefined });
    await until(() => smtp.received.some(to("now@example.nz")), 10_000, "the acknowledgement");
    const email = smtp.received.find(to("now@example.nz"))!;
    expect(email.subject).toBe("We have your booking request BK-EMER42");
    expect(email.text).not.toMatch(/within \d+ hours/);
    expect(email.text).toContain("If it cannot wait, don't wait for a reply");
    expect(email.text).toContain(`${ORIGIN}/emergency`);
    expect(email.text).toContain("0800 611 116");
    expect(email.text).toContain(`${ORIGIN}/requests/${"e".repeat(43)}`);
    expect(`${email.text}${email.html}`).not.toMatch(/Emergency \(same day\)|urgency|Root Canal|Sharp pain/i);
  });

  it("sends nothing for a change that rolled back", async () => {
    await expect(
      app.db.transaction().execute(async (trx) => {
        await enqueue(
          trx,
          emailJob({ template: "contact-received", to: "gone@example.nz", name: "Gone", reference: "CT-GONE01" }),
        );
        throw new Error("the change failed after its e-mail was enqueued");
      }),
    ).rejects.toThrow("the change failed");
    // A job that outlived the rollback would have run, and its e-mail arrived, by now.
    await outboxSettled(app);
    expect(smtp.received).toEqual([]);
    expect(await app.db.selectFrom("jobs").select("id").where("payload", "like", "%CT-GONE01%").execute()).toEqual([]);
  });

  it("retries a refused e-mail with backoff until it fails, lists it in the inbox, and an operator's retry delivers it", async () => {
    smtp.mode = "refuse";
    const { reference } = (await post(app, "contact", VALID.contact!)).json<{ reference: string }>();
    const failedJobs = () =>
      app.db
        .selectFrom("jobs")
        .selectAll()
        .where("status", "=", "failed")
        .where("payload", "like", `%${reference}%`)
        .execute();
    await until(async () => (await failedJobs()).length === 2, 15_000, "both e-mails to fail");
    const [job] = await failedJobs();
    expect(job!.attempts).toBe(job!.max_attempts);
    expect(job!.last_error).toMatch(/451/);
    expect(smtp.received).toEqual([]);

    const page = await app.inject({ url: "/admin/api/outbox", headers: operator });
    expect(page.statusCode).toBe(200);
    const { failed, sending } = page.json<OutboxResponse>();
    expect(sending).toBe(true);
    const listed = failed.find((item) => item.email?.to.includes("mere@example.co.nz"))!;
    expect(listed.email!.subject).toBe(`We have your message ${reference}`);
    expect(listed.lastError).toMatch(/451/);

    smtp.mode = "accept";
    const retry = await app.inject({ method: "POST", url: `/admin/api/outbox/${listed.id}/retry`, headers: operator });
    expect(retry.statusCode).toBe(200);
    await until(() => smtp.received.some(to("mere@example.co.nz")), 10_000, "the retried e-mail");
    expect(smtp.received).toHaveLength(1);
    const audited = await app.db.selectFrom("audit_log").selectAll().where("action", "=", "retry-job").execute();
    expect(audited.map((a) => a.target)).toContain(reference);
    // A sent job cannot be retried (sent twice).
    const again = await app.inject({ method: "POST", url: `/admin/api/outbox/${listed.id}/retry`, headers: operator });
    expect(again.statusCode).toBe(404);
  });

  it("e-mails the new status link when a booking is sent again with its key (the first link stops working)", async () => {
    const headers = { "idempotency-key": `replay-${kind.name}-0001` };
    const first = (await post(app, "booking", VALID.booking!, headers)).json<{ statusToken: string }>();
    await until(() => smtp.received.some(to("Aroha@Example.co.nz")), 10_000, "the first e-mail");
    const replay = await post(app, "booking", VALID.booking!, headers);
    expect(replay.statusCode).toBe(200);
    const second = replay.json<{ statusToken: string }>();
    await until(() => smtp.received.filter(to("Aroha@Example.co.nz")).length === 2, 10_000, "the second e-mail");
    const latest = smtp.received.filter(to("Aroha@Example.co.nz"))[1]!;
    expect(latest.text).toContain(`/requests/${second.statusToken}`);
    expect((await app.inject({ url: `/api/requests/${second.statusToken}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/requests/${first.statusToken}` })).statusCode).toBe(404);
  });

  it("forgets a withdrawn request's e-mails along with its details", async () => {
    const { statusToken } = (await post(app, "booking", VALID.booking!)).json<{ statusToken: string }>();
    await until(() => smtp.received.length >= 2, 10_000, "the e-mails");
    const withdraw = await app.inject({
      method: "POST",
      url: `/api/requests/${statusToken}/withdraw`,
      headers: { origin: "http://localhost:80", host: "localhost:80" },
    });
    expect(withdraw.statusCode).toBe(200);
    const left = await app.db
      .selectFrom("jobs")
      .select("payload")
      .where("payload", "like", `%${statusToken}%`)
      .execute();
    expect(left).toEqual([]);
  });
});

describe.each(TEST_DATABASES)("a mail server refusing on $name", (kind) => {
  it("lists an e-mail that failed once and will be tried again, with why, long before its last attempt", async () => {
    const smtp = await startSmtp();
    smtp.mode = "refuse";
    // The next try an hour away: the e-mail stays between its first and last attempts.
    const { app, operator, close } = await startSignedInApp(
      kind,
      testConfig({ ...fastOutbox, OUTBOX_RETRY_BASE_MS: 3_600_000, SMTP_HOST: "127.0.0.1", SMTP_PORT: smtp.port }),
    );
    try {
      const { reference } = (await post(app, "contact", VALID.contact!)).json<{ reference: string }>();
      let outbox: OutboxResponse | undefined;
      await until(
        async () => {
          outbox = (await app.inject({ url: "/admin/api/outbox", headers: operator })).json<OutboxResponse>();
          return outbox.retrying.some((item) => item.email?.to.includes("mere@example.co.nz"));
        },
        10_000,
        "the refused e-mail listed as retrying",
      );
      const retrying = outbox!.retrying.find((item) => item.email?.to.includes("mere@example.co.nz"))!;
      expect(retrying.email!.subject).toBe(`We have your message ${reference}`);
      expect(retrying.attempts).toBe(1);
      expect(retrying.maxAttempts).toBe(8);
      expect(retrying.lastError).toMatch(/451/);
      expect(outbox!.failed).toEqual([]);
    } finally {
      await close();
      await smtp.close();
    }
  }, 60_000);
});

describe.each(TEST_DATABASES)("without SMTP settings on $name", (kind) => {
  it("keeps every e-mail in the outbox, marked as not sent, for operators to read", async () => {
    const { app, operator, close } = await startSignedInApp(kind, testConfig(fastOutbox));
    try {
      const { reference, statusToken } = (await post(app, "booking", VALID.booking!)).json<{
        reference: string;
        statusToken: string;
      }>();
      let outbox: OutboxResponse | undefined;
      await until(
        async () => {
          outbox = (await app.inject({ url: "/admin/api/outbox", headers: operator })).json<OutboxResponse>();
          return outbox.kept.length === 2;
        },
        10_000,
        "two kept e-mails",
      );
      expect(outbox!.sending).toBe(false);
      const patient = outbox!.kept.find((item) => item.email?.to.includes("Aroha@Example.co.nz"))!;
      expect(patient.result).toBe("not sent (no SMTP)");
      expect(patient.email!.subject).toBe(`We have your booking request ${reference}`);
      // The list says who and what; the e-mail itself is read one at a time, and that is audited.
      expect(patient.email).not.toHaveProperty("text");
      const read = await app.inject({ url: `/admin/api/outbox/${patient.id}/email`, headers: operator });
      expect(read.statusCode).toBe(200);
      expect(read.json<OutboxEmailText>().text).toContain(`${ORIGIN}/requests/${statusToken}`);
      const audited = await app.db.selectFrom("audit_log").selectAll().where("action", "=", "read-email").execute();
      expect(audited).toHaveLength(1);
      expect(audited[0]).toMatchObject({ actor: OPERATOR_EMAIL, target: reference });
      expect(JSON.parse(audited[0]!.details!)).toEqual({ job: patient.id, template: "booking-received" });
      // A job that is not a kept or failed e-mail has nothing to read, and nothing is audited.
      const missing = await app.inject({ url: "/admin/api/outbox/no-such-job/email", headers: operator });
      expect(missing.statusCode).toBe(404);
      expect(
        await app.db.selectFrom("audit_log").selectAll().where("action", "=", "read-email").execute(),
      ).toHaveLength(1);
    } finally {
      await close();
    }
  });
});

describe.each(TEST_DATABASES)("a stalled mail server on $name", (kind) => {
  it(`gets at most ${SMTP_CONNECTIONS} connections from 200 bookings, and the bookings are answered at once`, async () => {
    const stalled = await startStalledSmtp();
    const { app, close } = await startSignedInApp(
      kind,
      testConfig({ ...fastOutbox, SMTP_HOST: "127.0.0.1", SMTP_PORT: stalled.port, SMTP_TIMEOUT_MS: 500 }),
    );
    try {
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => post(app, "booking", { ...VALID.booking!, email: `p${i}@example.nz` })),
      );
      const answeredIn = Date.now() - started;
      expect(answers.every((a) => a.statusCode === 201)).toBe(true);
      // Two rounds of connections: the first closed at their greeting timeout, and the pool
      // opening new ones for the e-mails still waiting (a cap that held only at first shows then).
      await until(() => stalled.connections.total >= 2 * SMTP_CONNECTIONS, 15_000, "two rounds of connections");
      console.log(
        `${kind.name}: 200 bookings answered in ${answeredIn} ms; stalled SMTP saw ${stalled.connections.total} connections, at most ${stalled.connections.most} at once`,
      );
      expect(stalled.connections.most).toBeGreaterThan(0);
      // One over: the mail server, in this process, can see a replacement connection before the
      // close of the one it replaces on a busy machine. A cap that did not hold shows two rounds, 20.
      expect(stalled.connections.most).toBeLessThanOrEqual(SMTP_CONNECTIONS + 1);
    } finally {
      await close();
      await stalled.close();
    }
  }, 30_000);
});
