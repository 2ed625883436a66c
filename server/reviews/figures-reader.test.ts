import { randomBytes } from "node:crypto";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { listingRef } from "../../rules/listings/listing-ref";
import { buildApp } from "../app";
import { testConfig } from "../platform/config";
import { TEST_DATABASES } from "../../tests/server/databases";
import { pageText } from "../../tests/server/page-text";
import { decideReview, invitationByToken, recordInvitation, recordReview } from "./repository";
import { seedSampleListings } from "../listings/seed";
import { reviewFiguresSource } from "./figures-reader";
import { seedSampleReviews } from "./seed";

// Ratings come only from published reviews (issue 35 items 1 and 7): what a patient sees on the
// directory, the profile and in search engines' data, as reviews are published, held or erased.

const NOW = new Date("2026-11-27T00:00:00Z");
const SEAL_KEY = randomBytes(32);
const AUCKLAND = {
  quay: "waitemata-quay-dental-auckland",
  dominion: "dominion-road-family-dental-auckland",
  takapuna: "takapuna-shore-dental-studio-auckland",
};
const ago = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe.each(TEST_DATABASES)("ratings from verified reviews on $name", (kind) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const database = await kind.open({ seeded: true });
    app = await buildApp(testConfig(), { database, pagesClock: () => NOW });
    cleanup = database.cleanup;
    // Today's review-retention run goes first, so it cannot delete a test's old review mid-test.
    await app.ready();
    await app.outbox.drain();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  /** A patient's review of a dentist, written and decided the way every review is. */
  async function review(
    dentistId: string,
    overall: number,
    options: {
      visitedAt?: string;
      decision?: "publish" | "reject" | "none";
      reply?: string;
      text?: string;
      kind?: "dentist" | "surgeon";
    } = {},
  ): Promise<string> {
    const kind = options.kind ?? "dentist";
    const listing = kind === "dentist" ? await app.listings.dentist(dentistId) : await app.listings.surgeon(dentistId);
    const id = await app.db.transaction().execute(async (trx) => {
      const { token } = await recordInvitation(
        trx,
        {
          practiceRequestId: null,
          submissionId: null,
          listingRef: listingRef(kind, dentistId),
          practiceId: listing!.practiceId,
          patientName: "Aroha Ngata",
          appointmentStart: options.visitedAt ?? ago(30),
          now: NOW,
        },
        SEAL_KEY,
      );
      const invitation = await invitationByToken(trx, token);
      const text = options.text ?? `A review with ${overall} stars: the visit was on time and clearly explained.`;
      const scores = { costs: overall, waiting: overall, communication: overall, premises: overall };
      const reviewId = await recordReview(trx, invitation!, { overall, ...scores, text }, [], NOW);
      const decision = options.decision ?? "publish";
      if (decision === "publish") await decideReview(trx, reviewId, { outcome: "publish" }, "ops@example.test", NOW);
      if (decision === "reject")
        await decideReview(trx, reviewId, { outcome: "reject", reason: "not-a-visit" }, "ops@example.test", NOW);
      if (options.reply)
        await trx
          .updateTable("reviews")
          .set({ reply_text: options.reply, reply_status: "published", reply_published_at: NOW.toISOString() })
          .where("id", "=", reviewId)
          .execute();
      return reviewId;
    });
    await app.reviewFigures.refresh();
    return id;
  }

  const get = (url: string) => app.inject({ method: "GET", url });
  const jsonLdOf = (html: string) =>
    JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!) as Record<string, unknown>;
  /** The reviews section's figures, as read. */
  const summaryOf = (html: string) => {
    const text = pageText(html);
    return text.slice(text.indexOf("Verified reviews"), text.indexOf("About ratings:"));
  };

  it("shows no stars below 5 counted reviews, counts only the last 24 months, and an average from 5", async () => {
    for (const overall of [5, 5, 5, 5]) await review(AUCKLAND.quay, overall);
    await review(AUCKLAND.quay, 1, { visitedAt: ago(24 * 31) }); // over 24 months ago: not counted
    await review(AUCKLAND.quay, 1, { decision: "none" }); // waiting for a moderator
    await review(AUCKLAND.quay, 1, { decision: "reject" });

    expect((await app.listings.dentist(AUCKLAND.quay))?.ratings).toEqual({ count: 4 });
    let profile = await get(`/dentists/${AUCKLAND.quay}`);
    expect(pageText(profile.body)).toContain("4 verified reviews");
    expect(summaryOf(profile.body)).toContain("4 verified reviews in the last 24 months");
    expect(summaryOf(profile.body)).not.toMatch(/\d\.\d/);
    expect(jsonLdOf(profile.body)).not.toHaveProperty("aggregateRating");

    await review(AUCKLAND.quay, 3);
    expect((await app.listings.dentist(AUCKLAND.quay))?.ratings).toEqual({ count: 5, average: 4.6 });
    profile = await get(`/dentists/${AUCKLAND.quay}`);
    expect(pageText(profile.body)).toContain("4.6 out of 5 (5 verified reviews)");
    expect(summaryOf(profile.body)).toContain("From 5 verified reviews in the last 24 months");
    const jsonLd = jsonLdOf(profile.body);
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4.6, reviewCount: 5 });
    // The reviews it counts are on the page: the listed ones (the old one too, until retention).
    expect(jsonLd.review).toHaveLength(6);
    const stats = await app.listings.stats();
    expect(stats).toMatchObject({ reviews: 5, averageRating: 4.6 });
    expect(pageText((await get("/about")).body)).toContain(
      "Average rating: the mean overall score of 5 verified reviews",
    );
  });

  it("ranks the rating sort by the reviews' average, fewer than 5 reviews after every average", async () => {
    for (const overall of [4, 4, 4, 5, 4]) await review(AUCKLAND.dominion, overall); // 4.2 from 5
    for (const overall of [5, 5, 5, 5]) await review(AUCKLAND.takapuna, overall); // 4 perfect: no average
    const { items } = await app.listings.findDentists({ location: "auckland", sort: "rating", pageSize: 50 });
    const order = items.map((d) => d.id);
    expect(order.slice(0, 3)).toEqual([AUCKLAND.quay, AUCKLAND.dominion, AUCKLAND.takapuna]);
    expect(items.slice(3).every((d) => d.ratings.count === 0)).toBe(true);
    // The page a patient reads lists them so, with the figures on the cards.
    const page = pageText((await get("/directory?location=auckland")).body);
    const at = (name: string) => page.indexOf(name);
    const [quay, dominion, takapuna] = items.map((d) => d.name);
    expect(at(quay!)).toBeLessThan(at(dominion!));
    expect(at(dominion!)).toBeLessThan(at(takapuna!));
    expect(page).toContain("4.2 out of 5 (5 verified reviews)");
    expect(page).toContain("4 verified reviews");
    expect(pageText((await get("/directory?location=hamilton")).body)).toContain("No verified reviews yet");
  });

  it("lists the profile's reviews newest first, 10 a page by plain links, each verified, with its reply and a report link", async () => {
    const id = "tinakori-smile-studio-wellington";
    const oldest = await review(id, 2, { visitedAt: "2026-01-15T01:00:00Z", reply: "We are sorry about the wait." });
    for (let i = 0; i < 10; i++) await review(id, 5, { visitedAt: ago(20 + i) });
    const first = await get(`/dentists/${id}`);
    expect(first.body.match(/data-testid="review"/g)).toHaveLength(10);
    expect(pageText(first.body)).toContain("Verified visit · booked through NZ Dental Directory · November 2026");
    expect(pageText(first.body)).toContain("Aroha N.");
    expect(pageText(first.body)).not.toContain("Aroha Ngata");
    expect(first.body).toContain(`href="/dentists/${id}?reviews=2#dentist-reviews"`);
    const second = await get(`/dentists/${id}?reviews=2`);
    expect(second.body.match(/data-testid="review"/g)).toHaveLength(1);
    const text = pageText(second.body);
    expect(text).toContain("Verified visit · booked through NZ Dental Directory · January 2026");
    expect(text).toContain("We are sorry about the wait.");
    expect(second.body).toContain(`href="/reviews/${oldest}/report"`);
    expect(text).toContain("Page 2 of 2");
  });

  it("lists a surgeon's reviews on a page of their own, linked from their card, with the card's figures", async () => {
    const id = "dr-andrew-liu-christchurch";
    expect((await get(`/surgical/${id}/reviews`)).statusCode).toBe(200);
    expect((await get("/surgical")).body).not.toContain(`href="/surgical/${id}/reviews"`); // none yet: no link
    for (let i = 0; i < 11; i++) await review(id, i === 0 ? 3 : 5, { kind: "surgeon", visitedAt: ago(10 + i) });
    const card = (await get("/surgical")).body;
    expect(card).toContain(`href="/surgical/${id}/reviews"`);
    const first = await get(`/surgical/${id}/reviews`);
    expect(first.statusCode).toBe(200);
    const text = pageText(first.body);
    expect(text).toContain("Reviews of Dr Andrew Liu");
    expect(text).toContain("4.8 out of 5 (11 verified reviews)");
    expect(summaryOf(first.body)).toContain("From 11 verified reviews in the last 24 months");
    expect(first.body.match(/data-testid="review"/g)).toHaveLength(10);
    expect(first.body).toContain(`href="/surgical/${id}/reviews?reviews=2"`);
    expect(jsonLdOf(first.body).aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 11 });
    const second = await get(`/surgical/${id}/reviews?reviews=2`);
    expect(second.body.match(/data-testid="review"/g)).toHaveLength(1);
    expect((await get("/surgical/dr-nobody/reviews")).statusCode).toBe(404);
  });

  it("takes an erased review out of every figure, and the cached pages with it", async () => {
    const id = "johnsonville-hub-dental-wellington";
    const ids: string[] = [];
    for (const overall of [5, 5, 5, 5, 5]) ids.push(await review(id, overall));
    expect(pageText((await get(`/dentists/${id}`)).body)).toContain("5.0 out of 5 (5 verified reviews)");
    await app.db.deleteFrom("reviews").where("id", "=", ids[0]!).execute(); // an erasure (issue 35 item 8)
    await app.reviewFigures.refresh();
    expect((await app.listings.dentist(id))?.ratings).toEqual({ count: 4 });
    const profile = pageText((await get(`/dentists/${id}`)).body);
    expect(profile).toContain("4 verified reviews");
    expect(profile).not.toContain("5.0 out of 5");
  });

  it("writes the sample reviews through the same path, giving the spec's rating and count", async () => {
    const written = await seedSampleReviews(app.db, SEAL_KEY, NOW, {
      "dentist/cuba-quarter-dental-wellington": [4.5, 34],
    });
    // Only into a database with no reviews yet: this one has some.
    expect(written).toBe(0);
    const fresh = await kind.open();
    try {
      await seedSampleListings(fresh.db, NOW);
      const spec = {
        "dentist/cuba-quarter-dental-wellington": [4.5, 34] as const,
        "surgeon/dr-helen-okafor-wellington": [4.8, 12] as const,
      };
      expect(await seedSampleReviews(fresh.db, SEAL_KEY, NOW, spec)).toBe(34 + 12);
      const figures = await reviewFiguresSource(fresh.db, { now: () => NOW, log: console });
      figures.close();
      expect(figures.current().summary("dentist/cuba-quarter-dental-wellington")).toEqual({ count: 34, average: 4.5 });
      expect(figures.current().summary("surgeon/dr-helen-okafor-wellington")).toEqual({ count: 12, average: 4.8 });
      const decided = await fresh.db.selectFrom("reviews").select(["decided_by", "status"]).distinct().execute();
      expect(decided).toEqual([{ decided_by: "sample data", status: "published" }]);
      const invitations = await fresh.db.selectFrom("review_invitations").select("sample").distinct().execute();
      expect(invitations.map((i) => Number(i.sample))).toEqual([1]);
      const replies = await fresh.db
        .selectFrom("reviews")
        .select("id")
        .where("reply_status", "=", "published")
        .execute();
      expect(replies.length).toBeGreaterThan(0);
    } finally {
      await fresh.cleanup();
    }
  }, 60_000);
});
