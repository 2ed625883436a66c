import { describe, expect, it } from "vitest";

import { TIME_OPTIONS } from "../../forms/options";
import { labelMinutes, type OpenTimes, preferredTimeNote } from "./preferred-time";

// The booking form's preferred-time check (issue 37 item 3): said, never refused.

const LABELS = TIME_OPTIONS.map((t) => t.value);
const MON_FRI_9_TO_5: OpenTimes["week"] = [...Array(5).fill([[540, 1020]]), [], []];
const open: OpenTimes = {
  practice: "Tui Street Dental",
  week: MON_FRI_9_TO_5,
  shut: [
    ["2026-12-24", "2027-01-05", "closed for Christmas"],
    ["2026-10-26", "2026-10-26", "Labour Day"],
  ],
};

describe("a preferred day and time", () => {
  it("reads the form's labels", () => {
    expect(labelMinutes("8:00 AM")).toBe(480);
    expect(labelMinutes("12:30 PM")).toBe(750);
    expect(labelMinutes("6:00 PM")).toBe(1080);
  });

  it("is fine within the hours", () => {
    expect(preferredTimeNote(open, "2026-12-01", "9:00 AM", LABELS)).toBeUndefined();
  });

  it("on a Sunday evening: not open then, and the next three open times", () => {
    expect(preferredTimeNote(open, "2026-11-29", "6:00 PM", LABELS)).toEqual({
      why: "Tui Street Dental is not open at 6:00 PM on Sunday 29 November.",
      next: ["Monday 30 November, 9:00 AM", "Monday 30 November, 9:30 AM", "Monday 30 November, 10:00 AM"],
    });
  });

  it("late in the day: the rest of that day first", () => {
    expect(preferredTimeNote(open, "2026-12-01", "5:00 PM", LABELS)?.next[0]).toBe("Wednesday 2 December, 9:00 AM");
    expect(preferredTimeNote(open, "2026-12-01", "8:00 AM", LABELS)?.next[0]).toBe("Tuesday 1 December, 9:00 AM");
  });

  it("on a closure or a public holiday: says which, and skips them", () => {
    expect(preferredTimeNote(open, "2026-12-29", "10:00 AM", LABELS)).toEqual({
      why: "Tui Street Dental is closed on Tuesday 29 December (closed for Christmas).",
      next: ["Wednesday 6 January, 9:00 AM", "Wednesday 6 January, 9:30 AM", "Wednesday 6 January, 10:00 AM"],
    });
    expect(preferredTimeNote(open, "2026-10-26", "10:00 AM", LABELS)).toMatchObject({
      why: "Tui Street Dental is closed on Monday 26 October (Labour Day).",
      next: ["Tuesday 27 October, 9:00 AM", "Tuesday 27 October, 9:30 AM", "Tuesday 27 October, 10:00 AM"],
    });
  });
});
