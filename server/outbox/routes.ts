import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { OUTBOX_PAGE_SIZE, type OutboxEmailText, type OutboxItem, type OutboxResponse } from "../../rules/api/outbox";
import { audit } from "../audit/audit";
import { operatorOf } from "../plugins/operator-auth";
import { renderEmail, storedEmailSpec } from "./emails";
import { type Job, NOT_SENT_NO_SMTP, retryJob } from "./jobs";
import { openLinkTokens } from "./link-tokens";

const IdParams = z.object({ id: z.string().max(100) });

/**
 * The inbox's outgoing mail (under /admin/api, behind the operators' sign-in): failed jobs with
 * their errors, the e-mails kept while no SMTP server is set, one e-mail's text (audited: it can
 * hold what a patient told us, like a submission) and a retry (audited).
 */
export default async function outboxRoutes(
  app: FastifyInstance,
  { publicOrigin, sealKey }: { publicOrigin: string; sealKey: Buffer },
) {
  const item = (job: Job): OutboxItem => {
    let email: OutboxItem["email"] = null;
    const stored = job.kind === "email" ? storedEmailSpec(job.payload) : null;
    // One that does not match its template failed for good, and is listed with that reason only.
    if (stored) {
      // Rendered as it would be sent, its link opened (link-tokens.ts); the list shows only the subject.
      const spec = openLinkTokens(stored, sealKey);
      const { subject } = renderEmail(spec, publicOrigin);
      email = { to: "to" in spec ? [spec.to] : ["(the operators)"], subject };
    }
    return {
      id: job.id,
      kind: job.kind,
      status: job.status,
      result: job.result,
      attempts: job.attempts,
      maxAttempts: job.max_attempts,
      lastError: job.last_error,
      createdAt: job.created_at,
      updatedAt: job.updated_at,
      email,
    };
  };

  app.get<{ Reply: OutboxResponse }>("/outbox", async () => {
    const newest = () => app.db.selectFrom("jobs").selectAll().orderBy("updated_at", "desc").limit(OUTBOX_PAGE_SIZE);
    const [failed, kept, waiting] = await Promise.all([
      newest().where("status", "=", "failed").execute(),
      newest().where("status", "=", "done").where("result", "=", NOT_SENT_NO_SMTP).execute(),
      app.db
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("kind", "=", "email")
        .where("status", "in", ["pending", "running"])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      sending: app.outbox.mailer.sends,
      failed: failed.map(item),
      kept: kept.map(item),
      waiting: Number(waiting.n),
    };
  });

  // Only an e-mail the list shows (failed, or kept without SMTP) can be read here.
  app.get<{ Params: z.infer<typeof IdParams>; Reply: OutboxEmailText | { error: string } }>(
    "/outbox/:id/email",
    { schema: { params: IdParams } },
    async (request, reply) => {
      const job = await app.db
        .selectFrom("jobs")
        .selectAll()
        .where("id", "=", request.params.id)
        .where("kind", "=", "email")
        .where((eb) =>
          eb.or([
            eb("status", "=", "failed"),
            eb.and([eb("status", "=", "done"), eb("result", "=", NOT_SENT_NO_SMTP)]),
          ]),
        )
        .executeTakeFirst();
      if (!job) return reply.code(404).send({ error: "There is no failed or kept e-mail with this id." });
      const stored = storedEmailSpec(job.payload);
      if (!stored)
        return reply.code(422).send({ error: "This e-mail does not match its template: it cannot be shown." });
      // Read as it would have been sent, its link opened (link-tokens.ts).
      const spec = openLinkTokens(stored, sealKey);
      const { text } = renderEmail(spec, publicOrigin);
      await audit(app.db, {
        actor: operatorOf(request).email,
        action: "read-email",
        target: spec.reference ?? job.id,
        details: { job: job.id, template: spec.template },
      });
      return { text };
    },
  );

  app.post<{ Params: z.infer<typeof IdParams> }>(
    "/outbox/:id/retry",
    { schema: { params: IdParams } },
    async (request, reply) => {
      const job = await retryJob(app.db, request.params.id, new Date());
      if (!job) {
        return reply.code(404).send({ error: "There is no failed or kept job with this id (it may have been sent)." });
      }
      const spec = job.kind === "email" ? storedEmailSpec(job.payload) : null;
      await audit(app.db, {
        actor: operatorOf(request).email,
        action: "retry-job",
        target: spec?.reference ?? job.id,
        details: { job: job.id, kind: job.kind },
      });
      app.outbox.wake();
      return { ok: true };
    },
  );
}
