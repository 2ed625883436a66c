/**
 * The operators' screens, for the inbox's links and the server's e-mails to operators (origin +
 * path). A sibling of paths.ts because only the inbox and the server load it: in paths.ts these
 * would ride in every public page's JavaScript.
 */
export const adminPaths = {
  login: (next?: string) =>
    next && next !== "/admin" ? `/admin/login?next=${encodeURIComponent(next)}` : "/admin/login",
  inbox: (query = "") => (query ? `/admin?${query}` : "/admin"),
  submission: (id: string) => `/admin/submissions/${encodeURIComponent(id)}`,
  privacy: () => "/admin/privacy",
  audit: () => "/admin/audit",
  outbox: () => "/admin/outbox",
  /** The review moderation queue (issue 35). */
  reviews: (query = "") => (query ? `/admin/reviews?${query}` : "/admin/reviews"),
  /** Practices' replies, reports and "did not attend" (issue 35 items 2, 5, 6). */
  reviewRepliesReports: () => "/admin/reviews/replies-reports",
  responseTimes: (practiceId?: string) =>
    practiceId ? `/admin/response-times?practice=${encodeURIComponent(practiceId)}` : "/admin/response-times",
  /** New practices' listings: the queue (submitted by default) and one practice's check screen (issue 36 item 3). */
  onboarding: (state?: string) =>
    state ? `/admin/onboarding?state=${encodeURIComponent(state)}` : "/admin/onboarding",
  onboardingPractice: (practiceId: string) => `/admin/onboarding/${encodeURIComponent(practiceId)}`,
  /** Listing changes practices asked for, waiting for an operator (issue 36 item 4). */
  listingChanges: (status?: string) =>
    status && status !== "pending"
      ? `/admin/listing-changes?status=${encodeURIComponent(status)}`
      : "/admin/listing-changes",
  /** Changes of a booking e-mail, phone or website waiting for an owner or an operator (issue 48 item 9). */
  contactChanges: (status?: string) =>
    status && status !== "held"
      ? `/admin/contact-changes?status=${encodeURIComponent(status)}`
      : "/admin/contact-changes",
  listings: (query = "") => (query ? `/admin/listings?${query}` : "/admin/listings"),
  newListing: (kind?: string) =>
    kind ? `/admin/listings/new?kind=${encodeURIComponent(kind)}` : "/admin/listings/new",
  listing: (kind: string, id: string) => `/admin/listings/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
};
