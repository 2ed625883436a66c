import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_WORKING_HOURS } from "../../rules/booking-loop";
import { nzDateTime, nzInstant } from "../../rules/nz-time";
import { nextSummaryTime } from "../../rules/practice-settings";
import { TEST_DATABASES } from "../../tests/server/databases";
import { openedEmail } from "../../tests/server/email-jobs";
import { practiceEmail } from "../../tests/server/practice-app";
import { formBody, OUR_PAGE, practiceHarness } from "../../tests/server/practice-harness";
import { auditHashKey } from "../platform/audit/audit";
import { statusLinkSealKey } from "../platform/private-links/status-link-seal";
import { type Config, testConfig } from "../platform/config";
import { VALID } from "../../tests/server/form-fixtures";
import { bookThroughForm } from "../../tests/server/form-posts";
import { bookAtPractice, practiceTarget } from "../../tests/server/practice-requests";
import { startApp } from "../../tests/server/started-app";
import { sendToPractice } from "../booking/sending";
import { lockSubmission } from "../platform/db/transactions";
import { digestHandler, PRACTICE_DIGEST, PRACTICE_DIGEST_JOB } from "./digest";

// Issue 36 item 5's digest setting and the monthly report's opt-out: a practice that chose a
// summary gets its routine requests in one e-mail at the next summary time, each with its own
// link; urgent ones at once; the timers count from the summary; the summary is written once
// whoever runs it; only owners and managers change the setting, only for their own practice; a
// person who stops the monthly report stops it for themselves only.

const A = "tinakori-smile-studio-wellington";
const B = "cuba-quarter-dental-wellington";

/** A New Zealand wall-clock time, e.g. nz("2026-12-01 09:00"). */
const nz = (wall: string) => {
  const [date = "", time = ""] = wall.split(" ");
  const at = nzInstant(date, time);
  if (!at) throw new Error(`not a New Zealand time: ${wall}`);
  return at;
};
/** A radio button as React renders it checked. */
const checked = (name: string, value: string) => new RegExp(`name="${name}" checked="" value="${value}"`);
const wall = (at: Date | string) => {
  const { date, time } = nzDateTime(new Date(at));
  return `${date} ${time}`;
};

describe("the summary times", () => {
  it("are 08:00 and 13:00 New Zealand time on working days, strictly after the moment", () => {
    const next = (at: string) => wall(nextSummaryTime(nz(at), DEFAULT_WORKING_HOURS));
    expect(next("2026-12-01 07:59")).toBe("2026-12-01 08:00");
    expect(next("2026-12-01 08:00")).toBe("2026-12-01 13:00");
    expect(next("2026-12-01 12:59")).toBe("2026-12-01 13:00");
    expect(next("2026-12-01 13:00")).toBe("2026-12-02 08:00");
    // Friday afternoon and the weekend wait for Monday morning.
    expect(next("2026-12-04 15:00")).toBe("2026-12-07 08:00");
    expect(next("2026-12-06 10:00")).toBe("2026-12-07 08:00");
  });
});

