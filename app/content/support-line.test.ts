import { describe, expect, it } from "vitest";

import { summariseHours, weekRows } from "../../rules/listings/hours";
import { SUPPORT_HOURS, SUPPORT_HOURS_LINE, SUPPORT_LINE } from "./support-line";

describe("the support line: one truth about when it answers", () => {
  it("the hours' table and sentence say what its recorded week says", () => {
    expect(SUPPORT_HOURS).toEqual(weekRows(SUPPORT_LINE.hours));
    expect(SUPPORT_HOURS_LINE).toBe(summariseHours(SUPPORT_LINE.hours));
  });

  it("no row promises a line that answers round the clock", () => {
    expect(SUPPORT_HOURS.map((row) => `${row.days} ${row.hours}`).join("; ")).not.toMatch(/24\/7|emergency/i);
  });
});
