import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { openedEmail } from "../../tests/server/email-jobs";
import { SAME_ORIGIN } from "../../tests/server/private-booking";
import { patientWithdraws } from "../../tests/server/patient-withdraws";
import { operatorDeletesPerson } from "../../tests/server/people-api";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import { type ReceivedEmail, startSmtp, type TestSmtp, until } from "../../tests/server/smtp";
import type { ModerationQueue } from "../../rules/api/reviews";
import { nzDateTime, nzInstant } from "../../rules/nz-time";
import { type Config, testConfig } from "../platform/config";
import { encode, VALID } from "../../tests/server/form-fixtures";
import { deleteOldReviews } from "./retention";

// Verified reviews, the patient's side and moderation (issue 35 items 2, 3, 4, 8), through the
// server's own routes: the practice confirms on its link, a controlled clock passes the
// appointment, the invitation e-mail's link takes one review, a moderator decides it and the
// patient is told; a cancellation, a withdrawal and the retention job take it away.

const ORIGIN = "https://nzdd.example";
const PRIYA = "tinakori-smile-studio-wellington";
/** What a browser sends with a form post from our own page (sent with no-referrer: Origin null). */
const OUR_PAGE = { "sec-fetch-site": "same-origin", origin: "null" };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const GOOD_TEXT =
  "The receptionist explained every cost before we started and the waiting room was calm and clean. I was seen on time.";

const goodReview = (text = GOOD_TEXT) => ({
  overall: "4",
  costs: "5",
  waiting: "4",
  communication: "5",
  premises: "3",
  text,
});

const to = (address: string) => (email: ReceivedEmail) =>
  email.to.some((recipient) => recipient.toLowerCase() === address.toLowerCase());

