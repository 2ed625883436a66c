import type { FastifyInstance } from "fastify";
import { z } from "zod";

import type { ResponseTimesResponse } from "../../rules/api/response-times";
import { RESPONSE_WINDOW_DAYS } from "../../rules/response-bands";
import { practiceNames, requestSamples } from "./repository";
import { chartWeeks, practiceResponseTimes } from "./weekly";

const Query = z.object({ practice: z.string().trim().min(1).max(200).optional() });

/**
 * The inbox's response times (under /admin/api, behind the operators' sign-in): every practice's
 * figure now and over the chart's weeks, worked out at each request from practice_requests (an
 * operator's page, seldom read: no cache).
 */
export default async function responseTimesRoutes(app: FastifyInstance, { now = () => new Date() } = {}) {
  app.get<{ Querystring: z.infer<typeof Query>; Reply: ResponseTimesResponse }>(
    "/response-times",
    { schema: { querystring: Query }, config: { invalidInput: "That practice is not valid." } },
    async (request) => {
      const at = now();
      const [first] = chartWeeks(at);
      const windowStart = new Date(at.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000);
      // Whichever reaches further back: the chart's first Monday or the listings' window.
      const since = first && first.from < windowStart ? first.from : windowStart;
      const [samples, names] = await Promise.all([
        requestSamples(app.db, since, request.query.practice),
        practiceNames(app.db, since),
      ]);
      return { practices: practiceResponseTimes(samples, names, at) };
    },
  );
}
