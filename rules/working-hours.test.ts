import { describe, expect, it } from "vitest";

import { DEFAULT_WORKING_HOURS, type WorkingHours } from "./booking-loop";
import { nzDateTime, nzInstant } from "./nz-time";
import { addWorkingHours } from "./working-hours";

/** A New Zealand wall-clock time, e.g. nz("2026-11-27 16:00"). */
const nz = (wall: string) => {
  const [date = "", time = ""] = wall.split(" ");
  const at = nzInstant(date, time);
  if (!at) throw new Error(`not a New Zealand time: ${wall}`);
  return at;
};
/** What a New Zealand clock shows at the instant. */
const wall = (at: Date) => {
  const { date, time } = nzDateTime(at);
  return `${date} ${time}`;
};
const after = (start: string, hours: number, wh: WorkingHours = DEFAULT_WORKING_HOURS) =>
  wall(addWorkingHours(nz(start), hours, wh));

describe("working hours (Monday to Friday, 8 am to 6 pm, New Zealand time)", () => {
  it("counts within one working day", () => {
    // Tuesday.
    expect(after("2026-11-24 09:15", 4)).toBe("2026-11-24 13:15");
    expect(after("2026-11-24 10:00", 8)).toBe("2026-11-24 18:00");
  });

  it("carries Friday afternoon's hours over the weekend: Friday 4 pm + 4 h is Monday 10 am, + 8 h Monday 2 pm", () => {
    expect(after("2026-11-27 16:00", 4)).toBe("2026-11-30 10:00");
    expect(after("2026-11-27 16:00", 8)).toBe("2026-11-30 14:00");
  });

  it("skips the public holidays it is told of: Friday 23 October 4 pm + 4 h is Tuesday 10 am after Labour Day", () => {
    const labourDay = (date: string) => date === "2026-10-26";
    expect(wall(addWorkingHours(nz("2026-10-23 16:00"), 4, DEFAULT_WORKING_HOURS, labourDay))).toBe("2026-10-27 10:00");
    // Christmas Eve 5 pm + 4 h: Christmas Day and Boxing Day (a Saturday) and the weekend pass, then
    // Monday 28 December, the observed Boxing Day, is a holiday too.
    const christmas = (date: string) => ["2026-12-25", "2026-12-28"].includes(date);
    expect(wall(addWorkingHours(nz("2026-12-24 17:00"), 4, DEFAULT_WORKING_HOURS, christmas))).toBe("2026-12-29 11:00");
  });

  it("counts from the opening when started before 8 am or after 6 pm", () => {
    expect(after("2026-11-24 06:30", 4)).toBe("2026-11-24 12:00");
    expect(after("2026-11-24 00:00", 8)).toBe("2026-11-24 16:00");
    expect(after("2026-11-24 19:00", 4)).toBe("2026-11-25 12:00");
    expect(after("2026-11-24 18:00", 4)).toBe("2026-11-25 12:00");
  });

  it("counts from Monday's opening when started at the weekend", () => {
    expect(after("2026-11-28 11:00", 4)).toBe("2026-11-30 12:00");
    expect(after("2026-11-29 23:30", 8)).toBe("2026-11-30 16:00");
    expect(after("2026-11-27 19:00", 4)).toBe("2026-11-30 12:00");
  });

  it("is right across the start of daylight saving (Sunday 27 September 2026, 2 am → 3 am)", () => {
    // Friday 4 pm NZST (UTC+12) to Monday 10 am NZDT (UTC+13): 65 hours later, not 66.
    const reminded = addWorkingHours(nz("2026-09-25 16:00"), 4, DEFAULT_WORKING_HOURS);
    expect(wall(reminded)).toBe("2026-09-28 10:00");
    expect(reminded.toISOString()).toBe("2026-09-27T21:00:00.000Z");
  });

  it("is right across the end of daylight saving (Sunday 5 April 2026, 3 am → 2 am)", () => {
    // Friday 4 pm NZDT (UTC+13) to Monday 2 pm NZST (UTC+12): 71 hours later, not 70.
    const flagged = addWorkingHours(nz("2026-04-03 16:00"), 8, DEFAULT_WORKING_HOURS);
    expect(wall(flagged)).toBe("2026-04-06 14:00");
    expect(flagged.toISOString()).toBe("2026-04-06T02:00:00.000Z");
  });

  it("counts the hours that really pass when the clocks change inside working hours", () => {
    // Hours of 1 am to 5 am on Sundays hold only three real hours on the night the clocks go forward.
    const nightShift: WorkingHours = { days: ["sun"], start: "01:00", end: "05:00" };
    expect(after("2026-09-27 01:00", 3, nightShift)).toBe("2026-09-27 05:00");
    expect(after("2026-09-27 01:00", 3.5, nightShift)).toBe("2026-10-04 01:30");
  });

  it("follows the configured days and times", () => {
    const twoDays: WorkingHours = { days: ["mon", "wed"], start: "09:00", end: "12:00" };
    // Monday 11 am: one hour on Monday, three on Wednesday.
    expect(after("2026-11-30 11:00", 4, twoDays)).toBe("2026-12-02 12:00");
    expect(after("2026-11-30 11:00", 5, twoDays)).toBe("2026-12-07 10:00");
  });

  it("does not know public holidays: Christmas Day counts as a working Friday", () => {
    expect(after("2026-12-24 16:00", 4)).toBe("2026-12-25 10:00");
  });
});
