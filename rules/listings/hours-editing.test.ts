import { describe, expect, it } from "vitest";

import { closedWeek } from "./hours";
import { week, weekInWords } from "./hours-editing";

describe("the week notation of sample data and tests", () => {
  it("reads runs of days and their intervals; a day not named is closed", () => {
    const lunchBreak = [
      { opens: "08:30", closes: "12:30" },
      { opens: "13:30", closes: "17:00" },
    ];
    expect(week("Mon–Thu 08:30–12:30, 13:30–17:00; Fri 08:30–12:30; Sun 00:00–24:00")).toEqual({
      ...closedWeek(),
      ...{ mon: lunchBreak, tue: lunchBreak, wed: lunchBreak, thu: lunchBreak },
      fri: [{ opens: "08:30", closes: "12:30" }],
      sun: [{ opens: "00:00", closes: "24:00" }],
    });
    expect(week("")).toEqual(closedWeek());
  });

  it("says the same week as the conflict table's words", () => {
    expect(weekInWords(week("Tue–Wed 08:00–12:00, 13:00–17:30; Sat 09:00–12:00"))).toBe(
      "Monday closed; Tuesday 08:00–12:00, 13:00–17:30; Wednesday 08:00–12:00, 13:00–17:30; Thursday closed; " +
        "Friday closed; Saturday 09:00–12:00; Sunday closed",
    );
  });

  it("gives every day its own intervals, so changing one day leaves the others", () => {
    const hours = week("Mon–Fri 08:00–17:00");
    hours.mon[0]!.closes = "12:00";
    expect(hours.tue).toEqual([{ opens: "08:00", closes: "17:00" }]);
  });

  it("keeps times as written, for tests of the checks", () => {
    expect(week("Wed 17:00–08:00").wed).toEqual([{ opens: "17:00", closes: "08:00" }]);
  });

  it.each([
    "Mon-Fri 08:00-17:00",
    "Monday 08:00–17:00",
    "Fri–Mon 08:00–17:00",
    "Mon 08:00",
    "Mon 08:00–12:00,13:00–17:00",
    "Mon–Fri",
  ])("refuses %j", (notation) => {
    expect(() => week(notation)).toThrow(/cannot read/);
  });

  it("refuses a day named twice", () => {
    expect(() => week("Mon–Fri 08:00–12:00; Fri 13:00–17:00")).toThrow("Friday is named twice");
  });
});
