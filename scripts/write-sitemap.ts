// After the build: writes robots.txt, and the list of public pages that exist whatever the listings
// are (build/server/site-pages.json). The server serves /sitemap.xml from that list plus every
// published listing's page (server/platform/pages/sitemap.ts), so the sitemap follows the live listings.
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { SITE } from "../app/content/site";
import { publicPagePaths } from "../app/lib/site-paths";

const siteDir = process.argv[2] ?? "build/client";
const serverDir = process.argv[3] ?? "build/server";

const pages = [...new Set(publicPagePaths())].sort();
writeFileSync(join(serverDir, "site-pages.json"), JSON.stringify({ origin: SITE.origin, pages }, null, 1) + "\n");
// The operator inbox and private request-status pages are never for search engines.
writeFileSync(
  join(siteDir, "robots.txt"),
  ["User-agent: *", "Disallow: /admin", "Disallow: /requests/", `Sitemap: ${SITE.origin}/sitemap.xml`, ""].join("\n"),
);
console.log(`site-pages.json: ${pages.length} pages; robots.txt`);
