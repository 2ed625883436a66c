import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";

import { isOnboardingState, REGISTRATION_CHECK_METHODS } from "../../rules/api/practice-onboarding";
import { isOneLine } from "../../rules/text";
import type { Database } from "../platform/db/schema";
import { operatorOf } from "../platform/operators/operator-auth";
import {
  checkRegistration,
  onboardingDetail,
  onboardingList,
  OnboardingRefused,
  publishPractice,
  returnListing,
} from "./onboarding";

interface OnboardingRouteDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** After e-mails were enqueued. */
  enqueued: () => void;
  /** After a publication committed: this instance's snapshot looks again at once. */
  listingsWritten: () => Promise<unknown>;
}

const PracticeParams = z.object({ practiceId: z.string().min(1).max(200) });

const METHODS = Object.keys(REGISTRATION_CHECK_METHODS) as [keyof typeof REGISTRATION_CHECK_METHODS];

const CheckBody = z
  .object({
    kind: z.enum(["dentist", "surgeon"], { error: "Choose the practitioner." }),
    id: z.string({ error: "Choose the practitioner." }).min(1, { error: "Choose the practitioner." }).max(200),
    method: z.enum(METHODS, { error: "Choose how you checked." }),
    note: z
      .string()
      .trim()
      .max(500, { error: "Keep it to 500 characters." })
      .refine(isOneLine, { error: "Keep it to one line." })
      .default(""),
  })
  .refine((b) => b.method !== "other" || b.note.length > 0, {
    path: ["note"],
    error: "Say how you checked the number.",
  });

const ReturnBody = z.object({
  reason: z
    .string({ error: "Say what the practice must change." })
    .trim()
    .min(1, { error: "Say what the practice must change." })
    .max(2000, { error: "Keep it to 2000 characters." }),
});

const fieldsOf = (error: z.ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join(".") || "body", issue.message]));

async function refusedOr<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (caught) {
    if (caught instanceof OnboardingRefused) {
      return reply.code(409).send({ error: caught.message, missing: caught.missing });
    }
    throw caught;
  }
}

/**
 * The operators' side of a new practice's listing (under /admin/api, behind their sign-in): the
 * queue, one practice's check screen, recording a registration check, publishing, returning.
 */
export async function onboardingOperatorRoutes(api: FastifyInstance, deps: OnboardingRouteDeps) {
  api.get<{ Querystring: { state?: string } }>("/onboarding", async (request) => {
    const state = isOnboardingState(request.query.state) ? request.query.state : null;
    return { state, practices: await onboardingList(deps.db, state) };
  });

  api.get<{ Params: z.infer<typeof PracticeParams> }>(
    "/onboarding/:practiceId",
    { schema: { params: PracticeParams } },
    async (request, reply) => {
      const detail = await onboardingDetail(deps.db, request.params.practiceId);
      if (!detail) return reply.code(404).send({ error: "There is no new practice with this id." });
      return { practice: detail };
    },
  );

  api.post<{ Params: z.infer<typeof PracticeParams>; Body: unknown }>(
    "/onboarding/:practiceId/checks",
    { schema: { params: PracticeParams } },
    async (request, reply) => {
      const parsed = CheckBody.safeParse(request.body ?? {});
      if (!parsed.success)
        return reply.code(400).send({ error: "Check the fields marked.", fields: fieldsOf(parsed.error) });
      return refusedOr(reply, async () => {
        await checkRegistration(deps.db, {
          practiceId: request.params.practiceId,
          kind: parsed.data.kind,
          listingId: parsed.data.id,
          method: parsed.data.method,
          note: parsed.data.note,
          operator: operatorOf(request).email,
          now: deps.now(),
        });
        return reply.code(201).send({ ok: true });
      });
    },
  );

  api.post<{ Params: z.infer<typeof PracticeParams> }>(
    "/onboarding/:practiceId/publish",
    { schema: { params: PracticeParams } },
    async (request, reply) =>
      refusedOr(reply, async () => {
        const published = await publishPractice(deps.db, {
          practiceId: request.params.practiceId,
          operator: operatorOf(request).email,
          now: deps.now(),
        });
        deps.enqueued();
        await deps.listingsWritten();
        return { ok: true, profilePath: published.profilePath };
      }),
  );

  api.post<{ Params: z.infer<typeof PracticeParams>; Body: unknown }>(
    "/onboarding/:practiceId/return",
    { schema: { params: PracticeParams } },
    async (request, reply) => {
      const parsed = ReturnBody.safeParse(request.body ?? {});
      if (!parsed.success)
        return reply.code(400).send({ error: "Check the fields marked.", fields: fieldsOf(parsed.error) });
      return refusedOr(reply, async () => {
        await returnListing(deps.db, {
          practiceId: request.params.practiceId,
          operator: operatorOf(request).email,
          reason: parsed.data.reason,
          now: deps.now(),
        });
        deps.enqueued();
        return { ok: true };
      });
    },
  );
}
