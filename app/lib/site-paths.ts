import { ARTICLES } from "../content/articles";
import { CITIES } from "../../rules/listings/cities";
import { DENTISTS } from "../content/dentists";
import { SERVICE_PAGES } from "../content/services";
import { COMPARE_SERVICE_OPTIONS } from "../content/services";
import { SURGICAL_SERVICES } from "../content/surgery";
import { compareSegments } from "./dentist-filters";
import { paths } from "./paths";

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

/** Every public page known at build time: prerendered to HTML and listed in the sitemap. */
export function prerenderPaths(): string[] {
  return [
    ...STATIC_PAGES,
    ...CITIES.map((c) => paths.city(c.slug)),
    ...SERVICE_PAGES.map((s) => paths.service(s.slug)),
    ...SURGICAL_SERVICES.map((s) => paths.service(s.slug)),
    ...DENTISTS.map((d) => paths.dentist(d.id)),
    ...ARTICLES.map((a) => paths.article(a.slug)),
    ...compareSegments(
      CITIES.map((c) => c.slug),
      COMPARE_SERVICE_OPTIONS,
    ).map((f) => paths.compare(f)),
  ];
}
