import { describe, expect, it } from "vitest";

import { nzWallClock } from "../nz-time";
import {
  closedWeek,
  formatTime,
  isOpenAt,
  minutesOf,
  openNowText,
  opensAfter5pm,
  opensOnWeekends,
  summariseHours,
  weekRows,
  weekTable,
} from "./hours";
import { openingHoursProblem, week } from "./hours-editing";
import type { OpeningHours } from "./types";

const CLOSED = closedWeek();

/** Lunch closed on weekdays; Saturday morning; closed Sunday. */
const LUNCH_CLOSED = week("Mon–Fri 08:00–12:30, 13:30–17:30; Sat 09:00–12:00");

const ALWAYS = week("Mon–Sun 00:00–24:00");

describe("nzWallClock: what a New Zealand clock shows, daylight saving included", () => {
  it.each([
    // Daylight saving ends Sunday 5 April 2026: 3am NZDT (UTC+13) becomes 2am NZST (UTC+12).
    ["2026-04-04T13:30:00Z", "sun", "02:30"], // first 2:30am (NZDT)
    ["2026-04-04T13:59:00Z", "sun", "02:59"],
    ["2026-04-04T14:00:00Z", "sun", "02:00"], // the clock goes back
    ["2026-04-04T14:30:00Z", "sun", "02:30"], // the second 2:30am (NZST)
    ["2026-04-05T20:30:00Z", "mon", "08:30"],
    // Daylight saving starts Sunday 27 September 2026: 2am NZST becomes 3am NZDT.
    ["2026-09-26T13:59:00Z", "sun", "01:59"],
    ["2026-09-26T14:00:00Z", "sun", "03:00"], // 2am–3am never happens
    ["2026-09-27T19:00:00Z", "mon", "08:00"],
    // Midnight, and a UTC day that is tomorrow in New Zealand.
    ["2026-06-30T12:00:00Z", "wed", "00:00"],
    ["2026-12-31T11:00:00Z", "fri", "00:00"],
  ])("%s is %s %s", (iso, weekday, time) => {
    expect(nzWallClock(new Date(iso))).toEqual({ day: weekday, minutes: minutesOf(time) });
  });
});

describe("isOpenAt", () => {
  it.each([
    ["Mon 6 April 8:00am NZST (opening time is open)", "2026-04-05T20:00:00Z", true],
    ["Mon 6 April 7:59am NZST", "2026-04-05T19:59:00Z", false],
    ["Mon 6 April 12:45pm NZST (lunch)", "2026-04-06T00:45:00Z", false],
    ["Mon 6 April 1:30pm NZST", "2026-04-06T01:30:00Z", true],
    ["Mon 6 April 5:30pm NZST (closing time is closed)", "2026-04-06T05:30:00Z", false],
    ["Sat 4 April 11:30am NZDT, the day before daylight saving ends", "2026-04-03T22:30:00Z", true],
    ["Sat 26 Sept 11:30am NZST, the day before daylight saving starts", "2026-09-25T23:30:00Z", true],
    ["Mon 28 Sept 8:00am NZDT, the day after it starts (7am in NZST reckoning)", "2026-09-27T19:00:00Z", true],
    ["Mon 28 Sept 5:15pm NZDT (6:15pm in NZST reckoning)", "2026-09-28T04:15:00Z", true],
    ["Sun 27 Sept 10am NZDT", "2026-09-26T21:00:00Z", false],
  ])("%s: %s", (_label, iso, open) => {
    expect(isOpenAt(LUNCH_CLOSED, new Date(iso))).toBe(open);
  });

  it("a 24-hour listing is open at every instant, including the hour daylight saving repeats or skips", () => {
    for (const iso of ["2026-04-04T13:30:00Z", "2026-04-04T14:30:00Z", "2026-09-26T14:00:00Z", "2026-06-30T11:59:59Z"])
      expect(isOpenAt(ALWAYS, new Date(iso))).toBe(true);
    expect(isOpenAt(CLOSED, new Date("2026-04-05T20:30:00Z"))).toBe(false);
  });
});

describe("opensOnWeekends and opensAfter5pm", () => {
  it("weekends: any hours on Saturday or Sunday", () => {
    expect(opensOnWeekends(LUNCH_CLOSED)).toBe(true);
    expect(opensOnWeekends(week("Sun 10:00–14:00"))).toBe(true);
    expect(opensOnWeekends(week("Mon 08:00–17:00"))).toBe(false);
  });

  it("after 5 pm: a weekday closing later than 5pm; closing at exactly 5pm or late on Saturday is not", () => {
    expect(opensAfter5pm(LUNCH_CLOSED)).toBe(true);
    expect(opensAfter5pm(week("Thu 08:00–17:00"))).toBe(false);
    expect(opensAfter5pm(week("Thu 08:00–17:01"))).toBe(true);
    expect(opensAfter5pm(week("Sat 09:00–20:00"))).toBe(false);
    expect(opensAfter5pm(ALWAYS)).toBe(true);
  });
});

