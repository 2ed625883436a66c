import type { Feature } from "../platform/feature";
import { REVIEW_EXPIRE_JOB, REVIEW_INVITE_JOB, REVIEW_REMIND_JOB } from "./invitations";
import { REVIEW_RETENTION_JOB } from "./retention";
import { REVIEW_EMAIL_GROUP } from "./review-emails";
import { REVIEW_REPORT_EMAIL_GROUP } from "./review-report-emails";
import { subscribeReviews } from "./subscriptions";

/**
 * Verified reviews (issue 35): the ratings' figures beside the listings, the invitation after a
 * confirmed visit, writing and moderation, then replies, reports and "did not attend".
 */
export const reviews = {
  name: "reviews",
  tables: ["review_invitations", "review_reports", "reviews"],
  emails: [REVIEW_EMAIL_GROUP, REVIEW_REPORT_EMAIL_GROUP],
  jobs: [REVIEW_INVITE_JOB, REVIEW_REMIND_JOB, REVIEW_EXPIRE_JOB, REVIEW_RETENTION_JOB],
  subscribe: subscribeReviews,
  async register(app, { config, now, pagesNow }) {
    const rateLimit = config.FORM_RATE_LIMIT;
    // Ratings come only from published reviews: their figures, beside the listings.
    await app.register((await import("./figures-reader-plugin")).default, { config, now: pagesNow });
    await app.register((await import("./plugin")).default, { config, rateLimit, now });
    await app.register((await import("./replies-reports-plugin")).default, { config, rateLimit, now });
  },
  pageServices: (app) => ({
    reviews: app.reviews.loadContext,
    listingReviews: app.reviewsPages.listingReviews,
    ...app.reviewsAfter,
  }),
} satisfies Feature;
