import { describe, expect, it } from "vitest";

import { week } from "./listings/hours-editing";
import { dayText, hoursField, readHoursLines, valueText } from "./practice-listing";

describe("the practice form's opening hours, a line a day", () => {
  it("reads intervals written with an en dash or a hyphen, an empty or 'closed' day as closed", () => {
    const read = readHoursLines({
      [hoursField("mon")]: "8:30-12:30, 13:30–17:00",
      [hoursField("tue")]: "closed",
      [hoursField("sat")]: " 09:00 to 12:00 ",
    });
    expect(read).toEqual({ ok: true, hours: week("Mon 08:30–12:30, 13:30–17:00; Sat 09:00–12:00") });
  });

  it("names the day a line cannot be read for, in words a receptionist can act on", () => {
    const read = readHoursLines({ [hoursField("wed")]: "nine till five" });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.errors[hoursField("wed")]).toContain("Wednesday's hours");
  });

  it("writes a day back as the form shows it, and a week in words for the history", () => {
    expect(
      dayText([
        { opens: "08:00", closes: "12:00" },
        { opens: "13:00", closes: "17:00" },
      ]),
    ).toBe("08:00–12:00, 13:00–17:00");
    expect(valueText("openingHours", week("Mon–Fri 08:00–17:00"))).toContain("Sunday closed");
    expect(valueText("access", { wheelchair: true, hearingLoop: false })).toBe(
      "wheelchair access: yes, hearing loop: no",
    );
    expect(valueText("languages", ["English", "Samoan"])).toBe("English, Samoan");
  });
});
