import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { openedEmail } from "../../tests/server/email-jobs";
import { outboxSettled } from "../../tests/server/outbox-settled";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import { type ReceivedEmail, startSmtp, type TestSmtp, until } from "../../tests/server/smtp";
import type { SubmissionDetail } from "../../rules/api/inbox";
import type { RequestStatusView } from "../../rules/api/request-status";
import { nzDateTime } from "../../rules/nz-time";
import { buildApp } from "../app";
import { testConfig } from "../platform/config";
import { encode, VALID } from "../../tests/server/form-fixtures";
import { insertSubmission, submissionStore } from "./submission-store";
import { practiceTarget } from "./practice-requests";
import { findChosenListing } from "./chosen-listing";
import { SAMPLE_EMERGENCY_CLINICS } from "../listings/sample/emergency-clinics";

// Practices answer by a link (issue 22 item 3): a booking that names a listing goes to that
// practice's booking address at once, with a private link to a page where the practice confirms a
// time, offers others or declines; each answer shows in the inbox and e-mails the patient.

const ORIGIN = "https://nzdd.example";
const PRIYA = "tinakori-smile-studio-wellington";
const OTHER = "cuba-quarter-dental-wellington";
/** What a browser sends with a form post from our own page (sent with no-referrer: Origin null). */
const OUR_PAGE = { "sec-fetch-site": "same-origin", origin: "null" };

const inDays = (days: number, time = "10:30") => ({
  date: nzDateTime(new Date(Date.now() + days * 86_400_000)).date,
  time,
});

const to = (address: string) => (email: ReceivedEmail) =>
  email.to.some((recipient) => recipient.toLowerCase() === address.toLowerCase());

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };

/** The errors the page shows beside its fields, by the form's field names (confirm-date → date, offer-time2 → time2). */
const fieldErrors = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/id="(?:confirm|offer|decline)-(\w+)-error"[^>]*>([^<]*)</g)].map(([, field, message]) => [
      field,
      message!.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity]!),
    ]),
  );

