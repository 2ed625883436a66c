import { withQuery } from "./paths";

/*
 * Private and account pages that only their own pages and the server link to. Apart from
 * rules/paths.ts, which every page loads in its shell chunk (vite.config.ts): kept there, these
 * cost every public page's JavaScript budget (issue 7) for links it never shows.
 */

/**
 * The practice account's pages (issue 36), built only by the
 * account's own pages and the server.
 */
export const practicePaths = {
  /** The requests list; `status` a request group, `dentist` a listing ref. */
  home: (query: { status?: string; dentist?: string } = {}) => withQuery("/practice", query),
  /** One request, answered by a signed-in user (by its id, within their practice). */
  request: (id: string) => `/practice/inbox/${encodeURIComponent(id)}`,
  /** A request's "Offer a freed time" form (a plain form post; answered 303 back to the request). */
  freedTime: (id: string) => `/practice/inbox/${encodeURIComponent(id)}/freed-time`,
  team: () => "/practice/team",
  /** The practice's published reviews, a page of them (1 by default), each with its reply or a reply box. */
  reviews: (page?: number) => withQuery("/practice/reviews", { page: page && page > 1 ? String(page) : undefined }),
  figures: () => "/practice/figures",
  /** How new requests reach the practice (digest), and the person's monthly report. */
  settings: () => "/practice/settings",
  /**
   * The monthly report e-mail's one-click stop (a signed link; a button to press), on the settings
   * page's own route: one route less in the manifest every page loads.
   */
  reportStop: (token: string) => withQuery("/practice/settings", { stop: token }),
  /** The owner's passkeys (issue 36 item 1). */
  security: () => "/practice/security",
  /** The practice's plan (issue 36 item 7). */
  plan: () => "/practice/plan",
  /** The passkey step of signing in, after the e-mailed link's button. */
  signInPasskey: () => "/practice/sign-in/passkey",
  /** The owner submits a new practice's listing for checking (a post; issue 36 item 3). */
  submitListing: () => "/practice/submit",
  /** The practice's own listing (owners and managers), and its history of changes. */
  listing: () => "/practice/listing",
  /** The ask to confirm the listing's details: its e-mailed one-click link (a signed token; a button to press). */
  confirmDetails: (token: string) => withQuery("/practice/listing", { confirm: token }),
  listingHistory: () => "/practice/listing/history",
  /** A change of where health details go: its e-mailed confirm or undo link (signed; a button to press). */
  contactChange: (token: string) => `/practice/contact-change/${encodeURIComponent(token)}`,
  switch: () => "/practice/switch",
  signOut: () => "/practice/sign-out",
  /** The single-use link e-mailed to sign in or accept an invitation. */
  signInLink: (token: string) => `/practice/sign-in/${encodeURIComponent(token)}`,
} as const;

/** A patient's private link to review a confirmed visit (the invitation e-mail's). Server-built only. */
export const reviewPath = (token: string) => `/review/${encodeURIComponent(token)}`;

/** The patient's "I did attend" on their status page (a plain form post; answered 303 back to the page). */
export const requestAttendedPath = (token: string) => `/requests/${encodeURIComponent(token)}/attended`;

/** A waitlisted patient's private link to one freed time: claim it, or leave the list (issue 37 item 5). Server-built only. */
export const waitlistOfferPath = (token: string) => `/waitlist/${encodeURIComponent(token)}`;

/** The status page's waitlist form (a plain form post; answered 303 back to the page). */
export const requestWaitlistPath = (token: string) => `/requests/${encodeURIComponent(token)}/waitlist`;

/** The practice link's "Offer a freed time" form (a plain form post; answered 303 back to the page). */
export const practiceFreedTimePath = (token: string) => `/practice/requests/${encodeURIComponent(token)}/freed-time`;

/** A practice's private link to reply once to a published review of it. Server-built only. */
export const reviewReplyPath = (token: string) => `/review-reply/${encodeURIComponent(token)}`;
