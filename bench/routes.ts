/** Routes the page benchmarks measure: one of each kind of page. */
export const PAGE_WEIGHT_ROUTES = [
  "/",
  "/directory",
  "/locations/auckland",
  "/services/invisalign",
  "/compare",
  "/surgical",
  "/book",
  "/emergency",
  "/blog",
  "/blog/what-to-do-in-a-dental-emergency",
  "/about",
  "/contact",
  "/privacy-policy",
  "/partner-with-us",
  "/dentists/waitemata-quay-dental-auckland",
] as const;
