import { ARTICLES } from "../content/articles";
import { CITIES } from "../../rules/listings/cities";
import { compareSegments } from "../../rules/listings/directory-url";
import { SERVICE_PAGES } from "../content/services";
import { SURGICAL_SERVICES } from "../content/surgery";
import { paths } from "../../rules/paths";

/** Pages with one fixed address. */
export const STATIC_PAGES = [
  "/",
  "/directory",
  "/services",
  "/compare",
  "/surgical",
  "/services/oral-surgery",
  "/book",
  "/emergency",
  "/blog",
  "/blog/search",
  "/about",
  "/contact",
  "/privacy-policy",
  "/terms",
  "/partner-with-us",
  "/booking-success",
  "/contact-success",
  "/partner-success",
  "/costs",
  "/accessibility",
] as const;

/**
 * Fixed pages that show no listing and no figure computed from them: built once to HTML files
 * (issue 21). Every other page is rendered per request from the live listings.
 */
export const LISTING_FREE_PAGES = [
  "/services",
  "/blog",
  "/blog/search",
  "/contact",
  "/privacy-policy",
  "/terms",
  "/booking-success",
  "/contact-success",
  "/partner-success",
  "/costs",
  "/accessibility",
] as const;

/** Confirmations and search results: they ask not to be indexed, so the sitemap leaves them out. */
const NOINDEX_PAGES = new Set<string>(["/blog/search", "/booking-success", "/contact-success", "/partner-success"]);

/** Pages prerendered by the build (react-router.config.ts): the listing-free pages and every article. */
export function prerenderPaths(): string[] {
  return [...LISTING_FREE_PAGES, ...ARTICLES.map((a) => paths.article(a.slug))];
}

/**
 * Every public page that exists whatever the listings are, for the sitemap; the server adds each
 * published dentist's profile (server/pages/sitemap.ts).
 */
export function publicPagePaths(): string[] {
  return [
    ...STATIC_PAGES.filter((p) => !NOINDEX_PAGES.has(p)),
    ...CITIES.map((c) => paths.city(c.slug)),
    ...SERVICE_PAGES.map((s) => paths.service(s.slug)),
    ...SURGICAL_SERVICES.map((s) => paths.service(s.slug)),
    ...ARTICLES.map((a) => paths.article(a.slug)),
    ...compareSegments().map((f) => paths.compare(f)),
  ];
}
