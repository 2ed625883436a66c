import { ARTICLES } from "../content/articles";
import { CITIES } from "../../rules/listings/cities";
import { compareSegments } from "../../rules/listings/directory-url";
import { SERVICE_PAGES } from "../content/services";
import { SURGICAL_SERVICES } from "../content/surgery";
import { paths } from "../../rules/paths";

/**
 * Pages with one fixed address, and how each is served. `listings`: it shows listings or a figure
 * computed from them, so it is rendered per request from the live listings; every other fixed page
 * is built once to an HTML file (issue 21). `noindex`: confirmations and search results ask not to
 * be indexed, so the sitemap leaves them out.
 */
const FIXED_PAGES: readonly { path: string; listings?: true; noindex?: true }[] = [
  { path: "/", listings: true },
  { path: "/directory", listings: true },
  { path: "/services" },
  { path: "/compare", listings: true },
  { path: "/surgical", listings: true },
  { path: "/services/oral-surgery", listings: true },
  { path: "/book", listings: true },
  { path: "/emergency", listings: true },
  { path: "/blog" },
  { path: "/blog/search", noindex: true },
  { path: "/about", listings: true },
  { path: "/contact" },
  { path: "/privacy-policy" },
  { path: "/terms" },
  { path: "/partner-with-us", listings: true },
  { path: "/booking-success", noindex: true },
  { path: "/booking-success/emergency", noindex: true },
  { path: "/contact-success", noindex: true },
  { path: "/partner-success", noindex: true },
  { path: "/costs" },
  { path: "/accessibility" },
];

/** Pages with one fixed address. */
export const STATIC_PAGES = FIXED_PAGES.map((p) => p.path);

/** Fixed pages that show no listing and no figure computed from them: built once to HTML files. */
const LISTING_FREE_PAGES = FIXED_PAGES.filter((p) => !p.listings).map((p) => p.path);

/** Pages prerendered by the build (react-router.config.ts): the listing-free pages and every article. */
export function prerenderPaths(): string[] {
  return [...LISTING_FREE_PAGES, ...ARTICLES.map((a) => paths.article(a.slug))];
}

/**
 * Every public page that exists whatever the listings are, for the sitemap; the server adds each
 * published dentist's profile (server/platform/pages/sitemap.ts).
 */
export function publicPagePaths(): string[] {
  return [
    ...FIXED_PAGES.filter((p) => !p.noindex).map((p) => p.path),
    ...CITIES.map((c) => paths.city(c.slug)),
    ...SERVICE_PAGES.map((s) => paths.service(s.slug)),
    ...SURGICAL_SERVICES.map((s) => paths.service(s.slug)),
    ...ARTICLES.map((a) => paths.article(a.slug)),
    ...compareSegments().map((f) => paths.compare(f)),
  ];
}
