import fp from "fastify-plugin";

import type { ReviewsLoadContext } from "../../rules/api/reviews";
import { auditHashKey } from "../platform/audit/audit";
import { statusLinkSealKey } from "../platform/private-links/status-link-seal";
import type { Config } from "../platform/config";
import { listingReviewsPage, reviewFiguresSource, type ReviewFiguresSource } from "./figures-reader";
import { SAMPLE_RATINGS, SAMPLE_QUICK_SHARE, scaledSampleRatings } from "./sample-reviews";
import { seedSampleReviews } from "./seed";

declare module "fastify" {
  interface FastifyInstance {
    /** Every rating figure, computed from published reviews, current within about a second. */
    reviewFigures: ReviewFiguresSource;
    /** The profile's reviews section (rules/api/reviews.ts). */
    reviewsPages: ReviewsLoadContext;
  }
}

/**
 * The figures side of verified reviews (issue 35 items 1 and 7): loads the fictional sample
 * reviews into a database without any (after the sample listings), then keeps the published
 * reviews' figures in memory for the listings reader (reader-plugin.ts) and the pages.
 */
export default fp<{ config: Config; now: () => Date }>(
  async (app, { config, now }) => {
    const sealKey = statusLinkSealKey(auditHashKey(config));
    const written =
      config.SAMPLE_REVIEWS === "off"
        ? 0
        : await seedSampleReviews(
            app.db,
            sealKey,
            now(),
            config.SAMPLE_REVIEWS === "full" ? SAMPLE_RATINGS : scaledSampleRatings(SAMPLE_QUICK_SHARE),
          );
    if (written > 0) app.log.info({ reviews: written }, "Loaded the sample reviews");
    const source = await reviewFiguresSource(app.db, { now, log: app.log });
    app.decorate("reviewFigures", source);
    app.decorate("reviewsPages", {
      listingReviews: (listingRef, page) => listingReviewsPage(app.db, source.current(), listingRef, page),
    });
    app.addHook("onClose", async () => source.close());
  },
  { name: "review-figures", dependencies: ["database", "listings"] },
);