describe.each(TEST_DATABASES)("a practice's link on $name", (kind) => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let operator: Record<string, string>;
  let close: () => Promise<void>;
  let bookingEmail: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    ({ app, operator, close } = await startSignedInApp(
      kind,
      testConfig({
        PUBLIC_ORIGIN: ORIGIN,
        OPERATOR_NOTIFY_TO: "ops-notices@example.test",
        OUTBOX_POLL_MS: 20,
        OUTBOX_RETRY_BASE_MS: 60_000,
        FORM_RATE_LIMIT: 10_000,
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: smtp.port,
      }),
    ));
    bookingEmail = (await app.listings.dentist(PRIYA))!.bookingEmail;
  });
  afterAll(async () => {
    await close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const book = async (fields: Record<string, string> = {}, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method: "POST",
      url: "/",
      payload: encode("booking", { ...VALID.booking!, listing: `dentist/${PRIYA}`, ...fields }),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", ...headers },
    });
    return response.json<{ reference: string; statusToken: string }>();
  };

  /** The practice's e-mail for this reference, and its link's token. */
  const practiceMail = async (reference: string, address = bookingEmail) => {
    await until(
      () => smtp.received.some((m) => to(address)(m) && m.subject.includes(reference)),
      10_000,
      "practice e-mail",
    );
    const mail = smtp.received.find((m) => to(address)(m) && m.subject.includes(reference))!;
    const token = new RegExp(`${ORIGIN}/practice/requests/([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
    return { mail, token: token! };
  };

  /** The practice answers on its page, as a form post from it: taken, the page redirects back to itself (302). */
  const answer = (token: string, values: Record<string, string>, headers: Record<string, string> = OUR_PAGE) =>
    app.inject({
      method: "POST",
      url: `/practice/requests/${token}`,
      payload: new URLSearchParams(values).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...headers },
    });

  /** An operator's "Send to practice" of a submission to a listing ("dentist/{id}"). */
  const sendToPractice = (submissionId: string, listing: string) =>
    app.inject({
      method: "POST",
      url: `/admin/api/submissions/${submissionId}/send-to-practice`,
      payload: { listing },
      headers: operator,
    });
  const detail = async (reference: string) => {
    const row = await app.db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    return (await app.inject({ url: `/admin/api/submissions/${row.id}`, headers: operator })).json<SubmissionDetail>();
  };

  const emailJobs = async (reference: string) =>
    (await app.db.selectFrom("jobs").select("payload").where("kind", "=", "email").execute())
      .map((j) => openedEmail(j.payload, testConfig()))
      .filter((spec) => "reference" in spec && spec.reference === reference);

  it("e-mails a booking naming a listing to its booking address, with a link to a page showing the patient", async () => {
    const { reference } = await book({ message: "zq-canary sore tooth", insurance: "ACC" });
    const { mail, token } = await practiceMail(reference);
    expect(mail.subject).toBe(`New booking request ${reference} for Tinakori Smile Studio`);
    // No patient details or health details in the e-mail itself: they are behind the link.
    const whole = `${mail.subject}\n${mail.text}\n${mail.html}`;
    expect(whole).not.toMatch(/Aroha|Ngata|zq-canary|Root Canal|urgent|021 123 4567/i);
    expect(mail.html).toContain(`href="${ORIGIN}/practice/requests/${token}"`);

    const page = await app.inject({ url: `/practice/requests/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    for (const shown of [
      reference,
      "The patient is waiting for your answer.",
      "Aroha Ngata",
      "aroha@example.co.nz",
      "Root Canal",
      "Urgent (within 3 days)",
      "zq-canary sore tooth",
      "Dr Priya Raman, Tinakori Smile Studio",
    ]) {
      expect(page.body).toContain(shown);
    }
    // The funding the patient gave reaches the practice (not the e-mail: it points to who they are).
    expect(page.body).toMatch(/Insurance or funding<\/dt><dd[^>]*><bdi>ACC<\/bdi>/);
    expect(whole).not.toContain("ACC");
    expect(page.body).toContain("Confirm this appointment");
    // The confirm form starts at the day and time the patient asked for (9:30 AM).
    expect(page.body).toMatch(/<input[^>]*name="time"[^>]*value="09:30"|<input[^>]*value="09:30"[^>]*name="time"/);
    // A private page: the site's name, not its public menu and "Book Now".
    expect(page.body).toContain("For practices");
    expect(page.body).not.toContain("Book Now");
    expect(page.body).toMatch(/<form[^>]*method="post"/);

    const inbox = await detail(reference);
    expect(inbox.submission.status).toBe("in_progress");
    expect(inbox.practiceRequests).toMatchObject([{ status: "waiting", practiceName: "Tinakori Smile Studio" }]);
    expect(inbox.events.map((e) => e.action)).toEqual(["received", "status-change", "sent-to-practice"]);
  });

  it("tells a patient who chose a dentist where the request went, from the first e-mail and on the status page", async () => {
    const { reference, statusToken } = await book({ email: "chose.a.dentist@example.nz" });
    await until(() => smtp.received.some(to("chose.a.dentist@example.nz")), 10_000, "the patient's e-mail");
    const first = smtp.received.find(to("chose.a.dentist@example.nz"))!;
    expect(first.subject).toBe(`We have your booking request ${reference}`);
    expect(first.text).toContain("Your request has gone to Dr Priya Raman at Tinakori Smile Studio.");
    expect(first.text).toMatch(/You asked for \w+day \d{1,2} \w+ 20\d\d, 9:30 AM\./);
    expect(first.text).not.toContain("Our team chooses a practice");

    const status = async () => (await app.inject({ url: `/api/requests/${statusToken}` })).json<RequestStatusView>();
    expect(await status()).toMatchObject({
      status: "passed-to-practice",
      sentTo: { dentist: "Dr Priya Raman", practice: "Tinakori Smile Studio" },
      lookingAgainSince: null,
    });
    const page = await app.inject({ url: `/requests/${statusToken}` });
    expect(page.body).toContain("Your request has gone to Dr Priya Raman at Tinakori Smile Studio.");

    // The practice declines: the page stops naming it and the timeline moves on to finding another.
    const { token } = await practiceMail(reference);
    expect((await answer(token, { answer: "decline", reason: "Fully booked" })).statusCode).toBe(302);
    const after = await status();
    expect(after.sentTo).toBeNull();
    expect(after.lookingAgainSince).not.toBeNull();
    const declined = await app.inject({ url: `/requests/${statusToken}` });
    expect(declined.body).toContain("Finding another practice");
    expect(declined.body).not.toContain("Your request has gone to Dr Priya Raman");
  });

  it("sends nothing to the practice for a booking held as spam, and leaves a booking without a listing for the operator", async () => {
    const spam = await book({ "bot-field": "I am a bot" });
    const plain = await book({ listing: "" });
    // Every job the two bookings wrote has run: an e-mail to the practice would have arrived.
    await outboxSettled(app);
    expect(smtp.received.filter(to(bookingEmail))).toEqual([]);
    const rows = await app.db.selectFrom("practice_requests").select("submission_id").execute();
    const ids = await app.db
      .selectFrom("submissions")
      .select(["id", "status"])
      .where("reference", "in", [spam.reference, plain.reference])
      .execute();
    expect(rows.filter((r) => ids.some((s) => s.id === r.submission_id))).toEqual([]);
    expect(ids.map((s) => s.status)).toEqual(["new", "new"]);
  });

  it("sends nothing for a booking whose transaction rolled back", async () => {
    const key = `rollback-${kind.name}-0001`;
    const store = submissionStore(app.db, { sealKey: Buffer.alloc(32, 7) });
    const target = practiceTarget((await findChosenListing(app.listings, `dentist/${PRIYA}`))!);
    const input = {
      form: "booking" as const,
      referencePrefix: "BK",
      spam: false,
      email: "rolled@example.nz",
      name: "Rolled Back",
      city: "nelson",
      urgency: "routine",
      fields: { firstName: "Rolled" },
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      page_url: null,
      idempotencyKey: key,
      bodyHash: null,
      statusTokenHash: null,
      sendTo: target,
    };
    await insertSubmission(store, { ...input, sendTo: null });
    const before = await app.db.selectFrom("practice_requests").select("id").execute();
    // The same key again: the booking's insert fails, so its transaction (practice request, jobs) rolls back.
    await expect(insertSubmission(store, input)).rejects.toThrow();
    // A job that outlived the rollback would have run, and its e-mail arrived, by now.
    await outboxSettled(app);
    expect(await app.db.selectFrom("practice_requests").select("id").execute()).toEqual(before);
    expect(smtp.received.filter(to(bookingEmail))).toEqual([]);
  });

  it("confirm: the booking is matched, the inbox shows the time, and the patient's e-mail carries their status link", async () => {
    const { reference, statusToken } = await book();
    const { token } = await practiceMail(reference);
    const slot = inDays(3);
    const response = await answer(token, { answer: "confirm", ...slot, minutes: "45" });
    expect(response.statusCode).toBe(302);

    const inbox = await detail(reference);
    expect(inbox.submission.status).toBe("matched");
    expect(inbox.practiceRequests?.[0]).toMatchObject({ status: "confirmed", appointment: { minutes: 45 } });
    expect(nzDateTime(new Date(inbox.practiceRequests![0]!.appointment!.start))).toEqual(slot);
    expect(inbox.practiceRequests?.[0]?.firstAnswerAt).not.toBeNull();
    const confirmed = inbox.events.find((e) => e.action === "practice-confirmed")!;
    expect(confirmed.actor).toBe("practice");
    expect(confirmed.note).toMatch(/Tinakori Smile Studio: .*10:30.*45 minutes/);
    expect(inbox.events.at(-1)).toMatchObject({ from_status: "in_progress", to_status: "matched", actor: "practice" });

    const patient = (await emailJobs(reference)).find((s) => s.template === "patient-confirmed");
    expect(patient).toMatchObject({
      to: "aroha@example.co.nz",
      firstName: "Aroha",
      statusToken,
      practice: { name: "Tinakori Smile Studio" },
      minutes: 45,
    });

    // A second answer after the confirmation is refused, and changes nothing.
    const again = await answer(token, { answer: "decline", reason: "Changed our mind" });
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatch(/role="alert"[^>]*>You have already confirmed a time for this request\.</);
    expect((await detail(reference)).practiceRequests?.[0]?.status).toBe("confirmed");
  });

  it("offer: up to three times, shown in the inbox and e-mailed to the patient", async () => {
    const { reference } = await book();
    const { token } = await practiceMail(reference);
    const [a, b] = [inDays(2, "09:00"), inDays(4, "14:15")];
    const response = await answer(token, {
      answer: "offer",
      date1: a.date,
      time1: a.time,
      date3: b.date,
      time3: b.time,
    });
    expect(response.statusCode).toBe(302);
    const inbox = await detail(reference);
    const { offeredTimes } = inbox.practiceRequests![0]!;
    expect(offeredTimes.map((t) => nzDateTime(new Date(t)))).toEqual([a, b]);
    expect(inbox.submission.status).toBe("in_progress");
    expect(inbox.practiceRequests?.[0]?.status).toBe("offered");
    expect(inbox.events.some((e) => e.action === "practice-offered")).toBe(true);
    const offered = (await emailJobs(reference)).find((s) => s.template === "patient-offered");
    expect(offered).toMatchObject({ practiceName: "Tinakori Smile Studio", times: offeredTimes });
  });

  it("decline: the request is flagged for re-matching, the operators and the patient are told", async () => {
    const { reference } = await book();
    const { token } = await practiceMail(reference);
    const response = await answer(token, { answer: "decline", reason: "No appointments before Christmas" });
    expect(response.statusCode).toBe(302);
    const inbox = await detail(reference);
    expect(inbox.practiceRequests?.[0]).toMatchObject({
      status: "declined",
      declineReason: "No appointments before Christmas",
    });
    expect(inbox.submission.status).toBe("in_progress");
    expect(inbox.practiceRequests?.[0]?.escalatedAt).not.toBeNull();
    const templates = (await emailJobs(reference)).map((s) => s.template);
    expect(templates).toContain("operator-escalation");
    expect(templates).toContain("patient-rematching");
    const escalation = (await emailJobs(reference)).find((s) => s.template === "operator-escalation");
    expect(escalation).toMatchObject({ reason: "declined" });
  });

  it("decline as not taking new patients: the listing turns to not taking, in its history, and the practice is e-mailed how to turn it back on", async () => {
    const { reference } = await book();
    const { token } = await practiceMail(reference);
    expect((await app.listings.dentist(PRIYA))!.newPatients.adult?.taking).not.toBe(false);
    const response = await answer(token, { answer: "decline", because: "not-taking-new-patients", reason: "" });
    expect(response.statusCode).toBe(302);
    const inbox = await detail(reference);
    expect(inbox.practiceRequests?.[0]).toMatchObject({ status: "declined", declineReason: "Not taking new patients" });

    // The practice's facts, as patients now see them: no, confirmed today.
    const practiceId = (await app.listings.dentist(PRIYA))!.practiceId;
    const stored = await app.db
      .selectFrom("practices")
      .select("new_patients")
      .where("id", "=", practiceId)
      .executeTakeFirstOrThrow();
    const today = nzDateTime(new Date()).date;
    expect(JSON.parse(stored.new_patients).adult).toEqual({ taking: false, confirmedOn: today });
    const history = await app.db
      .selectFrom("listing_history")
      .select(["field", "actor", "after_value"])
      .where("practice_id", "=", practiceId)
      .where("field", "=", "newPatients")
      .execute();
    expect(history.at(-1)).toMatchObject({ actor: "practice-decline" });
    expect(JSON.parse(history.at(-1)!.after_value!).adult).toEqual({ taking: false, confirmedOn: today });

    // Told on the page it answered on, and by e-mail, each with the way back.
    const page = await app.inject({ url: `/practice/requests/${token}` });
    expect(page.body).toContain("Your listing now says you are not taking new adult patients.");
    expect(page.body).toContain('href="/practice/listing"');
    await until(
      () => smtp.received.some((m) => to(bookingEmail)(m) && m.subject.includes("not taking new patients")),
      10_000,
      "the practice's not-taking e-mail",
    );
    const mail = smtp.received.find((m) => m.subject.includes("not taking new patients"))!;
    expect(mail.subject).toBe("Tinakori Smile Studio: your listing now says you are not taking new patients");
    expect(mail.html).toContain(`href="${ORIGIN}/practice/listing"`);
  });

  it("refuses bad answers with 400 and each field's error, changing nothing", async () => {
    const { reference } = await book();
    const { token } = await practiceMail(reference);
    const past = nzDateTime(new Date(Date.now() - 86_400_000));
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ answer: "confirm", date: past.date, time: past.time }, { time: "Choose a time in the future." }],
      [
        { answer: "confirm", date: "", time: "25:00" },
        { date: "Enter a date.", time: "Enter a time." },
      ],
      [{ answer: "confirm", ...inDays(2), minutes: "17" }, { minutes: "Choose a length." }],
      [{ answer: "offer" }, { date1: "Offer at least one time." }],
      [{ answer: "offer", ...{ date2: inDays(2).date, time2: "9am" } }, { time2: "Enter a time." }],
      [{ answer: "decline", reason: "  " }, { reason: "Say why, so we can tell the patient." }],
      // No such answer (no button of the page sends one): refused, with no field to mark.
      [{ answer: "maybe" }, {}],
    ];
    for (const [values, errors] of cases) {
      const response = await answer(token, values);
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.body).toContain("Your answer was not sent");
      expect(fieldErrors(response.body)).toEqual(errors);
    }
    expect((await detail(reference)).practiceRequests?.[0]?.status).toBe("waiting");
  });

  it("answers a wrong token 404 and an expired link 410, to a look and to an answer", async () => {
    const wrong = "A".repeat(43);
    expect((await answer(wrong, { answer: "decline", reason: "x" })).statusCode).toBe(404);
    expect((await app.inject({ url: `/practice/requests/${wrong}` })).statusCode).toBe(404);

    const { reference } = await book();
    const { token } = await practiceMail(reference);
    await app.db
      .updateTable("practice_requests")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "like", "%")
      .where("submission_id", "=", (await detail(reference)).submission.id)
      .execute();
    expect((await answer(token, { answer: "confirm", ...inDays(2) })).statusCode).toBe(410);
    const page = await app.inject({ url: `/practice/requests/${token}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain("This link has expired");
    expect(page.body).toContain(reference);
  });

  it("answers once when the same practice answers twice at the same moment", async () => {
    const { reference } = await book();
    const { token } = await practiceMail(reference);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => answer(token, { answer: "confirm", ...inDays(2 + i) })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([302, 409, 409, 409, 409, 409]);
    const inbox = await detail(reference);
    expect(inbox.events.filter((e) => e.action === "practice-confirmed")).toHaveLength(1);
    expect((await emailJobs(reference)).filter((s) => s.template === "patient-confirmed")).toHaveLength(1);
  });

  it("refuses the same time offered twice and a time more than a year ahead, beside the field, changing nothing", async () => {
    const { reference } = await book();
    const { token } = await practiceMail(reference);
    const soon = inDays(3, "09:00");
    const far = inDays(400, "10:00");
    const farMessage = expect.stringMatching(/^Choose a date within the next year \(by \d{1,2} \w+ \d{4}\)\.$/);
    const cases: [Record<string, string>, Record<string, unknown>][] = [
      [
        { answer: "offer", date1: soon.date, time1: soon.time, date2: soon.date, time2: soon.time },
        { time2: "Same as time 1: offer a different time, or leave this one empty." },
      ],
      [
        { answer: "offer", date1: soon.date, time1: soon.time, date3: far.date, time3: far.time },
        { date3: farMessage },
      ],
      [{ answer: "confirm", ...far, minutes: "30" }, { date: farMessage }],
    ];
    for (const [values, errors] of cases) {
      const response = await answer(token, values);
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(fieldErrors(response.body)).toEqual(errors);
    }
    // The page (a form post without JavaScript) keeps what was typed beside the error.
    const page = await answer(token, { answer: "confirm", ...far, minutes: "30" });
    expect(page.body).toMatch(/id="confirm-date-error"[^>]*>Choose a date within the next year \(by /);
    expect(page.body).toContain(`value="${far.date}"`);
    expect((await detail(reference)).practiceRequests?.[0]?.status).toBe("waiting");
    const templates = (await emailJobs(reference)).map((s) => s.template);
    expect(templates).not.toContain("patient-offered");
    expect(templates).not.toContain("patient-confirmed");
  });

  it("takes a plain form post from its own page (no JavaScript), and refuses one from another site", async () => {
    const { reference } = await book();
    const { token } = await practiceMail(reference);
    const post = (payload: string, headers: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: `/practice/requests/${token}`,
        payload,
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...headers },
      });
    const crossSite = await post("answer=decline&reason=spam", {
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
    });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await post("answer=decline&reason=spam", {});
    expect(noOrigin.statusCode).toBe(403);

    // A bad answer: the page again, 400, the error beside the field and what was typed kept.
    const bad = await post("answer=decline&reason=", OUR_PAGE);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Say why, so we can tell the patient.");
    const slot = inDays(5, "11:45");
    const past = await post(`answer=confirm&date=${slot.date}&time=25%3A99`, OUR_PAGE);
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain(`value="${slot.date}"`);
    expect(past.body).toMatch(/id="confirm-time-error"[^>]*>Enter a time\./);

    const good = await post(`answer=confirm&date=${slot.date}&time=${slot.time}&minutes=30`, OUR_PAGE);
    expect(good.statusCode).toBe(302);
    expect(good.headers.location).toBe(`/practice/requests/${token}`);
    const after = await app.inject({ url: `/practice/requests/${token}` });
    expect(after.body).toMatch(/You confirmed .*11:45/);
    expect(after.body).not.toContain("Confirm this appointment");
    expect((await detail(reference)).submission.status).toBe("matched");
  });

  it("an operator sends a booking to a practice; sending it elsewhere supersedes the first link", async () => {
    const { reference } = await book({ listing: "" });
    const { id } = (await detail(reference)).submission;
    const send = (listing: string) => sendToPractice(id, listing);
    expect((await send("dentist/dr-nobody")).statusCode).toBe(400);
    expect((await send(`dentist/${PRIYA}`)).statusCode).toBe(200);
    const first = await practiceMail(reference);
    expect((await detail(reference)).submission.status).toBe("in_progress");

    const otherEmail = (await app.listings.dentist(OTHER))!.bookingEmail;
    expect((await send(`dentist/${OTHER}`)).statusCode).toBe(200);
    const second = await practiceMail(reference, otherEmail);
    expect(second.token).not.toBe(first.token);

    const inbox = await detail(reference);
    expect(inbox.practiceRequests?.map((r) => r.status)).toEqual(["waiting", "superseded"]);
    expect(inbox.events.filter((e) => e.action === "sent-to-practice").map((e) => e.actor)).toEqual([
      "ops@example.test",
      "ops@example.test",
    ]);
    const audited = await app.db.selectFrom("audit_log").selectAll().where("action", "=", "send-to-practice").execute();
    expect(audited.filter((a) => a.target === reference)).toHaveLength(2);

    const old = await app.inject({ url: `/practice/requests/${first.token}` });
    expect(old.body).toContain("This request has been passed to another practice.");
    // A dead link (D715): its answers change nothing.
    expect((await answer(first.token, { answer: "confirm", ...inDays(2) })).statusCode).toBe(410);
  });

  it("an operator sends an emergency to an emergency clinic, which answers by its link like a practice", async () => {
    const { reference } = await book({ listing: "" });
    const { id } = (await detail(reference)).submission;
    const send = (listing: string) => sendToPractice(id, listing);
    const clinic = SAMPLE_EMERGENCY_CLINICS[0]!;
    const practice = (await app.listingsStore.getListing("emergency-clinic", clinic.id))!.practice;
    for (const refused of [
      "emergency-clinic/no-such-clinic",
      `emergency-clinic/${clinic.id}/x`,
      `clinic/${clinic.id}`,
    ]) {
      expect((await send(refused)).statusCode, refused).toBe(400);
    }
    expect((await send(`emergency-clinic/${clinic.id}`)).statusCode).toBe(200);
    const { mail, token } = await practiceMail(reference, practice.bookingEmail);
    expect(mail.text).toContain(`${ORIGIN}/practice/requests/${token}`);
    const page = await app.inject({ url: `/practice/requests/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Confirm this appointment");
    expect((await detail(reference)).practiceRequests?.[0]).toMatchObject({ status: "waiting" });
  });

  it("a booking sent again with its key carries the new status link in the practice's later e-mails", async () => {
    const headers = { "idempotency-key": `practice-replay-${kind.name}-01` };
    const { reference } = await book({}, headers);
    const replay = await book({}, headers);
    const { token } = await practiceMail(reference);
    expect((await answer(token, { answer: "decline", reason: "Fully booked" })).statusCode).toBe(302);
    const rematching = (await emailJobs(reference)).find((s) => s.template === "patient-rematching");
    expect(rematching).toMatchObject({ statusToken: replay.statusToken });
  });
  it("limits each client's lookups and answers per minute, and never logs the token", async () => {
    const lines: string[] = [];
    const limited = await buildApp(testConfig({ FORM_RATE_LIMIT: 3, LOG_LEVEL: "info" }), {
      database: { db: app.db, dialect: app.dbDialect },
      logStream: { write: (line: string) => lines.push(line) } as unknown as NodeJS.WritableStream,
    });
    const token = "C".repeat(43);
    const codes = async (url: string, remoteAddress: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 4; i += 1) seen.push((await limited.inject({ url, remoteAddress })).statusCode);
      return seen;
    };
    // Clients of their own: on PostgreSQL every instance's counts are shared (rate-limit/plugin.ts).
    expect(await codes(`/practice/requests/${token}`, `203.0.113.${kind.name === "sqlite" ? 43 : 44}`)).toEqual([
      404, 404, 404, 429,
    ]);
    await limited.close();
    expect(lines.join("")).toContain("incoming request");
    expect(lines.join("")).not.toContain(token);
  });
});
