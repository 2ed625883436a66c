import { describe, expect, it } from "vitest";

import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "../../rules/reviews/scores";
import {
  SAMPLE_QUICK_SHARE,
  SAMPLE_RATINGS,
  scaledSampleRatings,
  sampleOveralls,
  sampleRandom,
  sampleServiceScores,
  sampleText,
} from "./sample-reviews";

describe("the fictional sample reviews", () => {
  it("give every sample listing the spec's rating and count (or a quarter of it), some critical among them", () => {
    let critical = 0;
    const quick = Object.entries(scaledSampleRatings(SAMPLE_QUICK_SHARE)).map(
      ([ref, f]) => [`${ref} quick`, f] as const,
    );
    for (const [ref, [rating, count]] of [...Object.entries(SAMPLE_RATINGS), ...quick]) {
      const scores = sampleOveralls(rating, count, sampleRandom(ref));
      expect(scores, ref).toHaveLength(count);
      const mean = Math.round((scores.reduce((a, b) => a + b, 0) / count) * 10) / 10;
      expect(mean, ref).toBe(rating);
      critical += scores.filter((s) => s <= 2).length;
    }
    expect(critical).toBeGreaterThan(50);
  });

  it("write texts a review may have, varied, critical ones reading critical", () => {
    const random = sampleRandom("texts");
    const texts = Array.from({ length: 200 }, (_, i) => {
      const overall = 1 + (i % 5);
      return { overall, text: sampleText(overall, sampleServiceScores(overall, random), random) };
    });
    for (const { text } of texts) {
      expect(text.length).toBeGreaterThanOrEqual(REVIEW_TEXT_MIN);
      expect(text.length).toBeLessThanOrEqual(REVIEW_TEXT_MAX);
    }
    expect(new Set(texts.map((t) => t.text)).size).toBeGreaterThan(150);
    expect(
      texts.filter((t) => t.overall === 1).some((t) => /disappointing|won't|frustrating|elsewhere/i.test(t.text)),
    ).toBe(true);
  });
});
