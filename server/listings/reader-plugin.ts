import fp from "fastify-plugin";

import type { ListingsReader } from "../../rules/api/listings";
import { createSnapshotReader } from "./snapshot-reader";
import { warmUpListingChanges } from "./warm-up";

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
    // Before the server listens, so the first listing change is not run by code not yet compiled
    // (D670). When the app is ready, not now: the response times and the reviews' figures it reads
    // are registered after the listings (server/features.ts), and read only through these closures.
    app.addHook("onReady", async () => {
      const started = performance.now();
      await warmUpListingChanges(await app.listingsSnapshot.current(), app.places, () => app.reviewFigures.current());
      app.log.info({ ms: Math.round(performance.now() - started) }, "Warmed up the listing changes' code");
    });
  },
  { name: "listings-reader", dependencies: ["listings", "places"] },
);
