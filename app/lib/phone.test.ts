import { describe, expect, it } from "vitest";

import { telHref } from "./phone";

describe("telHref", () => {
  it("turns local landline, mobile and 0800 numbers into international tel: links", () => {
    expect(telHref("(09) 555 0300")).toBe("tel:+6495550300");
    expect(telHref("021 555 0199")).toBe("tel:+64215550199");
    expect(telHref("0800 336 825")).toBe("tel:+64800336825");
  });

  it("keeps a number already written with +64", () => {
    expect(telHref("+64 4 555 0300")).toBe("tel:+6445550300");
  });
});
