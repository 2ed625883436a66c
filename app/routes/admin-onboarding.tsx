import { Link, NavLink, useLoaderData } from "react-router";

import type { Route } from "./+types/admin-onboarding";
import { adminPaths } from "../../rules/admin-paths";
import {
  isOnboardingState,
  ONBOARDING_STATE_LABELS as STATE_LABELS,
  ONBOARDING_STATES,
  type OnboardingSummary,
} from "../../rules/api/practice-onboarding";
import { findCityName } from "../../rules/listings/city-names";
import { nzDateTimeText } from "../../rules/nz-time";
import { AdminShell } from "../components/admin-shell";
import { TypedText } from "../components/typed-text";
import { adminGet, adminMeta, ensureSession } from "../lib/admin-api";

export const meta: Route.MetaFunction = () => adminMeta("New practices");

/** The practices made from approved applications, by state (submitted first: the ones to check). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const asked = new URL(request.url).searchParams.get("state") ?? "submitted";
  const state = isOnboardingState(asked) ? asked : "submitted";
  const [answer] = await Promise.all([
    adminGet<{ practices: OnboardingSummary[] }>(`/onboarding?state=${encodeURIComponent(state)}`),
    ensureSession(),
  ]);
  return { state, practices: answer.practices };
}

const tab = ({ isActive }: { isActive: boolean }) => (isActive ? "btn-primary py-1.5" : "btn-secondary py-1.5");

export default function AdminOnboardingPage() {
  const { state, practices } = useLoaderData<typeof clientLoader>();
  return (
    <AdminShell title="New practices">
      <p className="max-w-3xl text-sm text-slate-700">
        Practices made from approved partner applications. Their owners complete and submit the listing; check each
        practitioner&apos;s Dental Council registration number, then publish it or return it with a reason.
      </p>
      <nav aria-label="By state" className="mt-4 flex flex-wrap gap-2">
        {ONBOARDING_STATES.map((s) => (
          <NavLink
            key={s}
            to={adminPaths.onboarding(s)}
            className={() => tab({ isActive: s === state })}
            aria-current={s === state ? "page" : undefined}
          >
            {STATE_LABELS[s]}
          </NavLink>
        ))}
      </nav>
      {practices.length === 0 ? (
        <p className="mt-6 text-sm text-slate-700">No practice is in this state.</p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Practices">
          {practices.map((p) => (
            <li key={p.practiceId} className="card flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <Link
                  to={adminPaths.onboardingPractice(p.practiceId)}
                  className="font-semibold text-brand-800 underline [overflow-wrap:anywhere]"
                >
                  <TypedText text={p.practiceName} />
                </Link>
                <p className="text-sm text-slate-700">
                  {findCityName(p.citySlug)?.name ?? p.citySlug}
                  {p.applicationReference ? ` · application ${p.applicationReference}` : ""} · since{" "}
                  {nzDateTimeText(p.stateAt)}
                </p>
              </div>
              <p className="text-sm font-medium">
                {p.checked} of {p.practitioners} registration number{p.practitioners === 1 ? "" : "s"} checked
              </p>
            </li>
          ))}
        </ul>
      )}
    </AdminShell>
  );
}
