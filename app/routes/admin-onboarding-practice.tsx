import { Link, useFetcher, useLoaderData } from "react-router";

import type { Route } from "./+types/admin-onboarding-practice";
import { adminPaths } from "../../rules/admin-paths";
import {
  type OnboardingDetail,
  type OnboardingPractitioner,
  REGISTRATION_CHECK_METHODS,
} from "../../rules/api/practice-onboarding";
import { findCityName } from "../../rules/listings/city-names";
import { nzDateTimeText } from "../../rules/nz-time";
import { AdminPanel } from "../components/admin-panel";
import { AdminError, AdminShell } from "../components/admin-shell";
import { MissingList } from "../components/practice-listing-state";
import { TypedText } from "../components/typed-text";
import { AdminApiError, adminGet, adminMeta, adminSend, ensureSession } from "../lib/admin-api";
import { STATE_LABELS } from "./admin-onboarding";

export const meta: Route.MetaFunction = () => adminMeta("New practice");

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const [answer] = await Promise.all([
    adminGet<{ practice: OnboardingDetail }>(`/onboarding/${encodeURIComponent(params.practiceId)}`),
    ensureSession(),
  ]);
  return answer.practice;
}

type Answer =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; error: string; fields: Record<string, string> };

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

function CheckForm({ practitioner }: { practitioner: OnboardingPractitioner }) {
  const fetcher = useFetcher<typeof clientAction>();
  const key = `check:${practitioner.id}`;
  const answer = fetcher.state === "idle" && fetcher.data?.intent === key ? fetcher.data : undefined;
  const field = (name: string) => `${name}-${practitioner.kind}-${practitioner.id}`;
  const noteError = answer && !answer.ok ? answer.fields.note : undefined;
  return (
    <fetcher.Form
      method="post"
      className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto] sm:items-end"
    >
      <input type="hidden" name="intent" value="check" />
      <input type="hidden" name="kind" value={practitioner.kind} />
      <input type="hidden" name="id" value={practitioner.id} />
      <div>
        <label htmlFor={field("method")} className="field-label">
          How you checked
        </label>
        <select id={field("method")} name="method" className="field-input" defaultValue="register">
          {Object.entries(REGISTRATION_CHECK_METHODS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={field("note")} className="field-label">
          Note (needed for “Other”)
        </label>
        <input
          id={field("note")}
          name="note"
          className="field-input"
          maxLength={500}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${field("note")}-error` : undefined}
        />
        {noteError && (
          <p id={`${field("note")}-error`} className="mt-1 text-sm text-red-800">
            {noteError}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary h-11" disabled={fetcher.state !== "idle"}>
        Record check
      </button>
      <p role="status" className="text-sm text-slate-700 sm:col-span-3">
        {answer?.ok ? answer.message : ""}
      </p>
      {answer && !answer.ok && !noteError && <AdminError message={answer.error} />}
    </fetcher.Form>
  );
}

function Practitioner({ practitioner, open }: { practitioner: OnboardingPractitioner; open: boolean }) {
  const check = practitioner.check;
  return (
    <li className="border-t border-slate-200 py-4 first:border-t-0">
      <h3 className="font-semibold text-slate-900">
        <TypedText text={practitioner.name || "(no name yet)"} />{" "}
        <span className="font-normal text-slate-700">
          · {practitioner.kind === "dentist" ? "Dentist" : "Surgeon"} · registration number{" "}
          <strong className="text-slate-900">{practitioner.registrationNumber || "not given"}</strong>
        </span>
      </h3>
      {check ? (
        <p className="mt-1 text-sm text-green-900">
          ✓ Checked by <TypedText text={check.checkedBy} />, {nzDateTimeText(check.checkedAt)}: {check.methodLabel}
          {check.note ? (
            <>
              {" "}
              — <TypedText text={check.note} />
            </>
          ) : null}
        </p>
      ) : (
        <p className="mt-1 text-sm font-semibold text-amber-900">Not checked yet.</p>
      )}
      {open && practitioner.registrationNumber && <CheckForm practitioner={practitioner} />}
    </li>
  );
}

function Decide({ practice }: { practice: OnboardingDetail }) {
  const fetcher = useFetcher<typeof clientAction>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const mine = answer && (answer.intent === "publish" || answer.intent === "return") ? answer : undefined;
  const unchecked = practice.practitionerList.filter((p) => !p.check).length;
  const reasonError = mine && !mine.ok ? mine.fields.reason : undefined;
  return (
    <AdminPanel id="decide" title="Publish or return">
      <p className="mt-1 text-sm text-slate-700">
        {practice.missing.length > 0
          ? "The listing is not complete (see above)."
          : unchecked > 0
            ? `${unchecked} registration number${unchecked === 1 ? "" : "s"} still to check before publishing.`
            : "Every registration number is checked: the listing can be published."}
      </p>
      <fetcher.Form method="post" className="mt-3">
        <button type="submit" name="intent" value="publish" className="btn-primary" disabled={fetcher.state !== "idle"}>
          Publish the listing
        </button>
      </fetcher.Form>
      <fetcher.Form method="post" className="mt-5 space-y-2">
        <label htmlFor="return-reason" className="field-label">
          Reason for returning it to the owner (they are e-mailed this)
        </label>
        <textarea
          id="return-reason"
          name="reason"
          rows={3}
          maxLength={2000}
          className="field-input"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? "return-reason-error" : undefined}
        />
        {reasonError && (
          <p id="return-reason-error" className="text-sm text-red-800">
            {reasonError}
          </p>
        )}
        <button
          type="submit"
          name="intent"
          value="return"
          className="btn-secondary"
          disabled={fetcher.state !== "idle"}
        >
          Return to the owner
        </button>
      </fetcher.Form>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {mine?.ok ? mine.message : ""}
      </p>
      {mine && !mine.ok && !reasonError && <AdminError message={mine.error} />}
    </AdminPanel>
  );
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
