import { describe, expect, it } from "vitest";

import { currentUtm } from "./utm";

describe("campaign values from the address", () => {
  it("are taken as they are", () => {
    expect(currentUtm("?utm_source=google&utm_campaign=spring")).toEqual({
      utm_source: "google",
      utm_medium: "",
      utm_campaign: "spring",
    });
  });

  it("leave out one holding a line break or a bidi control, which the form would refuse in a hidden field", () => {
    expect(currentUtm("?utm_source=google&utm_medium=cpc%0D%0Ax&utm_campaign=spring%E2%80%AEsale")).toEqual({
      utm_source: "google",
      utm_medium: "",
      utm_campaign: "",
    });
  });
});
