import { describe, expect, it } from "vitest";

import { SUCCESS_PAGES } from "./success-pages";

describe("where a sent booking lands", () => {
  it("an emergency (same day) request on the page that says what to do now, with its reference and link", () => {
    expect(SUCCESS_PAGES.booking({ reference: "BK-7K3F9Q", statusToken: "abc", urgency: "emergency" })).toBe(
      "/booking-success/emergency?ref=BK-7K3F9Q#status=abc",
    );
  });

  it("any other request on the usual confirmation", () => {
    for (const urgency of ["routine", "urgent", "", undefined, ["emergency"]])
      expect(SUCCESS_PAGES.booking({ reference: "BK-7K3F9Q", urgency })).toBe("/booking-success?ref=BK-7K3F9Q");
  });
});
