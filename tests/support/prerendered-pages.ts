import { existsSync } from "node:fs";

import { STATIC_PAGES } from "../../app/lib/site-paths";
import type { ListingStats } from "../../rules/api/listings";
import { buildApp } from "../../server/app";
import { testConfig } from "../../server/platform/config";
import { TEST_DATABASES } from "../server/databases";

/** The server build: present once `npm run build` has run. */
const SERVER_BUILD = "build/server/index.js";

interface SitePage {
  path: string;
  html: string;
}

/**
 * Every public page as the server sends it (`npm run build` first): the prerendered ones and those
 * rendered per request from the sample listings, which a fresh database is seeded with. The pages
 * are the sitemap's (every city, service, article and published dentist) and the fixed pages it
 * leaves out (confirmations, search). Also returns the sitemap itself and the listings' figures the
 * pages were rendered from.
 */
export async function sitePages(): Promise<{ pages: SitePage[]; sitemap: string; stats?: ListingStats }> {
  if (!existsSync(SERVER_BUILD)) return { pages: [], sitemap: "" };
  const database = await TEST_DATABASES[0]!.open({ seeded: true });
  const app = await buildApp(testConfig(), { database });
  try {
    const sitemap = (await app.inject({ url: "/sitemap.xml" })).body;
    const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
    const paths = [...new Set([...listed, ...STATIC_PAGES])].sort();
    const pages: SitePage[] = [];
    for (const path of paths) {
      const response = await app.inject({ url: path });
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
      pages.push({ path, html: response.body });
    }
    return { pages, sitemap, stats: await app.listings.stats() };
  } finally {
    await app.close();
    await database.cleanup();
  }
}
