import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { DEFAULT_WORKING_HOURS } from "../../rules/booking-loop";
import { nzDateTime, nzInstant } from "../../rules/nz-time";
import { TEST_DATABASES, type TestDatabaseHandle } from "../../tests/server/databases";
import { openedEmail } from "../../tests/server/email-jobs";
import { bookThroughForm } from "../../tests/server/form-posts";
import { operatorSession } from "../../tests/server/operator-session";
import { practiceTarget, sentPracticeRequest } from "../../tests/server/practice-requests";
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from "../../tests/server/signed-in-app";
import { startSmtp, type TestSmtp, until } from "../../tests/server/smtp";
import { buildApp } from "../app";
import { type Config, testConfig } from "../platform/config";
import { connectDatabase } from "../platform/db/connect";
import { auditHashKey } from "../platform/audit/audit";
import { addOperator } from "../platform/operators/operators";
import type { ListResponse } from "../../rules/api/inbox";
import type { EmailSpec } from "../platform/outbox/emails";
import { enqueue } from "../platform/outbox/jobs";
import { VALID } from "../../tests/server/form-fixtures";
import { sealStatusToken, statusLinkSealKey } from "../platform/private-links/status-link-seal";
import {
  APPOINTMENT_REMINDER,
  appointmentReminderJob,
  EMERGENCY_REMIND_MS,
  PRACTICE_ESCALATION,
  PRACTICE_REMINDER,
  practiceTimerJobs,
} from "./timers";

/** A New Zealand wall-clock time, e.g. nz("2026-11-27 16:00"). */
const nz = (wall: string) => {
  const [date = "", time = ""] = wall.split(" ");
  const at = nzInstant(date, time);
  if (!at) throw new Error(`not a New Zealand time: ${wall}`);
  return at;
};
const wall = (at: Date | string) => {
  const { date, time } = nzDateTime(new Date(at));
  return `${date} ${time}`;
};

