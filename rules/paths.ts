import { SUCCESS_PAGES } from "../forms/success-pages";

/**
 * One place for the site's page URLs, so nothing builds a path by hand: the app's links and the
 * server's redirects and e-mails (origin + path) both import it, hence rules/. Every page loads it
 * (vite.config.ts puts it in the shell chunk), so operator screens and JSON endpoints live in
 * siblings: admin-paths.ts and api-paths.ts.
 */

export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  home: () => "/",
  directory: (query: Record<string, string | undefined> = {}) => withQuery("/directory", query),
  city: (slug: string) => `/locations/${slug}`,
  /** The services index: every treatment with its price. */
  services: () => "/services",
  service: (slug: string) => `/services/${slug}`,
  compare: (filter?: string) => (filter ? `/compare/${filter}` : "/compare"),
  surgical: () => "/surgical",
  /**
   * `urgency`: a value of the form's urgency options (forms/options.ts), preset on arrival;
   * `dentist`/`surgeon`: a listing's id, which the request then names; `q`: the form's dentist
   * search, which its listing picker loads without leaving the page.
   */
  book: (
    query: {
      dentist?: string;
      surgeon?: string;
      service?: string;
      location?: string;
      urgency?: string;
      q?: string;
    } = {},
  ) => withQuery("/book", query),
  emergency: () => "/emergency",
  blog: () => "/blog",
  article: (slug: string) => `/blog/${slug}`,
  blogSearch: (q: string) => withQuery("/blog/search", { q }),
  about: () => "/about",
  /** `listing`: the "kind/id" of the listing a "Report a change" message is about. */
  contact: (query: { category?: string; subject?: string; listing?: string } = {}) => withQuery("/contact", query),
  privacy: () => "/privacy-policy",
  terms: () => "/terms",
  partner: () => "/partner-with-us",
  /** The confirmation; a booking's status token rides in the fragment, never sent to a server. */
  bookingSuccess: SUCCESS_PAGES.booking,
  /** A booking's private status page. */
  requestStatus: (token: string) => `/requests/${encodeURIComponent(token)}`,
  /** A message's confirmation, with its reference (CT-…). */
  contactSuccess: SUCCESS_PAGES.contact,
  /** A practice's application confirmation, with its reference (PA-…). */
  partnerSuccess: SUCCESS_PAGES.partner,
  dentist: (id: string) => `/dentists/${id}`,
  /** A page of a dentist's published reviews, at its reviews section (page 1 is the profile's own). */
  dentistReviews: (id: string, page: number) => `/dentists/${id}${page > 1 ? `?reviews=${page}` : ""}#dentist-reviews`,
  /** A surgeon's verified reviews: surgeons have no profile page, so their reviews have their own. */
  surgeonReviews: (id: string, page = 1) => `/surgical/${id}/reviews${page > 1 ? `?reviews=${page}` : ""}`,
  costs: () => "/costs",
  accessibility: () => "/accessibility",
  /** How verified reviews work, with the counts of published and rejected reviews (issue 35). */
  reviewPolicy: () => "/reviews-policy",
  /** Anyone's "Report this review" form for one published review. */
  reportReview: (reviewId: string) => `/reviews/${encodeURIComponent(reviewId)}/report`,
  /** Where a practice user asks for a sign-in link (linked from the partner page and the footer). */
  practiceSignIn: () => "/practice/sign-in",
} as const;

/**
 * A practice's private page for one request (what the practice's e-mail links to). Outside
 * `paths` because only the server builds it (the e-mails, the page's action): a lone export is
 * left out of the browser's bundle, while every member of `paths` rides on every page.
 */
export const practiceRequestPath = (token: string) => `/practice/requests/${encodeURIComponent(token)}`;

/**
 * A booking's status page as the confirmation of a booking sent without JavaScript (the form
 * service's 303): /booking-success reads the status link from its fragment after hydration, so such
 * a browser could not show it. Only the server builds it, like `practiceRequestPath`.
 */
export const requestSentPath = (token: string) => `${paths.requestStatus(token)}?sent`;
