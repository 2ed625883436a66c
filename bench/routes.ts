/** Routes the page benchmarks measure: one of each kind of page. */
export const PAGE_WEIGHT_ROUTES = [
  "/",
  "/directory",
  "/locations/auckland",
  "/services/invisalign",
  "/services/wisdom-tooth-removal",
  "/compare",
  "/surgical",
  "/book",
  "/emergency",
  "/blog",
  "/blog/what-to-do-in-a-dental-emergency",
  "/about",
  "/costs",
  "/contact",
  "/privacy-policy",
  "/terms",
  "/accessibility",
  "/partner-with-us",
  "/dentists/waitemata-quay-dental-auckland",
] as const;

/**
 * Tools and forms, which the 120 kB budget for content pages leaves out (docs/decisions/D0109-content-pages-for-the-120-kb.md): they
 * carry the search and filter logic, the searchable text of every article, or the shared form
 * definitions.
 */
const TOOL_AND_FORM_PAGES = [
  /^\/directory$/,
  /^\/compare(\/[^/]+)?$/,
  /^\/blog\/search$/,
  /^\/book$/,
  /^\/contact$/,
  /^\/partner-with-us$/,
];

export function isContentPage(path: string): boolean {
  return !TOOL_AND_FORM_PAGES.some((pattern) => pattern.test(path));
}
