import fp from "fastify-plugin";

import type { ListingsReader } from "../../rules/api/listings";
import { createSnapshotReader } from "./snapshot-reader";

declare module "fastify" {
  interface FastifyInstance {
    /** What the pages read (rules/api/listings.ts): published listings, current within about a second. */
    listings: ListingsReader;
  }
}

/** The ListingsReader every page's loader gets, over the published snapshot and the places. */
export default fp(
  async (app) => {
    app.decorate(
      "listings",
      createSnapshotReader({
        snapshot: () => app.listingsSnapshot.current(),
        places: app.places,
        responseBands: () => app.responseTimes.bands(),
        offerDays: () => app.responseTimes.offerDays(),
        ratings: () => app.reviewFigures.current(),
      }),
    );
  },
  { name: "listings-reader", dependencies: ["listings", "places", "response-times", "review-figures"] },
);
