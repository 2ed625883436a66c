import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";

import {
  CONTACT_CHANGE_LISTS,
  type ContactChangeCalls,
  type ContactLinkState,
  type OperatorContactChangeList,
} from "../../rules/api/contact-changes";
import type { Database } from "../platform/db/schema";
import { operatorOf } from "../platform/operators/operator-auth";
import { BOOKING_ADDRESS, readContactChangeToken } from "./contact-change-links";
import { operatorContactChanges } from "./contact-change-queue";
import {
  changeIn,
  changeLines,
  changesOf,
  confirmHeld,
  type ContactChangeDeps,
  type ContactStepOutcome,
  undoLive,
} from "./contact-changes";
import { membershipIn } from "./membership";
import { practiceName } from "./repository";
import { practiceGuard } from "./practice-guard";

/*
 * The ways to a change of where health details go (contact-changes.ts): its e-mailed links (a GET
 * shows the change and one button; only the button's POST acts, so a mail scanner opening the link
 * does nothing), the listing page's held change and its owners' button, and the operators' approval
 * under /admin/api.
 */

type Db = Kysely<Database>;

interface ContactChangeServiceDeps extends ContactChangeDeps {
  db: Db;
  now: () => Date;
  /** Brings this instance's listings up to date after a change went live or was undone. */
  refreshListings: () => Promise<void>;
}

export function contactChangeService(deps: ContactChangeServiceDeps): ContactChangeCalls {
  const { db, now } = deps;
  const { allowed } = practiceGuard(deps);

  /** What a token is for, checked: "missing" when it is not ours (or its owner is an owner no more). */
  async function linkTarget(token: string) {
    const link = readContactChangeToken(deps.auditKey, token);
    const row = link && (await changeIn(db, null, link.changeId));
    if (!link || !row) return null;
    const name = (await practiceName(db, row.practice_id)) ?? row.practice_id;
    // A practice user's link works while they are an owner; the old booking address's while it is valid.
    if (link.who !== BOOKING_ADDRESS && (await membershipIn(db, link.who, row.practice_id))?.role !== "owner")
      return null;
    const live = link.action === "confirm" ? row.status === "held" : row.status === "live";
    const usable = live && link.expiresAt > now() && row.expires_at > now().toISOString();
    return { link, row, name, usable };
  }

  const stateOf = (target: NonNullable<Awaited<ReturnType<typeof linkTarget>>>, kind: "ready" | "done") =>
    ({ kind, action: target.link.action, practiceName: target.name, changes: changeLines(target.row) }) as const;

  const afterStep = async (outcome: ContactStepOutcome) => {
    if (outcome === "done") await deps.refreshListings();
    return outcome;
  };

  return {
    async contactChangeLink(token): Promise<ContactLinkState> {
      const target = await linkTarget(token);
      if (!target) return { kind: "missing" };
      return target.usable ? stateOf(target, "ready") : { kind: "gone", practiceName: target.name };
    },

    async useContactChangeLink(token): Promise<ContactLinkState> {
      const target = await linkTarget(token);
      if (!target) return { kind: "missing" };
      if (!target.usable) return { kind: "gone", practiceName: target.name };
      const { link, row } = target;
      const actor = link.who === BOOKING_ADDRESS ? BOOKING_ADDRESS : `practice-user:${link.who}`;
      const outcome = await afterStep(
        link.action === "confirm"
          ? await confirmHeld(db, deps, {
              practiceId: row.practice_id,
              changeId: row.id,
              actor,
              userId: link.who === BOOKING_ADDRESS ? null : link.who,
              now: now(),
            })
          : await undoLive(db, { practiceId: row.practice_id, changeId: row.id, actor, now: now() }),
      );
      if (outcome === "missing") return { kind: "missing" };
      return outcome === "done" ? stateOf(target, "done") : { kind: "gone", practiceName: target.name };
    },

    async heldContactChanges(request) {
      return allowed(request, "edit-listing", async (me) => {
        const at = now().toISOString();
        const held = (await changesOf(db, me.current.practiceId)).filter(
          (row) => row.status === "held" && row.expires_at > at,
        );
        return {
          canConfirm: me.current.role === "owner",
          held: held.map((row) => ({
            id: row.id,
            changes: changeLines(row),
            requestedByEmail: row.requested_by_email,
            requestedAt: row.requested_at,
          })),
        };
      });
    },

    async confirmContactChange(request, id) {
      return allowed(request, "edit-listing", async (me, session) => {
        if (me.current.role !== "owner") return { outcome: "missing" as const };
        const outcome = await confirmHeld(db, deps, {
          practiceId: me.current.practiceId,
          changeId: id,
          actor: `practice-user:${session.userId}`,
          userId: session.userId,
          now: now(),
        });
        return { outcome: await afterStep(outcome) };
      });
    },
  };
}

const ChangeParams = z.object({ practiceId: z.string().min(1).max(200), id: z.string().min(1).max(100) });
const ListQuery = z.object({ status: z.enum(CONTACT_CHANGE_LISTS).optional() });
const STATUS_OF: Record<ContactStepOutcome, number> = { done: 200, gone: 410, missing: 404 };

/**
 * The operators' side: every practice's held changes (or the latest others), a practice's changes,
 * and approving a held one (it needs no owner then).
 */
export async function contactChangeOperatorRoutes(api: FastifyInstance, deps: ContactChangeServiceDeps) {
  api.get<{ Querystring: z.infer<typeof ListQuery>; Reply: OperatorContactChangeList }>(
    "/contact-changes",
    { schema: { querystring: ListQuery } },
    async (request) => operatorContactChanges(deps.db, request.query.status ?? "held", deps.now()),
  );
  api.get<{ Params: { practiceId: string } }>(
    "/practices/:practiceId/contact-changes",
    { schema: { params: ChangeParams.pick({ practiceId: true }) } },
    async (request) => ({
      items: (await changesOf(deps.db, request.params.practiceId)).map((row) => ({
        id: row.id,
        status: row.status,
        changes: changeLines(row),
        requestedByEmail: row.requested_by_email,
        requestedAt: row.requested_at,
        expiresAt: row.expires_at,
      })),
    }),
  );
  api.post<{ Params: z.infer<typeof ChangeParams> }>(
    "/practices/:practiceId/contact-changes/:id/approve",
    { schema: { params: ChangeParams } },
    async (request, reply) => {
      const outcome = await confirmHeld(deps.db, deps, {
        practiceId: request.params.practiceId,
        changeId: request.params.id,
        actor: `operator:${operatorOf(request).email}`,
        userId: null,
        now: deps.now(),
      });
      if (outcome === "done") await deps.refreshListings();
      const messages = { done: "Approved: it is live.", gone: "It is no longer waiting.", missing: "No such change." };
      return reply.code(STATUS_OF[outcome]).send(outcome === "done" ? { ok: true } : { error: messages[outcome] });
    },
  );
}