describe("the timers' jobs", () => {
  const sent = {
    practiceRequestId: "pr-1",
    submissionId: "sub-1",
    sentAt: nz("2026-11-27 16:00"),
    emergency: false,
    citySlug: "auckland",
  };

  it("remind after 4 working hours and escalate after 8, each once per request and erased with it", () => {
    const jobs = practiceTimerJobs(sent, DEFAULT_WORKING_HOURS);
    expect(jobs.map((job) => [job.kind, wall(job.runAt!), job.uniqueKey, job.submissionId, job.payload])).toEqual([
      [PRACTICE_REMINDER, "2026-11-30 10:00", "practice-reminder:pr-1", "sub-1", { practiceRequestId: "pr-1" }],
      [PRACTICE_ESCALATION, "2026-11-30 14:00", "practice-escalation:pr-1", "sub-1", { practiceRequestId: "pr-1" }],
    ]);
  });

  it("count an emergency's in real time, whatever the day: a reminder at 30 minutes, the escalation at an hour", () => {
    const sunday = nz("2026-11-29 22:30");
    const jobs = practiceTimerJobs({ ...sent, sentAt: sunday, emergency: true }, DEFAULT_WORKING_HOURS);
    expect(EMERGENCY_REMIND_MS).toBe(30 * 60_000);
    expect(jobs.map((job) => [job.kind, wall(job.runAt!)])).toEqual([
      [PRACTICE_REMINDER, "2026-11-29 23:00"],
      [PRACTICE_ESCALATION, "2026-11-29 23:30"],
    ]);
  });

  it("skip New Zealand's public holidays: sent at 4 pm the Friday before Labour Day, reminded on Tuesday", () => {
    const jobs = practiceTimerJobs({ ...sent, sentAt: nz("2026-10-23 16:00") }, DEFAULT_WORKING_HOURS);
    expect(jobs.map((job) => [job.kind, wall(job.runAt!)])).toEqual([
      [PRACTICE_REMINDER, "2026-10-27 10:00"],
      [PRACTICE_ESCALATION, "2026-10-27 14:00"],
    ]);
  });

  it("wait over the practice's closure: sent on the Wednesday before it, reminded the day it reopens", () => {
    const closures = [
      {
        from: "2026-12-24",
        to: "2027-01-05",
        reason: "Christmas",
        coverName: "City Dental",
        coverPhone: "(09) 555 0199",
      },
    ];
    const before = { ...sent, sentAt: nz("2026-12-23 16:00") };
    // Without the closure: Christmas Eve, working as usual.
    expect(practiceTimerJobs(before, DEFAULT_WORKING_HOURS).map((job) => wall(job.runAt!))).toEqual([
      "2026-12-24 10:00",
      "2026-12-24 14:00",
    ]);
    expect(practiceTimerJobs({ ...before, closures }, DEFAULT_WORKING_HOURS).map((job) => wall(job.runAt!))).toEqual([
      "2027-01-06 10:00",
      "2027-01-06 14:00",
    ]);
    // Sent during it: counted from the reopening day's start.
    const during = { ...sent, sentAt: nz("2026-12-29 10:00"), closures };
    expect(practiceTimerJobs(during, DEFAULT_WORKING_HOURS).map((job) => wall(job.runAt!))).toEqual([
      "2027-01-06 12:00",
      "2027-01-06 16:00",
    ]);
    // An emergency is not kept waiting: re-matched within the hour as ever.
    expect(wall(practiceTimerJobs({ ...during, emergency: true }, DEFAULT_WORKING_HOURS)[1]!.runAt!)).toBe(
      "2026-12-29 11:00",
    );
  });

  it("skip Matariki, which the Act moves every year", () => {
    // Matariki is Friday 10 July in 2026 and Friday 25 June in 2027.
    for (const [thursday, monday] of [
      ["2026-07-09", "2026-07-13"],
      ["2027-06-24", "2027-06-28"],
    ]) {
      const [reminder] = practiceTimerJobs({ ...sent, sentAt: nz(`${thursday} 16:00`) }, DEFAULT_WORKING_HOURS);
      expect(wall(reminder!.runAt!)).toBe(`${monday} 10:00`);
    }
  });

  it("skip the anniversary day of the practice's own region only", () => {
    // Wellington's anniversary is Monday 19 January 2026, Auckland's Monday 26 January.
    const friday = nz("2026-01-16 16:00");
    const remindAt = (citySlug: string) =>
      wall(practiceTimerJobs({ ...sent, sentAt: friday, citySlug }, DEFAULT_WORKING_HOURS)[0]!.runAt!);
    expect(remindAt("wellington")).toBe("2026-01-20 10:00");
    expect(remindAt("palmerston-north")).toBe("2026-01-20 10:00");
    expect(remindAt("auckland")).toBe("2026-01-19 10:00");
    expect(remindAt("christchurch")).toBe("2026-01-19 10:00");
  });

  it("remind the patient at 9 am New Zealand time the day before the appointment, keyed by its start", () => {
    const appointment = { practiceRequestId: "pr-1", submissionId: "sub-1", start: nz("2026-12-03 10:30") };
    const job = appointmentReminderJob(appointment, nz("2026-11-30 12:00"))!;
    expect(wall(job.runAt!)).toBe("2026-12-02 09:00");
    expect(job).toMatchObject({
      kind: APPOINTMENT_REMINDER,
      submissionId: "sub-1",
      uniqueKey: `appointment-reminder:pr-1:${appointment.start.toISOString()}`,
      payload: { practiceRequestId: "pr-1", start: appointment.start.toISOString() },
    });
    // The day before a Monday after the clocks went forward is the Sunday they did, on its new time.
    const afterChange = appointmentReminderJob(
      { ...appointment, start: nz("2026-09-28 09:00") },
      nz("2026-09-20 09:00"),
    );
    expect(afterChange!.runAt!.toISOString()).toBe("2026-09-26T20:00:00.000Z");
  });

  it("add no day-before reminder once its moment has passed", () => {
    const appointment = { practiceRequestId: "pr-1", submissionId: "sub-1", start: nz("2026-12-03 10:30") };
    expect(appointmentReminderJob(appointment, nz("2026-12-02 08:59"))).not.toBeNull();
    expect(appointmentReminderJob(appointment, nz("2026-12-02 09:00"))).toBeNull();
    expect(appointmentReminderJob(appointment, nz("2026-12-03 09:00"))).toBeNull();
  });
});

