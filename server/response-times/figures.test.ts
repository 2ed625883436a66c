import { describe, expect, it } from "vitest";

import {
  bandFor,
  figureOf,
  figuresByPractice,
  offerDaysByPractice,
  offerDaysOf,
  percentile,
  type RequestSample,
  waitOf,
} from "./figures";

const HOUR = 3_600_000;
const NOW = new Date("2026-11-25T12:00:00.000Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * HOUR).toISOString();

/** A request to practice `p` sent `sentHoursAgo`, answered `answeredAfter` hours later (or not). */
function sample(p: string, sentHoursAgo: number, answeredAfter: number | null, more: Partial<RequestSample> = {}) {
  const sentAt = hoursAgo(sentHoursAgo);
  const firstAnswerAt = answeredAfter === null ? null : hoursAgo(sentHoursAgo - answeredAfter);
  return {
    practiceId: p,
    status: answeredAfter === null ? "waiting" : "confirmed",
    sentAt,
    firstAnswerAt,
    remindedAt: null,
    escalatedAt: null,
    updatedAt: firstAnswerAt ?? sentAt,
    appointmentStart: null,
    offeredTimes: null,
    ...more,
  } satisfies RequestSample;
}

describe("the 80th percentile", () => {
  it("is the smallest wait with at least 80% of the waits at or below it", () => {
    expect(percentile([5, 1, 4, 2, 3], 0.8)).toBe(4); // 4 of 5 are within 4
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.8)).toBe(8);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.8)).toBe(9); // 8 of 11 is under 80%
    expect(percentile([7], 0.8)).toBe(7);
    expect(percentile([], 0.8)).toBeUndefined();
  });

  it("with exactly 3 requests is the slowest of them: 2 of 3 is under 80%", () => {
    expect(percentile([1, 1, 50], 0.8)).toBe(50);
  });
});

describe("bands", () => {
  it("are the fastest promise the figure keeps, boundaries included", () => {
    expect(bandFor(0)).toBe("2h");
    expect(bandFor(2 * HOUR)).toBe("2h");
    expect(bandFor(2 * HOUR + 1)).toBe("1d");
    expect(bandFor(24 * HOUR)).toBe("1d");
    expect(bandFor(24 * HOUR + 1)).toBe("3d");
    expect(bandFor(72 * HOUR)).toBe("3d");
    expect(bandFor(72 * HOUR + 1)).toBeUndefined();
  });

  it("are shown from 3 requests, never with 2 however fast", () => {
    expect(figureOf([HOUR, HOUR])).toEqual({ requests: 2, percentileMs: HOUR });
    expect(figureOf([HOUR, HOUR, HOUR])).toEqual({ requests: 3, percentileMs: HOUR, band: "2h" });
  });

  it("with 3 requests, one slow answer decides: two in an hour and one in a day reads 'within a day'", () => {
    expect(figureOf([HOUR, HOUR, 20 * HOUR]).band).toBe("1d");
  });

  it("with 5 requests, one slow answer in five is within the 20% the figure leaves out", () => {
    expect(figureOf([HOUR, HOUR, HOUR, HOUR, 60 * HOUR]).band).toBe("2h");
    expect(figureOf([HOUR, HOUR, HOUR, 60 * HOUR, 60 * HOUR]).band).toBe("3d");
  });
});

describe("a request's wait", () => {
  it("is the time to the first answer of any kind", () => {
    expect(waitOf(sample("p", 10, 1.5), NOW)).toBe(1.5 * HOUR);
    expect(waitOf(sample("p", 10, 3, { status: "declined" }), NOW)).toBe(3 * HOUR);
  });

  it("counts a request not answered yet as waiting until now, so a silent practice never looks fast", () => {
    expect(waitOf(sample("p", 30, null), NOW)).toBe(30 * HOUR);
    const silent = [sample("quiet", 30, null), sample("quiet", 40, null), sample("quiet", 50, 1)];
    expect(figuresByPractice(silent, NOW).get("quiet")).toMatchObject({ requests: 3, band: "3d" });
    // Two fast answers and one unanswered for four days: no band at all.
    const slow = [sample("slow", 100, 1), sample("slow", 99, 1), sample("slow", 96, null)];
    expect(figuresByPractice(slow, NOW).get("slow")).toMatchObject({ requests: 3 });
    expect(figuresByPractice(slow, NOW).get("slow")?.band).toBeUndefined();
  });

  it("leaves out a request withdrawn before the practice was slow, and counts one taken away for its silence", () => {
    const withdrawnEarly = sample("p", 10, null, { status: "withdrawn", updatedAt: hoursAgo(9.5) });
    expect(waitOf(withdrawnEarly, NOW)).toBeUndefined();
    const supersededSilent = sample("p", 30, null, {
      status: "superseded",
      remindedAt: hoursAgo(26),
      escalatedAt: hoursAgo(22),
      updatedAt: hoursAgo(20),
    });
    expect(waitOf(supersededSilent, NOW)).toBe(10 * HOUR);
  });

  it("is worked out per practice", () => {
    const figures = figuresByPractice(
      [sample("a", 5, 1), sample("a", 6, 1), sample("a", 7, 1.9), sample("b", 5, 1)],
      NOW,
    );
    expect(figures.get("a")).toMatchObject({ requests: 3, band: "2h" });
    expect(figures.get("b")).toEqual({ requests: 1, percentileMs: HOUR });
  });
});

describe("how soon a practice offers a time (issue 37 item 4)", () => {
  const DAY = 24 * HOUR;
  const inDays = (sentAt: string, days: number) => new Date(Date.parse(sentAt) + days * DAY).toISOString();
  /** A request sent 10 days ago whose earliest time (offered or confirmed) is `days` after it. */
  const timed = (p: string, days: number, how: "offered" | "confirmed" = "confirmed") => {
    const base = sample(p, 240, 1);
    const at = inDays(base.sentAt, days);
    return how === "offered"
      ? { ...base, status: "offered" as const, offeredTimes: JSON.stringify([inDays(base.sentAt, days + 2), at]) }
      : { ...base, appointmentStart: at };
  };

  it("counts the days to the earliest time offered or confirmed, and nothing for a request without one", () => {
    expect(timed("p", 2.5).appointmentStart).toBeTruthy();
    expect(offerDaysOf(timed("p", 2.5))).toBeCloseTo(2.5);
    expect(offerDaysOf(timed("p", 4, "offered"))).toBeCloseTo(4);
    expect(offerDaysOf(sample("p", 10, 1))).toBeUndefined();
    expect(offerDaysOf({ ...sample("p", 10, 1), offeredTimes: "not json" })).toBeUndefined();
  });

  it("is the 80th percentile in whole days, rounded up, and only with at least 5 requests that got a time", () => {
    const four = [1.2, 2, 3.5, 6].map((d) => timed("few", d));
    const five = [0.5, 1.2, 2, 3.5, 9].map((d) => timed("enough", d));
    const waiting = [sample("enough", 5, null), sample("few", 5, null)];
    const offers = offerDaysByPractice([...four, ...five, ...waiting]);
    expect(offers.has("few")).toBe(false);
    // 4 of the 5 within 3.5 days: "within 4 days".
    expect(offers.get("enough")).toBe(4);
    expect(offerDaysByPractice([0.1, 0.2, 0.3, 0.4, 0.5].map((d) => timed("same-day", d))).get("same-day")).toBe(1);
  });
});
