import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { audit } from "../platform/audit/audit";
import { operatorOf } from "../platform/operators/operator-auth";
import { resetPasskeys } from "./passkeys";
import { changePlan, parsePlanChange, planOf, type PlanBilling } from "./plan";
import * as repo from "./repository";
import type { PracticeAccountDeps } from "./practice-guard";

const PracticeParams = z.object({ practiceId: z.string().min(1).max(200) });
const PersonParams = PracticeParams.extend({ userId: z.string().min(1).max(200) });

/**
 * The operators' side of plans and passkeys (under /admin/api, behind their sign-in), for the
 * listing screen's "Practice account" panel: a practice's plan and who in it has passkeys, a plan
 * change (through plan.ts changePlan, audited), and removing a person's passkeys when they lost
 * them all (audited; D608).
 */
export async function practicePlanOperatorRoutes(
  api: FastifyInstance,
  deps: Pick<PracticeAccountDeps, "db" | "now"> & { billing: PlanBilling },
) {
  api.get<{ Params: z.infer<typeof PracticeParams> }>(
    "/practices/:practiceId/plan",
    { schema: { params: PracticeParams } },
    async (request, reply) => {
      const { practiceId } = request.params;
      if (!(await repo.practiceName(deps.db, practiceId)))
        return reply.code(404).send({ error: "There is no such practice." });
      const people = await deps.db
        .selectFrom("practice_memberships")
        .innerJoin("practice_users", "practice_users.id", "practice_memberships.user_id")
        .innerJoin("practice_passkeys", "practice_passkeys.user_id", "practice_users.id")
        .select(["practice_users.id", "practice_users.email"])
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("practice_memberships.practice_id", "=", practiceId)
        .groupBy(["practice_users.id", "practice_users.email"])
        .orderBy("practice_users.email")
        .execute();
      return {
        plan: await planOf(deps.db, practiceId),
        passkeys: people.map((p) => ({ userId: p.id, email: p.email, count: Number(p.n) })),
      };
    },
  );

  api.post<{ Params: z.infer<typeof PracticeParams>; Body: unknown }>(
    "/practices/:practiceId/plan",
    { schema: { params: PracticeParams } },
    async (request, reply) => {
      const parsed = parsePlanChange(request.body, deps.now());
      if (parsed.kind === "invalid") {
        return reply.code(400).send({ error: "Check the fields marked.", fields: parsed.errors });
      }
      const result = await changePlan(deps, {
        practiceId: request.params.practiceId,
        change: parsed.change,
        actor: operatorOf(request).email,
      });
      if (result.kind === "refused") return reply.code(409).send({ error: result.message });
      if (result.kind === "invalid")
        return reply.code(400).send({ error: "Check the fields marked.", fields: result.errors });
      return { plan: result.plan };
    },
  );

  api.delete<{ Params: z.infer<typeof PersonParams> }>(
    "/practices/:practiceId/people/:userId/passkeys",
    { schema: { params: PersonParams } },
    async (request, reply) => {
      const { practiceId, userId } = request.params;
      if (!(await repo.roleIn(deps.db, userId, practiceId))) {
        return reply.code(404).send({ error: "That person is not in this practice's account." });
      }
      const removed = await resetPasskeys(deps.db, userId);
      await audit(deps.db, {
        actor: operatorOf(request).email,
        action: "practice-passkeys-reset",
        target: practiceId,
        details: { userId, removed },
      });
      return { removed };
    },
  );
}
