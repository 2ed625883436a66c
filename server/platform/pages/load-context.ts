import type { FastifyInstance } from "fastify";
import type { AppLoadContext } from "react-router";

/** The keys an interface declares, without React Router's open index signature (`[key: string]: unknown`). */
type Declared<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/**
 * The services the pages' loaders and actions read (React Router's load context, typed in
 * app/load-context.ts), without what the renderer adds to each rendering (its nonce, its error
 * report).
 */
export type PageServices = Omit<Declared<AppLoadContext>, "nonce" | "reportError">;

/**
 * The one place the pages' services are taken from the app: a new one is added here and to its
 * type, and reaches every loader. `now` is the pages' clock ("open now"; a test may fix it).
 */
export function pageServices(app: FastifyInstance, now: () => Date): PageServices {
  return {
    listings: app.listings,
    now,
    practiceRequests: app.practiceRequests.loadContext,
    practiceAccount: app.practiceAccounts.loadContext,
    requestStatus: (token) => app.submissions.statusView(token),
    reviews: app.reviews.loadContext,
    recentBookingRequests: () => app.submissions.recentBookingRequests(now()),
    listingReviews: app.reviewsPages.listingReviews,
    ...app.reviewsAfter,
    waitlist: app.waitlist.loadContext,
  };
}