describe("openingHoursProblem", () => {
  it("accepts good hours, including several intervals a day and 24:00", () => {
    expect(openingHoursProblem(LUNCH_CLOSED)).toBeUndefined();
    expect(openingHoursProblem(ALWAYS)).toBeUndefined();
  });

  it("names the day and the problem", () => {
    expect(openingHoursProblem(week("Tue 8:00–17:00"))).toBe("Tuesday: times are written HH:MM, e.g. 08:30.");
    expect(openingHoursProblem(week("Wed 17:00–08:00"))).toBe("Wednesday: closing must come after opening.");
    expect(openingHoursProblem(week("Fri 08:00–13:00, 12:00–17:00"))).toBe(
      "Friday: the times overlap or are out of order.",
    );
    expect(openingHoursProblem({ ...CLOSED, sun: undefined } as unknown as OpeningHours)).toBe("Sunday is missing.");
    expect(openingHoursProblem(week("Mon 24:30–25:00"))).toMatch(/^Monday: times/);
  });
});

describe("hours in words", () => {
  it("formatTime", () => {
    expect(["08:00", "17:30", "12:00", "00:00", "24:00", "00:15"].map(formatTime)).toEqual([
      "8am",
      "5:30pm",
      "12pm",
      "midnight",
      "midnight",
      "12:15am",
    ]);
  });

  it("summariseHours runs days with the same hours together", () => {
    expect(summariseHours(LUNCH_CLOSED)).toBe("Mon–Fri 8am–12:30pm, 1:30pm–5:30pm, Sat 9am–12pm");
    expect(summariseHours(ALWAYS)).toBe("Open 24/7");
    expect(summariseHours(CLOSED)).toBe("Hours not listed");
    expect(summariseHours(week("Mon 08:00–17:00; Wed 08:00–17:00"))).toBe("Mon 8am–5pm, Wed 8am–5pm");
  });

  it("weekTable marks the day a New Zealand clock shows (Monday there while Sunday in UTC)", () => {
    const table = weekTable(LUNCH_CLOSED, new Date("2026-10-04T19:30:00Z"));
    expect(table.map((d) => d.day)).toEqual(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
    expect(table.filter((d) => d.today).map((d) => d.label)).toEqual(["Monday"]);
    expect(table[6]).toMatchObject({ label: "Sunday", text: "Closed" });
    expect(table[5]).toMatchObject({ text: "9am–12pm" });
  });

  it("openNowText: open until, closed with the next opening (today, tomorrow or a weekday)", () => {
    expect(openNowText(LUNCH_CLOSED, new Date("2026-10-04T20:00:00Z"))).toEqual({
      open: true,
      text: "Open now until 12:30pm",
      until: "12:30pm",
    }); // Mon 9am NZDT
    expect(openNowText(LUNCH_CLOSED, new Date("2026-10-05T00:00:00Z")).text).toBe("Closed now, opens today 1:30pm");
    expect(openNowText(LUNCH_CLOSED, new Date("2026-10-05T06:00:00Z")).text).toBe("Closed now, opens tomorrow 8am");
    // Saturday 1pm NZDT: next opening is Monday.
    expect(openNowText(LUNCH_CLOSED, new Date("2026-10-10T00:00:00Z")).text).toBe("Closed now, opens Monday 8am");
    expect(openNowText(ALWAYS, new Date("2026-09-26T14:00:00Z"))).toEqual({ open: true, text: "Open 24 hours" });
    expect(openNowText(CLOSED, new Date("2026-09-26T14:00:00Z"))).toEqual({ open: false, text: "Closed" });
  });

  it("openNowText: an evening that runs past midnight says when it really closes", () => {
    const lateNights = week("Mon 18:00–24:00; Tue–Fri 00:00–02:00, 18:00–24:00; Sat 00:00–02:00");
    // Thursday 11pm NZDT: open until 2am on Friday.
    expect(openNowText(lateNights, new Date("2026-11-26T10:00:00Z"))).toMatchObject({
      open: true,
      text: "Open now until 2am tomorrow",
    });
    // Friday 11pm NZDT: Saturday carries on until 2am too.
    expect(openNowText(lateNights, new Date("2026-11-27T10:00:00Z")).text).toBe("Open now until 2am tomorrow");
    expect(openNowText(week("Mon–Sun 07:00–24:00"), new Date("2026-11-26T10:00:00Z")).text).toBe(
      "Open now until midnight",
    );
  });

  it("weekRows: a table's rows, days with the same hours together, closed days said", () => {
    expect(weekRows(LUNCH_CLOSED)).toEqual([
      { days: "Monday – Friday", hours: "8am–12:30pm, 1:30pm–5:30pm" },
      { days: "Saturday", hours: "9am–12pm" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });
});
