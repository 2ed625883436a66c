import { STATIC_PAGES } from "../../app/lib/site-paths";

/**
 * Public pages the end-to-end tests visit: every screen of the spec, the pages with one fixed
 * address (app/lib/site-paths.ts; the search with a query) and sample parameters for the others.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  ...STATIC_PAGES.map((path) => (path === "/blog/search" ? "/blog/search?q=costs" : path)),
  "/locations/auckland",
  "/locations/palmerston-north",
  "/services/invisalign",
  "/services/implants",
  "/services/teeth-whitening",
  "/services/emergency-dentist",
  "/compare/auckland",
  "/blog/what-to-do-in-a-dental-emergency",
  "/dentists/waitemata-quay-dental-auckland",
  "/surgical/dr-helen-okafor-wellington/reviews",
];

/** Pages outside the public list that a fresh load reaches: pages.spec.ts checks them too. */
export const OTHER_SCANNED_PAGES = [
  { route: "/no-such-page", status: 404 },
  { route: "/blog/no-such-article", status: 404 },
  { route: "/services/space-dentistry", status: 404 },
  { route: "/admin/login", status: 200 },
  // The directory drawn as a list rather than cards (find-and-compare.spec.ts follows the switch).
  { route: "/directory?view=list", status: 200 },
] as const;

/**
 * Routes reached only through a flow (signed in, or holding a booking's link): their specs scan
 * them with axe at each width where the flow reaches them (inbox.spec.ts, listing-editor.spec.ts,
 * request-status.spec.ts).
 */
export const ROUTES_SCANNED_IN_FLOWS = [
  "/admin",
  "/admin/submissions/:id",
  "/admin/privacy",
  "/admin/audit",
  "/admin/outbox",
  "/admin/listings",
  "/admin/listings/new",
  "/admin/listings/:kind/:id",
  "/requests/:token",
  "/admin/response-times",
  // tests/e2e/practice-link.spec.ts, the practice's page while the patient waits.
  "/practice/requests/:token",
  // tests/e2e/reviews-write.spec.ts: the patient's review link and the moderation queue.
  "/review/:token",
  // tests/e2e/waitlist.spec.ts: a freed time's claim link.
  "/waitlist/:token",
  "/admin/reviews",
  // tests/e2e/practice-account.spec.ts: a practice's account, signed in by its e-mailed link.
  "/practice",
  "/practice/sign-in",
  "/practice/sign-in/:token",
  "/practice/inbox/:id",
  "/practice/team",
  // tests/e2e/practice-reviews.spec.ts: the practice's reviews and figures.
  "/practice/reviews",
  "/practice/figures",
  // tests/e2e/practice-onboarding.spec.ts: a new practice's listing, submitted and checked.
  "/practice/submit",
  "/admin/onboarding",
  "/admin/onboarding/:practiceId",
  // tests/e2e/review-replies-reports.spec.ts: the reply link, the report form, the policy, the moderators' screen.
  "/review-reply/:token",
  "/reviews/:id/report",
  "/reviews-policy",
  "/admin/reviews/replies-reports",
  // tests/e2e/practice-listing.spec.ts: the practice's listing, its history, the operators' queue.
  "/practice/listing",
  "/practice/listing/history",
  "/admin/listing-changes",
  // tests/e2e/practice-settings.spec.ts: how requests reach the practice, the monthly report.
  "/practice/settings",
  // tests/e2e/practice-passkeys-plan.spec.ts: passkeys, signing in with one, the plan.
  "/practice/security",
  "/practice/sign-in/passkey",
  "/practice/plan",
  // tests/e2e/practice-contact-change.spec.ts: the e-mailed link of a change of where requests go.
  "/practice/contact-change/:token",
  // tests/e2e/admin-contact-changes.spec.ts: the operators' queue of held booking e-mail, phone and website changes.
  "/admin/contact-changes",
] as const;

/** Resource routes: they answer data (JSON), not a page, so there is nothing for axe to scan. */
export const RESOURCE_ROUTES = ["/directory/places", "/practice/switch", "/practice/sign-out"] as const;
