import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";

import type { ReviewsAfterLoadContext } from "../../rules/api/reviews-after";
import { paths } from "../../rules/paths";
import { REPORTS_PER_CLIENT_PER_HOUR } from "../../rules/reviews/reports";
import { auditHashKey } from "../platform/audit/audit";
import { statusLinkSealKey } from "../platform/private-links/status-link-seal";
import type { Config } from "../platform/config";
import { mountOperatorRoutes } from "../platform/operators/operator-auth";
import { refuseOtherSites } from "../platform/plugins/same-origin";
import { PRIVATE_LINK_HEADERS } from "../platform/route-policies";
import { findChosenListing } from "../booking";
import { didNotAttendState, disputeDidNotAttend, patientReviewNotice, sayDidNotAttend } from "./did-not-attend";
import { policyFigures } from "./policy-figures";
import { replyPage, submitReply } from "./replies";
import repliesReportsRoutes from "./replies-reports-routes";
import { reportPage, submitReport } from "./reports";

declare module "fastify" {
  interface FastifyInstance {
    /** Replies, reports, the policy's figures and "did not attend" (issue 35), for the pages' loaders. */
    reviewsAfter: ReviewsAfterLoadContext;
  }
}

/** The body as it came, for React Router's action to read with request.formData(). */
function rawForm(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 32 * 1024 },
    (_request, body, done) => done(null, body),
  );
}
const asPost = (request: FastifyRequest) => ({
  body: typeof request.body === "string" ? request.body : "",
  contentType: "application/x-www-form-urlencoded",
});

/**
 * A review after it is published (issue 35 items 2, 5, 6): the practice's reply link
 * /review-reply/{token} (a private page), the public report form's posts /reviews/{id}/report
 * (limited per client), the patient's "I did attend" on the status page, and the moderators'
 * API. Pages read it all through `context` (app.reviewsAfter).
 */
export default fp<{ config: Config; rateLimit: number; now?: () => Date }>(
  async (app, { config, rateLimit, now = () => new Date() }) => {
    const sealKey = statusLinkSealKey(auditHashKey(config));
    const listingName = async (ref: string) => (await findChosenListing(app.listings, ref))?.name ?? null;
    const wake = () => app.outbox.wake();

    app.decorate("reviewsAfter", {
      reviewReplies: {
        page: (token) => replyPage(app.db, token),
        submit: (token, values) => submitReply(app.db, { token }, values, now()),
      },
      reviewReports: {
        page: (id) => reportPage(app.db, id, listingName),
        async submit(id, values) {
          const result = await submitReport(app.db, id, values, { now: now(), listingName });
          if (result.kind === "reported") wake();
          return result;
        },
      },
      reviewPolicy: () => policyFigures(app.db),
      didNotAttend: {
        state: (token) => didNotAttendState(app.db, token, now()),
        async say(token) {
          const result = await sayDidNotAttend(app.db, token, { now: now(), sealKey });
          if (result.ok) wake();
          return result;
        },
        notice: (token) => patientReviewNotice(app.db, token),
      },
    } satisfies ReviewsAfterLoadContext);

    const limit = { rateLimit: { max: rateLimit, timeWindow: 60_000 } };

    // The practice's reply link: rendered for its holder alone, posts only from our page.
    await app.register(async (page) => {
      rawForm(page);
      page.get("/review-reply/:token", { config: limit }, async (request, reply) =>
        app.sendPrivatePage(request, reply),
      );
      page.post("/review-reply/:token", { config: limit, onRequest: refuseOtherSites }, async (request, reply) =>
        app.sendPrivatePage(request, reply, asPost(request)),
      );
    });

    // The report form's posts (its page is public, rendered by the site): a few per client an hour.
    await app.register(async (page) => {
      rawForm(page);
      const reports = { rateLimit: { max: REPORTS_PER_CLIENT_PER_HOUR, timeWindow: 3_600_000 } };
      for (const url of ["/reviews/:id/report", "/reviews/:id/report.data"]) {
        page.post(url, { config: reports, onRequest: refuseOtherSites }, async (request, reply) =>
          app.sendPrivatePage(request, reply, asPost(request)),
        );
      }
    });

    // "I did attend", from the patient's status page without scripts: back to it with a 303.
    await app.register(async (page) => {
      await page.register(formbody);
      page.post<{ Params: { token: string } }>(
        "/requests/:token/attended",
        {
          schema: { params: z.object({ token: z.string().min(1).max(200) }) },
          config: limit,
          onRequest: refuseOtherSites,
        },
        async (request, reply) => {
          reply.headers(PRIVATE_LINK_HEADERS).header("cache-control", "no-store");
          const { token } = request.params;
          const done = await disputeDidNotAttend(app.db, token, now());
          return reply.redirect(`${paths.requestStatus(token)}${done ? "?attended" : ""}`, 303);
        },
      );
    });

    await mountOperatorRoutes(app, repliesReportsRoutes, { now, listingName, decided: wake });
  },
  { name: "review-replies-reports", dependencies: ["database", "outbox", "listings"] },
);
