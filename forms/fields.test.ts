import { afterEach, describe, expect, it, vi } from "vitest";

import { nzToday } from "../rules/nz-time";
import { booking } from "./booking";
import { BOOKING_BUT_WHEN } from "../tests/support/booking-fields";
import { partner } from "./partner";

describe("New Zealand's today", () => {
  afterEach(() => vi.useRealTimers());

  it("is already tomorrow at 11:30 PM UTC", () => {
    expect(nzToday(new Date("2026-11-23T23:30:00Z"))).toBe("2026-11-24");
  });

  it("follows daylight saving: NZDT (+13) in January, NZST (+12) in July", () => {
    expect(nzToday(new Date("2026-01-15T10:59:00Z"))).toBe("2026-01-15");
    expect(nzToday(new Date("2026-01-15T11:00:00Z"))).toBe("2026-01-16");
    expect(nzToday(new Date("2026-07-15T11:59:00Z"))).toBe("2026-07-15");
    expect(nzToday(new Date("2026-07-15T12:00:00Z"))).toBe("2026-07-16");
  });

  it("turns over at midnight to the millisecond, however often it is asked", () => {
    expect(nzToday(new Date("2026-01-15T10:59:59.500Z"))).toBe("2026-01-15");
    expect(nzToday(new Date("2026-01-15T10:59:59.999Z"))).toBe("2026-01-15");
    expect(nzToday(new Date("2026-01-15T11:00:00.000Z"))).toBe("2026-01-16");
    expect(nzToday(new Date("2026-01-15T10:59:59.999Z"))).toBe("2026-01-15");
  });

  it("lets a booking for New Zealand's today through at 11:30 PM UTC, and refuses UTC's today", () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T23:30:00Z") });
    const base = {
      ...BOOKING_BUT_WHEN,
      // 12:30 PM in New Zealand: a time still ahead today.
      preferredTime: "6:00 PM",
    };
    expect(booking.schema.safeParse({ ...base, preferredDate: "2026-11-24" }).success).toBe(true);
    const utcToday = booking.schema.safeParse({ ...base, preferredDate: "2026-11-23" });
    expect(utcToday.success).toBe(false);
  });
});

describe("a partner's website (issue 24.5)", () => {
  const website = (value: string) => partner.schema.shape.website.safeParse(value);

  it.each([
    ["www.example.co.nz", "https://www.example.co.nz"],
    ["example.co.nz", "https://example.co.nz"],
    ["  example.co.nz/about  ", "https://example.co.nz/about"],
    ["https://www.example.co.nz", "https://www.example.co.nz"],
    ["http://example.co.nz", "http://example.co.nz"],
    ["", ""],
  ])("stores %j as %j", (typed, stored) => {
    expect(website(typed)).toEqual({ success: true, data: stored });
  });

  it.each(["harbour dental", "javascript:alert(1)", "ftp://example.co.nz", "example"])(
    "refuses %j with a message that shows what to type",
    (typed) => {
      const result = website(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please enter a website like example.co.nz.");
    },
  );
});
