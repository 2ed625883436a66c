import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { openedEmail } from "../../tests/server/email-jobs";
import { publishedReview } from "../../tests/server/published-review";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import { testConfig } from "../platform/config";

// Issue 48 item 5: reports cannot keep a good review down. Once a moderator has kept a review
// against a reason, more reports with that reason queue for a moderator and leave it up (a new
// reason may still hide it, D717); its author hears of them once a day, not once a report (D718).

const PRIYA = "tinakori-smile-studio-wellington";
const OUR_PAGE = { "sec-fetch-site": "same-origin", origin: "null" };
const config = testConfig({ FORM_RATE_LIMIT: 100_000, OUTBOX_POLL_MS: 3_600_000 });
const AUTHOR = "kept.author@example.test";
const PARALLEL = 24;

describe.each(TEST_DATABASES)("reports after a moderator kept a review on $name", (kind) => {
  let app: FastifyInstance;
  let operator: Record<string, string>;
  let close: () => Promise<void>;
  /** Each report from a client of its own: the per-client limit has its own test. */
  let client = 0;

  beforeAll(async () => {
    ({ app, operator, close } = await startSignedInApp(kind, config));
  }, 60_000);
  afterAll(() => close());

  /** A review by AUTHOR of a visit Priya's practice confirmed, published as a moderator would. */
  async function publishedReviewByAuthor(): Promise<string> {
    const scores = { overall: 5, costs: 5, waiting: 5, communication: 5, premises: 5 };
    const text = "Reception explained every cost before we started and the wait was under five minutes.";
    return (await publishedReview(app, config, PRIYA, { email: AUTHOR }, { ...scores, text })).reviewId;
  }

  const report = (reviewId: string, reason: string) => {
    client += 1;
    return app.inject({
      method: "POST",
      url: `/reviews/${reviewId}/report`,
      remoteAddress: `10.48.${Math.floor(client / 250)}.${client % 250}`,
      payload: new URLSearchParams({ reason, details: "", email: "" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...OUR_PAGE },
    });
  };

  /** A moderator keeps the review against its open reports. */
  async function keep(reviewId: string) {
    const open = await app.db
      .selectFrom("review_reports")
      .select("id")
      .where("review_id", "=", reviewId)
      .where("status", "=", "open")
      .executeTakeFirstOrThrow();
    const kept = await app.inject({
      method: "POST",
      url: `/admin/api/review-reports/${open.id}/decision`,
      headers: operator,
      payload: { outcome: "keep", note: "The name is the practice's own, not a person's." },
    });
    expect(kept.statusCode).toBe(200);
  }

  const statusOf = async (reviewId: string) =>
    (await app.db.selectFrom("reviews").select("status").where("id", "=", reviewId).executeTakeFirstOrThrow()).status;

  /** How many e-mails to the review's author the outbox holds. */
  const authorEmails = async () =>
    (await app.db.selectFrom("jobs").select("payload").where("kind", "=", "email").execute())
      .map((job) => openedEmail(job.payload, config))
      .filter((spec) => "to" in spec && spec.to === AUTHOR && spec.template.startsWith("review-report")).length;

  it("after a keep, three rounds of reports with the kept reason leave the review up; its author gets one notice", async () => {
    const reviewId = await publishedReviewByAuthor();
    expect((await report(reviewId, "names-someone")).statusCode).toBe(200);
    expect(await statusOf(reviewId)).toBe("hidden");
    await keep(reviewId);
    expect(await statusOf(reviewId)).toBe("published");
    const beforeRounds = await authorEmails();
    expect(beforeRounds).toBe(2); // hidden, then kept: both changed what readers see.

    for (let round = 1; round <= 3; round += 1) {
      const reported = await report(reviewId, "names-someone");
      expect(reported.statusCode).toBe(200);
      expect({ round, status: await statusOf(reviewId) }).toEqual({ round, status: "published" });
      // It waits for a moderator, who keeps it again.
      await keep(reviewId);
    }
    expect(await authorEmails()).toBeLessThanOrEqual(beforeRounds + 1);

    // A reason no moderator has kept it against still hides it at once.
    expect((await report(reviewId, "threatens")).statusCode).toBe(200);
    expect(await statusOf(reviewId)).toBe("hidden");
  });

  it(`${PARALLEL} reports at once after a keep: the review stays up, every report queued, one notice`, async () => {
    const reviewId = await publishedReviewByAuthor();
    expect((await report(reviewId, "health-details")).statusCode).toBe(200);
    await keep(reviewId);
    const beforeRounds = await authorEmails();
    for (let round = 1; round <= 2; round += 1) {
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => report(reviewId, "health-details")));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
      expect(await statusOf(reviewId)).toBe("published");
    }
    const queued = await app.db
      .selectFrom("review_reports")
      .select(["hid_review"])
      .where("review_id", "=", reviewId)
      .where("status", "=", "open")
      .execute();
    expect(queued).toHaveLength(2 * PARALLEL);
    expect(queued.filter((r) => r.hid_review === 1)).toEqual([]);
    expect(await authorEmails()).toBe(beforeRounds + 1);
  });
});
