import { describe, expect, it } from "vitest";

import { DEFAULT_WORKING_HOURS } from "../booking-loop";
import { isRedactionOf, overdueAt } from "./moderation";

describe("a moderator's redaction", () => {
  const text = "Dr Smith and Mere at the desk were kind and explained every cost.";
  it("accepts names replaced by [redacted]", () => {
    expect(isRedactionOf(text, "[redacted] and [redacted] at the desk were kind and explained every cost.")).toBe(true);
    expect(isRedactionOf(text, "Dr [redacted] and Mere at the desk were kind and explained every cost.")).toBe(true);
    expect(isRedactionOf(text, "Dr Smith and Mere at the desk were kind and explained [redacted]")).toBe(true);
  });
  it("refuses any other change: added or reworded text, or nothing redacted", () => {
    expect(isRedactionOf(text, text)).toBe(false);
    expect(isRedactionOf(text, "[redacted] and Mere at the desk were rude.")).toBe(false);
    expect(isRedactionOf(text, "Great! [redacted] and Mere at the desk were kind and explained every cost.")).toBe(
      false,
    );
    expect(isRedactionOf(text, "Dr Smith and Mere at the desk were kind and explained every cost. [redacted]")).toBe(
      false,
    );
  });
});

describe("a waiting review is overdue", () => {
  it("after 2 New Zealand working days, a weekend not counted", () => {
    // Friday 27 November 2026, 10:00 NZDT → Tuesday 1 December, 10:00 NZDT.
    const friday = new Date("2026-11-26T21:00:00Z");
    expect(overdueAt(friday, DEFAULT_WORKING_HOURS).toISOString()).toBe("2026-11-30T21:00:00.000Z");
  });
});
