import { describe, expect, it } from "vitest";

import { addDays, confirmationDue, isUnconfirmed, unconfirmedOnOrBefore } from "./confirmation";

describe("details confirmed every 90 days", () => {
  it("asks 90 days after the last confirmation, across months and a leap day", () => {
    expect(confirmationDue("2026-09-01")).toBe("2026-11-30");
    expect(confirmationDue("2027-12-15")).toBe("2028-03-14");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("counts details as not confirmed from the 104th day on, not the day before", () => {
    expect(isUnconfirmed("2026-09-01", "2026-12-13")).toBe(false); // day 103
    expect(isUnconfirmed("2026-09-01", "2026-12-14")).toBe(true); // day 104: 14 days past the ask
    expect(isUnconfirmed("2026-12-14", "2026-12-14")).toBe(false);
    expect(unconfirmedOnOrBefore("2026-12-14")).toBe("2026-09-01");
  });
});
