import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { pageText } from "../../tests/server/page-text";
import { type ReceivedEmail, startSmtp, type TestSmtp, until } from "../../tests/server/smtp";
import { nzDateTime } from "../../rules/nz-time";
import { auditHashKey } from "../platform/audit/audit";
import { statusLinkSealKey } from "../platform/private-links/status-link-seal";
import { type Config, testConfig } from "../platform/config";
import { bookAtPractice } from "../../tests/server/practice-requests";
import { onReviewPublished } from "../reviews/published";
import { decideReview, recordInvitation, recordReview } from "../reviews/repository";
import { monthName } from "./emails";
import { nzMonthOf } from "./figures";
import { MONTHLY_REPORT, monthlyReportJob, nextMonthlyReportJob, sendMonthlyReports } from "./monthly-report";
import { enqueue } from "../platform/outbox/jobs";
import { practiceEmail } from "../../tests/server/practice-app";
import { formBody, OUR_PAGE, practiceHarness } from "../../tests/server/practice-harness";
import { startApp } from "../../tests/server/started-app";

// Issue 35 item 5 ("when practice accounts land, reply from there") and issue 36 item 6 ("its own
// figures"), as the practice's people meet them: the account lists the practice's published
// reviews with a reply box for owners and managers, the reply goes through the e-mailed link's own
// checks and counts as the one reply whichever way it came; the figures page counts the practice's
// requests week by week with the response times' own percentile; the monthly report reaches the
// owners through a real SMTP server when the controlled clock reaches the 1st. Nobody in practice
// A reads or replies for practice B.

const ORIGIN = "https://nzdd.example";
const A = "tinakori-smile-studio-wellington";
const B = "cuba-quarter-dental-wellington";
/** A third practice, for the monthly report's exact counts. */
const C = "waitemata-quay-dental-auckland";
const HOUR = 3_600_000;
const REVIEW_TEXT =
  "Reception explained every cost before we started and the wait was under five minutes. Friendly and calm.";
const GOOD_REPLY = "Thank you for taking the time to write. We are glad the wait was short and the costs were clear.";

