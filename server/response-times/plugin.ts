import fp from "fastify-plugin";

import { RESPONSE_WINDOW_DAYS } from "../../rules/response-bands";
import { mountOperatorRoutes } from "../plugins/operator-auth";
import { type ResponseBands, responseBands } from "./bands-cache";
import { bandsOf, figuresByPractice } from "./figures";
import { requestSamples } from "./repository";
import responseTimesRoutes from "./routes";

declare module "fastify" {
  interface FastifyInstance {
    /** Each practice's response band, in memory, refreshed every RESPONSE_TIMES_REFRESH_MS. */
    responseTimes: ResponseBands;
  }
}

const DAY_MS = 86_400_000;

/**
 * Response times (issue 22 item 5): the bands of every practice with requests in the last
 * RESPONSE_WINDOW_DAYS, worked out before the server takes requests and then on a timer; and the
 * operators' page of every practice's figures, /admin/api/response-times (routes.ts).
 */
export default fp<{ refreshMs: number; now?: () => Date }>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    const bands = responseBands({
      intervalMs: options.refreshMs,
      log: app.log,
      async load() {
        const at = now();
        const samples = await requestSamples(app.db, new Date(at.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS));
        return bandsOf(figuresByPractice(samples, at));
      },
    });
    await bands.refresh();
    app.decorate("responseTimes", bands);
    app.addHook("onClose", async () => bands.close());
    await mountOperatorRoutes(app, responseTimesRoutes, { now });
  },
  { name: "response-times", dependencies: ["database"] },
);
