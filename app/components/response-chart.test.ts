import { describe, expect, it } from "vitest";

import { waitFigure } from "./response-chart";

const HOUR = 3_600_000;

describe("a practice's wait, in words that fit how many requests it is from", () => {
  it("says what happened to one request, and the longest wait for a handful, not a percentile of them", () => {
    expect(waitFigure(0, null)).toBe("No requests");
    expect(waitFigure(1, 3 * HOUR)).toBe("1 request, waited 3 h for an answer");
    expect(waitFigure(4, 1.5 * HOUR)).toBe("4 requests, the longest waited 1 h 30 min");
  });

  it("gives the 80th percentile once there are enough requests for one", () => {
    expect(waitFigure(5, 2 * HOUR)).toBe("5 requests, 80% answered within 2 h");
    expect(waitFigure(40, 26 * HOUR)).toBe("40 requests, 80% answered within 1 day 2 h");
  });
});
