import fp from "fastify-plugin";

import { mountOperatorRoutes } from "../platform/operators/operator-auth";
import { type ListingsStore, listingsStore } from "./repository";
import listingsRoutes from "./routes";
import { seedSampleListings } from "./seed";
import { listingsSnapshot, type ListingsSnapshotSource } from "./snapshot";

declare module "fastify" {
  interface FastifyInstance {
    /** The listings repository (server/listings/repository.ts): the inbox's reads and every write. */
    listingsStore: ListingsStore;
    /** The published listings in memory, current within about a second on every instance. */
    listingsSnapshot: ListingsSnapshotSource;
  }
}

/**
 * Listings in the database (issue 21): loads the sample into an empty database, then offers the
 * repository and the published snapshot, and mounts the listing editor's routes (routes.ts). A
 * write through this instance's store refreshes its snapshot at once; other instances see it at
 * their next version check.
 */
export default fp(
  async (app) => {
    if (await seedSampleListings(app.db)) app.log.info("Loaded the sample listings into an empty database");
    const snapshot = listingsSnapshot(app.db, { log: app.log });
    await snapshot.current();
    const store = listingsStore(app.db);
    const refreshing =
      <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const result = await write(...args);
        await snapshot.refresh().catch(() => {});
        return result;
      };
    app.decorate("listingsStore", {
      ...store,
      saveListing: refreshing(store.saveListing),
      setListingStatus: refreshing(store.setListingStatus),
      markListingChecked: refreshing(store.markListingChecked),
    });
    app.decorate("listingsSnapshot", snapshot);
    await mountOperatorRoutes(app, listingsRoutes, {});
    app.addHook("onClose", async () => snapshot.close());
  },
  { name: "listings", dependencies: ["database"] },
);
