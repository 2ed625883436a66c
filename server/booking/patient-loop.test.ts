import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { openedEmail } from "../../tests/server/email-jobs";
import { bookThroughForm } from "../../tests/server/form-posts";
import { practiceTarget, sentPracticeRequest } from "../../tests/server/practice-requests";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import { part, type ReceivedEmail, startSmtp, type TestSmtp, until } from "../../tests/server/smtp";
import { icsProperty, nzIcsTime, unfolded } from "../../tests/support/ics";
import { nzAppointmentTime } from "../../rules/appointment-time";
import type { RequestStatusView } from "../../rules/api/request-status";
import type { PracticeRequestStatus } from "../../rules/booking-loop";
import { sealStatusToken, statusLinkSealKey } from "../platform/private-links/status-link-seal";
import type { PracticeRequestsTable } from "./practice-request-tables";
import { type Config, testConfig } from "../platform/config";
import { auditHashKey } from "../platform/audit/audit";
import type { EmailSpec } from "../platform/outbox/emails";
import { VALID } from "../../tests/server/form-fixtures";
import { statusTokenHash } from "../platform/private-links/status-token";

const ORIGIN = "https://nzdd.example";
const SAME_ORIGIN = { origin: "http://localhost:80", host: "localhost:80" };
/** The practice the tests' bookings went to, at Dr Priya Raman's listing. */
const PRACTICE = practiceTarget("tinakori", {
  listingRef: "dentist/tinakori-smile-studio-wellington",
  dentistName: "Dr Priya Raman",
  practiceName: "Tinakori Smile Studio",
  phone: "04 555 0100",
  address: "1 Tinakori Road, Thorndon, Wellington",
  bookingEmail: "bookings@tinakori.example",
});
const HOUR = 3_600_000;
/** Whole minutes, some days ahead: times a practice could offer. */
const ahead = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();
const UNOPENABLE_TOKEN = "p".repeat(43);

