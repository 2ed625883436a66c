import { useLoaderData } from "react-router";

import type { Route } from "./+types/practice-plan";
import { NotAllowed, PracticeShell, signedInOrRedirect } from "../components/practice-account-shell";
import { SITE } from "../content/site";
import { formatDate } from "../lib/dates";
import { nzDateTime } from "../../rules/nz-time";
import {
  PLAN_INCLUDES,
  PLAN_MONTHLY_FEE_NZD,
  PLAN_STATE_LABELS,
  PLAN_TRIAL_DAYS,
  type PlanView,
} from "../../rules/practice-plan";

// The practice's plan (issue 36 item 7), for its owners: its state (free trial until a date, active
// since a date, or paused with when and why) and what it includes. Operators set it; no payment
// provider is wired in, so nothing here is charged or paid online.
export const meta: Route.MetaFunction = () => [
  { title: `Plan | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return signedInOrRedirect(await context.practiceAccount.plan(request));
}

const day = (iso: string) => formatDate(nzDateTime(new Date(iso)).date);

function State({ plan }: { plan: PlanView }) {
  switch (plan.state) {
    case "trial":
      return (
        <>
          <p className="mt-2 text-xl font-bold text-slate-900">
            Free trial until {day(plan.trialEndsAt ?? plan.updatedAt)}
          </p>
          <p className="mt-1 text-slate-800">
            Your {PLAN_TRIAL_DAYS}-day free trial costs nothing. After it, the plan is ${PLAN_MONTHLY_FEE_NZD} a month,
            with no setup fee; you can cancel at any time.
          </p>
        </>
      );
    case "active":
      return (
        <>
          <p className="mt-2 text-xl font-bold text-slate-900">
            Active since {day(plan.activeSince ?? plan.updatedAt)}
          </p>
          <p className="mt-1 text-slate-800">
            ${PLAN_MONTHLY_FEE_NZD} a month, no setup fee, cancel at any time. We invoice you; nothing is charged
            online.
          </p>
        </>
      );
    case "paused":
      return (
        <>
          <p className="mt-2 text-xl font-bold text-slate-900">Paused since {day(plan.pausedAt ?? plan.updatedAt)}</p>
          {plan.pauseReason && <p className="mt-1 text-slate-800 [overflow-wrap:anywhere]">Why: {plan.pauseReason}</p>}
          <p className="mt-1 text-slate-800">
            Your listing and your requests carry on as before while the plan is paused; contact us to resume it.
          </p>
        </>
      );
  }
}

export default function PracticePlan() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind !== "ok") return <NotAllowed result={loaded} />;
  const { me, plan } = loaded;
  return (
    <PracticeShell me={me} title="Plan">
      <section aria-labelledby="plan-heading" className="card p-5 sm:p-6">
        <h2 id="plan-heading" className="text-lg font-bold">
          Your plan{plan ? `: ${PLAN_STATE_LABELS[plan.state].toLowerCase()}` : ""}
        </h2>
        {plan ? (
          <State plan={plan} />
        ) : (
          <p className="mt-2 text-slate-800">Your practice's {PLAN_TRIAL_DAYS}-day free trial has not started yet.</p>
        )}
        <p className="mt-3 text-sm text-slate-700">
          {SITE.name} sets your plan; to change it, or with a question about a bill, contact our partnerships team.
        </p>
      </section>
      <section aria-labelledby="includes-heading" className="card p-5 sm:p-6">
        <h2 id="includes-heading" className="text-lg font-bold">
          What the plan includes
        </h2>
        <ul className="mt-3 space-y-2">
          {PLAN_INCLUDES.map((item) => (
            <li key={item} className="flex gap-3 text-slate-800">
              <span aria-hidden="true" className="font-bold text-brand-700">
                ✓
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </section>
    </PracticeShell>
  );
}