describe.each(TEST_DATABASES)("verified reviews on $name", (kind) => {
  const clock = { at: new Date() };
  const now = () => clock.at;
  let smtp: TestSmtp;
  let config: Config;
  let app: FastifyInstance;
  let operator: Record<string, string>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtp();
    config = testConfig({
      PUBLIC_ORIGIN: ORIGIN,
      OPERATOR_NOTIFY_TO: "ops-notices@example.test",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: smtp.port,
      // The tests run the worker (drain) when they move the clock.
      OUTBOX_POLL_MS: 3_600_000,
      OUTBOX_RETRY_BASE_MS: 60_000,
      FORM_RATE_LIMIT: 10_000,
    });
    ({ app, operator, close } = await startSignedInApp(kind, config, { now }));
  });
  afterAll(async () => {
    await close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    clock.at = new Date();
  });

  /** Moves the clock and runs whatever is due by then, until nothing due is left. */
  const at = async (time: Date) => {
    clock.at = time;
    await until(
      async () => {
        await app.outbox.drain();
        const due = await app.db
          .selectFrom("jobs")
          .select("id")
          .where((eb) =>
            eb.or([
              eb("status", "=", "running"),
              eb.and([eb("status", "=", "pending"), eb("run_at", "<=", time.toISOString())]),
            ]),
          )
          .execute();
        return due.length === 0;
      },
      10_000,
      `the jobs due at ${time.toISOString()}`,
    );
  };

  const emailSpecs = async (reference: string) =>
    (await app.db.selectFrom("jobs").select("payload").where("kind", "=", "email").execute())
      .map((j) => openedEmail(j.payload, config))
      .filter((spec) => "reference" in spec && spec.reference === reference);

  /** A patient books naming Priya's practice, and the practice confirms a time two days ahead on its link. */
  async function confirmedVisit(fields: Record<string, string> = {}) {
    const email = `patient.${Math.random().toString(36).slice(2, 8)}@example.test`;
    const booked = await app.inject({
      method: "POST",
      url: "/",
      payload: encode("booking", {
        ...VALID.booking!,
        email,
        listing: `dentist/${PRIYA}`,
        message: "zq-canary sore tooth",
        ...fields,
      }),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    });
    const { reference, statusToken } = booked.json<{ reference: string; statusToken: string }>();
    const request = (await emailSpecs(reference)).find((s) => s.template === "practice-request");
    const linkToken = request && "linkToken" in request ? request.linkToken : null;
    const date = nzDateTime(new Date(Date.now() + 2 * DAY)).date;
    const answered = await app.inject({
      method: "POST",
      url: `/practice/requests/${linkToken}`,
      payload: new URLSearchParams({ answer: "confirm", date, time: "10:30", minutes: "30" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...OUR_PAGE },
    });
    expect(answered.statusCode).toBe(302);
    const submission = await app.db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    return { email, reference, statusToken, submissionId: submission.id, start: nzInstant(date, "10:30")! };
  }

  const invitationOf = (submissionId: string) =>
    app.db.selectFrom("review_invitations").selectAll().where("submission_id", "=", submissionId).executeTakeFirst();

  /** The review link in the patient's invitation e-mail (through the SMTP server). */
  async function invitationMail(address: string, subject: RegExp) {
    await until(() => smtp.received.some((m) => to(address)(m) && subject.test(m.subject)), 10_000, "invitation");
    const mail = smtp.received.find((m) => to(address)(m) && subject.test(m.subject))!;
    const token = new RegExp(`${ORIGIN}/review/([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
    return { mail, token: token! };
  }

  const post = (token: string, values: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: `/review/${token}`,
      payload: new URLSearchParams(values).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...OUR_PAGE },
    });

  /** A confirmed visit, invited, and reviewed through its link: the review's id. */
  async function reviewed(values = goodReview()) {
    const visit = await confirmedVisit();
    await at(new Date(visit.start.getTime() + INVITED));
    const { token } = await invitationMail(visit.email, /How was your visit/);
    expect((await post(token, values)).statusCode).toBe(302);
    const review = await app.db
      .selectFrom("reviews as r")
      .innerJoin("review_invitations as i", "i.id", "r.invitation_id")
      .select(["r.id", "r.status", "r.hold_reasons"])
      .where("i.submission_id", "=", visit.submissionId)
      .executeTakeFirstOrThrow();
    return { ...visit, token, review };
  }
  const INVITED = 24 * HOUR + 60_000;

  const queue = async () =>
    (await app.inject({ url: "/admin/api/reviews", headers: operator })).json<ModerationQueue>();
  const decide = (id: string, body: unknown) =>
    app.inject({
      method: "POST",
      url: `/admin/api/reviews/${id}/decision`,
      payload: body as Record<string, unknown>,
      headers: operator,
    });

  it("invites a confirmed visit 24 hours after it, with no health details, and its link takes one review", async () => {
    const visit = await confirmedVisit();
    expect(await invitationOf(visit.submissionId)).toMatchObject({ status: "scheduled", author_name: "Aroha N." });

    await at(new Date(visit.start.getTime() + 23 * HOUR));
    expect(smtp.received.filter(to(visit.email)).map((m) => m.subject)).not.toContainEqual(
      expect.stringMatching(/How was your visit/),
    );

    await at(new Date(visit.start.getTime() + INVITED));
    const { mail, token } = await invitationMail(visit.email, /^How was your visit to Tinakori Smile Studio\?$/);
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/zq-canary|Root Canal|urgent|Ngata/i);
    expect(mail.text).toContain("Kia ora Aroha,");

    const page = await app.inject({ url: `/review/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.body).toContain("How was your visit?");
    expect(page.body).toContain("Health and Disability Commissioner");
    expect(page.body).toContain("Aroha N.");
    expect(page.body).not.toContain("Ngata");

    // Refused with the reasons beside the fields, what was typed kept.
    const refused = await post(token, { overall: "4", text: "Too short." });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Please write at least 30 characters (you have 10).");
    expect(refused.body).toContain("Please choose from 1 to 5 stars for “costs explained before treatment”.");
    expect(refused.body).toContain("Too short.");
    expect(await invitationOf(visit.submissionId)).toMatchObject({ status: "invited" });

    const sent = await post(token, goodReview());
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe(`/review/${token}?sent`);
    const thanks = await app.inject({ url: `/review/${token}?sent` });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain("Thank you for your review");

    // Used: the same link is refused, to read and to post.
    const again = await app.inject({ url: `/review/${token}` });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain("This link has been used");
    expect((await post(token, goodReview())).statusCode).toBe(410);
    const rows = await app.db
      .selectFrom("reviews as r")
      .innerJoin("review_invitations as i", "i.id", "r.invitation_id")
      .select(["r.status", "r.author_name", "r.overall", "r.premises", "r.text"])
      .where("i.submission_id", "=", visit.submissionId)
      .execute();
    expect(rows).toEqual([{ status: "pending", author_name: "Aroha N.", overall: 4, premises: 3, text: GOOD_TEXT }]);

    // A reviewed visit gets no reminder.
    await at(new Date(visit.start.getTime() + 7 * DAY + 60_000));
    expect(smtp.received.filter((m) => /^A reminder: how was your visit/.test(m.subject))).toEqual([]);
  });

  it("reminds once at day 7, and the link expires at day 60", async () => {
    const visit = await confirmedVisit();
    await at(new Date(visit.start.getTime() + INVITED));
    const { token } = await invitationMail(visit.email, /How was your visit/);
    await at(new Date(visit.start.getTime() + 7 * DAY + 60_000));
    const reminder = await invitationMail(visit.email, /^A reminder: how was your visit/);
    expect(reminder.token).toBe(token);
    await at(new Date(visit.start.getTime() + 30 * DAY));
    expect(
      smtp.received.filter((m) => to(visit.email)(m) && /^A reminder: how was your visit/.test(m.subject)),
    ).toHaveLength(1);

    await at(new Date(visit.start.getTime() + 60 * DAY + 60_000));
    expect(await invitationOf(visit.submissionId)).toMatchObject({ status: "expired" });
    const page = await app.inject({ url: `/review/${token}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain("This link has expired");
    expect((await post(token, goodReview())).statusCode).toBe(410);
  });

  it("has no way to review without a confirmed visit: a forged link is 404, an unconfirmed request is never invited", async () => {
    const forged = "A".repeat(43);
    expect((await app.inject({ url: `/review/${forged}` })).statusCode).toBe(404);
    expect((await post(forged, goodReview())).statusCode).toBe(404);
    expect((await app.inject({ url: "/review/not-a-token" })).statusCode).toBe(404);

    const booked = await app.inject({
      method: "POST",
      url: "/",
      payload: encode("booking", { ...VALID.booking!, listing: `dentist/${PRIYA}` }),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    });
    const { reference } = booked.json<{ reference: string }>();
    const { id } = await app.db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    await at(new Date(Date.now() + 10 * DAY));
    expect(await invitationOf(id)).toBeUndefined();
  });

  it("cancels the invitation when the patient cancels the appointment", async () => {
    const visit = await confirmedVisit();
    const cancelled = await app.inject({
      method: "POST",
      url: `/api/requests/${visit.statusToken}/cancel`,
      headers: SAME_ORIGIN,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await invitationOf(visit.submissionId)).toMatchObject({ status: "cancelled" });
    await at(new Date(visit.start.getTime() + INVITED));
    expect(smtp.received.filter((m) => /How was your visit/.test(m.subject))).toEqual([]);
  });

  it("holds a review with a phone number, e-mail address, link or abuse, with the reasons shown to the moderator", async () => {
    const { review } = await reviewed(
      goodReview(`${GOOD_TEXT} Ring them on 021 555 0123 or see www.tinakori.example, it was shit.`),
    );
    expect(review.status).toBe("held");
    const item = (await queue()).waiting.find((w) => w.id === review.id)!;
    expect(item.status).toBe("held");
    expect(item.holdReasons).toEqual([
      "It contains what looks like a phone number",
      "It contains a link or web address",
      "It contains abusive or obscene language",
    ]);
  });

  it("moderates: publish whatever the stars, reject with a listed reason, redact a name, the patient told each time", async () => {
    const low = await reviewed({ ...goodReview(), overall: "1", costs: "1" });
    const named = await reviewed(goodReview(`Dr Priya Raman explained every cost before we started. ${GOOD_TEXT}`));
    const off = await reviewed();

    const waiting = await queue();
    expect(waiting.waiting.map((w) => w.id)).toEqual(expect.arrayContaining([low.review.id, named.review.id]));
    expect(waiting.waiting.find((w) => w.id === low.review.id)).toMatchObject({
      authorName: "Aroha N.",
      practiceName: "Tinakori Smile Studio",
      overall: 1,
      overdue: false,
    });

    // Anonymous or cross-site: refused.
    expect((await app.inject({ url: "/admin/api/reviews" })).statusCode).toBe(401);

    expect((await decide(low.review.id, { outcome: "publish" })).statusCode).toBe(200);
    expect((await decide(low.review.id, { outcome: "reject", reason: "abusive" })).statusCode).toBe(409);

    const notARedaction = await decide(named.review.id, {
      outcome: "publish",
      shownText: `[redacted] explained every cost before we started. Wonderful!`,
    });
    expect(notARedaction.statusCode).toBe(400);
    expect(notARedaction.json<{ error: string }>().error).toMatch(/only replace words with \[redacted\]/);
    const shownText = `[redacted] explained every cost before we started. ${GOOD_TEXT}`;
    expect((await decide(named.review.id, { outcome: "publish", shownText })).statusCode).toBe(200);

    expect((await decide(off.review.id, { outcome: "reject", reason: "made-up" })).statusCode).toBe(400);
    expect((await decide(off.review.id, { outcome: "reject", reason: "not-about-service" })).statusCode).toBe(200);

    const rows = await app.db
      .selectFrom("reviews")
      .select(["id", "status", "shown_text", "decision_reason", "decided_by"])
      .where("id", "in", [low.review.id, named.review.id, off.review.id])
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          id: low.review.id,
          status: "published",
          shown_text: null,
          decision_reason: null,
          decided_by: "ops@example.test",
        },
        {
          id: named.review.id,
          status: "published",
          shown_text: shownText,
          decision_reason: null,
          decided_by: "ops@example.test",
        },
        {
          id: off.review.id,
          status: "rejected",
          shown_text: null,
          decision_reason: "not-about-service",
          decided_by: "ops@example.test",
        },
      ]),
    );

    await at(new Date(clock.at.getTime() + 1000));
    const published = await invitationMail(named.email, /^Your review of Tinakori Smile Studio is published$/);
    expect(published.mail.text).toContain("[redacted]");
    expect(published.mail.text).toContain(`${ORIGIN}/dentists/${PRIYA}`);
    const rejected = smtp.received.find((m) => to(off.email)(m) && /^Your review/.test(m.subject))!;
    expect(rejected.subject).toBe("Your review of Tinakori Smile Studio was not published");
    expect(rejected.text).toContain("It is not about the service at this practice");
    expect(rejected.text).toContain("Health and Disability Commissioner");

    const audit = await app.db
      .selectFrom("audit_log")
      .select(["action", "target"])
      .where("action", "like", "review-%")
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: "review-published", target: low.review.id },
        { action: "review-rejected", target: off.review.id },
      ]),
    );
  });

  it("flags a review waiting over 2 working days", async () => {
    const { review } = await reviewed();
    const submitted = clock.at;
    clock.at = new Date(submitted.getTime() + DAY);
    expect((await queue()).waiting.find((w) => w.id === review.id)?.overdue).toBe(false);
    clock.at = new Date(submitted.getTime() + 5 * DAY);
    const later = await queue();
    expect(later.waiting.find((w) => w.id === review.id)?.overdue).toBe(true);
    expect(later.overdue).toBeGreaterThanOrEqual(1);
  });

  it("erases the review and its invitation when the patient withdraws the request", async () => {
    const visit = await reviewed();
    expect((await decide(visit.review.id, { outcome: "publish" })).statusCode).toBe(200);
    expect((await patientWithdraws(app, visit.statusToken)).statusCode).toBe(200);
    expect(await invitationOf(visit.submissionId)).toBeUndefined();
    expect(
      await app.db.selectFrom("reviews").select("id").where("id", "=", visit.review.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await app.inject({ url: `/review/${visit.token}` })).statusCode).toBe(404);
  });

  it("erases the review when an operator deletes the person's data", async () => {
    const visit = await reviewed();
    const deleted = await operatorDeletesPerson(app, operator, visit.email);
    expect(deleted.statusCode).toBe(200);
    expect(
      await app.db.selectFrom("reviews").select("id").where("id", "=", visit.review.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("deletes reviews 24 months after the visit (the retention job)", async () => {
    const visit = await reviewed();
    const justBefore = new Date(visit.start);
    justBefore.setUTCMonth(justBefore.getUTCMonth() + 24);
    await deleteOldReviews(app.db, new Date(justBefore.getTime() - HOUR));
    expect(
      await app.db.selectFrom("reviews").select("id").where("id", "=", visit.review.id).executeTakeFirst(),
    ).toBeDefined();
    await deleteOldReviews(app.db, new Date(justBefore.getTime() + HOUR));
    expect(
      await app.db.selectFrom("reviews").select("id").where("id", "=", visit.review.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await invitationOf(visit.submissionId)).toBeUndefined();
  });
});
