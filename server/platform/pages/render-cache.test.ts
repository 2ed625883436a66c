import { describe, expect, it } from "vitest";

import { createRenderCache, type RenderedPage } from "./render-cache";

const page = (body: string): RenderedPage => ({ status: 200, headers: { "content-type": "text/html" }, body });
/** Bodies counted as UTF-16, as the server once stored them. */
const sizeOf = (p: RenderedPage) => p.body.length * 2;

/** A rendering that finishes when the test says so, counting how often it was started. */
function controlledRender() {
  let started = 0;
  let finish: (value: RenderedPage | undefined) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const produce = () => {
    started++;
    return new Promise<RenderedPage | undefined>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { produce, started: () => started, finish: (v?: RenderedPage) => finish(v), fail: (e: Error) => fail(e) };
}

describe("the cache of rendered pages", () => {
  it("keeps its bodies under its byte limit by dropping the least recently used first", () => {
    // Each entry: a 100-character body and a 1-character key, counted as UTF-16 (2 bytes each).
    const cache = createRenderCache({ maxBytes: 3 * 202, maxAgeMs: 60_000, sizeOf });
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
    const cache = createRenderCache({ maxBytes: 10_000, maxAgeMs: 5_000, sizeOf, clock: () => now });
    cache.set("/locations/nelson", page("old"));
    now = 5_000;
    expect(cache.get("/locations/nelson")?.body).toBe("old");
    now = 5_001;
    expect(cache.get("/locations/nelson")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("never holds a page bigger than the whole cache", () => {
    const cache = createRenderCache({ maxBytes: 100, maxAgeMs: 60_000, sizeOf });
    cache.set("big", page("x".repeat(100)));
    expect(cache.get("big")).toBeUndefined();
    expect(cache.stats().bytes).toBe(0);
  });

  it("renders a missing page once for all the requests that want it meanwhile", async () => {
    const cache = createRenderCache({ maxBytes: 10_000, maxAgeMs: 5_000, sizeOf });
    const render = controlledRender();
    const requests = Array.from({ length: 50 }, () => cache.fetch("/directory", render.produce));
    render.finish(page("directory"));
    const answers = await Promise.all(requests);
    expect(render.started()).toBe(1);
    expect(answers.map((a) => a?.body)).toEqual(Array(50).fill("directory"));
    expect(cache.get("/directory")?.body).toBe("directory");
  });

  it("leaves each waiting request to render for itself when the shared rendering fails or is not kept", async () => {
    const cache = createRenderCache({ maxBytes: 10_000, maxAgeMs: 5_000, sizeOf });
    const failing = controlledRender();
    const first = cache.fetch("/a", failing.produce);
    const second = cache.fetch("/a", failing.produce);
    failing.fail(new Error("listings unreadable"));
    await expect(first).rejects.toThrow("listings unreadable"); // the one that rendered sees the error
    await expect(second).resolves.toBeUndefined();

    const unkept = controlledRender();
    const third = cache.fetch("/b", unkept.produce);
    const fourth = cache.fetch("/b", unkept.produce);
    unkept.finish(undefined);
    expect(await Promise.all([third, fourth])).toEqual([undefined, undefined]);
    expect(cache.stats().entries).toBe(0);
  });
});
