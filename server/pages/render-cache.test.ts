import { describe, expect, it } from "vitest";

import { createRenderCache, type RenderedPage } from "./render-cache";

const page = (body: string): RenderedPage => ({ status: 200, headers: { "content-type": "text/html" }, body });

describe("the cache of rendered pages", () => {
  it("keeps its bodies under its byte limit by dropping the least recently used first", () => {
    // Each entry: a 100-character body and a 1-character key, counted as UTF-16 (2 bytes each).
    const cache = createRenderCache({ maxBytes: 3 * 202, maxAgeMs: 60_000 });
    cache.set("a", page("a".repeat(100)));
    cache.set("b", page("b".repeat(100)));
    cache.set("c", page("c".repeat(100)));
    expect(cache.get("a")).toBeDefined(); // a is now the most recently used
    cache.set("d", page("d".repeat(100)));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.body).toBe("a".repeat(100));
    expect(cache.get("c")).toBeDefined();
    expect(cache.get("d")).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(3 * 202);
  });

  it("forgets a page older than its maximum age", () => {
    let now = 0;
    const cache = createRenderCache({ maxBytes: 10_000, maxAgeMs: 5_000, clock: () => now });
    cache.set("/locations/nelson", page("old"));
    now = 5_000;
    expect(cache.get("/locations/nelson")?.body).toBe("old");
    now = 5_001;
    expect(cache.get("/locations/nelson")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("never holds a page bigger than the whole cache", () => {
    const cache = createRenderCache({ maxBytes: 100, maxAgeMs: 60_000 });
    cache.set("big", page("x".repeat(100)));
    expect(cache.get("big")).toBeUndefined();
    expect(cache.stats().bytes).toBe(0);
  });
});
