import type { Kysely } from "kysely";
import { z } from "zod";

import { nzInstant, nzToday } from "../../rules/nz-time";
import {
  ALLOWED_CHANGES,
  PAUSE_REASON_MAX,
  type PlanChange,
  type PlanView,
  PLAN_TRIAL_DAYS,
} from "../../rules/practice-plan";
import { audit } from "../platform/audit/audit";
import type { Database } from "../platform/db/schema";
import type { PracticePlansTable } from "./passkey-plan-tables";

/*
 * A practice's plan (issue 36 item 7): a free trial until a date, active since a date, or paused
 * (when and why). Every change, whoever makes it (an operator today, a payment provider's webhook
 * one day), goes through `changePlan`: the state machine (rules/practice-plan.ts ALLOWED_CHANGES),
 * the billing provider's call, the row and the audit entry.
 */

const DAY_MS = 86_400_000;

/**
 * What a payment provider would sit behind (D610). None is wired in: `NO_PROVIDER`
 * takes no money and answers every call at once, so the operators' changes are the plan. A
 * provider's implementation starts, pauses and resumes the subscription on its side before the
 * state is written (a refusal leaves the plan as it was), and turns its webhooks into the same
 * `PlanChange`s, applied with `changePlan` by the route that receives them.
 */
export interface PlanBilling {
  /** The trial ended or an operator activated the plan: start charging PLAN_MONTHLY_FEE_NZD a month. */
  startSubscription(practiceId: string, at: Date): Promise<void>;
  pause(practiceId: string, reason: string): Promise<void>;
  resume(practiceId: string): Promise<void>;
  /**
   * A webhook's request (already read as text): the change it means for which practice, or null
   * when it means none (or is not the provider's: its signature is checked here).
   */
  webhook(input: { headers: Record<string, string | undefined>; body: string }): Promise<{
    practiceId: string;
    change: PlanChange;
  } | null>;
}

/** No payment provider: nothing is charged, and no webhook is ever the provider's. */
export const NO_PROVIDER: PlanBilling = {
  async startSubscription() {},
  async pause() {},
  async resume() {},
  async webhook() {
    return null;
  },
};

function toView(row: PracticePlansTable): PlanView {
  return {
    state: row.state,
    trialEndsAt: row.trial_ends_at,
    activeSince: row.active_since,
    pausedAt: row.paused_at,
    pauseReason: row.pause_reason,
    updatedAt: row.updated_at,
  };
}

export async function planOf(db: Kysely<Database>, practiceId: string): Promise<PlanView | null> {
  const row = await db
    .selectFrom("practice_plans")
    .selectAll()
    .where("practice_id", "=", practiceId)
    .executeTakeFirst();
  return row ? toView(row) : null;
}

/**
 * Starts the practice's free trial (PLAN_TRIAL_DAYS from `at`) unless it has a plan already: when
 * its account opens, that is when its first person is added (D609). In the caller's
 * transaction.
 */
export async function startTrial(trx: Kysely<Database>, practiceId: string, at: Date, by: string): Promise<boolean> {
  const result = await trx
    .insertInto("practice_plans")
    .values({
      practice_id: practiceId,
      state: "trial",
      trial_ends_at: new Date(at.getTime() + PLAN_TRIAL_DAYS * DAY_MS).toISOString(),
      active_since: null,
      paused_at: null,
      pause_reason: null,
      updated_at: at.toISOString(),
      updated_by: by,
    })
    .onConflict((oc) => oc.column("practice_id").doNothing())
    .returning("practice_id")
    .executeTakeFirst();
  return result !== undefined;
}

type ChangePlanResult =
  | { kind: "done"; plan: PlanView }
  | { kind: "refused"; message: string }
  | { kind: "invalid"; errors: Record<string, string> };

/** The operators' form (and a provider's webhook) as values; checked here, on the server. */
const ChangeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("extend-trial"), trialEndsOn: z.string() }),
  z.object({ kind: z.literal("activate") }),
  z.object({
    kind: z.literal("pause"),
    reason: z
      .string()
      .trim()
      .min(1, "Say why the plan is paused: the practice sees it.")
      .max(PAUSE_REASON_MAX, `At most ${PAUSE_REASON_MAX} characters.`),
  }),
  z.object({ kind: z.literal("resume") }),
]);

/** An operator's change from the admin panel's body: field errors, or the change. */
export function parsePlanChange(
  body: unknown,
  now: Date,
): { kind: "ok"; change: PlanChange } | { kind: "invalid"; errors: Record<string, string> } {
  const parsed = ChangeSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "kind")] ??= issue.message;
    if (errors.kind) errors.kind = "Choose what to do to the plan.";
    return { kind: "invalid", errors };
  }
  const data = parsed.data;
  if (data.kind !== "extend-trial") return { kind: "ok", change: data };
  // The trial ends at the end of the chosen New Zealand day: after today, within a year.
  const end = nzInstant(data.trialEndsOn, "23:59");
  const today = nzToday(now);
  if (!end) return { kind: "invalid", errors: { trialEndsOn: "Enter a date as YYYY-MM-DD." } };
  if (data.trialEndsOn <= today) return { kind: "invalid", errors: { trialEndsOn: "Choose a date after today." } };
  if (end.getTime() - now.getTime() > 366 * DAY_MS) {
    return { kind: "invalid", errors: { trialEndsOn: "A trial can be extended by a year at most." } };
  }
  return { kind: "ok", change: { kind: "extend-trial", trialEndsAt: end.toISOString() } };
}

