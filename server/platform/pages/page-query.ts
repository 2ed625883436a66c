import { directorySearch, parseDirectoryUrl } from "../../../rules/listings/directory-url";
import { PAYMENT_FILTERS } from "../../../rules/listings/funding";
import { routePath } from "../route-policies";

/**
 * The query a public page is rendered from and cached under: only what the page reads, in one
 * order (issue 33 item 6). A link's tracking (utm_*, fbclid), a cache-buster or a different order
 * then finds the page already rendered instead of rendering it again.
 *
 * The page is rendered from this URL, not from the one asked for, so a cached page can never hold
 * something read from a parameter its key left out: a parameter a page starts reading and that is
 * not declared here is ignored (visibly, in that page's tests), never served to the wrong visitor.
 */
interface PageQuery {
  /** Tested against the routed path (route-policies.ts routePath), whatever its case. */
  path: RegExp;
  /** The parameters the page reads. */
  read(params: URLSearchParams): URLSearchParams;
}

/** The named parameters as they came (each value in its order), every other one dropped. */
const only =
  (...names: string[]) =>
  (params: URLSearchParams) => {
    const kept = new URLSearchParams();
    for (const name of names) for (const value of params.getAll(name)) kept.append(name, value);
    return kept;
  };

const PAGE_QUERIES: readonly PageQuery[] = [
  // The directory's state, written back as its own links write it: every spelling of one state (a
  // city's name or slug, a default spelt out, spaces around a word) is one rendering. Exact: the
  // directory reads an empty parameter as an absent one.
  { path: /^\/directory$/i, read: (params) => directorySearch(parseDirectoryUrl(params)) },
  // rules/listings/directory-url.ts parseCompareUrl. By name, not by state: there an empty
  // parameter overrides the path's filter, which the state written back cannot say.
  {
    path: /^\/compare(\/[^/]+)?$/i,
    read: only(
      "location",
      "service",
      "price",
      "lang",
      "day",
      "pick",
      "page",
      ...PAYMENT_FILTERS.map((f) => f.param),
    ),
  },
  // app/routes/book.tsx: the listing it names, its search, and the form's presets.
  { path: /^\/book$/i, read: only("dentist", "surgeon", "q", "service", "location", "urgency") },
  // app/routes/dentist.tsx: the page of its reviews.
  { path: /^\/dentists\/[^/]+$/i, read: only("reviews") },
  // app/routes/surgeon-reviews.tsx: the page of its reviews.
  { path: /^\/surgical\/[^/]+\/reviews$/i, read: only("reviews") },
  // app/routes/directory-places.ts: the typed letters.
  { path: /^\/directory\/places$/i, read: only("q") },
  // React Router's own: the routes a client discovers as it goes (lazy route discovery), for the
  // paths it names, answered only for the build it names. It matches this path exactly.
  { path: /^\/__manifest$/, read: only("paths", "version") },
];

/**
 * React Router's route discovery (`/__manifest?paths=…&version=…`): answered from the build's
 * route table, no page rendered, so not counted against a client's renderings.
 */
export function isRouteDiscovery(url: string): boolean {
  return url === "/__manifest" || url.startsWith("/__manifest?");
}

/**
 * The URL a public page is rendered from and cached under: its path as asked for, with only the
 * query parameters its page reads (none for a page that reads none), and for a client
 * navigation's `.data` the routes it asks for (`_routes`).
 */
export function pageUrl(url: string): string {
  const question = url.indexOf("?");
  if (question === -1) return url;
  const path = url.slice(0, question);
  const params = new URLSearchParams(url.slice(question + 1));
  const { path: routed, data } = routePath(path);
  const page = PAGE_QUERIES.find((candidate) => candidate.path.test(routed));
  const kept = page ? page.read(params) : new URLSearchParams();
  if (data) for (const routes of params.getAll("_routes")) kept.append("_routes", routes);
  // Stable: a repeated parameter keeps its values' order, which the page may read.
  kept.sort();
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
