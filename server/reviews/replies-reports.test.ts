import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { openedEmail } from "../../tests/server/email-jobs";
import { operatorSession } from "../../tests/server/operator-session";
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from "../../tests/server/signed-in-app";
import { nzDateTime } from "../../rules/nz-time";
import { buildApp } from "../app";
import { auditHashKey } from "../platform/audit/audit";
import { statusLinkSealKey } from "../platform/private-links/status-link-seal";
import { testConfig } from "../platform/config";
import type { Database } from "../platform/db/schema";
import { addOperator } from "../platform/operators/operators";
import { encode, VALID } from "../../tests/server/form-fixtures";
import { onReviewPublished } from "./published";
import { decideReview, recordInvitation, recordReview } from "./repository";

// Issue 35 items 2, 5 and 6 as a practice, a reader and a moderator meet them: the practice is
// e-mailed a link to reply once when a review of it is published, a reply naming treatment is
// refused, a report that a review names someone hides it at once, each decision is recorded with
// who and why and told to author and reporter, the policy page counts it, and a practice can say
// its patient did not attend, which the patient can dispute.

const ORIGIN = "https://nzdd.example";
const PRIYA = "tinakori-smile-studio-wellington";
const OUR_PAGE = { "sec-fetch-site": "same-origin", origin: "null" };
const HOUR = 3_600_000;
const config = testConfig({ PUBLIC_ORIGIN: ORIGIN, FORM_RATE_LIMIT: 10_000, OUTBOX_POLL_MS: 60_000 });
const sealKey = statusLinkSealKey(auditHashKey(config));

const REVIEW_TEXT =
  "Reception explained every cost before we started and the wait was under five minutes. Friendly and calm.";

