/*
 * A practice's plan (issue 36 item 7): the business constants are the partner page's
 * (app/content/site.ts PARTNER_PLAN, SPEC §9: $299 a month, 30-day free trial). Operators set the
 * state; no payment provider is wired in (D610).
 */

export const PLAN_STATES = ["trial", "active", "paused"] as const;
export type PlanState = (typeof PLAN_STATES)[number];

export const PLAN_MONTHLY_FEE_NZD = 299;
export const PLAN_TRIAL_DAYS = 30;
export const PAUSE_REASON_MAX = 300;

/** What an operator (or, one day, a payment provider's webhook) can do to a plan. */
export type PlanChange =
  | { kind: "extend-trial"; trialEndsAt: string }
  | { kind: "activate" }
  | { kind: "pause"; reason: string }
  | { kind: "resume" };

export interface PlanView {
  state: PlanState;
  trialEndsAt: string | null;
  activeSince: string | null;
  pausedAt: string | null;
  pauseReason: string | null;
  updatedAt: string;
}

/** Which changes each state allows: the state machine every change goes through. */
export const ALLOWED_CHANGES: Record<PlanState, readonly PlanChange["kind"][]> = {
  trial: ["extend-trial", "activate", "pause"],
  active: ["pause"],
  paused: ["resume"],
};

export const PLAN_STATE_LABELS: Record<PlanState, string> = {
  trial: "Free trial",
  active: "Active",
  paused: "Paused",
};

/**
 * What the plan includes: only what the product does today (the partner page's promises that are
 * built), not the ones it does not keep yet (blog mentions, a named contact's phone line).
 */
export const PLAN_INCLUDES = [
  "Your practice and its dentists listed in the directory, on your city's and your services' pages",
  "A place in the comparison tables for your services",
  "Booking requests sent to your team by e-mail, and all of them in one place here, answered once by whoever answers",
  "Your response-time band shown on your listings, and your own figures week by week",
  "A monthly report e-mail with the same figures",
  "Verified patients' reviews on your listings, with your replies",
  "No commission on treatment and no per-booking fee",
] as const;
