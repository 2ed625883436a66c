import { describe, expect, it } from "vitest";

import { parsePracticeAnswer } from "./practice-answer";

const NOW = new Date("2026-11-27T00:00:00Z");

describe("a practice's answer, as its page posts it", () => {
  it("names no answer, or one no button sends: refused on the answer itself", () => {
    for (const answer of ["maybe", ""]) {
      expect(parsePracticeAnswer({ answer }, NOW)).toMatchObject({
        ok: false,
        answer,
        errors: { answer: "Choose an answer." },
      });
    }
  });

  it("takes a decline with a reason", () => {
    expect(parsePracticeAnswer({ answer: "decline", reason: "Fully booked" }, NOW)).toMatchObject({
      ok: true,
      answer: { answer: "decline", reason: "Fully booked" },
    });
  });
});
