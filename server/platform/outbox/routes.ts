import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { z } from "zod";

import { OUTBOX_PAGE_SIZE, type OutboxEmailText, type OutboxItem, type OutboxResponse } from "../../../rules/api/outbox";
import { audit } from "../audit/audit";
import { operatorOf } from "../operators/operator-auth";
import { renderEmail, storedEmailSpec } from "./emails";
import { type Job, NOT_SENT_NO_SMTP, retryJob } from "./jobs";
import { openLinkTokens } from "./link-tokens";
import { unconfirmedEmailsOn } from "./recipient-limit";

const IdParams = z.object({ id: z.string().max(100) });
const OutboxQuery = z.object({ to: z.string().trim().max(254).optional() });

/** A LIKE pattern matching `text` literally (backslash escapes), anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The inbox's outgoing mail (under /admin/api, behind the operators' sign-in): failed jobs with
 * their errors, the e-mails kept while no SMTP server is set, one e-mail's text (audited: it can
 * hold what a patient told us, like a submission) and a retry (audited).
 */
export default async function outboxRoutes(
  app: FastifyInstance,
  { publicOrigin, sealKey, emailsPerAddress }: { publicOrigin: string; sealKey: Buffer; emailsPerAddress?: number },
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

  app.get<{ Querystring: z.infer<typeof OutboxQuery>; Reply: OutboxResponse }>(
    "/outbox",
    { schema: { querystring: OutboxQuery } },
    async (request) => {
      const to = request.query.to || null;
      const newest = () => app.db.selectFrom("jobs").selectAll().orderBy("updated_at", "desc").limit(OUTBOX_PAGE_SIZE);
      // An e-mail's payload is its JSON spec: the recipient is its "to" member, as typed.
      const toRecipient = () =>
        to
          ? newest()
              .where("kind", "=", "email")
              .where(
                sql<boolean>`lower(payload) like ${containing(`"to":${JSON.stringify(to.toLowerCase())}`)} escape '\\'`,
              )
          : newest().where("kind", "=", "email");
      const [failed, kept, waiting, retrying, sent, unconfirmedToday] = await Promise.all([
        newest().where("status", "=", "failed").execute(),
        toRecipient().where("status", "=", "done").where("result", "=", NOT_SENT_NO_SMTP).execute(),
        app.db
          .selectFrom("jobs")
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .where("kind", "=", "email")
          .where("status", "in", ["pending", "running"])
          .executeTakeFirstOrThrow(),
        newest().where("status", "in", ["pending", "running"]).where("last_error", "is not", null).execute(),
        toRecipient().where("status", "=", "done").where("result", "!=", NOT_SENT_NO_SMTP).execute(),
        unconfirmedEmailsOn(app.db, new Date(), emailsPerAddress),
      ]);
      return {
        sending: app.outbox.mailer.sends,
        failed: failed.map(item),
        kept: kept.map(item),
        waiting: Number(waiting.n),
        retrying: retrying.map(item),
        sent: sent.map(item),
        unconfirmedToday,
        to,
      };
    },
  );

  // Only an e-mail the list shows (failed, kept without SMTP, or sent) can be read here.
  app.get<{ Params: z.infer<typeof IdParams>; Reply: OutboxEmailText | { error: string } }>(
    "/outbox/:id/email",
    { schema: { params: IdParams } },
    async (request, reply) => {
      const job = await app.db
        .selectFrom("jobs")
        .selectAll()
        .where("id", "=", request.params.id)
        .where("kind", "=", "email")
        .where("status", "in", ["failed", "done"])
        .executeTakeFirst();
      if (!job) return reply.code(404).send({ error: "There is no failed, kept or sent e-mail with this id." });
      const stored = storedEmailSpec(job.payload);
      if (!stored)
        return reply.code(422).send({ error: "This e-mail does not match its template: it cannot be shown." });
      // Read as it would have been sent, its link opened (link-tokens.ts).
      const spec = openLinkTokens(stored, sealKey);
      const { text } = renderEmail(spec, publicOrigin);
      await audit(app.db, {
        actor: operatorOf(request).email,
        action: "read-email",
        target: ("reference" in spec ? spec.reference : undefined) ?? job.id,
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
        target: (spec && "reference" in spec ? spec.reference : undefined) ?? job.id,
        details: { job: job.id, kind: job.kind },
      });
      app.outbox.wake();
      return { ok: true };
    },
  );
}