describe.each(TEST_DATABASES)("the patient's side of the request loop on $name", (kind) => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let config: Config;
  let close: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtp();
    config = testConfig({
      PUBLIC_ORIGIN: ORIGIN,
      OPERATOR_NOTIFY_TO: "ops@example.test",
      OUTBOX_POLL_MS: 20,
      OUTBOX_RETRY_BASE_MS: 20,
      OUTBOX_RETRY_MAX_MS: 80,
      FORM_RATE_LIMIT: 10_000,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: smtp.port,
    });
    ({ app, close } = await startSignedInApp(kind, config));
  });
  afterAll(async () => {
    await close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  /**
   * A patient's booking that a practice has answered: booked through the form service, then the
   * practice request written as the practice's answer leaves it (the practice's side is built
   * elsewhere; this is its table).
   */
  async function answeredBooking(
    status: PracticeRequestStatus,
    extra: Partial<PracticeRequestsTable> = {},
    bookingStatus = status === "confirmed" ? "matched" : "in_progress",
  ) {
    const submission = await bookThroughForm(app, { ...VALID.booking!, message: "Swollen jaw zq-canary" });
    const { reference, statusToken } = submission;
    await app.db.updateTable("submissions").set({ status: bookingStatus }).where("id", "=", submission.id).execute();
    const sentAt = new Date(Date.now() - HOUR);
    const sent = sentPracticeRequest(PRACTICE, submission.id, sentAt, statusLinkSealKey(auditHashKey(config)));
    await app.db
      .insertInto("practice_requests")
      .values({
        ...sent.row,
        status,
        expires_at: new Date(Date.now() + 13 * 24 * HOUR).toISOString(),
        first_answer_at: status === "waiting" ? null : sent.row.sent_at,
        ...extra,
      })
      .execute();
    const practiceLink = { token: sent.linkToken, hash: sent.row.token_hash };
    return { reference, statusToken, submissionId: submission.id, practiceRequestId: sent.row.id, practiceLink };
  }

  const view = async (token: string) => {
    const response = await app.inject({ url: `/api/requests/${token}` });
    expect(response.statusCode).toBe(200);
    return response.json<RequestStatusView>();
  };
  const accept = (token: string, time: string, headers: Record<string, string> = SAME_ORIGIN) =>
    app.inject({ method: "POST", url: `/api/requests/${token}/accept`, headers, payload: { time } });
  const cancel = (token: string) =>
    app.inject({ method: "POST", url: `/api/requests/${token}/cancel`, headers: SAME_ORIGIN });
  const practiceRequest = (id: string) =>
    app.db.selectFrom("practice_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const history = (submissionId: string) =>
    app.db
      .selectFrom("submission_events")
      .selectAll()
      .where("submission_id", "=", submissionId)
      .orderBy("id")
      .execute();
  /**
   * The e-mails of a template about one booking, waiting or sent, as the outbox holds them (for
   * the practice's e-mails, whose words are written with the practice's page).
   */
  const outboxEmails = async (template: EmailSpec["template"], reference: string) =>
    (await app.db.selectFrom("jobs").select("payload").where("kind", "=", "email").execute())
      .map((job) => openedEmail(job.payload, config))
      .filter((spec) => spec.template === template && "reference" in spec && spec.reference === reference);
  const mailTo = async (subject: RegExp): Promise<ReceivedEmail> => {
    await until(() => smtp.received.some((m) => subject.test(m.subject)), 10_000, String(subject));
    return smtp.received.find((m) => subject.test(m.subject))!;
  };

  it("shows the times a practice offered, without naming it yet; accepting one confirms it, tells the practice and e-mails the patient a calendar file", async () => {
    const times = [ahead(48), ahead(72)];
    const booking = await answeredBooking("offered", { offered_times: JSON.stringify(times) });

    const offered = await view(booking.statusToken);
    expect(offered).toMatchObject({
      status: "passed-to-practice",
      offeredTimes: times,
      practice: null,
      appointment: null,
      canCancel: false,
    });

    const chosen = times[1]!;
    const accepted = await accept(booking.statusToken, chosen);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<RequestStatusView>()).toMatchObject({
      status: "confirmed",
      practice: { name: PRACTICE.practiceName, phone: PRACTICE.phone, address: PRACTICE.address },
      appointment: { start: chosen, minutes: 30, calendarPath: `/api/requests/${booking.statusToken}/calendar.ics` },
      offeredTimes: [],
      canCancel: true,
    });
    expect(await practiceRequest(booking.practiceRequestId)).toMatchObject({
      status: "confirmed",
      appointment_start: chosen,
      appointment_minutes: 30,
    });
    // The inbox sees the booking matched, by the patient.
    const events = await history(booking.submissionId);
    expect(events.at(-1)).toMatchObject({ actor: "patient", from_status: "in_progress", to_status: "matched" });

    // The practice is told, with its own link (which still opens its request).
    const [toPractice] = await outboxEmails("practice-offer-accepted", booking.reference);
    expect(toPractice).toMatchObject({
      to: PRACTICE.bookingEmail,
      reference: booking.reference,
      start: chosen,
      minutes: 30,
    });
    expect(toPractice!.template === "practice-offer-accepted" && statusTokenHash(toPractice!.linkToken)).toBe(
      booking.practiceLink.hash,
    );

    // The patient's e-mail: text and HTML, the practice and the time in New Zealand words, the link, the .ics.
    const email = await mailTo(/^Your appointment is confirmed/);
    expect(email.to).toEqual(["aroha@example.co.nz"]);
    for (const body of [email.text, email.html]) {
      expect(body).toContain(PRACTICE.practiceName);
      expect(body).toContain(PRACTICE.phone);
      expect(body).toContain(`${ORIGIN}/requests/${booking.statusToken}`);
    }
    expect(email.text).toMatch(/confirmed for \w+day \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} (am|pm)/);
    const ics = part(email.raw, "text/calendar");
    expect(email.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(email.raw).toMatch(/Content-Disposition: attachment; filename=dental-appointment-BK-\w+\.ics/i);
    expect(ics).toContain("METHOD:PUBLISH");
    // The time on New Zealand's clock, with the zone's rules, the dentist named, an alarm.
    expect(ics).toContain(`DTSTART;TZID=Pacific/Auckland:${nzIcsTime(chosen)}`);
    expect(unfolded(ics)).toMatch(/BEGIN:VTIMEZONE\nTZID:Pacific\/Auckland\n[\s\S]*END:VTIMEZONE/);
    expect(ics).toContain(`UID:${booking.practiceRequestId}@nzdd.example`);
    expect(icsProperty(ics, "SUMMARY")).toBe(`:Dental appointment with Dr Priya Raman at ${PRACTICE.practiceName}`);
    expect(unfolded(ics)).toMatch(/BEGIN:VALARM\nACTION:DISPLAY\nTRIGGER:-PT1H\n/);

    // The page's calendar link serves the same event.
    const download = await app.inject({ url: `/api/requests/${booking.statusToken}/calendar.ics` });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="dental-appointment-BK-\w+\.ics"$/);
    expect(download.headers["cache-control"]).toBe("no-store");
    expect(download.body).toContain("METHOD:PUBLISH");
    expect(download.body).toContain(`DTSTART;TZID=Pacific/Auckland:${nzIcsTime(chosen)}`);
    expect(download.body).toContain(`UID:${booking.practiceRequestId}@nzdd.example`);

    // A second click on the same time changes nothing and sends nothing more.
    const again = await accept(booking.statusToken, chosen);
    expect(again.statusCode).toBe(200);
    expect(again.json<RequestStatusView>().status).toBe("confirmed");
    expect(await outboxEmails("practice-offer-accepted", booking.reference)).toHaveLength(1);
    expect((await history(booking.submissionId)).length).toBe(events.length);
  });

  it("gives the practice a new working link when its sealed one cannot be opened (the secret was replaced)", async () => {
    const times = [ahead(49)];
    const booking = await answeredBooking("offered", {
      offered_times: JSON.stringify(times),
      token_sealed: sealStatusToken(UNOPENABLE_TOKEN, statusLinkSealKey("another server's secret")),
    });
    expect((await accept(booking.statusToken, times[0]!)).statusCode).toBe(200);
    const [toPractice] = await outboxEmails("practice-offer-accepted", booking.reference);
    const row = await practiceRequest(booking.practiceRequestId);
    expect(toPractice!.template === "practice-offer-accepted" && statusTokenHash(toPractice!.linkToken)).toBe(
      row.token_hash,
    );
    expect(row.token_hash).not.toBe(booking.practiceLink.hash);
  });

  it("accepts once when the same time is accepted twice at the same moment", async () => {
    const times = [ahead(51)];
    const booking = await answeredBooking("offered", { offered_times: JSON.stringify(times) });
    const answers = await Promise.all([accept(booking.statusToken, times[0]!), accept(booking.statusToken, times[0]!)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await outboxEmails("practice-offer-accepted", booking.reference)).toHaveLength(1);
    expect(await outboxEmails("patient-confirmed", booking.reference)).toHaveLength(1);
    const moves = (await history(booking.submissionId)).filter((e) => e.actor === "patient");
    expect(moves.map((e) => e.to_status)).toEqual(["matched"]);
  });

  it("moves a booking still marked new through in progress to matched, each step in its history", async () => {
    const times = [ahead(52)];
    const booking = await answeredBooking("offered", { offered_times: JSON.stringify(times) }, "new");
    expect((await accept(booking.statusToken, times[0]!)).statusCode).toBe(200);
    const moves = (await history(booking.submissionId)).filter((e) => e.actor === "patient");
    expect(moves.map((e) => [e.from_status, e.to_status])).toEqual([
      ["new", "in_progress"],
      ["in_progress", "matched"],
    ]);
  });

  it("refuses a time that was not offered, one that has passed, and any once a time is agreed, changing nothing", async () => {
    const past = new Date(Date.now() - 2 * HOUR).toISOString();
    const times = [ahead(30), past];
    const booking = await answeredBooking("offered", { offered_times: JSON.stringify(times) });
    expect((await view(booking.statusToken)).offeredTimes).toEqual([times[0]]);

    const notOffered = await accept(booking.statusToken, ahead(31));
    expect(notOffered.statusCode).toBe(409);
    expect(notOffered.json()).toEqual({
      error: "That time is no longer offered. Choose one of the times shown on your page.",
    });
    const passed = await accept(booking.statusToken, past);
    expect(passed.statusCode).toBe(409);
    expect(passed.json().error).toMatch(/has passed/);
    expect((await accept(booking.statusToken, "")).statusCode).toBe(400);
    expect(await practiceRequest(booking.practiceRequestId)).toMatchObject({
      status: "offered",
      appointment_start: null,
    });

    expect((await accept(booking.statusToken, times[0]!)).statusCode).toBe(200);
    const other = await accept(booking.statusToken, past);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatch(/^Your appointment is already confirmed for \w+day/);
  });

  it("answers 404 to a link that opens no request, and 403 to a change from another site", async () => {
    const unknown = "A".repeat(43);
    expect((await accept(unknown, ahead(5))).statusCode).toBe(404);
    expect((await cancel(unknown)).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/requests/${unknown}/calendar.ics` })).statusCode).toBe(404);
    expect((await accept("not-a-token", ahead(5))).statusCode).toBe(404);

    const booking = await answeredBooking("offered", { offered_times: JSON.stringify([ahead(5)]) });
    const crossSite = await accept(booking.statusToken, ahead(5), { origin: "https://elsewhere.example" });
    expect(crossSite.statusCode).toBe(403);
    // No confirmed appointment yet: no calendar file.
    expect((await app.inject({ url: `/api/requests/${booking.statusToken}/calendar.ics` })).statusCode).toBe(404);
  });

  it("lets the patient cancel a confirmed appointment: the practice is told, the booking closes, the patient gets word and a calendar file that removes the event", async () => {
    const start = ahead(50);
    const booking = await answeredBooking("confirmed", { appointment_start: start, appointment_minutes: 45 });
    const added = (await app.inject({ url: `/api/requests/${booking.statusToken}/calendar.ics` })).body;
    const confirmed = await view(booking.statusToken);
    expect(confirmed).toMatchObject({
      status: "confirmed",
      practice: { name: PRACTICE.practiceName },
      appointment: { start, minutes: 45 },
      canCancel: true,
    });

    const cancelled = await cancel(booking.statusToken);
    expect(cancelled.statusCode).toBe(200);
    const after = cancelled.json<RequestStatusView>();
    expect(after).toMatchObject({ status: "closed", practice: null, appointment: null, canCancel: false });
    expect(after.notice).toMatch(new RegExp(`^You cancelled your appointment at ${PRACTICE.practiceName} on \\w+day`));
    expect(await practiceRequest(booking.practiceRequestId)).toMatchObject({ status: "cancelled" });
    expect((await practiceRequest(booking.practiceRequestId)).cancelled_at).not.toBeNull();
    expect((await history(booking.submissionId)).at(-1)).toMatchObject({
      actor: "patient",
      from_status: "matched",
      to_status: "closed",
    });
    expect(await outboxEmails("practice-cancelled", booking.reference)).toEqual([
      {
        template: "practice-cancelled",
        to: PRACTICE.bookingEmail,
        reference: booking.reference,
        practiceName: PRACTICE.practiceName,
        start,
      },
    ]);
    const email = await mailTo(/^Your appointment is cancelled/);
    expect(email.text).toContain(`your appointment at ${PRACTICE.practiceName} on`);
    expect(email.html).toContain(PRACTICE.practiceName);
    // Its calendar file cancels the event the patient added: the same UID, a later SEQUENCE.
    expect(email.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
    const removal = part(email.raw, "text/calendar");
    expect(icsProperty(removal, "METHOD")).toBe(":CANCEL");
    expect(icsProperty(removal, "UID")).toBe(`:${booking.practiceRequestId}@nzdd.example`);
    expect(icsProperty(removal, "UID")).toBe(icsProperty(added, "UID"));
    expect(Number(icsProperty(removal, "SEQUENCE")!.slice(1))).toBeGreaterThan(
      Number(icsProperty(added, "SEQUENCE")!.slice(1)),
    );
    expect(icsProperty(removal, "STATUS")).toBe(":CANCELLED");
    expect(icsProperty(removal, "DTSTART")).toBe(`;TZID=Pacific/Auckland:${nzIcsTime(start)}`);

    // Cancelling again changes nothing; the calendar file is gone with the appointment.
    expect((await cancel(booking.statusToken)).statusCode).toBe(200);
    expect(await outboxEmails("practice-cancelled", booking.reference)).toHaveLength(1);
    expect((await app.inject({ url: `/api/requests/${booking.statusToken}/calendar.ics` })).statusCode).toBe(404);
  });

  it("refuses to cancel what is not a confirmed appointment still ahead", async () => {
    const waiting = await answeredBooking("waiting");
    expect((await cancel(waiting.statusToken)).statusCode).toBe(409);
    const begun = await answeredBooking("confirmed", { appointment_start: new Date(Date.now() - HOUR).toISOString() });
    expect((await view(begun.statusToken)).canCancel).toBe(false);
    const refused = await cancel(begun.statusToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/time has passed/);
    expect(await practiceRequest(begun.practiceRequestId)).toMatchObject({ status: "confirmed" });
  });

  it("says what is happening while another practice is found", async () => {
    const declined = await answeredBooking("declined", { decline_reason: "Fully booked" });
    expect((await view(declined.statusToken)).notice).toBe(
      "The practice could not take your request. We are finding another practice near you and will e-mail you.",
    );
    const silent = await answeredBooking("waiting", { escalated_at: new Date().toISOString() });
    expect((await view(silent.statusToken)).notice).toMatch(
      /has not answered in time, so we are finding another practice/,
    );
    const answered = await answeredBooking("waiting");
    expect((await view(answered.statusToken)).notice).toBeNull();
  });

  const withdraw = (token: string) =>
    app.inject({ method: "POST", url: `/api/requests/${token}/withdraw`, headers: SAME_ORIGIN });

  it("marks the practice request withdrawn when the patient withdraws, and e-mails the practice that was answering it", async () => {
    const offeredAt = ahead(20);
    const offered = await answeredBooking("offered", { offered_times: JSON.stringify([offeredAt]) });
    expect((await withdraw(offered.statusToken)).statusCode).toBe(200);
    expect(await practiceRequest(offered.practiceRequestId)).toMatchObject({ status: "withdrawn" });
    expect(await view(offered.statusToken)).toMatchObject({ status: "withdrawn", offeredTimes: [], practice: null });
    expect(await outboxEmails("practice-cancelled", offered.reference)).toEqual([]);
    // Nothing to accept once withdrawn.
    expect((await accept(offered.statusToken, ahead(20))).statusCode).toBe(409);
    // The practice holding offered times hears of it, and that its times are free again.
    const held = await mailTo(new RegExp(`^Booking request ${offered.reference} withdrawn by the patient`));
    expect(held.to).toEqual([PRACTICE.bookingEmail]);
    expect(held.text).toContain("no longer needs an answer");
    expect(held.text).toContain(`The times you offered are free again:\n\n${nzAppointmentTime(offeredAt)}`);
    // Like every e-mail to a practice, it names no patient.
    expect(held.text).not.toMatch(/Aroha|Ngata|021|zq-canary/);

    const waiting = await answeredBooking("waiting");
    expect((await withdraw(waiting.statusToken)).statusCode).toBe(200);
    const unanswered = await mailTo(new RegExp(`^Booking request ${waiting.reference} withdrawn by the patient`));
    expect(unanswered.text).not.toContain("The times you offered");

    // A practice that declined has nothing to stop: it is not told.
    const declined = await answeredBooking("declined", { decline_reason: "Fully booked" });
    expect((await withdraw(declined.statusToken)).statusCode).toBe(200);
    expect(await outboxEmails("practice-withdrawn", declined.reference)).toEqual([]);
  });

  it("e-mails the patient who withdraws a confirmed appointment the calendar file that takes it out, then keeps no address", async () => {
    const start = ahead(40);
    const confirmed = await answeredBooking("confirmed", { appointment_start: start, appointment_minutes: 30 });
    expect((await withdraw(confirmed.statusToken)).statusCode).toBe(200);
    expect(await practiceRequest(confirmed.practiceRequestId)).toMatchObject({ status: "withdrawn" });
    expect(await outboxEmails("practice-cancelled", confirmed.reference)).toEqual([
      expect.objectContaining({ to: PRACTICE.bookingEmail, reference: confirmed.reference, start }),
    ]);
    expect(await outboxEmails("practice-withdrawn", confirmed.reference)).toEqual([]);

    const email = await mailTo(/^Your appointment is cancelled/);
    expect(email.to.map((to) => to.toLowerCase())).toEqual([String(VALID.booking!.email).toLowerCase()]);
    expect(email.text).toContain(
      `You withdrew your booking request, so your appointment at ${PRACTICE.practiceName} on`,
    );
    expect(email.text).not.toContain("zq-canary");
    const removal = part(email.raw, "text/calendar");
    expect(icsProperty(removal, "METHOD")).toBe(":CANCEL");
    // The UID the confirmation's file gave the event (D466), one SEQUENCE later.
    expect(icsProperty(removal, "UID")).toBe(`:${confirmed.practiceRequestId}@nzdd.example`);
    expect(icsProperty(removal, "SEQUENCE")).toBe(":1");
    expect(icsProperty(removal, "STATUS")).toBe(":CANCELLED");
    expect(icsProperty(removal, "DTSTART")).toBe(`;TZID=Pacific/Auckland:${nzIcsTime(start)}`);

    // The erasure stands: once sent, no job of the booking holds the address any more.
    const address = String(VALID.booking!.email).toLowerCase();
    const jobsNaming = async () =>
      (await app.db.selectFrom("jobs").select(["payload", "submission_id"]).execute()).filter(
        (job) =>
          job.submission_id === confirmed.submissionId ||
          (job.payload.includes(confirmed.reference) && job.payload.toLowerCase().includes(address)),
      );
    await until(async () => (await jobsNaming()).length === 0, 10_000, "the sent cancellation's job deleted");
    const row = await app.db
      .selectFrom("submissions")
      .select(["email", "name"])
      .where("id", "=", confirmed.submissionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: "", name: "" });
  });

  it("takes the page's own form without JavaScript, answering with a redirect back to the page", async () => {
    const times = [ahead(26)];
    const booking = await answeredBooking("offered", { offered_times: JSON.stringify(times) });
    const post = (payload: string) =>
      app.inject({
        method: "POST",
        url: `/requests/${booking.statusToken}`,
        headers: { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        payload,
      });
    const refused = await post(`intent=accept&time=${encodeURIComponent(ahead(27))}`);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(`/requests/${booking.statusToken}?problem=accept-refused`);
    const accepted = await post(`intent=accept&time=${encodeURIComponent(times[0]!)}`);
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe(`/requests/${booking.statusToken}`);
    expect((await view(booking.statusToken)).status).toBe("confirmed");
    expect((await post("intent=cancel")).headers.location).toBe(`/requests/${booking.statusToken}`);
    expect((await view(booking.statusToken)).status).toBe("closed");
  });

  it("takes the page's form post with Origin null (its no-referrer policy) only when the browser says it came from the same site", async () => {
    const times = [ahead(28)];
    const booking = await answeredBooking("offered", { offered_times: JSON.stringify(times) });
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: `/requests/${booking.statusToken}`,
        headers: { host: "localhost:80", "content-type": "application/x-www-form-urlencoded", ...headers },
        payload: `intent=accept&time=${encodeURIComponent(times[0]!)}`,
      });
    expect((await post({ origin: "null", "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await post({ origin: "null" })).statusCode).toBe(403);
    expect((await post({ "sec-fetch-site": "same-origin" })).statusCode).toBe(403);
    expect((await view(booking.statusToken)).status).toBe("passed-to-practice");
    expect((await post({ origin: "null", "sec-fetch-site": "same-origin" })).statusCode).toBe(303);
    expect((await view(booking.statusToken)).status).toBe("confirmed");
  });

  it("never puts the booking's message, urgency or service in the patient's e-mails", async () => {
    const times = [ahead(60)];
    const booking = await answeredBooking("offered", { offered_times: JSON.stringify(times) });
    await accept(booking.statusToken, times[0]!);
    await cancel(booking.statusToken);
    await mailTo(/^Your appointment is cancelled/);
    await mailTo(/^Your appointment is confirmed/);
    for (const email of smtp.received) {
      const whole = `${email.subject}\n${email.text}\n${email.html}\n${part(email.raw, "text/calendar")}`;
      expect(whole).not.toContain("zq-canary");
      expect(whole).not.toMatch(/Swollen|Root Canal|urgent|Southern Cross|021 123 4567/i);
    }
  });
});
