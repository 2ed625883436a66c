import fp from "fastify-plugin";

import { OFFER_WINDOW_DAYS, RESPONSE_WINDOW_DAYS } from "../../rules/response-bands";
import { mountOperatorRoutes } from "../platform/operators/operator-auth";
import { type ResponseBands, responseBands } from "./bands-cache";
import { bandsOf, figuresByPractice, offerDaysByPractice } from "./figures";
import { requestSamples } from "./repository";
import responseTimesRoutes from "./routes";

declare module "fastify" {
  interface FastifyInstance {
    /** Each practice's response band and time-offered figure, in memory, refreshed every RESPONSE_TIMES_REFRESH_MS. */
    responseTimes: ResponseBands;
  }
}

const DAY_MS = 86_400_000;

/**
 * Response times (issue 22 item 5): the bands of every practice with requests in the last
 * RESPONSE_WINDOW_DAYS, and how soon it offers a time over OFFER_WINDOW_DAYS (issue 37 item 4), worked out before the server takes requests and then on a timer; and the
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
        const since = (days: number) => new Date(at.getTime() - days * DAY_MS).toISOString();
        const samples = await requestSamples(
          app.db,
          new Date(since(Math.max(RESPONSE_WINDOW_DAYS, OFFER_WINDOW_DAYS))),
        );
        // ISO instants compare as text, as the query's own window does.
        const inWindow = (days: number) => samples.filter((s) => s.sentAt >= since(days));
        return {
          bands: bandsOf(figuresByPractice(inWindow(RESPONSE_WINDOW_DAYS), at)),
          offerDays: offerDaysByPractice(inWindow(OFFER_WINDOW_DAYS)),
        };
      },
    });
    await bands.refresh();
    app.decorate("responseTimes", bands);
    app.addHook("onClose", async () => bands.close());
    await mountOperatorRoutes(app, responseTimesRoutes, { now });
  },
  { name: "response-times", dependencies: ["database"] },
);
