import { describe, expect, it } from "vitest";

import { reviewAuthorName } from "../rules/reviews/scores";
import { withoutInvisibles } from "../rules/text";
import { contactSchema } from "./contact";
import { partnerSchema } from "./partner";
import { waitlistJoinSchema } from "./waitlist-join";

/*
 * Issue 48 item 10 (first half): characters that show nothing (zero-width spaces and joiners, the
 * word joiner, the byte-order mark…) are taken out of names and every other one-line field, in the
 * browser and on the server alike (the same schemas), so "Ann" and "A\u200Bnn" are one name and a
 * name of nothing but them is empty. Bidi controls, which reorder what is shown, stay refused.
 */

const INVISIBLES = [
  "\u200B",
  "\u200C",
  "\u200D",
  "\u2060",
  "\uFEFF",
  "\u00AD",
  "\u180E",
  "\u3164",
  "\u034F",
  "\u17B4",
  "\u{E0041}",
];

describe("invisible characters in names", () => {
  it.each(INVISIBLES.map((c) => [c.codePointAt(0)!.toString(16), c]))("strips U+%s", (_code, char) => {
    expect(withoutInvisibles(`A${char}roha${char}`)).toBe("Aroha");
  });

  it("keeps what shows: letters, accents, emoji and their variation selectors", () => {
    expect(withoutInvisibles("Mele Fonua-Tāufa ❤️")).toBe("Mele Fonua-Tāufa ❤️");
  });

  it("stores the contact's name without them, and refuses a name of nothing else as missing", () => {
    const name = contactSchema.shape.name;
    expect(name.safeParse("\uFEFF Aroha\u200B Ngata \u2060").data).toBe("Aroha Ngata");
    const blank = name.safeParse("\u200B\u200C\u200D");
    expect(blank.error?.issues.map((i) => i.message)).toEqual(["Please enter your name."]);
  });

  it("strips them from the waitlist's and the partner form's names too", () => {
    expect(waitlistJoinSchema.shape.firstName.safeParse("Ar\u200Boha").data).toBe("Aroha");
    expect(waitlistJoinSchema.shape.lastName.safeParse("\u200DNgata").data).toBe("Ngata");
    expect(partnerSchema.shape.contactName.safeParse("Dr\u2060 Mei\u200B Chen").data).toBe("Dr Mei Chen");
  });

  it("still refuses bidi controls in names", () => {
    for (const control of ["\u202E", "\u2066", "\u200F"]) {
      expect(contactSchema.shape.name.safeParse(`Aroha${control}`).success).toBe(false);
    }
  });

  it("signs a review without them", () => {
    expect(reviewAuthorName("\u200BAroha \u200BNgata")).toBe("Aroha N.");
  });
});
