/**
 * Which paths get which treatment, declared once: the security headers, the site's shell and the
 * status-link API read them from here. Every policy is tested against `policyPath(url)`, the path
 * as React Router matches it, never against the raw URL (issue 33 item 2): React Router matches
 * `/Requests/T/`, `/requests/T.data` and `/%72equests/T` to the status page, so a check of the
 * raw URL could be walked around.
 */

/** Where a URL's path is parsed, as the page renderer parses it (server/platform/pages/renderer.ts). */
const BASE = "http://localhost";

/** The path React Router routes a URL by, and whether the URL asks for the route's `.data`. */
export interface RoutePath {
  /** Dot segments resolved, `.data` and trailing slashes dropped, each segment decoded (`%2F` stays). */
  path: string;
  data: boolean;
  /** The query, as the URL parser wrote it ("" or starting with "?"). */
  search: string;
}

/** One segment decoded as React Router decodes it: an encoded slash stays one, a bad escape stays as written. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replace(/\//g, "%2F");
  } catch {
    return segment;
  }
}

/**
 * The path React Router matches for this URL (react-router's getNormalizedPath and decodePath):
 * parsed as a URL (so `/x/../requests/T` and `\\` are what a browser would make of them), its
 * `.data` suffix and trailing slashes dropped, each segment percent-decoded. Case is kept: React
 * Router matches routes whatever their case, but a token's case matters.
 */
export function routePath(url: string): RoutePath {
  let parsed: URL;
  try {
    parsed = new URL(url, BASE);
  } catch {
    return { path: url.split("?")[0] ?? "/", data: false, search: "" };
  }
  let path = parsed.pathname;
  const data = path.endsWith(".data");
  if (path === "/_root.data") path = "/";
  else if (data) path = path.slice(0, -".data".length);
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  return { path: path.split("/").map(decodeSegment).join("/"), data, search: parsed.search };
}

/** What every policy below is tested against: the routed path in lower case (React Router ignores case). */
export function policyPath(url: string): string {
  return routePath(url).path.toLowerCase();
}

/**
 * Pages where a person types or reads personal details: the forms, the booking confirmation and
 * status page, the operator inbox. Only these get Cross-Origin-Opener-Policy: same-origin, which
 * cuts any other site's window handle to them (so an opener cannot swap a half-filled form for a
 * look-alike). It costs a browsing-context swap on arrival, before the first paint (measured:
 * docs/performance.md), which the public reading pages, with nothing private on them, are spared.
 */
export const PERSONAL_PAGE =
  /^\/(book|contact|partner-with-us|booking-success|requests|admin|practice|review|review-reply|reviews|waitlist)(\/|$)/;

/** A booking's private status page (its path holds the status link's token). */
export const STATUS_PAGE = /^\/requests\/[^/]+$/;

/**
 * Pages that show one person's request to whoever holds its link: the status page, the
 * practice's page, the patient's review link and the practice's reply link to a review of it
 * (issue 35). Rendered for each request (never from or into the page cache), rate limited,
 * never indexed, never sent on as a Referer, by whatever address React Router matches to them.
 */
const PRIVATE_PAGE = /^\/(requests|practice\/requests|review|review-reply|waitlist)\/([^/]+)$/i;

/** The practice account's pages (issue 36): a signed-in practice user's own, like a private link's. */
const PRACTICE_ACCOUNT_PAGE = /^\/practice(\/|$)/i;

/** True for a status or practice page, or a practice account's, however its address is written. */
export function isPrivatePage(url: string): boolean {
  const { path } = routePath(url);
  return PRIVATE_PAGE.test(path) || PRACTICE_ACCOUNT_PAGE.test(path);
}

/**
 * The URL the server routes a request by (Fastify's rewriteUrl, server/app.ts): a private page's
 * address however written (any case, trailing slashes, dot segments, escapes, `.data` after a
 * slash) becomes its one canonical form, `/requests/<token>` or `/practice/requests/<token>` (with
 * `.data` and the query kept), so it reaches the routes that limit, refuse other sites' posts and
 * answer privately. Every other URL is left as it came.
 */
export function canonicalUrl(url: string): string {
  // Most requests (assets, public pages) cannot be a private page's address: no parsing for them.
  if (!url.includes("%") && !/requests|review|waitlist/i.test(url)) return url;
  const { path, data, search } = routePath(url);
  const match = PRIVATE_PAGE.exec(path);
  if (!match) return url;
  // Its dots encoded too: a token written "T.data/" (a page, for the token "T.data") must not
  // become "T.data" (the data of the token "T").
  const token = encodeURIComponent(match[2]!.replaceAll("%2F", "/")).replaceAll(".", "%2E");
  return `/${match[1]!.toLowerCase()}/${token}${data ? ".data" : ""}${search}`;
}

/**
 * Headers of everything a status link opens, its page and its API: never indexed, and the token
 * in the address never leaves as a Referer.
 */
export const PRIVATE_LINK_HEADERS = { "x-robots-tag": "noindex, nofollow", "referrer-policy": "no-referrer" } as const;

/**
 * Pages that exist in the app but are not prerendered (their content depends on the URL or on
 * the browser): rendered for each request, never kept in the page cache. Tested against policyPath.
 */
export const CLIENT_ONLY_PAGES: readonly RegExp[] = [
  /^\/blog\/search$/,
  /^\/admin(\/.*)?$/,
  STATUS_PAGE,
  // A review's report form: a review hidden after a report must not be shown from the cache.
  /^\/reviews\/[^/]+\/report$/,
];
