import fp from "fastify-plugin";

import { createPlaceDirectory, type PlaceDirectory } from "./directory";
import { loadPlaces, seedPlaces } from "./store";

declare module "fastify" {
  interface FastifyInstance {
    /** New Zealand places for 'near' searches (the listings reader adds the places its listings name). */
    places: PlaceDirectory;
  }
}

/** Seeds the places table on the first start, then holds every place in memory. */
export default fp(
  async (app) => {
    const added = await seedPlaces(app.db);
    if (added > 0) app.log.info({ places: added }, "places table seeded");
    app.decorate("places", createPlaceDirectory(await loadPlaces(app.db)));
  },
  { name: "places", dependencies: ["database"] },
);
