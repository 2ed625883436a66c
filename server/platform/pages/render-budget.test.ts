import { describe, expect, it } from "vitest";

import { createRenderBudget } from "./render-budget";

describe("the renderings a client may cause", () => {
  it("allows a sixth of the minute's budget at once, then one each time it refills, client by client", () => {
    let now = 0;
    const budget = createRenderBudget({ perMinute: 60, clock: () => now });
    const taken = Array.from({ length: 12 }, () => budget.take("a"));
    expect(taken).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(budget.take("b")).toBe(0);
    now += 999;
    expect(budget.take("a")).toBe(1);
    now += 1;
    expect(budget.take("a")).toBe(0);
    expect(budget.take("a")).toBe(1);
    // Idle for long, it has its burst again, never more.
    now += 3_600_000;
    expect(Array.from({ length: 11 }, () => budget.take("a")).filter((wait) => wait === 0)).toHaveLength(10);
  });

  it("says how long to wait when the budget refills slowly", () => {
    const budget = createRenderBudget({ perMinute: 2, clock: () => 0 });
    expect(budget.take("a")).toBe(0);
    expect(budget.take("a")).toBe(30);
  });

  it("keeps its memory bounded however many clients come, forgetting the idle ones first", () => {
    let now = 0;
    const budget = createRenderBudget({ perMinute: 60, burst: 2, clock: () => now });
    for (let i = 0; i < 9_999; i++) budget.take(`idle-${i}`);
    now += 60_000;
    // The idle ones' buckets are full again: they are let go first, the busy one is still held back.
    expect(budget.take("busy")).toBe(0);
    expect(budget.take("busy")).toBe(0);
    expect(budget.take("newcomer")).toBe(0);
    expect(budget.clients()).toBe(2);
    expect(budget.take("busy")).toBe(1);
    // Many clients at once, none idle: the oldest go, the count stays bounded.
    for (let i = 0; i < 25_000; i++) budget.take(`busy-${i}`);
    expect(budget.clients()).toBeLessThanOrEqual(10_000);
  });
});
