import { describe, expect, it } from "vitest";

import type { AnyListing, EditedListing } from "../../../rules/api/listings-admin";
import { conflictRows, reapply } from "./conflict";
import { TEST_PRACTICE_DETAILS } from "../../../tests/support/test-practice";

const WEEK = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

/** A clinic as the editor opened it: services stored in an order the form's checklist does not keep. */
const base = {
  kind: "emergency-clinic",
  id: "after-hours-nelson",
  status: "published",
  checkedOn: "2026-11-20",
  source: "Phoned",
  practiceId: "after-hours-nelson-practice",
  practice: "After Hours Nelson",
  citySlug: "nelson",
  address: "1 Trafalgar Street, Nelson",
  lat: -41.27,
  lng: 173.28,
  phone: "(03) 546 0000",
  ...TEST_PRACTICE_DETAILS,
  services: ["Toothache", "Broken teeth"],
  waitTime: "Under 30 minutes",
} as EditedListing;

describe("a save refused because someone else changed the listing", () => {
  it("shows only the fields they changed, theirs beside the form's, and marks those both changed", () => {
    const theirs = { ...base, phone: "(03) 546 1111", waitTime: "About an hour", updatedAt: "x" } as AnyListing;
    // The operator changed the phone too and the hours; the services come back in another order.
    const yours = {
      ...base,
      phone: "(03) 546 2222",
      services: ["Broken teeth", "Toothache"],
      openingHours: { ...WEEK, mon: [{ opens: "09:00", closes: "17:00" }] },
    } as EditedListing;
    expect(conflictRows(base, yours, theirs)).toEqual([
      { field: "phone", label: "Phone", theirs: "(03) 546 1111", yours: "(03) 546 2222", bothChanged: true },
      {
        field: "waitTime",
        label: "Usual wait",
        theirs: "About an hour",
        yours: "Under 30 minutes",
        bothChanged: false,
      },
    ]);
  });

  it("re-applies the operator's own changes on theirs, and keeps every change of theirs the operator did not touch", () => {
    const theirs = {
      ...base,
      phone: "(03) 546 1111",
      waitTime: "About an hour",
      services: ["Toothache", "Broken teeth", "Swelling"],
      updatedAt: "x",
    } as AnyListing;
    const yours = { ...base, phone: "(03) 546 2222", services: ["Broken teeth", "Toothache"] } as EditedListing;
    const merged = reapply(base, yours, theirs);
    expect(merged).toMatchObject({
      phone: "(03) 546 2222",
      waitTime: "About an hour",
      // Not touched by the operator (only reordered by the form): theirs stays.
      services: ["Toothache", "Broken teeth", "Swelling"],
    });
    expect(merged).not.toHaveProperty("updatedAt");
  });
});