describe.each(TEST_DATABASES)("a practice's reviews and figures in its account on $name", (kind) => {
  let app: FastifyInstance;
  let config: Config;
  let smtp: TestSmtp;
  let close: () => Promise<void>;
  /** The app's clock (answers, sessions, figures, the outbox); bookings are stamped with real time. */
  let clock = Date.now();
  let ownerA: string;
  let ownerB: string;
  let ownerC: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    config = testConfig({
      PUBLIC_ORIGIN: ORIGIN,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: smtp.port,
      FORM_RATE_LIMIT: 100_000,
      LOGIN_RATE_LIMIT: 100_000,
      // The tests run the worker (drain) when they need it.
      OUTBOX_POLL_MS: 3_600_000,
    });
    ({ app, close } = await startApp(kind, config, { now: () => new Date(clock) }));
    ownerA = await practiceEmail(app, A);
    ownerB = await practiceEmail(app, B);
    ownerC = await practiceEmail(app, C);
  });
  afterAll(async () => {
    await close();
    await smtp.close();
  });

  const sealKey = () => statusLinkSealKey(auditHashKey(config));
  const form = formBody;
  const { get, post, emails: emailSpecs, linksTo, spendLink, signIn } = practiceHarness(() => ({ app, config }));

  /** An owner adds someone in a role; their invitation signs them in: their cookie. */
  const invited = async (owner: string, email: string, role: "manager" | "reception") => {
    expect((await post("/practice/team", owner, { intent: "invite", email, role })).statusCode).toBe(200);
    const used = await spendLink((await linksTo(email)).at(-1)!);
    expect(used.statusCode).toBe(302);
    return String(used.headers["set-cookie"]).split(";")[0]!;
  };

  /** A patient books a dentist of `practice`: the practice request's id. */
  const book = async (practice: string) => (await bookAtPractice(app, config, practice)).practiceRequestId;

  const confirm = async (cookie: string, id: string) => {
    const date = nzDateTime(new Date(clock + 2 * 24 * HOUR)).date;
    const answered = await post(`/practice/inbox/${id}`, cookie, {
      answer: "confirm",
      date,
      time: "10:30",
      minutes: "30",
    });
    expect(answered.statusCode).toBe(302);
  };

  /**
   * A review of a confirmed visit to practice A, published by a moderator through the publish
   * path's steps (which e-mail the practice its reply link): the review's id and that link's token.
   */
  async function publishedReview(ownerCookie: string) {
    const requestId = await book(A);
    await confirm(ownerCookie, requestId);
    const request = await app.db
      .selectFrom("practice_requests")
      .selectAll()
      .where("id", "=", requestId)
      .executeTakeFirstOrThrow();
    let invitation = await app.db
      .selectFrom("review_invitations")
      .selectAll()
      .where("practice_request_id", "=", requestId)
      .executeTakeFirst();
    if (!invitation) {
      await recordInvitation(
        app.db,
        {
          practiceRequestId: request.id,
          submissionId: request.submission_id,
          listingRef: request.listing_ref,
          practiceId: request.practice_id,
          patientName: "Aroha Ngata",
          appointmentStart: request.appointment_start!,
          now: new Date(clock),
        },
        sealKey(),
      );
      invitation = await app.db
        .selectFrom("review_invitations")
        .selectAll()
        .where("practice_request_id", "=", requestId)
        .executeTakeFirstOrThrow();
    }
    const reviewId = await app.db.transaction().execute(async (trx) => {
      const id = await recordReview(
        trx,
        invitation,
        { overall: 4, costs: 5, waiting: 4, communication: 4, premises: 3, text: REVIEW_TEXT },
        [],
        new Date(clock),
      );
      await decideReview(trx, id, { outcome: "publish" }, "moderator@example.test", new Date(clock));
      const review = await trx.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(await onReviewPublished(trx, review, { now: new Date(clock), sealKey: sealKey() })).toBe(true);
      return id;
    });
    const mail = (await emailSpecs()).find(
      (s) => s.template === "review-published-practice" && "linkToken" in s && s.to === request.practice_email,
    );
    const tokens = (await emailSpecs())
      .filter((s) => s.template === "review-published-practice")
      .map((s) => ("linkToken" in s ? s.linkToken : ""));
    expect(mail).toBeDefined();
    return { reviewId, replyToken: tokens.at(-1)! };
  }

  const replyOf = async (reviewId: string) =>
    app.db
      .selectFrom("reviews")
      .select(["reply_text", "reply_status"])
      .where("id", "=", reviewId)
      .executeTakeFirstOrThrow();

  const replyByLink = (token: string, text: string) =>
    app.inject({ method: "POST", url: `/review-reply/${token}`, headers: OUR_PAGE, payload: form({ text }) });

  it("lists the practice's published reviews with a reply box, and a reply from the account is the one reply", async () => {
    const owner = await signIn(ownerA);
    const { reviewId, replyToken } = await publishedReview(owner);

    const page = await get("/practice/reviews", owner);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain(REVIEW_TEXT);
    expect(page.body).toContain(`id="reply-${reviewId}-text"`);

    // The e-mailed link's own checks: a clinical word is refused beside the field, the text kept, nothing stored.
    const clinical = "Thank you! We are glad the filling went well and hope to see you again soon.";
    const refused = await post("/practice/reviews", owner, { reviewId, text: clinical });
    expect(refused.statusCode).toBe(400);
    expect(pageText(refused.body)).toContain("cannot mention the patient's treatment");
    expect(refused.body).toContain(`id="reply-${reviewId}-text-error"`);
    expect(refused.body).toContain("glad the filling went well");
    expect((await replyOf(reviewId)).reply_status).toBeNull();

    const sent = await post("/practice/reviews", owner, { reviewId, text: GOOD_REPLY });
    expect(sent.statusCode).toBe(200);
    expect(await replyOf(reviewId)).toEqual({ reply_text: GOOD_REPLY, reply_status: "pending" });
    expect(pageText((await get("/practice/reviews", owner)).body)).toContain("Your reply is with a moderator");

    // Once replied from the account, neither the account nor the e-mailed link takes another.
    expect((await post("/practice/reviews", owner, { reviewId, text: `${GOOD_REPLY} Again.` })).statusCode).toBe(409);
    const byLink = await replyByLink(replyToken, `${GOOD_REPLY} By link.`);
    expect(byLink.statusCode).toBe(409);
    expect(pageText(byLink.body)).toContain("already replied");
    expect((await replyOf(reviewId)).reply_text).toBe(GOOD_REPLY);
  });

  it("refuses a reply from the account to a review already replied to by the e-mailed link", async () => {
    const owner = await signIn(ownerA);
    const { reviewId, replyToken } = await publishedReview(owner);
    expect((await replyByLink(replyToken, GOOD_REPLY)).statusCode).toBe(200);
    const page = await get("/practice/reviews", owner);
    expect(page.body).not.toContain(`id="reply-${reviewId}-text"`);
    const twice = await post("/practice/reviews", owner, { reviewId, text: `${GOOD_REPLY} From the account.` });
    expect(twice.statusCode).toBe(409);
    expect(pageText(twice.body)).toContain("already replied");
    expect((await replyOf(reviewId)).reply_text).toBe(GOOD_REPLY);
  });

  it("lets a manager reply, reception only read, and practice B neither read nor reply for practice A", async () => {
    const owner = await signIn(ownerA);
    const { reviewId } = await publishedReview(owner);
    const desk = await invited(owner, `desk.${Math.random().toString(36).slice(2, 8)}@example.test`, "reception");
    const deskPage = await get("/practice/reviews", desk);
    expect(deskPage.statusCode).toBe(200);
    expect(deskPage.body).toContain(REVIEW_TEXT);
    expect(deskPage.body).not.toContain(`id="reply-${reviewId}-text"`);
    expect(pageText(deskPage.body)).toContain("Only the practice's owners and managers can reply");
    expect((await post("/practice/reviews", desk, { reviewId, text: GOOD_REPLY })).statusCode).toBe(403);
    expect((await replyOf(reviewId)).reply_status).toBeNull();

    const b = await signIn(ownerB);
    const bPage = await get("/practice/reviews", b);
    expect(bPage.statusCode).toBe(200);
    expect(bPage.body).not.toContain(REVIEW_TEXT);
    expect((await post("/practice/reviews", b, { reviewId, text: GOOD_REPLY })).statusCode).toBe(404);
    expect((await replyOf(reviewId)).reply_status).toBeNull();

    const manager = await invited(owner, `manager.${Math.random().toString(36).slice(2, 8)}@example.test`, "manager");
    expect((await post("/practice/reviews", manager, { reviewId, text: GOOD_REPLY })).statusCode).toBe(200);
    expect((await replyOf(reviewId)).reply_status).toBe("pending");

    // A post from another site is refused before anything is read.
    const crossSite = await app.inject({
      method: "POST",
      url: "/practice/reviews",
      headers: { ...OUR_PAGE, "sec-fetch-site": "cross-site", cookie: owner },
      payload: form({ reviewId, text: "A reply posted from another site's page." }),
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await replyOf(reviewId)).reply_text).toBe(GOOD_REPLY);

    // Signed out: the sign-in page, for reading and for replying.
    expect((await get("/practice/reviews")).headers.location).toBe("/practice/sign-in");
    expect((await get("/practice/figures")).headers.location).toBe("/practice/sign-in");
    const anonymous = await app.inject({
      method: "POST",
      url: "/practice/reviews",
      headers: OUR_PAGE,
      payload: form({ reviewId, text: GOOD_REPLY }),
    });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe("/practice/sign-in");
  });

  it("pages the reviews, newest visit first", async () => {
    const owner = await signIn(ownerA);
    const { n } = await app.db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("practice_id", "=", A)
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    const before = Number(n);
    // Enough reviews for a second page of 10.
    for (let i = before; i < 11; i += 1) await publishedReview(owner);
    const first = pageText((await get("/practice/reviews", owner)).body);
    expect(first).toContain("Page 1 of 2");
    expect(first).toContain("Older reviews");
    const second = await get("/practice/reviews?page=2", owner);
    expect(pageText(second.body)).toContain("Page 2 of 2");
    expect(pageText((await get("/practice/reviews?page=99", owner)).body)).toContain("Page 2 of 2");
  });

  /** The figures the page is rendered from, as the session's user gets them. */
  const figuresOf = async (cookie: string) => {
    const answer = await app.practiceAccounts.loadContext.figures(
      new Request("http://localhost/practice/figures", { headers: { cookie } }),
    );
    if (answer.kind !== "ok") throw new Error(`figures: ${answer.kind}`);
    return answer.figures;
  };

  it("counts the practice's own requests week by week, with the response times' percentile, and no other practice's", async () => {
    const ownerOfA = await signIn(ownerA);
    const aBefore = await figuresOf(ownerOfA);
    const start = Date.now();
    clock = start;
    const first = await book(B);
    await book(B);
    clock = start + 3 * HOUR;
    const owner = await signIn(ownerB);
    await confirm(owner, first);

    const figures = await figuresOf(owner);
    const week = figures.weeks.at(-1)!;
    expect(week).toMatchObject({ received: 2, answered: 1, confirmed: 1, waits: 2 });
    // Nearest rank of two waits (3 h to the answer, about 3 h open so far): the longer.
    expect(week.percentileMs).toBeGreaterThan(3 * HOUR - 60_000);
    expect(week.percentileMs).toBeLessThanOrEqual(3 * HOUR);
    expect(figures.weeks.slice(0, -1).every((w) => w.received === 0)).toBe(true);
    expect(figures.response).toMatchObject({ requests: 2, band: null });
    expect(figures.listings.map((l) => l.ref)).toContain(`dentist/${B}`);

    const page = await get("/practice/figures", owner);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    const text = pageText(page.body);
    expect(text).toContain("Your listings show no reply time: fewer than 3 requests in the last 30 days.");
    expect(text).toContain("Last 30 days: 2 requests, the longest waited 3 h.");
    expect(text).toContain("3 h (longest)");
    expect(text).toContain("How this is worked out");

    // Practice A's figures did not move with B's requests; reception reads its own practice's.
    const ownerOfAAgain = await signIn(ownerA);
    const aAfter = await figuresOf(ownerOfAAgain);
    expect(aAfter.weeks.map((w) => w.received)).toEqual(aBefore.weeks.map((w) => w.received));
    const desk = await invited(
      ownerOfAAgain,
      `figures.${Math.random().toString(36).slice(2, 8)}@example.test`,
      "reception",
    );
    expect((await get("/practice/figures", desk)).statusCode).toBe(200);
    expect((await figuresOf(desk)).weeks.map((w) => w.received)).toEqual(aBefore.weeks.map((w) => w.received));
  });

  it("e-mails the month's figures to the owners on the 1st, once, through the SMTP server", async () => {
    const month = nzMonthOf(new Date());
    const job = monthlyReportJob(month);
    // Two instances adding the month's job: one job.
    await enqueue(app.db, job, new Date(clock));
    await enqueue(app.db, job, new Date(clock));
    const jobs = await app.db
      .selectFrom("jobs")
      .select("id")
      .where("unique_key", "=", `${MONTHLY_REPORT}:${month}`)
      .execute();
    expect(jobs).toHaveLength(1);

    // Practice C this month: a request answered after 2 hours, another never answered.
    clock = Date.now();
    const answered = await book(C);
    await book(C);
    clock += 2 * HOUR;
    await confirm(await signIn(ownerC), answered);

    smtp.received.length = 0;
    clock = job.runAt!.getTime() + 1000;
    // Subjects with a macron arrive encoded (RFC 2047): the report is found by its text.
    const isReport = (m: ReceivedEmail) => m.text.includes(`figures for ${monthName(month)}`);
    await until(
      async () => {
        await app.outbox.drain();
        return smtp.received.some((m) => m.to.includes(ownerC) && isReport(m));
      },
      15_000,
      "the monthly report",
    );
    const toC = smtp.received.filter((m) => m.to.includes(ownerC) && isReport(m));
    expect(toC).toHaveLength(1);
    const mail = toC[0]!;
    expect(mail.text).toContain(`Here are Waitematā Quay Dental's figures for ${monthName(month)}`);
    expect(mail.text).toContain(`Received: 2 requests sent to you in ${monthName(month)}.`);
    expect(mail.text).toContain("Answered: 1 of them by now.");
    expect(mail.text).toContain("Confirmed: 1 of them confirmed now.");
    expect(mail.text).toContain("Time to first answer: 2 requests, the longest waited");
    expect(mail.text).toContain("Your listings show no reply time: fewer than 3 requests in the last 30 days.");
    expect(mail.text).toContain("reviews of your practice published in");
    expect(mail.text).toContain(`${ORIGIN}/practice/figures`);
    expect(mail.html).toContain("Received: 2 requests");
    // Every practice's owners get their own practice's report.
    const toA = smtp.received.filter((m) => m.to.includes(ownerA) && isReport(m));
    expect(toA).toHaveLength(1);
    expect(toA[0]!.subject).toBe(`Tinakori Smile Studio: your figures for ${monthName(month)}`);

    // The job run again (a crash after sending): nobody is e-mailed twice; next month's job is there.
    const emails = async () =>
      (await app.db.selectFrom("jobs").select("id").where("kind", "=", "email").execute()).length;
    const before = await emails();
    await sendMonthlyReports(
      { db: app.db, publicBand: () => undefined, reviewSummary: () => ({ count: 0 }) },
      month,
      new Date(clock),
    );
    expect(await emails()).toBe(before);
    const next = await app.db
      .selectFrom("jobs")
      .select(["run_at", "status"])
      .where("unique_key", "=", monthlyReportJob(nzMonthOf(new Date(clock))).uniqueKey!)
      .executeTakeFirst();
    expect(next).toMatchObject({ status: "pending" });
    expect(nextMonthlyReportJob(new Date(clock)).uniqueKey).toBe(
      monthlyReportJob(nzMonthOf(new Date(clock))).uniqueKey,
    );
  });
});
