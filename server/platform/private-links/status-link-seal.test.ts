import { describe, expect, it } from "vitest";

import { openStatusToken, sealStatusToken, statusLinkSealKey } from "./status-link-seal";

describe("status-link seal", () => {
  const key = statusLinkSealKey("a".repeat(40));
  const token = "AZrT3k9m2x7Qw8e1r4t6y8u0i2o4p6a8s0d2f4g6h8j";

  it("opens what it sealed, and nothing sealed under another secret or altered", () => {
    const sealed = sealStatusToken(token, key);
    expect(sealed).not.toContain(token);
    expect(openStatusToken(sealed, key)).toBe(token);
    expect(openStatusToken(sealed, statusLinkSealKey("b".repeat(40)))).toBeNull();
    const altered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA");
    expect(openStatusToken(altered, key)).toBeNull();
    expect(openStatusToken(null, key)).toBeNull();
  });
});
