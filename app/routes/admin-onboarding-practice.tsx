import { Link, useLoaderData } from "react-router";

import type { Route } from "./+types/admin-onboarding-practice";
import { adminPaths } from "../../rules/admin-paths";
import { ONBOARDING_STATE_LABELS as STATE_LABELS, type OnboardingDetail } from "../../rules/api/practice-onboarding";
import { findCityName } from "../../rules/listings/city-names";
import { nzDateTimeText } from "../../rules/nz-time";
import { AdminPanel } from "../components/admin-panel";
import { AdminShell } from "../components/admin-shell";
import { MissingList } from "../components/practice-listing-state";
import { type OnboardingAnswer as Answer, Decide, Practitioner } from "../components/admin-onboarding-forms";
import { TypedText } from "../components/typed-text";
import { AdminApiError, adminGet, adminMeta, adminSend, ensureSession } from "../lib/admin-api";

export const meta: Route.MetaFunction = () => adminMeta("New practice");

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const [answer] = await Promise.all([
    adminGet<{ practice: OnboardingDetail }>(`/onboarding/${encodeURIComponent(params.practiceId)}`),
    ensureSession(),
  ]);
  return answer.practice;
}

/** Record a check, publish or return; the page is loaded again after each. */
export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<Answer> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const base = `/onboarding/${encodeURIComponent(params.practiceId)}`;
  try {
    if (intent === "check") {
      await adminSend("POST", `${base}/checks`, {
        kind: String(form.get("kind") ?? ""),
        id: String(form.get("id") ?? ""),
        method: String(form.get("method") ?? ""),
        note: String(form.get("note") ?? ""),
      });
      return { ok: true, intent: `check:${String(form.get("id") ?? "")}`, message: "Check recorded." };
    }
    if (intent === "publish") {
      await adminSend("POST", `${base}/publish`);
      return { ok: true, intent, message: "Published: the practice is e-mailed its profile's link." };
    }
    await adminSend("POST", `${base}/return`, { reason: String(form.get("reason") ?? "") });
    return { ok: true, intent, message: "Returned: the owner is e-mailed your reason." };
  } catch (caught) {
    if (caught instanceof Response) throw caught;
    const key = intent === "check" ? `check:${String(form.get("id") ?? "")}` : intent;
    return {
      ok: false,
      intent: key,
      error: caught instanceof Error ? caught.message : "That did not work. Please try again.",
      fields: caught instanceof AdminApiError ? caught.fields : {},
    };
  }
}

export default function AdminOnboardingPracticePage() {
  const practice = useLoaderData<typeof clientLoader>();
  const open = practice.state === "submitted";
  return (
    <AdminShell title={<TypedText text={practice.practiceName} />}>
      <p>
        <Link
          to={adminPaths.onboarding(practice.state)}
          className="text-sm text-brand-800 underline underline-offset-2"
        >
          ← New practices
        </Link>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        <strong className="text-slate-900">{STATE_LABELS[practice.state]}</strong> since{" "}
        {nzDateTimeText(practice.stateAt)}
        {practice.applicationReference ? ` · application ${practice.applicationReference}` : ""}
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <AdminPanel id="practitioners" title="Registration numbers" roomy>
            <p className="mt-1 text-sm text-slate-700">
              Look each number up on the Dental Council&apos;s public register (or ask the Council), and record how you
              checked. A check counts for the number checked: a changed number needs a new check.
            </p>
            {practice.practitionerList.length === 0 ? (
              <p className="mt-3 text-sm">The owner has not added a practitioner yet.</p>
            ) : (
              <ul className="mt-2">
                {practice.practitionerList.map((p) => (
                  <Practitioner key={`${p.kind}/${p.id}`} practitioner={p} open={open} />
                ))}
              </ul>
            )}
          </AdminPanel>
          {practice.missing.length > 0 && (
            <AdminPanel id="missing" title="Still missing">
              <MissingList missing={practice.missing} />
            </AdminPanel>
          )}
          {/* Keyed by the checks recorded: an earlier refusal does not outlive the check that answers it. */}
          {open && <Decide key={practice.checked} practice={practice} />}
          {practice.state === "published" && practice.profilePath && (
            <p>
              <Link to={practice.profilePath} className="font-semibold text-brand-800 underline">
                See the public profile
              </Link>
            </p>
          )}
        </div>
        <AdminPanel id="practice" title="The practice">
          <dl className="mt-2 space-y-1 text-sm [overflow-wrap:anywhere]">
            <div>
              <dt className="inline font-semibold">Address: </dt>
              <dd className="inline">
                <TypedText text={practice.address} />, {findCityName(practice.citySlug)?.name ?? practice.citySlug}
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold">Phone: </dt>
              <dd className="inline">{practice.phone}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">E-mail: </dt>
              <dd className="inline">
                <TypedText text={practice.email} />
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold">Website: </dt>
              <dd className="inline">
                <TypedText text={practice.website} />
              </dd>
            </div>
            {practice.submittedAt && (
              <div>
                <dt className="inline font-semibold">Submitted: </dt>
                <dd className="inline">{nzDateTimeText(practice.submittedAt)}</dd>
              </div>
            )}
            {practice.returnReason && (
              <div>
                <dt className="inline font-semibold">Last returned because: </dt>
                <dd className="inline">
                  <TypedText text={practice.returnReason} />
                </dd>
              </div>
            )}
          </dl>
          {practice.prefill && (
            <p className="mt-3 text-sm text-slate-700">
              The application gave registration number {practice.prefill.registrationNumber} (applicant:{" "}
              <TypedText text={practice.prefill.contactName} />
              ).
            </p>
          )}
        </AdminPanel>
      </div>
    </AdminShell>
  );
}
