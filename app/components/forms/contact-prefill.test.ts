import { describe, expect, it } from "vitest";

import { contactPrefill } from "./contact-prefill";

describe("pre-filling a contact message from the link that opened it", () => {
  it("takes a listing change report's category and subject", () => {
    expect(contactPrefill("?category=feedback&subject=Change+to+listing%3A+Waitemat%C4%81+Quay+Dental")).toEqual({
      category: "feedback",
      subject: "Change to listing: Waitematā Quay Dental",
    });
  });

  it("carries the listing a profile's Report a change link names", () => {
    expect(contactPrefill("?category=feedback&listing=dentist%2Fharbourside-dental-auckland").listing).toBe(
      "dentist/harbourside-dental-auckland",
    );
  });

  it("leaves out a listing holding a line break or a bidi control: the form would refuse its hidden field", () => {
    expect(contactPrefill("?category=feedback&listing=dentist%2Fa%0Ab")).toEqual({ category: "feedback" });
    expect(contactPrefill("?listing=dentist%2F%E2%80%AEab")).toEqual({});
  });

  it("reads a category by its label too, and ignores one the form does not offer", () => {
    expect(contactPrefill("?category=Feedback").category).toBe("feedback");
    expect(contactPrefill("?category=spam&subject=%20%20")).toEqual({});
  });

  it("cuts a subject to the form's limit so the message can still be sent", () => {
    expect(contactPrefill(`?subject=${"a".repeat(500)}`).subject).toHaveLength(200);
  });
});
