import { describe, expect, it } from "vitest";

import { listingRef, parseListingRef } from "./listing-ref";

describe("a form's reference to a listing", () => {
  it("names a dentist or a surgeon by kind and id, and reads back the same", () => {
    expect(listingRef("dentist", "harbourside-dental-auckland")).toBe("dentist/harbourside-dental-auckland");
    expect(parseListingRef("surgeon/dr-helen-okafor")).toEqual({ kind: "surgeon", id: "dr-helen-okafor" });
  });

  it("reads nothing from values that are not shaped like a reference", () => {
    for (const value of ["", "harbourside", "dentist/", "clinic/x", "emergency-clinic/x", "dentist/a/b", "/x"]) {
      expect(parseListingRef(value)).toBeUndefined();
    }
  });
});
