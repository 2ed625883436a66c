import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

import { InviteSchema, fieldErrorsOf } from "../../forms/practice-account";
import { operatorOf } from "../platform/operators/operator-auth";
import { refuseOtherSites } from "../platform/plugins/same-origin";
import * as repo from "./repository";
import { addPerson, removePerson } from "./people";
import type { PracticeAccountDeps } from "./practice-guard";
import { practicePageLimit, type PracticePageLimitOptions } from "./session-rate-limit";

interface PracticePageRoutesOptions {
  /** Pages and posts per minute: per session when signed in, else per client (session-rate-limit.ts). */
  pageLimit: PracticePageLimitOptions;
  /** Sign-in links asked for per client per minute. */
  signInRateLimit: number;
}

/**
 * The practice account's pages (app/routes/practice-*.tsx) under /practice, rendered by React
 * Router for each request through `app.sendPrivatePage` (never cached, never indexed, no Referer):
 * every page and post is rate-limited per session, or per client when signed out (D711), and a
 * post must come from our own pages (as the practice link's, D453). The session cookie is
 * SameSite=Strict besides. The e-mailed link to one request (/practice/requests/{token}) stays the
 * booking loop's route.
 */
export async function practicePageRoutes(app: FastifyInstance, options: PracticePageRoutesOptions) {
  const limit = { rateLimit: practicePageLimit(options.pageLimit) };
  const signInLimit = { rateLimit: { max: options.signInRateLimit, timeWindow: 60_000 } };
  await app.register(async (page) => {
    page.removeAllContentTypeParsers();
    page.addContentTypeParser(
      "application/x-www-form-urlencoded",
      // As the reply link's (review-reply): a 2,000-character reply in any script fits, url-encoded.
      { parseAs: "string", bodyLimit: 32 * 1024 },
      (_request, body, done) => done(null, body),
    );
    const get = async (request: FastifyRequest, reply: FastifyReply) => app.sendPrivatePage(request, reply);
    const post = async (request: FastifyRequest, reply: FastifyReply) =>
      app.sendPrivatePage(request, reply, {
        body: typeof request.body === "string" ? request.body : "",
        contentType: "application/x-www-form-urlencoded",
      });
    for (const path of ["/practice", "/practice.data", "/practice/*"]) {
      page.get(path, { config: limit }, get);
      page.post(path, { config: limit, onRequest: refuseOtherSites }, post);
    }
    for (const path of ["/practice/sign-in", "/practice/sign-in.data"]) {
      page.post(path, { config: signInLimit, onRequest: refuseOtherSites }, post);
    }
  });
}

const PracticeParams = z.object({ practiceId: z.string().min(1).max(200) });
const PersonParams = PracticeParams.extend({ userId: z.string().min(1).max(200) });

/**
 * The operators' side (under /admin/api, behind their sign-in): anyone can be added to or removed
 * from any practice's account.
 */
export async function practicePeopleOperatorRoutes(
  api: FastifyInstance,
  deps: Pick<PracticeAccountDeps, "db" | "now" | "sealKey" | "enqueued">,
) {
  api.get<{ Params: z.infer<typeof PracticeParams> }>(
    "/practices/:practiceId/people",
    { schema: { params: PracticeParams } },
    async (request, reply) => {
      const name = await repo.practiceName(deps.db, request.params.practiceId);
      if (!name) return reply.code(404).send({ error: "There is no such practice." });
      const people = await repo.membersOf(deps.db, request.params.practiceId);
      return { practiceName: name, people: people.map((p) => ({ userId: p.id, email: p.email, role: p.role })) };
    },
  );

  api.post<{ Params: z.infer<typeof PracticeParams>; Body: unknown }>(
    "/practices/:practiceId/people",
    { schema: { params: PracticeParams } },
    async (request, reply) => {
      const parsed = InviteSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply.code(400).send({ error: "Check the fields marked.", fields: fieldErrorsOf(parsed.error) });
      }
      if (!(await repo.practiceName(deps.db, request.params.practiceId))) {
        return reply.code(404).send({ error: "There is no such practice." });
      }
      const added = await addPerson(deps, {
        practiceId: request.params.practiceId,
        email: parsed.data.email,
        role: parsed.data.role,
        addedBy: operatorOf(request).email,
      });
      if (!added)
        return reply.code(409).send({ errors: { email: "This person is already in the practice's account." } });
      // Not sent when the address had as many e-mails today as it may have (D703): said so, not hidden.
      return reply.code(201).send({ ok: true, invitationSent: added.invitationSent });
    },
  );

  api.delete<{ Params: z.infer<typeof PersonParams> }>(
    "/practices/:practiceId/people/:userId",
    { schema: { params: PersonParams } },
    async (request, reply) => {
      const result = await removePerson(deps, {
        practiceId: request.params.practiceId,
        userId: request.params.userId,
        removedBy: operatorOf(request).email,
      });
      if (result.kind === "refused") return reply.code(409).send({ error: result.message });
      return { ok: true };
    },
  );
}
