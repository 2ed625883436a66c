import { describe, expect, it } from "vitest";

import { byRatingSummary, type ReviewScores, reviewFigures, windowStart } from "./figures";

const NOW = new Date("2026-11-27T00:00:00Z");
const review = (overall: number, visitedAt = "2026-10-01T00:00:00Z", other = overall): ReviewScores => ({
  overall,
  costs: other,
  waiting: other,
  communication: other,
  premises: other,
  visitedAt,
});

describe("review figures", () => {
  it("below 5 reviews: the count only, no average, distribution or score means", () => {
    expect(
      reviewFigures(
        [5, 5, 5, 5].map((s) => review(s)),
        NOW,
      ),
    ).toEqual({ count: 4 });
    expect(reviewFigures([], NOW)).toEqual({ count: 0 });
  });

  it("from 5: the mean to one decimal, five bars, the four score means", () => {
    const figures = reviewFigures(
      [5, 5, 4, 4, 1].map((s) => review(s, undefined, s === 1 ? 2 : 4)),
      NOW,
    );
    expect(figures).toEqual({
      count: 5,
      average: 3.8,
      distribution: [1, 0, 0, 2, 2],
      scores: { costs: 3.6, waiting: 3.6, communication: 3.6, premises: 3.6 },
    });
  });

  it("counts only visits of the last 24 months", () => {
    expect(windowStart(NOW).toISOString()).toBe("2024-11-27T00:00:00.000Z");
    const old = review(1, "2024-11-26T23:59:59Z");
    const edge = review(1, "2024-11-27T00:00:00Z");
    const recent = [5, 5, 5, 5].map((s) => review(s));
    expect(reviewFigures([old, ...recent], NOW)).toEqual({ count: 4 });
    expect(reviewFigures([edge, ...recent], NOW)).toMatchObject({ count: 5, average: 4.2 });
  });

  it("the rating sort: an average ranks before fewer than 5 reviews, whatever their stars", () => {
    const listings = [
      { id: "imported", ratings: { count: 0 } },
      { id: "few-perfect", ratings: { count: 4 } },
      { id: "good", ratings: { count: 154, average: 4.3 } },
      { id: "best", ratings: { count: 12, average: 4.9 } },
      { id: "best-more", ratings: { count: 40, average: 4.9 } },
    ];
    const order = [...listings].sort((a, b) => byRatingSummary(a.ratings, b.ratings)).map((l) => l.id);
    expect(order).toEqual(["best-more", "best", "good", "few-perfect", "imported"]);
  });
});
