import type { FastifyInstance } from "fastify";

import { refuseOtherSites } from "../platform/plugins/same-origin";
import { practiceLinkHold } from "./practice-requests";

interface PracticeRoutesOptions {
  /** Requests allowed per client per minute on each route, as on the status links. */
  rateLimit: number;
}

/** What every action of a dead practice link answers (410). */
export const DEAD_LINK = {
  error: "This request is no longer with your practice (declined, withdrawn or passed on): this link cannot change it.",
};

/**
 * A practice's private link to one booking request: its page `/practice/requests/:token` (React
 * Router's route practice-request.tsx, rendered here per request: its loader and action read
 * `context.practiceRequests`). The token is the only key: a wrong one answers 404, an expired one
 * 410. Never cached, never indexed, rate-limited per client like the status links.
 */
export default async function practiceRoutes(app: FastifyInstance, options: PracticeRoutesOptions) {
  const limit = { rateLimit: { max: options.rateLimit, timeWindow: 60_000 } };

  // The page, and its `.data` (React Router's client navigations and form posts with JavaScript).
  await app.register(async (page) => {
    // The body goes to React Router as it came: its action reads it with request.formData().
    page.removeAllContentTypeParsers();
    page.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );
    page.get("/practice/requests/:token", { config: limit }, async (request, reply) =>
      app.sendPrivatePage(request, reply),
    );
    page.post<{ Params: { token: string } }>(
      "/practice/requests/:token",
      { config: limit, onRequest: refuseOtherSites },
      async (request, reply) => {
        // A dead link (D715) acts no more, whatever its post asks (an answer, "did not attend").
        const token = request.params.token.replace(/\.data$/, "");
        if ((await practiceLinkHold(app.db, token, new Date())).kind === "dead") {
          return reply.code(410).send(DEAD_LINK);
        }
        return app.sendPrivatePage(request, reply, {
          body: typeof request.body === "string" ? request.body : "",
          contentType: "application/x-www-form-urlencoded",
        });
      },
    );
  });
}
