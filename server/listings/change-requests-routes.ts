import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";

import type { ChangeRequestList } from "../../rules/api/practice-listing";
import { REGISTRATION_CHECK_METHODS, type RegistrationCheckMethod } from "../../rules/api/practice-onboarding";
import { LISTING_KINDS } from "../../rules/listings/types";
import { CHANGE_STATUSES, fieldLabel, valueText } from "../../rules/practice-listing";
import { isOneLine } from "../../rules/text";
import { audit } from "../platform/audit/audit";
import type { Database } from "../platform/db/schema";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import { operatorOf } from "../platform/operators/operator-auth";
import { changeInWords, decideChangeRequest, listChangeRequests } from "./change-requests";
import { PRACTICE_TARGET, readHistory } from "./history";

interface ListingChangeRoutesOptions extends Record<string, unknown> {
  db: Kysely<Database>;
  now: () => Date;
  /** After a decision commits: this instance's snapshot brought up to date, the outbox woken. */
  afterDecision: () => Promise<void>;
}

const ListQuery = z.object({ status: z.enum(CHANGE_STATUSES).optional() });
const IdParams = z.object({ id: z.string().min(1).max(100) });
const ListingParams = z.object({ kind: z.enum(LISTING_KINDS), id: z.string().min(1).max(200) });

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Keep it to ${max} characters.` })
    .refine(isOneLine, { error: "Keep it to one line." });

const DecisionBody = z.discriminatedUnion("decision", [
  z.object({
    decision: z.literal("approve"),
    checkMethod: z
      .enum(Object.keys(REGISTRATION_CHECK_METHODS) as [RegistrationCheckMethod, ...RegistrationCheckMethod[]], {
        error: "Choose how the registration number was checked.",
      })
      .optional(),
    checkNote: line(500).optional(),
  }),
  z.object({
    decision: z.literal("decline"),
    reason: line(500).min(1, { error: "Say why, in words the practice will read." }),
  }),
]);

/** What was asked, in words, for the e-mail and the audit. */

/**
 * The operators' queue of listing changes practices asked for (under /admin/api, behind their
 * sign-in): list by status, approve (recording how a registration number was checked) or decline
 * with a reason; the decision is e-mailed to the person who asked, in the decision's transaction.
 * And a listing's history, each field before and after, for the listing screen.
 */
export default async function listingChangeRoutes(app: FastifyInstance, options: ListingChangeRoutesOptions) {
  const { db } = options;

  app.get<{ Querystring: z.infer<typeof ListQuery>; Reply: ChangeRequestList }>(
    "/listing-changes",
    { schema: { querystring: ListQuery } },
    async (request) => ({ items: await listChangeRequests(db, request.query.status ?? "pending") }),
  );

  app.post<{ Params: z.infer<typeof IdParams>; Body: unknown }>(
    "/listing-changes/:id/decision",
    { schema: { params: IdParams } },
    async (request, reply) => {
      const parsed = DecisionBody.safeParse(request.body);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "decision"), i.message]));
        return reply.code(400).send({ error: "Check the fields marked.", fields });
      }
      const operator = operatorOf(request).email;
      const result = await decideChangeRequest(
        db,
        { id: request.params.id, operator, now: options.now(), decision: parsed.data },
        async (trx, view) => {
          await enqueue(
            trx,
            emailJob({
              template: "practice-listing-decision",
              to: view.requestedByEmail,
              practiceName: view.practiceName,
              change: changeInWords(view),
              approved: view.status === "approved",
              reason: view.reason,
            }),
            options.now(),
          );
          await audit(trx, {
            actor: operator,
            action: view.status === "approved" ? "listing-change-approved" : "listing-change-declined",
            target: view.practiceId,
            details: {
              changeRequestId: view.id,
              subject: view.subject,
              fields: Object.keys(view.after),
              ...(view.checkMethod ? { checkMethod: view.checkMethod } : {}),
            },
          });
        },
      );
      if (result.kind === "missing") return reply.code(404).send({ error: "There is no such change." });
      if (result.kind === "already")
        return reply.code(409).send({ error: `This change was already ${result.status} by another operator.` });
      if (result.kind === "invalid")
        return reply.code(400).send({ error: "This change cannot be made as it is.", fields: result.errors });
      await options.afterDecision();
      return { item: result.view };
    },
  );

  app.get<{ Params: z.infer<typeof ListingParams> }>(
    "/listings/:kind/:id/history",
    { schema: { params: ListingParams } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const table = kind === "dentist" ? "dentists" : kind === "surgeon" ? "surgeons" : "emergency_clinics";
      const row = await db
        .selectFrom(table as "dentists")
        .select("practice_id")
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return reply.code(404).send({ error: "This listing does not exist." });
      const rows = await readHistory(db, { kind, id, practiceId: row.practice_id });
      return {
        entries: rows.map((r) => ({
          id: r.id,
          at: r.at,
          what: r.target === PRACTICE_TARGET ? "Practice" : "Listing",
          field: fieldLabel(r.field),
          before: valueText(r.field, r.before),
          after: valueText(r.field, r.after),
          who: r.actor,
        })),
      };
    },
  );
}
