import { adminSend } from "../lib/admin-api";
import { AdminPanel, AdminPanelMessages } from "./admin-panel";
import { useAdminPanel } from "./use-admin-panel";
import { apiPaths } from "../../rules/api-paths";
import { nzDateTime } from "../../rules/nz-time";
import { ALLOWED_CHANGES, PAUSE_REASON_MAX, PLAN_STATE_LABELS, type PlanView } from "../../rules/practice-plan";

interface Loaded {
  plan: PlanView | null;
  passkeys: { userId: string; email: string; count: number }[];
}

const day = (iso: string) => nzDateTime(new Date(iso)).date;

function stateText(plan: PlanView): string {
  if (plan.state === "trial") return `${PLAN_STATE_LABELS.trial} until ${day(plan.trialEndsAt ?? plan.updatedAt)}`;
  if (plan.state === "active") return `${PLAN_STATE_LABELS.active} since ${day(plan.activeSince ?? plan.updatedAt)}`;
  return `${PLAN_STATE_LABELS.paused} since ${day(plan.pausedAt ?? plan.updatedAt)}: ${plan.pauseReason ?? ""}`;
}

/**
 * Beside the practice's people (issue 36 items 1 and 7): its plan, changed by an operator through
 * /admin/api/practices/{id}/plan (the state machine and the audit are the server's), and the people
 * with passkeys, whose passkeys an operator removes when they have lost them all.
 */
export function AdminPracticePlan({ practiceId }: { practiceId: string }) {
  const { loaded, error, fields, notice, busy, run } = useAdminPanel<Loaded>(
    apiPaths.practicePlan(practiceId),
    "The plan could not be loaded.",
  );
  const send = (body: Record<string, string>, done: string) =>
    void run(() => adminSend("POST", apiPaths.practicePlan(practiceId), body), done);
  const plan = loaded?.plan ?? null;
  const allowed = plan ? ALLOWED_CHANGES[plan.state] : [];

  return (
    <AdminPanel id="practice-plan" title="Plan and passkeys">
      <AdminPanelMessages error={error} notice={notice} />
      {loaded === null ? (
        <p className="mt-2 text-sm text-slate-700">Loading…</p>
      ) : (
        <>
          <p className="mt-2 text-sm font-semibold [overflow-wrap:anywhere]" data-testid="plan-state">
            {plan ? stateText(plan) : "No plan yet: the trial starts when someone is added to the account."}
          </p>
          {allowed.includes("activate") && (
            <button
              type="button"
              className="btn-secondary mt-2 w-full"
              disabled={busy}
              onClick={() => send({ kind: "activate" }, "The plan is active.")}
            >
              Activate now
            </button>
          )}
          {allowed.includes("resume") && (
            <button
              type="button"
              className="btn-secondary mt-2 w-full"
              disabled={busy}
              onClick={() => send({ kind: "resume" }, "The plan is active again.")}
            >
              Resume
            </button>
          )}
          {allowed.includes("extend-trial") && (
            <form
              className="mt-3 space-y-2"
              aria-label="Extend the trial"
              onSubmit={(event) => {
                event.preventDefault();
                const data = new FormData(event.currentTarget);
                send({ kind: "extend-trial", trialEndsOn: String(data.get("trialEndsOn") ?? "") }, "Trial extended.");
              }}
            >
              <label className="field-label" htmlFor="plan-trial-ends">
                Trial ends on
              </label>
              <input
                id="plan-trial-ends"
                name="trialEndsOn"
                type="date"
                required
                className="field-input"
                aria-invalid={fields.trialEndsOn ? true : undefined}
                aria-describedby={fields.trialEndsOn ? "plan-trial-ends-error" : undefined}
              />
              {fields.trialEndsOn && (
                <p id="plan-trial-ends-error" className="text-sm font-medium text-red-700">
                  {fields.trialEndsOn}
                </p>
              )}
              <button type="submit" className="btn-secondary w-full" disabled={busy}>
                Extend the trial
              </button>
            </form>
          )}
          {allowed.includes("pause") && (
            <form
              className="mt-3 space-y-2"
              aria-label="Pause the plan"
              onSubmit={(event) => {
                event.preventDefault();
                const data = new FormData(event.currentTarget);
                send({ kind: "pause", reason: String(data.get("reason") ?? "") }, "The plan is paused.");
              }}
            >
              <label className="field-label" htmlFor="plan-pause-reason">
                Pause: why (the practice sees it)
              </label>
              <textarea
                id="plan-pause-reason"
                name="reason"
                rows={2}
                maxLength={PAUSE_REASON_MAX}
                className="field-input"
                aria-invalid={fields.reason ? true : undefined}
                aria-describedby={fields.reason ? "plan-pause-reason-error" : undefined}
              />
              {fields.reason && (
                <p id="plan-pause-reason-error" className="text-sm font-medium text-red-700">
                  {fields.reason}
                </p>
              )}
              <button type="submit" className="btn-secondary w-full" disabled={busy}>
                Pause the plan
              </button>
            </form>
          )}
          <h3 className="mt-4 text-sm font-bold">Passkeys</h3>
          {loaded.passkeys.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">Nobody in this account has a passkey.</p>
          ) : (
            <ul className="mt-1 space-y-2 text-sm">
              {loaded.passkeys.map((p) => (
                <li key={p.userId} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    {p.email} · {p.count} passkey{p.count === 1 ? "" : "s"}
                  </span>
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={busy}
                    aria-label={`Remove every passkey of ${p.email}`}
                    onClick={() => {
                      if (
                        !window.confirm(
                          `Remove every passkey of ${p.email}? Do it only once you have checked it is them.`,
                        )
                      )
                        return;
                      void run(
                        () => adminSend("DELETE", apiPaths.practicePasskeys(practiceId, p.userId)),
                        `Removed ${p.email}'s passkeys and ended their sessions.`,
                      );
                    }}
                  >
                    Remove passkeys
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </AdminPanel>
  );
}
