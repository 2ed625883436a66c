import { describe, expect, it } from "vitest";

import { DENTISTS } from "./dentists";
import {
  activePaymentFilters,
  meetsPaymentFilters,
  PAYMENT_FILTERS,
  paymentBadges,
} from "../../rules/listings/funding";

describe("payment filters", () => {
  it("reads the chosen filters from the URL", () => {
    expect(activePaymentFilters(new URLSearchParams("acc=1&nib=1&winz=0"))).toEqual(["acc", "nib"]);
  });

  it("narrows the dentists for every filter, and never to nobody", () => {
    for (const filter of PAYMENT_FILTERS) {
      const matching = DENTISTS.filter((d) => meetsPaymentFilters(d, [filter.param]));
      expect(matching.length, filter.param).toBeGreaterThan(0);
      expect(matching.length, filter.param).toBeLessThan(DENTISTS.length);
    }
  });

  it("requires every chosen filter at once", () => {
    const both = DENTISTS.filter((d) => meetsPaymentFilters(d, ["acc", "under18"]));
    expect(both.every((d) => d.funding.acc && d.funding.under18)).toBe(true);
  });

  it("marks every listing with when and how it was checked", () => {
    for (const d of DENTISTS) {
      expect(d.checkedOn, d.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.source.length, d.id).toBeGreaterThan(10);
    }
  });
});

describe("payment badges", () => {
  it("names only the ways to pay a practice offers, with a short label and its full label", () => {
    const d = DENTISTS.find((x) => x.funding.acc && !x.funding.nibFirstChoice)!;
    const badges = paymentBadges(d);
    expect(badges.map((b) => b.param)).toContain("acc");
    expect(badges.map((b) => b.param)).not.toContain("nib");
    expect(badges.find((b) => b.param === "acc")).toMatchObject({ badge: "ACC", label: "ACC registered" });
  });

  it("gives every filter its own badge text", () => {
    const texts = PAYMENT_FILTERS.map((f) => f.badge);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