describe.each(TEST_DATABASES)("the e-mail digest setting on $name", (kind) => {
  let app: FastifyInstance;
  let config: Config;
  let close: () => Promise<void>;
  /** Tuesday 1 December 2026, 07:00 in New Zealand: before the day's first summary and the November report. */
  const clock = { at: nz("2026-12-01 07:00") };
  const now = () => clock.at;
  let ownerA: string;
  let ownerB: string;
  const cookies: Record<string, string | undefined> = {};
  /** The three routine requests of the summary test. */
  let booked: { reference: string; id: string; bookingEmail: string }[] = [];

  beforeAll(async () => {
    config = testConfig({ FORM_RATE_LIMIT: 100_000, LOGIN_RATE_LIMIT: 100_000, OUTBOX_POLL_MS: 0 });
    ({ app, close } = await startApp(kind, config, { now }));
    ownerA = await practiceEmail(app, A);
    ownerB = await practiceEmail(app, B);
  });
  afterAll(() => close());

  const form = formBody;
  const { get, post, emails, signIn } = practiceHarness(() => ({ app, config }));

  /**
   * A patient books (the form service, on the real clock), and the booking is sent to practice
   * `practice` at the controlled clock's time (the operator's sending: sending.ts sendToPractice,
   * where the digest holds it as it does in a booking's batch).
   */
  const book = async (practice: string, urgency: string) => {
    const { id: submissionId, reference } = await bookThroughForm(app, { ...VALID.booking!, urgency, listing: "" });
    const target = practiceTarget(practice, { bookingEmail: `bookings@${practice}.example.nz` });
    const sealKey = statusLinkSealKey(auditHashKey(config));
    const { practiceRequestId } = await app.db.transaction().execute(async (trx) => {
      await lockSubmission(trx, submissionId);
      const booking = await trx
        .selectFrom("submissions")
        .select(["id", "form", "reference", "status", "urgency"])
        .where("id", "=", submissionId)
        .executeTakeFirstOrThrow();
      return sendToPractice(trx, booking, {
        target,
        actor: "operator:test",
        now: clock.at,
        sealKey,
        hours: DEFAULT_WORKING_HOURS,
      });
    });
    return { reference, id: practiceRequestId, bookingEmail: target.bookingEmail };
  };

  const timerRunAt = async (kind: string, id: string) =>
    wall(
      (
        await app.db
          .selectFrom("jobs")
          .select("run_at")
          .where("unique_key", "=", `${kind}:${id}`)
          .executeTakeFirstOrThrow()
      ).run_at,
    );

  const digestOf = async (practice: string) =>
    (
      await app.db
        .selectFrom("practice_settings")
        .select("digest")
        .where("practice_id", "=", practice)
        .executeTakeFirst()
    )?.digest ?? "each";

  it("lets owners choose a summary on the settings page, which shows it saved", async () => {
    cookies.ownerA = await signIn(ownerA);
    const page = await get("/practice/settings", cookies.ownerA!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(checked("digest", "each"));
    const invalid = await post("/practice/settings", cookies.ownerA!, { intent: "digest", digest: "weekly" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain("Choose how new requests should reach you.");
    expect(await digestOf(A)).toBe("each");
    const saved = await post("/practice/settings", cookies.ownerA!, { intent: "digest", digest: "summary" });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain("Saved. New routine requests: a summary twice a day");
    expect((await get("/practice/settings", cookies.ownerA!)).body).toMatch(checked("digest", "summary"));
    expect(await digestOf(A)).toBe("summary");
  });

  it("does not let a user of another practice change A's setting, nor reception change it", async () => {
    cookies.ownerB = await signIn(ownerB);
    // B's owner changes B's setting only: the setting is the session's practice's.
    expect((await post("/practice/settings", cookies.ownerB!, { intent: "digest", digest: "each" })).statusCode).toBe(
      200,
    );
    expect(await digestOf(A)).toBe("summary");
    // Nor can B's owner switch into A to change it.
    expect((await post("/practice/switch", cookies.ownerB!, { practiceId: A })).statusCode).toBe(403);
    expect(await digestOf(A)).toBe("summary");

    const receptionist = "front-desk@tinakori.example";
    expect(
      (await post("/practice/team", cookies.ownerA!, { intent: "invite", email: receptionist, role: "reception" }))
        .statusCode,
    ).toBe(200);
    cookies.reception = await signIn(receptionist);
    const page = await get("/practice/settings", cookies.reception!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Only the practice’s owners and managers can change this.");
    expect(page.body).not.toContain('name="digest"');
    const refused = await post("/practice/settings", cookies.reception!, { intent: "digest", digest: "each" });
    expect(refused.statusCode).toBe(403);
    expect(await digestOf(A)).toBe("summary");
    // Reception chooses its own monthly report (off by default for anyone but owners).
    expect(page.body).toMatch(checked("monthlyReport", "off"));
    const opted = await post("/practice/settings", cookies.reception!, { intent: "report", monthlyReport: "on" });
    expect(opted.statusCode).toBe(200);
    expect(opted.body).toContain("Saved. You will get the monthly report.");
  });

  it("stops the monthly report for the person who opts out only", async () => {
    const stopped = await post("/practice/settings", cookies.ownerA!, { intent: "report", monthlyReport: "off" });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain("Saved. You will not get the monthly report.");
    clock.at = nz("2026-12-01 08:00");
    await app.outbox.drain();
    const reports = (await emails()).filter((spec) => spec.template === "practice-monthly-report");
    const to = reports.map((spec) => ("to" in spec ? spec.to : ""));
    expect(to).not.toContain(ownerA);
    expect(to).toContain(ownerB);
    expect(to).toContain("front-desk@tinakori.example");
    const report = reports.find((spec) => "to" in spec && spec.to === ownerB)!;
    expect(report.template === "practice-monthly-report" && report.month).toBe("2026-11");

    // The report's own one-click stop: opening the link changes nothing, its button stops it for B's owner only.
    if (report.template !== "practice-monthly-report" || !report.linkToken) throw new Error("no stop link");
    const stopUrl = `/practice/settings?stop=${encodeURIComponent(report.linkToken)}`;
    const shown = await get(stopUrl);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("Stop the monthly report?");
    expect(shown.headers["cache-control"]).toBe("no-store");
    const choiceOf = async (email: string, practice: string) =>
      (
        await app.db
          .selectFrom("practice_report_choices as c")
          .innerJoin("practice_users as u", "u.id", "c.user_id")
          .select("c.monthly_report")
          .where("u.email", "=", email)
          .where("c.practice_id", "=", practice)
          .executeTakeFirst()
      )?.monthly_report;
    expect(await choiceOf(ownerB, B)).toBeUndefined();
    const stopPost = (token: string) =>
      app.inject({
        method: "POST",
        url: `/practice/settings?stop=${encodeURIComponent(token)}`,
        headers: OUR_PAGE,
        payload: form({ intent: "stop-report", token }),
      });
    const tampered = `${report.linkToken.split(".")[0]}.${"A".repeat(43)}`;
    expect((await get(`/practice/settings?stop=${tampered}`)).statusCode).toBe(404);
    expect((await stopPost(tampered)).statusCode).toBe(404);
    expect(await choiceOf(ownerB, B)).toBeUndefined();
    const stoppedB = await stopPost(report.linkToken);
    expect(stoppedB.statusCode).toBe(200);
    expect(stoppedB.body).toContain("Monthly report stopped");
    expect(await choiceOf(ownerB, B)).toBe(0);
    expect(await choiceOf(ownerA, A)).toBe(0);
    // The link is signed, not stored: the e-mail's job holds it sealed.
    const job = await app.db
      .selectFrom("jobs")
      .select("payload")
      .where("unique_key", "like", `practice-monthly-report:2026-11:${B}:%`)
      .executeTakeFirstOrThrow();
    expect(job.payload).not.toContain(report.linkToken);
  });

  it("gathers three routine requests into one e-mail at the next summary time, with three links; none at once", async () => {
    clock.at = nz("2026-12-01 09:00");
    const before = (await emails()).length;
    booked = [await book(A, "routine"), await book(A, "routine"), await book(A, "routine")];
    await app.outbox.drain();
    const now = (await emails()).slice(before);
    expect(now.filter((spec) => spec.template === "practice-request" || spec.template === "practice-digest")).toEqual(
      [],
    );
    // The practice is not chased about requests it has not been told of: the timers count from 13:00.
    for (const { id } of booked) {
      expect(await timerRunAt("practice-reminder", id)).toBe("2026-12-01 17:00");
      expect(await timerRunAt("practice-escalation", id)).toBe("2026-12-02 11:00");
    }
    // Signed in, the practice sees each of them held for the 13:00 summary.
    cookies.ownerA = await signIn(ownerA);
    const heldNote = /In the summary e-mail at [^<]*1:00/g;
    expect((await get("/practice", cookies.ownerA)).body.replaceAll("<!-- -->", "").match(heldNote)).toHaveLength(3);
    // An urgent request goes at once.
    const urgent = await book(A, "urgent");
    await app.outbox.drain();
    const atOnce = (await emails()).filter((spec) => spec.template === "practice-request");
    expect(atOnce.map((spec) => spec.template === "practice-request" && spec.to)).toEqual([urgent.bookingEmail]);
    expect(await timerRunAt("practice-reminder", urgent.id)).toBe("2026-12-01 13:00");

    clock.at = nz("2026-12-01 12:59");
    await app.outbox.drain();
    expect((await emails()).filter((spec) => spec.template === "practice-digest")).toEqual([]);
    clock.at = nz("2026-12-01 13:00");
    await app.outbox.drain();
    const digests = (await emails()).filter((spec) => spec.template === "practice-digest");
    expect(digests).toHaveLength(1);
    // Told now: the notes are gone.
    expect((await get("/practice", cookies.ownerA)).body).not.toContain("In the summary e-mail at");
    const digest = digests[0]!;
    if (digest.template !== "practice-digest") throw new Error("not a digest");
    expect(digest.to).toBe(booked[0]!.bookingEmail);
    expect(digest.requests.map((r) => r.reference)).toEqual(booked.map((b) => b.reference));
    // Each link is the practice's own link to its request, answered by the loop as ever.
    for (const r of digest.requests) {
      const page = await get(`/practice/requests/${r.linkToken}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(r.reference);
    }
    const sealed = await app.db
      .selectFrom("jobs")
      .select("payload")
      .where("unique_key", "like", "practice-digest-email:%")
      .executeTakeFirstOrThrow();
    for (const r of digest.requests) expect(sealed.payload).not.toContain(r.linkToken);
  });

  it("reminds the practice 4 working hours after the summary told it, not before", async () => {
    const reminders = async () =>
      (await emails())
        .filter((spec) => spec.template === "practice-reminder")
        .map((spec) => (spec.template === "practice-reminder" ? spec.reference : ""));
    clock.at = nz("2026-12-01 16:59");
    await app.outbox.drain();
    // Only the urgent request, told at 09:00, has been reminded (at 13:00).
    const early = await reminders();
    for (const { reference } of booked) expect(early).not.toContain(reference);
    clock.at = nz("2026-12-01 17:00");
    await app.outbox.drain();
    const due = await reminders();
    for (const { reference } of booked) expect(due).toContain(reference);
  });

  it("writes a summary once across two instances, and a request arriving as it is written goes in the next", async () => {
    clock.at = nz("2026-12-01 17:30");
    const late = await book(A, "routine");
    await app.outbox.drain();
    const digestJob = await app.db
      .selectFrom("jobs")
      .select(["payload", "run_at"])
      .where("kind", "=", PRACTICE_DIGEST)
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    expect(wall(digestJob.run_at)).toBe("2026-12-02 08:00");
    clock.at = nz("2026-12-02 08:00");
    // Two instances' handlers run the same summary at once (as after a lease ran out): one e-mail.
    const sealKey = statusLinkSealKey(auditHashKey(config));
    const one = digestHandler({ db: app.db, sealKey, now });
    const two = digestHandler({ db: app.db, sealKey, now });
    const payload = PRACTICE_DIGEST_JOB.payload.parse(JSON.parse(digestJob.payload));
    const results = await Promise.all([one(payload), two(payload)]);
    expect(results.sort()).toEqual([
      "summary of 0 requests (0 answered or closed meanwhile)",
      "summary of 1 request (0 answered or closed meanwhile)",
    ]);
    await app.outbox.drain();
    const digests = (await emails()).filter((spec) => spec.template === "practice-digest");
    expect(digests).toHaveLength(2);
    expect(digests[1]!.template === "practice-digest" && digests[1]!.requests.map((r) => r.reference)).toEqual([
      late.reference,
    ]);
    // A request whose sending read the clock just before 08:00 but commits after the summary was
    // written is not lost: it waits for the next one.
    clock.at = nz("2026-12-02 07:59");
    const straggler = await book(A, "routine");
    const item = await app.db
      .selectFrom("practice_digest_items")
      .select("due_at")
      .where("practice_request_id", "=", straggler.id)
      .executeTakeFirstOrThrow();
    expect(wall(item.due_at)).toBe("2026-12-02 13:00");
  });

  it("sends what is waiting at once when the practice goes back to each request at once", async () => {
    clock.at = nz("2026-12-02 09:00");
    const waiting = await book(A, "routine");
    cookies.ownerA = await signIn(ownerA);
    expect((await post("/practice/settings", cookies.ownerA!, { intent: "digest", digest: "each" })).statusCode).toBe(
      200,
    );
    await app.outbox.drain();
    const last = (await emails()).filter((spec) => spec.template === "practice-digest").at(-1)!;
    expect(last.template === "practice-digest" && last.requests.map((r) => r.reference)).toContain(waiting.reference);
    const next = await book(A, "routine");
    await app.outbox.drain();
    const single = (await emails()).filter((spec) => spec.template === "practice-request").at(-1)!;
    expect(single.template === "practice-request" && single.reference).toBe(next.reference);
  });

  it("holds a booking that names the practice's dentist in the booking's own batch (on the real clock)", async () => {
    cookies.ownerA = await signIn(ownerA);
    expect((await post("/practice/settings", cookies.ownerA, { intent: "digest", digest: "summary" })).statusCode).toBe(
      200,
    );
    const { practiceRequestId } = await bookAtPractice(app, config, A, { urgency: "routine" });
    const row = await app.db
      .selectFrom("practice_requests")
      .select(["id", "sent_at", "submission_id"])
      .where("id", "=", practiceRequestId)
      .executeTakeFirstOrThrow();
    const item = await app.db
      .selectFrom("practice_digest_items")
      .select("due_at")
      .where("practice_request_id", "=", row.id)
      .executeTakeFirstOrThrow();
    // After the last summary written (13:00 on 2 December, brought forward above), whichever is later.
    const { digest_sent_through: through } = await app.db
      .selectFrom("practice_settings")
      .select("digest_sent_through")
      .where("practice_id", "=", A)
      .executeTakeFirstOrThrow();
    const from = through && through > row.sent_at ? through : row.sent_at;
    const slot = nextSummaryTime(new Date(from), DEFAULT_WORKING_HOURS);
    expect(item.due_at).toBe(slot.toISOString());
    const jobs = await app.db
      .selectFrom("jobs")
      .select(["payload", "kind"])
      .where("submission_id", "=", row.submission_id)
      .where("kind", "=", "email")
      .execute();
    expect(jobs.map((job) => openedEmail(job.payload, config).template)).not.toContain("practice-request");
    const reminder = await app.db
      .selectFrom("jobs")
      .select("run_at")
      .where("unique_key", "=", `practice-reminder:${row.id}`)
      .executeTakeFirstOrThrow();
    expect(new Date(reminder.run_at).getTime()).toBeGreaterThan(slot.getTime());
  });
});
