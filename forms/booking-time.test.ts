import { afterEach, describe, expect, it, vi } from "vitest";

import { booking } from "./booking";
import { latestBookableDate, slotInputValue, timeHasPassed, timesOpen } from "./booking-time";
import { fieldErrors } from "./field-errors";

// 10:05 AM on Tuesday 24 November 2026 in New Zealand (NZDT, UTC+13).
const NZ_MORNING = new Date("2026-11-23T21:05:00Z");
const TODAY = "2026-11-24";

const request = {
  firstName: "Hemi",
  lastName: "Walker",
  email: "hemi@example.co.nz",
  phone: "021 123 4567",
  service: "Emergency Care",
  location: "auckland",
  preferredDate: TODAY,
  preferredTime: "2:00 PM",
  urgency: "emergency",
};

/** The messages a patient would see, by field, with the clock at `now`. */
function problems(fields: Record<string, string>, now = NZ_MORNING) {
  vi.useFakeTimers({ now });
  const result = booking.schema.safeParse(fields);
  return result.success ? {} : fieldErrors(result.error);
}

describe("when a booking may be for, on New Zealand's clock", () => {
  afterEach(() => vi.useRealTimers());

  it("offers only the times still ahead today, and every time on a later day", () => {
    const today = timesOpen(TODAY, NZ_MORNING).map((t) => t.value);
    expect(today[0]).toBe("10:30 AM");
    expect(today).not.toContain("10:00 AM");
    expect(today.at(-1)).toBe("6:00 PM");
    expect(timesOpen("2026-11-25", NZ_MORNING)).toHaveLength(21);
    expect(timeHasPassed(TODAY, "10:00 AM", NZ_MORNING)).toBe(true);
    expect(timeHasPassed(TODAY, "10:30 AM", NZ_MORNING)).toBe(false);
    expect(timeHasPassed("2026-11-25", "8:00 AM", NZ_MORNING)).toBe(false);
  });

  it("reads the clock in New Zealand, not UTC: at 11:30 PM UTC it is the next morning there", () => {
    // 12:30 PM NZDT on 24 November; UTC still says 23 November, 11:30 PM.
    const open = timesOpen(TODAY, new Date("2026-11-23T23:30:00Z")).map((t) => t.value);
    expect(open[0]).toBe("1:00 PM");
    // NZST (UTC+12) in July: 8:00 AM UTC is 8:00 PM there, so nothing is left that day.
    expect(timesOpen("2026-07-15", new Date("2026-07-15T08:00:00Z"))).toEqual([]);
  });

  it("lets a request ask for up to a year ahead", () => {
    expect(latestBookableDate(NZ_MORNING)).toBe("2027-11-24");
    expect(latestBookableDate(new Date("2028-02-29T01:00:00Z"))).toBe("2029-03-01");
  });

  it("takes an emergency for later today", () => {
    expect(problems(request)).toEqual({});
  });

  it("asks an emergency (same day) request for a later date to choose today or Urgent", () => {
    expect(problems({ ...request, preferredDate: "2026-11-26" })).toEqual({
      preferredDate:
        "An emergency (same day) request is for today. Choose today's date, or choose Urgent (within 3 days) for a later day.",
    });
    expect(problems({ ...request, preferredDate: "2026-11-26", urgency: "urgent" })).toEqual({});
  });

  it("refuses a time today that has passed, whatever the urgency", () => {
    const passed = { preferredTime: "That time has already passed today. Please choose a later time or another day." };
    expect(problems({ ...request, preferredTime: "10:00 AM" })).toEqual(passed);
    expect(problems({ ...request, preferredTime: "9:00 AM", urgency: "routine" })).toEqual(passed);
    expect(problems({ ...request, preferredTime: "9:00 AM", preferredDate: "2026-11-25", urgency: "urgent" })).toEqual(
      {},
    );
  });

  it("says so beside the date and time even while other fields are still empty", () => {
    const errors = problems({ ...request, firstName: "", preferredDate: "2026-11-30" });
    expect(errors.firstName).toBe("Please enter your first name.");
    expect(errors.preferredDate).toMatch(/^An emergency \(same day\) request is for today/);
  });

  it("refuses a date more than a year ahead, such as 31 December 9999", () => {
    const tooFar = { preferredDate: "Please choose a date within the next year (by 24 November 2027)." };
    expect(problems({ ...request, urgency: "routine", preferredDate: "9999-12-31" })).toEqual(tooFar);
    expect(problems({ ...request, urgency: "routine", preferredDate: "2027-11-25" })).toEqual(tooFar);
    expect(problems({ ...request, urgency: "routine", preferredDate: "2027-11-24" })).toEqual({});
  });
});

describe("the practice's confirm form starts at the time the patient asked for", () => {
  it("reads every slot's label as a time input's value", () => {
    expect(slotInputValue("8:00 AM")).toBe("08:00");
    expect(slotInputValue("12:30 PM")).toBe("12:30");
    expect(slotInputValue("2:00 PM")).toBe("14:00");
    expect(slotInputValue("6:00 PM")).toBe("18:00");
  });

  it("leaves the field empty for anything else", () => {
    for (const time of [null, undefined, "", "Morning", "14:00", "25:00 PM"])
      expect(slotInputValue(time)).toBeUndefined();
  });
});
