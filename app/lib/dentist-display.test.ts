import { describe, expect, it } from "vitest";

import { formatCheckedOn } from "./dentist-display";

describe("when a listing was checked", () => {
  it("reads as month and year in New Zealand English", () => {
    expect(formatCheckedOn("2026-10-17")).toBe("October 2026");
    expect(formatCheckedOn("2026-03-05")).toBe("March 2026");
  });

  it("never slips into the next or previous month at either end of one", () => {
    expect(formatCheckedOn("2026-01-01")).toBe("January 2026");
    expect(formatCheckedOn("2025-12-31")).toBe("December 2025");
  });

  it("gives back what it cannot read rather than a wrong date", () => {
    expect(formatCheckedOn("soon")).toBe("soon");
  });
});
