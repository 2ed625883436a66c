import { describe, expect, it } from "vitest";

import { formatDate } from "./dates";

describe("formatDate", () => {
  it("writes the date day-month-year, month in words", () => {
    expect(formatDate("2024-02-06")).toBe("6 February 2024");
    expect(formatDate("2024-01-15")).toBe("15 January 2024");
  });

  it("keeps the calendar day whatever the time zone", () => {
    expect(formatDate("2024-12-31")).toBe("31 December 2024");
  });
});
