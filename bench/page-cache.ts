// Pages rendered from the listings, served from the render cache, beside a prerendered file of
// about the same size and the same pages rendered on every request (cache off): autocannon, 50
// connections, BENCH_SECONDS each (default 5) after a 1 s warm-up, in-process (one Fastify server
// on the built site, its load generator on the same cores). Listings: the sample, plus
// BENCH_DENTISTS fictional dentists (default 0) spread over the 22 cities. Needs `npm run build`.
import "../server/platform/node-env";

import type { AddressInfo } from "node:net";

import { CITIES } from "../rules/listings/cities";
import { buildApp } from "../server/app";
import { testConfig } from "../server/platform/config";
import { testDentist } from "../tests/server/test-listings";
import { DEFAULT_PAGE_CACHE } from "../server/platform/plugins/site";
import { TEST_DATABASES } from "../tests/server/databases";
import { loadPage } from "./page-load";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DENTISTS = Number(process.env.BENCH_DENTISTS ?? 0);

async function serve(cache: { maxBytes: number; maxAgeMs: number }) {
  const database = await TEST_DATABASES[0]!.open();
  const app = await buildApp(testConfig(), { database, pageCache: cache });
  for (let i = 0; i < DENTISTS; i++) {
    const city = CITIES[i % CITIES.length]!;
    const { practiceId, practice, citySlug, address, lat, lng, phone, email, website, bookingEmail } = testDentist(
      `bench-dentist-${i}`,
      { citySlug: city.slug },
    );
    const {
      openingHours,
      languages,
      access,
      emergency: _e,
      updatedAt: _u,
      ...own
    } = testDentist(`bench-dentist-${i}`, { citySlug: city.slug });
    await app.listingsStore.saveListing(
      {
        kind: "dentist",
        listing: { ...own, practiceId },
        practice: {
          ...{ id: practiceId, name: practice, citySlug, address, lat, lng, phone, email, website, bookingEmail },
          ...{ openingHours, languages, access, newPatients: {} },
        },
      },
      "bench",
    );
  }
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, database, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function measure(url: string) {
  const result = await loadPage(url, SECONDS, "gzip");
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

const row = (label: string, r: { rps: number; p50: number; p99: number }, bytes: number) =>
  console.log(
    `${label.padEnd(46)} ${String(Math.round(bytes / 1024)).padStart(4)} kB  ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms`,
  );

const PAGES = ["/dentists/waitemata-quay-dental-auckland", "/locations/auckland", "/"];

for (const [label, cache] of [
  ["cached", DEFAULT_PAGE_CACHE],
  ["rendered per request", { maxBytes: 0, maxAgeMs: 0 }],
] as const) {
  const { app, database, url } = await serve(cache);
  for (const page of PAGES) {
    const bytes = (await app.inject({ url: page })).body.length;
    row(`${page} (${label})`, await measure(url + page), bytes);
  }
  if (label === "cached") {
    const bytes = (await app.inject({ url: "/costs" })).body.length;
    row("/costs (prerendered file)", await measure(`${url}/costs`), bytes);
  }
  await app.close();
  await database.cleanup();
}
console.log(`The sample listings and ${DENTISTS} more dentists; ${SECONDS} s per page at 50 connections.`);
