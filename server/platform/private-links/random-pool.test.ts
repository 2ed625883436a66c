import { describe, expect, it } from "vitest";

import { randomBytesFromPool } from "./random-pool";

describe("random bytes from the pool", () => {
  it("never gives the same bytes twice, across refills of the pool", () => {
    // 4 kB pool, 32 bytes a draw: 1,000 draws refill it several times.
    const draws = Array.from({ length: 1000 }, () => randomBytesFromPool(32));
    expect(draws.every((d) => d.length === 32)).toBe(true);
    expect(new Set(draws.map((d) => d.toString("hex"))).size).toBe(1000);
  });

  it("gives each caller its own copy", () => {
    const first = randomBytesFromPool(16);
    const kept = Buffer.from(first);
    randomBytesFromPool(4096); // forces a refill of the pool under it
    expect(first.equals(kept)).toBe(true);
  });
});
