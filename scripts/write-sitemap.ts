// After the build: writes build/client/sitemap.xml and robots.txt from the pages that were prerendered, so the
// sitemap lists exactly what exists (and works on a static host too).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

import { SITE } from "../app/content/site";

const siteDir = process.argv[2] ?? "build/client";

function prerenderedPaths(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...prerenderedPaths(full));
    else if (entry.name === "index.html") {
      const html = readFileSync(full, "utf8");
      // Pages that ask not to be indexed (confirmations, search results) stay out of the sitemap.
      if (/<meta name="robots" content="noindex"/.test(html)) continue;
      const rel = relative(siteDir, full)
        .split(sep)
        .join("/")
        .replace(/\/?index\.html$/, "");
      found.push(`/${rel}`);
    }
  }
  return found;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const paths = prerenderedPaths(siteDir).sort();
const xml = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...paths.map((p) => `  <url><loc>${escapeXml(SITE.origin + p)}</loc></url>`),
  "</urlset>",
  "",
].join("\n");
writeFileSync(join(siteDir, "sitemap.xml"), xml);
// The operator inbox and private request-status pages are never for search engines.
writeFileSync(
  join(siteDir, "robots.txt"),
  ["User-agent: *", "Disallow: /admin", "Disallow: /requests/", `Sitemap: ${SITE.origin}/sitemap.xml`, ""].join("\n"),
);
console.log(`sitemap.xml: ${paths.length} pages; robots.txt`);
