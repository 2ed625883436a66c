import { describe, expect, it } from "vitest";

import { foldText, formatNzd, slugify } from "./text";

describe("text helpers", () => {
  it("folds macrons so either spelling matches", () => {
    expect(foldText("Taupō")).toBe("taupo");
    expect(foldText("Whangārei")).toBe(foldText("Whangarei"));
  });

  it("slugifies titles as blog links expect", () => {
    expect(slugify("How Much Does a Dentist Cost in New Zealand?")).toBe("how-much-does-a-dentist-cost-in-new-zealand");
    expect(slugify("  Invisalign vs. Braces!  ")).toBe("invisalign-vs-braces");
  });

  it("formats NZ dollars with thousands separators", () => {
    expect(formatNzd(6000)).toBe("$6,000");
  });
});