const ORIGIN = "https://nzdd.example";
const NOTIFY = "ops-timers@example.test";
/** The practice the tests' bookings are sent to. */
const HARBOUR = practiceTarget("harbour", {
  dentistName: "Dr Mere Tane",
  practiceName: "Harbour Dental",
  phone: "09 555 0100",
  address: "1 Quay Street, Auckland Central, Auckland",
  bookingEmail: "bookings@harbour-dental.example",
});

describe.each(TEST_DATABASES)("the request loop's timers on $name", (kind) => {
  /** The controlled clock every worker and handler of these apps reads. */
  const clock = { at: nz("2026-11-25 09:00") };
  const now = () => clock.at;
  let smtp: TestSmtp;
  let config: Config;
  let database: TestDatabaseHandle;
  let app: FastifyInstance;
  let operator: Record<string, string>;
  const sealKey = () => statusLinkSealKey(auditHashKey(config));

  beforeAll(async () => {
    smtp = await startSmtp();
    config = testConfig({
      PUBLIC_ORIGIN: ORIGIN,
      OPERATOR_NOTIFY_TO: NOTIFY,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: smtp.port,
      // The tests run the worker (drain) when they move the clock; it never polls by itself between.
      OUTBOX_POLL_MS: 3_600_000,
      OUTBOX_RETRY_BASE_MS: 60_000,
      FORM_RATE_LIMIT: 10_000,
    });
    database = await kind.open({ seeded: true });
    await addOperator(database.db, OPERATOR_EMAIL, OPERATOR_PASSWORD);
    app = await buildApp(config, { database, failureDelayMs: 0, now });
    await app.ready();
    operator = await operatorSession(app, OPERATOR_EMAIL, OPERATOR_PASSWORD);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  /**
   * Moves the clock to a New Zealand time and runs whatever is due by then, until nothing due is
   * left (a drain can end while the worker's own loop is still claiming, so the table decides).
   */
  const at = async (time: string, apps: FastifyInstance[] = [app]) => {
    clock.at = nz(time);
    const due = (now: string) =>
      app.db
        .selectFrom("jobs")
        .select("id")
        .where((eb) =>
          eb.or([eb("status", "=", "running"), eb.and([eb("status", "=", "pending"), eb("run_at", "<=", now)])]),
        )
        .execute();
    await until(
      async () => {
        await Promise.all(apps.map((instance) => instance.outbox.drain()));
        return (await due(clock.at.toISOString())).length === 0;
      },
      10_000,
      `the jobs due at ${time}`,
    );
  };

  /** A booking, as the patient sends it, with its status link kept sealed (as the booking loop keeps it). */
  async function booking(fields: Partial<Record<string, string>> = {}) {
    const { id, reference, statusToken } = await bookThroughForm(app, {
      ...VALID.booking!,
      ...fields,
    } as Record<string, string>);
    await app.db
      .updateTable("submissions")
      .set({ status_token_sealed: sealStatusToken(statusToken, sealKey()) })
      .where("id", "=", id)
      .execute();
    return { id, reference, statusToken };
  }

  /** The booking sent to a practice at `sentAt`, with its timers, as the practice-link work does it. */
  async function sendToPractice(submissionId: string, sentAt: Date, emergency = false) {
    const sent = sentPracticeRequest(HARBOUR, submissionId, sentAt, sealKey(), emergency ? "emergency" : null);
    await app.db.transaction().execute(async (trx) => {
      await trx.insertInto("practice_requests").values(sent.row).execute();
      await enqueue(
        trx,
        practiceTimerJobs(
          { practiceRequestId: sent.row.id, submissionId, sentAt, emergency, citySlug: "auckland" },
          DEFAULT_WORKING_HOURS,
        ),
        sentAt,
      );
    });
    return { id: sent.row.id, linkToken: sent.linkToken };
  }

  const requestRow = (id: string) =>
    app.db.selectFrom("practice_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  /** The e-mails enqueued about a submission, by template. */
  async function emails(submissionId: string, template: EmailSpec["template"]) {
    const jobs = await app.db
      .selectFrom("jobs")
      .select("payload")
      .where("kind", "=", "email")
      .where("submission_id", "=", submissionId)
      .execute();
    return jobs.map((job) => openedEmail(job.payload, config)).filter((spec) => spec.template === template);
  }

  /** The system's entries in a submission's history, after its arrival. */
  const history = async (submissionId: string) =>
    (
      await app.db
        .selectFrom("submission_events")
        .select(["actor", "action", "note", "at"])
        .where("submission_id", "=", submissionId)
        .where("actor", "=", "system")
        .where("action", "!=", "received")
        .orderBy("id")
        .execute()
    ).map((event) => ({ ...event, at: wall(event.at) }));

  const escalationNotice = (reference: string) =>
    smtp.received.find((email) => email.to.includes(NOTIFY) && email.subject.includes(`${reference} needs another`));

  it("reminds a practice sent a request on Friday at 4 pm on Monday at 10 am, not before, and flags the request at 2 pm", async () => {
    clock.at = nz("2026-11-27 15:59");
    const patient = await booking({ message: "Swollen jaw zq-canary-timers" });
    const sent = await sendToPractice(patient.id, nz("2026-11-27 16:00"));

    await at("2026-11-30 09:59");
    expect((await requestRow(sent.id)).reminded_at).toBeNull();
    expect(await emails(patient.id, "practice-reminder")).toEqual([]);

    await at("2026-11-30 10:00");
    expect(wall((await requestRow(sent.id)).reminded_at!)).toBe("2026-11-30 10:00");
    // The practice's e-mail carries its own link again, for this request.
    expect(await emails(patient.id, "practice-reminder")).toEqual([
      {
        template: "practice-reminder",
        to: HARBOUR.bookingEmail,
        reference: patient.reference,
        practiceName: "Harbour Dental",
        linkToken: sent.linkToken,
        expiresAt: (await requestRow(sent.id)).expires_at,
      },
    ]);
    expect(await history(patient.id)).toEqual([
      { actor: "system", action: "practice reminded", note: null, at: "2026-11-30 10:00" },
    ]);

    await at("2026-11-30 13:59");
    expect((await requestRow(sent.id)).escalated_at).toBeNull();
    expect(escalationNotice(patient.reference)).toBeUndefined();

    await at("2026-11-30 14:00");
    expect(wall((await requestRow(sent.id)).escalated_at!)).toBe("2026-11-30 14:00");
    await until(() => escalationNotice(patient.reference) !== undefined, 10_000, "the operators' notice");
    const notice = escalationNotice(patient.reference)!;
    expect(notice.subject).toBe(`Booking request ${patient.reference} needs another practice`);
    expect(notice.text).toContain("the practice has not answered in 8 hours of working hours");
    expect(notice.text).toContain(`${ORIGIN}/admin/submissions/${patient.id}`);
    expect(notice.html).toContain(`href="${ORIGIN}/admin/submissions/${patient.id}"`);
    const whole = `${notice.subject}\n${notice.text}\n${notice.html}`;
    expect(whole).not.toMatch(/zq-canary|Swollen|Root Canal|Aroha|emergency|urgent/i);
    // The patient is told we are finding another practice, with their status link.
    expect(await emails(patient.id, "patient-rematching")).toEqual([
      {
        template: "patient-rematching",
        to: "aroha@example.co.nz",
        firstName: "Aroha",
        reference: patient.reference,
        statusToken: patient.statusToken,
      },
    ]);
    expect((await history(patient.id)).at(-1)).toEqual({
      actor: "system",
      action: "flagged for re-matching",
      note: "no answer in 8 working hours",
      at: "2026-11-30 14:00",
    });

    // Nothing more happens later on.
    await at("2026-12-04 12:00");
    expect(await emails(patient.id, "practice-reminder")).toHaveLength(1);
    expect(await emails(patient.id, "patient-rematching")).toHaveLength(1);
  });

  it("neither reminds nor flags a practice that answered before the reminder was due", async () => {
    clock.at = nz("2026-11-27 15:59");
    const patient = await booking();
    const sent = await sendToPractice(patient.id, nz("2026-11-27 16:00"));

    clock.at = nz("2026-11-30 09:30");
    await app.db
      .updateTable("practice_requests")
      .set({ status: "offered", first_answer_at: clock.at.toISOString(), offered_times: "[]" })
      .where("id", "=", sent.id)
      .execute();
    await at("2026-11-30 18:00");

    const row = await requestRow(sent.id);
    expect(row.reminded_at).toBeNull();
    expect(row.escalated_at).toBeNull();
    expect(await emails(patient.id, "practice-reminder")).toEqual([]);
    expect(await emails(patient.id, "patient-rematching")).toEqual([]);
    expect(escalationNotice(patient.reference)).toBeUndefined();
    expect(await history(patient.id)).toEqual([]);
    const timers = await app.db
      .selectFrom("jobs")
      .select(["kind", "status", "result"])
      .where("submission_id", "=", patient.id)
      .where("kind", "in", [PRACTICE_REMINDER, PRACTICE_ESCALATION])
      .orderBy("kind")
      .execute();
    expect(timers).toEqual([
      { kind: PRACTICE_ESCALATION, status: "done", result: "not needed" },
      { kind: PRACTICE_REMINDER, status: "done", result: "not needed" },
    ]);
  });

  it("escalates an emergency after an hour on a Sunday night", async () => {
    clock.at = nz("2026-11-29 22:29");
    // The row's emergency flag is what the timers read (the form's emergency needs today's real date).
    const patient = await booking();
    const sent = await sendToPractice(patient.id, nz("2026-11-29 22:30"), true);

    await at("2026-11-29 23:00");
    expect(wall((await requestRow(sent.id)).reminded_at!)).toBe("2026-11-29 23:00");
    await at("2026-11-29 23:29");
    expect((await requestRow(sent.id)).escalated_at).toBeNull();

    await at("2026-11-29 23:30");
    expect(wall((await requestRow(sent.id)).escalated_at!)).toBe("2026-11-29 23:30");
    expect((await history(patient.id)).at(-1)).toMatchObject({
      action: "flagged for re-matching",
      note: "emergency: no answer in 1 hour",
    });
    await until(() => escalationNotice(patient.reference) !== undefined, 10_000, "the operators' notice");
    const notice = escalationNotice(patient.reference)!;
    expect(notice.text).toContain("the practice has not answered within 1 hour, the time this request allows");
    // Its urgency is a health detail: the e-mail does not name it.
    expect(`${notice.subject}\n${notice.text}\n${notice.html}`).not.toMatch(/emergency|urgent/i);
    expect(await emails(patient.id, "patient-rematching")).toHaveLength(1);
  });

  it("does not remind a practice whose link has expired", async () => {
    // An emergency's 30 minutes, with a link that was cut short (an operator's doing, say).
    clock.at = nz("2026-11-29 21:59");
    const patient = await booking();
    const sent = await sendToPractice(patient.id, nz("2026-11-29 22:00"), true);
    await app.db
      .updateTable("practice_requests")
      .set({ expires_at: nz("2026-11-29 22:15").toISOString() })
      .where("id", "=", sent.id)
      .execute();
    await at("2026-11-29 22:30");
    expect((await requestRow(sent.id)).reminded_at).toBeNull();
    expect(await emails(patient.id, "practice-reminder")).toEqual([]);
  });

  it("reminds each practice once when two instances' workers claim the same due reminders, and when a reminder runs again", async () => {
    // A second server instance: its own connection to the same database, its own worker.
    const secondHandle = database.sqliteFile
      ? connectDatabase({ sqliteFile: database.sqliteFile })
      : connectDatabase({ databaseUrl: database.databaseUrl });
    const second = await buildApp(config, { database: secondHandle, failureDelayMs: 0, now });
    await second.ready();
    try {
      clock.at = nz("2026-12-01 08:59");
      const patients = await Promise.all(Array.from({ length: 6 }, () => booking()));
      const sent = await Promise.all(patients.map((patient) => sendToPractice(patient.id, nz("2026-12-01 09:00"))));

      await at("2026-12-01 13:00", [app, second]);
      for (const [i, patient] of patients.entries()) {
        expect(await emails(patient.id, "practice-reminder")).toHaveLength(1);
        expect((await history(patient.id)).filter((event) => event.action === "practice reminded")).toHaveLength(1);
        expect((await requestRow(sent[i]!.id)).reminded_at).not.toBeNull();
      }

      // A worker that died after its reminder committed, before recording the job done: the job is
      // taken again once its lease runs out, and finds nothing left to do.
      const [first] = patients;
      await app.db
        .updateTable("jobs")
        .set({ status: "running", lease_until: nz("2026-12-01 13:05").toISOString(), locked_by: "gone" })
        .where("kind", "=", PRACTICE_REMINDER)
        .where("submission_id", "=", first!.id)
        .execute();
      await at("2026-12-01 13:10", [app, second]);
      const again = await app.db
        .selectFrom("jobs")
        .select(["status", "result", "attempts"])
        .where("kind", "=", PRACTICE_REMINDER)
        .where("submission_id", "=", first!.id)
        .executeTakeFirstOrThrow();
      expect(again).toEqual({ status: "done", result: "not needed", attempts: 2 });
      expect(await emails(first!.id, "practice-reminder")).toHaveLength(1);
    } finally {
      await second.close();
      await secondHandle.db.destroy();
    }
  });

  /** A booking a practice confirmed for `start`, with its day-before reminder enqueued at `now`. */
  async function confirmed(start: string) {
    const patient = await booking();
    const sent = await sendToPractice(patient.id, clock.at);
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("practice_requests")
        .set({
          status: "confirmed",
          first_answer_at: clock.at.toISOString(),
          appointment_start: nz(start).toISOString(),
          appointment_minutes: 45,
        })
        .where("id", "=", sent.id)
        .execute();
      const job = appointmentReminderJob(
        { practiceRequestId: sent.id, submissionId: patient.id, start: nz(start) },
        clock.at,
      );
      await enqueue(trx, job ? [job] : [], clock.at);
    });
    return { patient, sent };
  }

  it("reminds the patient of a confirmed appointment at 9 am the day before, once", async () => {
    clock.at = nz("2026-12-07 11:00");
    const { patient, sent } = await confirmed("2026-12-10 10:30");

    await at("2026-12-09 08:59");
    expect(await emails(patient.id, "patient-appointment-reminder")).toEqual([]);

    await at("2026-12-09 09:00");
    expect(await emails(patient.id, "patient-appointment-reminder")).toEqual([
      {
        template: "patient-appointment-reminder",
        to: "aroha@example.co.nz",
        firstName: "Aroha",
        reference: patient.reference,
        statusToken: patient.statusToken,
        practice: {
          name: "Harbour Dental",
          phone: "09 555 0100",
          address: "1 Quay Street, Auckland Central, Auckland",
          // The day-before reminder's calendar file names the dentist, as the confirmation's did.
          dentist: "Dr Mere Tane",
        },
        start: nz("2026-12-10 10:30").toISOString(),
        minutes: 45,
        practiceRequestId: sent.id,
      },
    ]);
    expect((await history(patient.id)).filter((event) => event.action === "patient reminded of appointment")).toEqual([
      { actor: "system", action: "patient reminded of appointment", note: null, at: "2026-12-09 09:00" },
    ]);

    // Run again (its worker died before recording it): no second reminder.
    await app.db
      .updateTable("jobs")
      .set({ status: "pending", run_at: clock.at.toISOString() })
      .where("kind", "=", APPOINTMENT_REMINDER)
      .where("submission_id", "=", patient.id)
      .execute();
    await at("2026-12-09 09:05");
    expect(await emails(patient.id, "patient-appointment-reminder")).toHaveLength(1);
  });

  it("does not remind the patient of an appointment that was cancelled or moved", async () => {
    clock.at = nz("2026-12-07 11:00");
    const cancelled = await confirmed("2026-12-10 10:30");
    const moved = await confirmed("2026-12-10 11:30");
    await app.db
      .updateTable("practice_requests")
      .set({ status: "cancelled", cancelled_at: nz("2026-12-08 12:00").toISOString() })
      .where("id", "=", cancelled.sent.id)
      .execute();
    await app.db
      .updateTable("practice_requests")
      .set({ appointment_start: nz("2026-12-11 11:30").toISOString() })
      .where("id", "=", moved.sent.id)
      .execute();

    await at("2026-12-09 09:00");
    expect(await emails(cancelled.patient.id, "patient-appointment-reminder")).toEqual([]);
    expect(await emails(moved.patient.id, "patient-appointment-reminder")).toEqual([]);
    const results = await app.db
      .selectFrom("jobs")
      .select("result")
      .where("kind", "=", APPOINTMENT_REMINDER)
      .where("submission_id", "in", [cancelled.patient.id, moved.patient.id])
      .execute();
    expect(results).toEqual([{ result: "not needed" }, { result: "not needed" }]);
  });

  it("leaves no timer behind when the patient withdraws the request", async () => {
    clock.at = nz("2026-12-14 09:00");
    const patient = await booking();
    await sendToPractice(patient.id, nz("2026-12-14 09:00"));
    const withdraw = await app.inject({
      method: "POST",
      url: `/api/requests/${patient.statusToken}/withdraw`,
      headers: { origin: "http://localhost:80", host: "localhost:80" },
    });
    expect(withdraw.statusCode).toBe(200);
    const left = await app.db
      .selectFrom("jobs")
      .select("kind")
      .where("kind", "in", [PRACTICE_REMINDER, PRACTICE_ESCALATION])
      .where("submission_id", "=", patient.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("lists a booking flagged for re-matching with its badge in the inbox, and filters for them", async () => {
    clock.at = nz("2026-12-15 08:59");
    const [flagged, resent, answered, fresh] = await Promise.all([booking(), booking(), booking(), booking()]);
    const sentAt = nz("2026-12-15 09:00");
    await sendToPractice(flagged.id, sentAt);
    const first = await sendToPractice(resent.id, sentAt);
    const late = await sendToPractice(answered.id, sentAt);
    await at("2026-12-15 17:00");
    // An operator sent one to another practice; another's practice confirmed after all.
    await app.db.updateTable("practice_requests").set({ status: "superseded" }).where("id", "=", first.id).execute();
    await sendToPractice(resent.id, nz("2026-12-15 17:05"));
    await app.db
      .updateTable("practice_requests")
      .set({ status: "confirmed", appointment_start: nz("2026-12-17 10:00").toISOString(), appointment_minutes: 30 })
      .where("id", "=", late.id)
      .execute();
    await at("2026-12-15 17:10");

    const list = async (query: string) => {
      const response = await app.inject({ url: `/admin/api/submissions?${query}`, headers: operator });
      expect(response.statusCode).toBe(200);
      return response.json<ListResponse>();
    };
    const all = await list("sort=newest");
    const badge = (id: string) => all.items.find((item) => item.id === id)?.needs_rematching;
    expect([flagged, resent, answered, fresh].map((patient) => badge(patient.id))).toEqual([1, 0, 0, 0]);

    const needing = await list("rematch=1");
    const ids = needing.items.map((item) => item.id);
    expect(ids).toContain(flagged.id);
    expect(ids).not.toContain(resent.id);
    expect(ids).not.toContain(answered.id);
    expect(ids).not.toContain(fresh.id);
    expect(needing.items.every((item) => item.needs_rematching === 1)).toBe(true);
    expect(needing.rematchCount).toBe(needing.total);
    expect(all.rematchCount).toBe(needing.total);
  });
});