describe.each(TEST_DATABASES)("replies, reports and attendance on $name", (kind) => {
  let app: FastifyInstance;
  let db: Kysely<Database>;
  let operator: Record<string, string>;
  let cleanup: () => Promise<void>;
  /** The clock the app's reviews and worker read; moved by the attendance tests. */
  let clock = new Date();

  beforeAll(async () => {
    const database = await kind.open({ seeded: true });
    await addOperator(database.db, OPERATOR_EMAIL, OPERATOR_PASSWORD);
    app = await buildApp(config, { database, failureDelayMs: 0, now: () => clock });
    db = app.db;
    operator = await operatorSession(app, OPERATOR_EMAIL, OPERATOR_PASSWORD);
    cleanup = async () => {
      await app.close();
      await database.cleanup();
    };
  });
  afterAll(() => cleanup());

  /** Jobs' e-mails of a template, opened as the worker would render them. */
  const emails = async (template: string) =>
    (await db.selectFrom("jobs").select("payload").where("kind", "=", "email").orderBy("id").execute())
      .map((job) => openedEmail(job.payload, config))
      .filter((spec) => spec.template === template);

  /** A booking naming the practice, which the practice confirms for `daysAhead` days from now. */
  async function confirmedBooking(email: string, daysAhead = 2) {
    const booked = await app.inject({
      method: "POST",
      url: "/",
      payload: encode("booking", { ...VALID.booking!, email, listing: `dentist/${PRIYA}` }),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    });
    const { reference, statusToken } = booked.json<{ reference: string; statusToken: string }>();
    const request = await db
      .selectFrom("practice_requests as p")
      .innerJoin("submissions as s", "s.id", "p.submission_id")
      .select(["p.id", "p.token_sealed", "p.submission_id", "p.listing_ref", "p.practice_id"])
      .where("s.reference", "=", reference)
      .executeTakeFirstOrThrow();
    const { openStatusToken } = await import("../platform/private-links/status-link-seal");
    const practiceToken = openStatusToken(request.token_sealed, sealKey)!;
    const start = new Date(Date.now() + daysAhead * 24 * HOUR);
    const { date } = nzDateTime(start);
    const confirmed = await app.inject({
      method: "POST",
      url: `/practice/requests/${practiceToken}`,
      payload: new URLSearchParams({ answer: "confirm", date, time: "10:30", minutes: "30" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...OUR_PAGE },
    });
    expect(confirmed.statusCode).toBeLessThan(400);
    const appointment = await db
      .selectFrom("practice_requests")
      .select("appointment_start")
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    // The invitation is written where the practice confirms (reviews-write's hook); when this
    // branch stands alone, the test writes it as that hook does.
    let invitation = await db
      .selectFrom("review_invitations")
      .selectAll()
      .where("practice_request_id", "=", request.id)
      .executeTakeFirst();
    if (!invitation) {
      await recordInvitation(
        db,
        {
          practiceRequestId: request.id,
          submissionId: request.submission_id,
          listingRef: request.listing_ref,
          practiceId: request.practice_id,
          patientName: "Aroha Ngata",
          appointmentStart: appointment.appointment_start!,
          now: new Date(),
        },
        sealKey,
      );
      invitation = await db
        .selectFrom("review_invitations")
        .selectAll()
        .where("practice_request_id", "=", request.id)
        .executeTakeFirstOrThrow();
    }
    return { reference, statusToken, practiceToken, invitation, start: appointment.appointment_start! };
  }

  /** The patient writes a review and a moderator publishes it, through the publish path's steps. */
  async function publishedReview(email: string) {
    const booking = await confirmedBooking(email);
    const reviewId = await db.transaction().execute(async (trx) => {
      const id = await recordReview(
        trx,
        booking.invitation,
        { overall: 4, costs: 5, waiting: 4, communication: 4, premises: 3, text: REVIEW_TEXT },
        [],
        new Date(),
      );
      await decideReview(trx, id, { outcome: "publish" }, "moderator@example.test", new Date());
      const review = await trx.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(await onReviewPublished(trx, review, { now: new Date(), sealKey })).toBe(true);
      return id;
    });
    return { ...booking, reviewId };
  }

  const postForm = (
    url: string,
    values: Record<string, string>,
    headers: Record<string, string> = OUR_PAGE,
    remoteAddress = "127.0.0.1",
  ) =>
    app.inject({
      method: "POST",
      url,
      remoteAddress,
      payload: new URLSearchParams(values).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...headers },
    });

  it("the practice is e-mailed a link to reply once; a reply naming treatment is refused; a moderator publishes the other", async () => {
    const { reviewId } = await publishedReview("reply.patient@example.test");
    const [mail] = (await emails("review-published-practice")).filter(
      (m) => "to" in m && m.to === "bookings@tinakorismile.co.nz",
    );
    expect(mail).toBeDefined();
    const linkToken = (mail as { linkToken: string }).linkToken;
    const path = `/review-reply/${linkToken}`;

    const page = await app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toContain("noindex");
    expect(page.body).toContain("Reception explained every cost");
    expect(page.body).toContain("Aroha N.");
    expect(page.body).not.toContain("Ngata");

    // A forged link opens nothing.
    expect((await app.inject({ method: "GET", url: `/review-reply/${"A".repeat(43)}` })).statusCode).toBe(404);

    // Confirming the patient's treatment is refused and nothing is stored; what was typed comes back.
    const clinical = await postForm(path, { text: "So glad your root canal went smoothly, see you at the check-up." });
    expect(clinical.statusCode).toBe(400);
    expect(clinical.body).toContain("cannot mention the patient");
    expect(clinical.body).toContain("see you at the check-up");
    expect(
      (await db.selectFrom("reviews").select("reply_status").where("id", "=", reviewId).executeTakeFirstOrThrow())
        .reply_status,
    ).toBeNull();

    const sent = await postForm(path, {
      text: "Thank you for the kind words. Our team works hard to keep waits short.",
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("Your reply is with a moderator");
    // Once only.
    const again = await postForm(path, { text: "A second reply that should never be stored anywhere." });
    expect(again.statusCode).toBe(409);
    // Only from our own page.
    expect(
      (await postForm(path, { text: "From another site entirely, not ours." }, { "sec-fetch-site": "cross-site" }))
        .statusCode,
    ).toBe(403);

    const queue = await app.inject({ method: "GET", url: "/admin/api/review-replies-reports", headers: operator });
    expect(queue.json<{ replies: { review: { id: string } }[] }>().replies.map((r) => r.review.id)).toContain(reviewId);
    const decided = await app.inject({
      method: "POST",
      url: `/admin/api/review-replies/${reviewId}/decision`,
      headers: operator,
      payload: { outcome: "publish" },
    });
    expect(decided.statusCode).toBe(200);
    const row = await db.selectFrom("reviews").selectAll().where("id", "=", reviewId).executeTakeFirstOrThrow();
    expect(row.reply_status).toBe("published");
    expect(row.reply_decided_by).toBe(OPERATOR_EMAIL);
    expect((await emails("review-reply-decided")).some((m) => "published" in m && m.published)).toBe(true);

    // The reply shows under the review, on its public report page too.
    const shown = await app.inject({ method: "GET", url: `/reviews/${reviewId}/report` });
    expect(shown.body).toContain("The practice replied");
    expect(shown.body).toContain("Our team works hard to keep waits short.");
  });

  it("a report that a review names someone hides it at once; the moderator's decision is recorded and told to both", async () => {
    const { reviewId } = await publishedReview("report.patient@example.test");
    const url = `/reviews/${reviewId}/report`;
    expect((await app.inject({ method: "GET", url })).body).toContain("Report this review");

    const invalid = await postForm(url, { reason: "", details: "", email: "not an address" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain("Choose what is wrong with the review.");
    expect(invalid.body).toContain("not an address");

    const reported = await postForm(url, {
      reason: "names-someone",
      details: "It names the receptionist.",
      email: "reader@example.test",
    });
    expect(reported.statusCode).toBe(200);
    expect(reported.body).toContain("The review is hidden now");
    const hidden = await db.selectFrom("reviews").select("status").where("id", "=", reviewId).executeTakeFirstOrThrow();
    expect(hidden.status).toBe("hidden");
    expect((await app.inject({ method: "GET", url })).body).toContain("This review is hidden");
    const asked = (await emails("review-report-author")).find(
      (m) => "to" in m && m.to === "report.patient@example.test",
    );
    expect(asked).toMatchObject({ hidden: true, firstName: "Aroha" });

    const queue = await app.inject({ method: "GET", url: "/admin/api/review-replies-reports", headers: operator });
    const report = queue
      .json<{ reports: { id: string; hidden: boolean; review: { id: string } }[] }>()
      .reports.find((r) => r.review.id === reviewId)!;
    expect(report.hidden).toBe(true);

    // A decision needs its reason.
    const noWhy = await app.inject({
      method: "POST",
      url: `/admin/api/review-reports/${report.id}/decision`,
      headers: operator,
      payload: { outcome: "keep", note: "" },
    });
    expect(noWhy.statusCode).toBe(400);
    const kept = await app.inject({
      method: "POST",
      url: `/admin/api/review-reports/${report.id}/decision`,
      headers: operator,
      payload: { outcome: "keep", note: "The name is the practice's own, not a person's." },
    });
    expect(kept.statusCode).toBe(200);
    const stored = await db
      .selectFrom("review_reports")
      .selectAll()
      .where("id", "=", report.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      status: "decided",
      decision: "keep",
      decided_by: OPERATOR_EMAIL,
      reporter_email: null,
    });
    expect(
      (await db.selectFrom("reviews").select("status").where("id", "=", reviewId).executeTakeFirstOrThrow()).status,
    ).toBe("published");
    const outcomes = await emails("review-report-outcome");
    expect(
      outcomes.filter((m) => "to" in m && ["report.patient@example.test", "reader@example.test"].includes(m.to)),
    ).toHaveLength(2);

    // Another reason leaves it up while the author is asked (48 hours); then it is taken down, and the policy page counts it.
    const other = await postForm(url, { reason: "false", details: "", email: "" });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain("The review stays up");
    expect(
      (await db.selectFrom("reviews").select("status").where("id", "=", reviewId).executeTakeFirstOrThrow()).status,
    ).toBe("published");
    const open = await db
      .selectFrom("review_reports")
      .selectAll()
      .where("review_id", "=", reviewId)
      .where("status", "=", "open")
      .executeTakeFirstOrThrow();
    expect(Date.parse(open.author_answer_due!) - Date.parse(open.created_at)).toBe(48 * HOUR);
    await app.inject({
      method: "POST",
      url: `/admin/api/review-reports/${open.id}/decision`,
      headers: operator,
      payload: { outcome: "remove", note: "The author did not answer and the practice showed the claim was wrong." },
    });
    expect(
      (await db.selectFrom("reviews").select("status").where("id", "=", reviewId).executeTakeFirstOrThrow()).status,
    ).toBe("removed");
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(404);

    const policy = await app.inject({ method: "GET", url: "/reviews-policy" });
    expect(policy.statusCode).toBe(200);
    expect(policy.body).toContain("Taken down after a report: <!-- -->It states something false about the practice");
  });

  it("reports are limited per client", async () => {
    const { reviewId } = await publishedReview("limit.patient@example.test");
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const posted = await postForm(
        `/reviews/${reviewId}/report`,
        { reason: "other", details: "", email: "" },
        OUR_PAGE,
        "203.0.113.9",
      );
      codes.push(posted.statusCode);
    }
    expect(codes.slice(0, 5).every((code) => code < 400)).toBe(true);
    expect(codes[5]).toBe(429);
  });

  it("within 3 days of the appointment the practice says the patient did not attend; the patient is told and disputes it", async () => {
    const booking = await confirmedBooking("absent.patient@example.test", 1);
    const practicePage = `/practice/requests/${booking.practiceToken}`;
    // Before the appointment there is nothing to say.
    clock = new Date();
    expect((await app.inject({ method: "GET", url: practicePage })).body).not.toContain("The patient did not attend");

    clock = new Date(Date.parse(booking.start) + 2 * HOUR);
    expect((await app.inject({ method: "GET", url: practicePage })).body).toContain("The patient did not attend");
    const said = await postForm(practicePage, { answer: "did-not-attend" });
    expect(said.statusCode).toBe(200);
    expect(said.body).toContain("the patient will not be asked to review this visit");
    const invitation = await db
      .selectFrom("review_invitations")
      .selectAll()
      .where("id", "=", booking.invitation.id)
      .executeTakeFirstOrThrow();
    expect(invitation.status).toBe("did-not-attend");
    const told = (await emails("review-did-not-attend")).find(
      (m) => "to" in m && m.to === "absent.patient@example.test",
    );
    expect(told).toMatchObject({ reference: booking.reference, statusToken: booking.statusToken });

    const status = await app.inject({ method: "GET", url: `/requests/${booking.statusToken}` });
    expect(status.body).toContain("told us you did not attend");
    const disputed = await postForm(
      `/requests/${booking.statusToken}/attended`,
      {},
      { "sec-fetch-site": "same-origin" },
    );
    expect(disputed.statusCode).toBe(303);
    expect((await app.inject({ method: "GET", url: `/requests/${booking.statusToken}` })).body).toContain(
      "that you did attend",
    );

    const queue = await app.inject({ method: "GET", url: "/admin/api/review-replies-reports", headers: operator });
    const body = queue.json<{
      disputes: { reference: string }[];
      attendance: { practiceName: string; didNotAttend: number; disputed: number; appointments: number }[];
    }>();
    expect(body.disputes.map((d) => d.reference)).toContain(booking.reference);
    const practice = body.attendance.find((a) => a.practiceName === "Tinakori Smile Studio")!;
    expect(practice.didNotAttend).toBe(1);
    expect(practice.disputed).toBe(1);

    // After 3 days it can no longer be said.
    const late = await confirmedBooking("late.patient@example.test", 1);
    clock = new Date(Date.parse(late.start) + 4 * 24 * HOUR);
    const tooLate = await postForm(`/practice/requests/${late.practiceToken}`, { answer: "did-not-attend" });
    expect(tooLate.statusCode).toBe(409);
    clock = new Date();
  });
});
