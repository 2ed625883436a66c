import type { FastifyInstance } from "fastify";
import { z } from "zod";

import type { RepliesReportsResponse } from "../../rules/api/reviews-after";
import { REPLY_REJECT_REASONS } from "../../rules/reviews/replies";
import { DECISION_NOTE_MAX, DECISION_NOTE_MIN, REPORT_DECISIONS } from "../../rules/reviews/reports";
import { operatorOf } from "../platform/operators/operator-auth";
import { didNotAttendRates, disputedAttendances } from "./did-not-attend";
import { decideReply, waitingReplies } from "./replies";
import { decideReport, type ListingName, openReports } from "./reports";

const IdParams = z.object({ id: z.string().min(1).max(100) });
const ReplyDecisionBody = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("publish") }),
  z.object({ outcome: z.literal("reject"), reason: z.enum(REPLY_REJECT_REASONS) }),
]);
const ReportDecisionBody = z.object({
  outcome: z.enum(REPORT_DECISIONS),
  note: z.string().trim().min(DECISION_NOTE_MIN).max(DECISION_NOTE_MAX),
});

/**
 * The moderators' side of replies, reports and attendance (under /admin/api, behind the operators'
 * sign-in): what waits, and the decisions, each recorded with the operator who took it.
 */
export default async function repliesReportsRoutes(
  app: FastifyInstance,
  options: { now: () => Date; listingName: ListingName; decided: () => void },
) {
  app.get<{ Reply: RepliesReportsResponse }>("/review-replies-reports", async () => {
    const [replies, reports, disputes, attendance] = await Promise.all([
      waitingReplies(app.db),
      openReports(app.db, options.listingName),
      disputedAttendances(app.db),
      didNotAttendRates(app.db, options.now()),
    ]);
    return { replies, reports, disputes, attendance };
  });

  app.post<{ Params: z.infer<typeof IdParams>; Body: z.infer<typeof ReplyDecisionBody> }>(
    "/review-replies/:id/decision",
    {
      schema: { params: IdParams, body: ReplyDecisionBody },
      config: { invalidInput: "Choose publish, or reject with a reason from the list." },
    },
    async (request, reply) => {
      const done = await decideReply(app.db, request.params.id, request.body, operatorOf(request).email, options.now());
      if (!done)
        return reply
          .code(409)
          .send({ error: "This reply is no longer waiting: another moderator may have decided it." });
      options.decided();
      return { ok: true };
    },
  );

  app.post<{ Params: z.infer<typeof IdParams>; Body: z.infer<typeof ReportDecisionBody> }>(
    "/review-reports/:id/decision",
    {
      schema: { params: IdParams, body: ReportDecisionBody },
      config: { invalidInput: `Choose remove or keep, and write why (at least ${DECISION_NOTE_MIN} characters).` },
    },
    async (request, reply) => {
      const done = await decideReport(app.db, request.params.id, request.body, operatorOf(request).email, {
        now: options.now(),
        listingName: options.listingName,
      });
      if (!done)
        return reply.code(409).send({ error: "This report is no longer open: another moderator may have decided it." });
      options.decided();
      return { ok: true };
    },
  );
}