const REFUSED: Record<PlanChange["kind"], string> = {
  "extend-trial": "Only a plan in its free trial can have its trial extended.",
  activate: "Only a plan in its free trial can be activated; a paused one is resumed.",
  pause: "This plan is paused already.",
  resume: "Only a paused plan can be resumed.",
};

/**
 * Applies one change to the practice's plan if its state allows it: the billing provider first
 * (NO_PROVIDER today), then the row, then the audit entry with who did it.
 */
export async function changePlan(
  deps: { db: Kysely<Database>; now: () => Date; billing: PlanBilling },
  input: { practiceId: string; change: PlanChange; actor: string },
): Promise<ChangePlanResult> {
  const { db } = deps;
  const at = deps.now();
  const result = await db.transaction().execute((trx) => applyPlanChange(trx, { billing: deps.billing, at }, input));
  if (result.kind === "done") await auditPlanChange(db, input, result.plan.state);
  return result;
}

async function auditPlanChange(
  db: Kysely<Database>,
  input: { practiceId: string; change: PlanChange; actor: string },
  state: string,
) {
  await audit(db, {
    actor: input.actor,
    action: "practice-plan-changed",
    target: input.practiceId,
    details: { change: input.change.kind, state },
  });
}

/** changePlan's change, in the caller's transaction (the sample's seed makes its plans in its own). */
async function applyPlanChange(
  trx: Kysely<Database>,
  deps: { billing: PlanBilling; at: Date },
  input: { practiceId: string; change: PlanChange; actor: string },
): Promise<ChangePlanResult> {
  const { billing, at } = deps;
  const { practiceId, change } = input;
  const row = await trx
    .selectFrom("practice_plans")
    .selectAll()
    .where("practice_id", "=", practiceId)
    .executeTakeFirst();
  if (!row) return { kind: "refused", message: "This practice has no plan yet: its account has nobody in it." };
  if (!ALLOWED_CHANGES[row.state].includes(change.kind)) return { kind: "refused", message: REFUSED[change.kind] };
  const stamp = at.toISOString();
  let next: Partial<PracticePlansTable>;
  switch (change.kind) {
    case "extend-trial":
      next = { trial_ends_at: change.trialEndsAt };
      break;
    case "activate":
      await billing.startSubscription(practiceId, at);
      next = { state: "active", active_since: stamp, paused_at: null, pause_reason: null };
      break;
    case "pause":
      await billing.pause(practiceId, change.reason);
      next = { state: "paused", paused_at: stamp, pause_reason: change.reason };
      break;
    case "resume":
      await billing.resume(practiceId);
      next = { state: "active", active_since: stamp, paused_at: null, pause_reason: null };
      break;
  }
  // Only if nobody changed it meanwhile (the state read above is the one changed).
  const updated = await trx
    .updateTable("practice_plans")
    .set({ ...next, updated_at: stamp, updated_by: input.actor })
    .where("practice_id", "=", practiceId)
    .where("updated_at", "=", row.updated_at)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    return { kind: "refused", message: "The plan was changed meanwhile: look at it again." };
  }
  return { kind: "done", plan: toView({ ...row, ...next, updated_at: stamp, updated_by: input.actor }) };
}

/**
 * A payment provider's webhook, turned by its `PlanBilling` into a change and applied like an
 * operator's (actor "billing-webhook"). Null when the provider says it is not one of its own or means
 * no change (NO_PROVIDER: always). The route that would receive it is added with the provider.
 */
export async function applyBillingWebhook(
  deps: { db: Kysely<Database>; now: () => Date; billing: PlanBilling },
  input: { headers: Record<string, string | undefined>; body: string },
): Promise<ChangePlanResult | null> {
  const event = await deps.billing.webhook(input);
  if (!event) return null;
  // The provider has already done it on its side: tell it nothing again, only record the state.
  return changePlan({ ...deps, billing: NO_PROVIDER }, { ...event, actor: "billing-webhook" });
}

/**
 * The sample practices' plans (seed.ts), through the same functions: most in the trial that began
 * when their account opened, every third one active, every fifth of those paused.
 */
export async function samplePlans(trx: Kysely<Database>, practiceIds: readonly string[], now: Date): Promise<void> {
  for (const [i, practiceId] of practiceIds.entries()) {
    const active = i % 3 === 0;
    // Active ones opened 30 to 89 days ago and were activated when their trial ended.
    const opened = new Date(now.getTime() - (active ? PLAN_TRIAL_DAYS + (i % 60) : i % 25) * DAY_MS);
    await startTrial(trx, practiceId, opened, "seed");
    if (!active) continue;
    const trialEnd = new Date(opened.getTime() + PLAN_TRIAL_DAYS * DAY_MS);
    const changes: { at: Date; change: PlanChange }[] = [{ at: trialEnd, change: { kind: "activate" } }];
    if (i % 5 === 0) {
      const reason = "Paused at the practice's request while it moves premises.";
      changes.push({ at: now, change: { kind: "pause", reason } });
    }
    for (const { at, change } of changes) {
      const input = { practiceId, change, actor: "seed" };
      const result = await applyPlanChange(trx, { billing: NO_PROVIDER, at }, input);
      if (result.kind === "done") await auditPlanChange(trx, input, result.plan.state);
    }
  }
}
