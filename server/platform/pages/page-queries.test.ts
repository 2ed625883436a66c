import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../../tests/server/databases";
import { startApp } from "../../../tests/server/started-app";
import { pageText } from "../../../tests/server/page-text";
import { testConfig } from "../config";

// Issue 33 item 6: a query string the page does not read must not be a new rendering (the cache
// was keyed on the raw URL, so `?x=<anything new>` was a full render each time, and 32 connections
// from one client took a cached page's p99 from 13.5 ms to 955 ms), and the renderings one client
// can cause that the cache does not answer are limited.

/** Thursday 26 November 2026, 10:30 in New Zealand. */
const CLOCK = "2026-11-26T10:30:00+13:00";
const AUCKLAND = "waitemata-quay-dental-auckland";
const WELLINGTON = "tinakori-smile-studio-wellington";

/** Addresses that differ only in what their page does not read, or in its order. */
const SAME_PAGE: string[][] = [
  [
    "/directory?location=wellington&service=General%20Dentistry",
    "/directory?service=General%20Dentistry&location=wellington",
    "/directory?location=wellington&utm_source=newsletter&service=General%20Dentistry",
    "/directory?fbclid=abc123&service=General%20Dentistry&_=1764100000&location=wellington",
  ],
  [
    "/directory.data?location=wellington&_routes=routes%2Fdirectory",
    "/directory.data?_routes=routes%2Fdirectory&x=1&location=wellington",
  ],
  ["/compare?location=auckland&price=%24%24", "/compare?price=%24%24&location=auckland&gclid=zz"],
  // Open on a weekday and languages (issue 38 item 6): read by both pages, so part of their keys.
  ["/directory?day=sat&lang=Samoan", "/directory?lang=Samoan&utm_source=a&day=SAT"],
  ["/compare?lang=Samoan&day=sat", "/compare?day=sat&fbclid=zz&lang=Samoan"],
  [`/book?dentist=${AUCKLAND}&urgency=urgent`, `/book?urgency=urgent&utm_campaign=spring&dentist=${AUCKLAND}`],
  ["/locations/auckland", "/locations/auckland?utm_source=a", "/locations/auckland?b=2&a=1"],
  [`/dentists/${AUCKLAND}`, `/dentists/${AUCKLAND}?ref=partner`],
];

describe("the page cache keyed on what each page reads", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp(TEST_DATABASES[0]!, testConfig({ LISTINGS_CLOCK: new Date(CLOCK) })));
  });
  afterAll(() => close());

  it.each(SAME_PAGE)(
    "renders %s once for every address that differs only in what the page ignores",
    async (...urls) => {
      const before = app.pageCache.stats();
      const answers = [];
      for (const url of urls) answers.push(await app.inject({ url }));
      const after = app.pageCache.stats();
      for (const [i, answer] of answers.entries()) expect(answer.statusCode, urls[i]).toBe(200);
      expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
      expect(after.misses - before.misses).toBe(1);
      expect(after.entries - before.entries).toBe(1);
    },
  );

  it("answers React Router's route discovery for the paths and build it names", async () => {
    const page = await app.inject({ url: "/locations/auckland" });
    const version = /\/assets\/manifest-([0-9a-f]+)\.js/.exec(page.body)?.[1];
    expect(version).toBeDefined();
    const manifest = await app.inject({
      url: `/__manifest?paths=${encodeURIComponent("/admin/submissions/x,/compare/auckland")}&version=${version}&z=1`,
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.body).toContain("routes/admin-submission");
    expect(manifest.body).toContain("compare-filter");
  });

  it("still renders each page for what it reads", async () => {
    const wellington = pageText((await app.inject({ url: "/directory?location=wellington&utm_source=a" })).body);
    const auckland = pageText((await app.inject({ url: "/directory?utm_source=a&location=auckland" })).body);
    expect(wellington).toContain("Tinakori Smile Studio");
    expect(wellington).not.toContain("Waitematā Quay Dental");
    expect(auckland).not.toContain("Tinakori Smile Studio");
    const chosen = (id: string) => app.inject({ url: `/book?dentist=${id}&utm_source=a` });
    expect((await chosen(WELLINGTON)).body).toContain(`dentist/${WELLINGTON}`);
    expect((await chosen(AUCKLAND)).body).toContain(`dentist/${AUCKLAND}`);
    expect((await chosen(AUCKLAND)).body).not.toContain(`dentist/${WELLINGTON}`);
  });
});

describe("renderings the cache does not answer, per client", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let clock = new Date(CLOCK);

  beforeAll(async () => {
    // 12 a minute: a burst of 2, then one every 5 s.
    ({ app, close } = await startApp(TEST_DATABASES[0]!, testConfig({ PAGE_RENDER_RATE_LIMIT: 12 }), {
      pagesClock: () => clock,
    }));
  });
  afterAll(() => close());

  const from = (client: string, url: string) => app.inject({ url, remoteAddress: client });

  it("answers 429 with Retry-After past the limit, while cached pages and other clients are served", async () => {
    const busy = "203.0.113.50";
    const other = "203.0.113.51";
    expect((await from(other, "/locations/auckland")).statusCode).toBe(200);
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await from(busy, `/directory?q=zz${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 429, 429, 429, 429]);
    const refused = await from(busy, "/directory?q=zz-more");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(5);
    expect(refused.headers["cache-control"]).toBe("no-store");
    // What the cache holds costs nothing: still served to the busy client.
    const cachedPage = await from(busy, "/locations/auckland?utm_source=x");
    expect(cachedPage.statusCode).toBe(200);
    // Nor does React Router's route discovery, which renders no page.
    const version = /\/assets\/manifest-([0-9a-f]+)\.js/.exec(cachedPage.body)?.[1];
    const discovery = await from(busy, `/__manifest?paths=%2Fdirectory%2Fplaces&version=${version}`);
    expect(discovery.statusCode).toBe(200);
    expect((await from(busy, "/directory?q=zz0")).statusCode).toBe(200);
    // Another client is not held back by this one.
    expect((await from(other, "/directory?q=zz-other")).statusCode).toBe(200);
    // A few seconds on, the busy client may render again.
    clock = new Date(clock.getTime() + 5_000);
    expect((await from(busy, "/directory?q=zz-later")).statusCode).toBe(200);
    expect((await from(busy, "/directory?q=zz-later-2")).statusCode).toBe(429);
  });
});
