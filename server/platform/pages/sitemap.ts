import { readFileSync } from "node:fs";

import { paths } from "../../../rules/paths";

/** What the build writes (scripts/write-sitemap.ts): the site's address and its fixed public pages. */
interface SitePages {
  origin: string;
  pages: string[];
}

export function readSitePages(file: string): SitePages {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as SitePages;
  } catch (error) {
    throw new Error(`The list of the site's pages was not found at ${file}. Run "npm run build" first.`, {
      cause: error,
    });
  }
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * /sitemap.xml: the fixed pages and one profile per published dentist (drafts are never in the
 * snapshot, so an unpublished listing leaves the sitemap with its next version).
 */
export function sitemapXml(site: SitePages, dentistIds: readonly string[]): string {
  // Ids are slugs (rules/listings/validate.ts), so a profile's path needs no encoding.
  const addresses = [...site.pages, ...dentistIds.map((id) => paths.dentist(id))].sort();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...addresses.map((p) => `  <url><loc>${escapeXml(site.origin + p)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
}
