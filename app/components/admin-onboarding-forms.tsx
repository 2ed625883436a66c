import { useFetcher } from "react-router";

import {
  type OnboardingDetail,
  type OnboardingPractitioner,
  REGISTRATION_CHECK_METHODS,
} from "../../rules/api/practice-onboarding";
import { nzDateTimeText } from "../../rules/nz-time";
import { AdminPanel } from "./admin-panel";
import { AdminError } from "./admin-shell";
import { TypedText } from "./typed-text";

/*
 * The forms of a new practice's check screen (app/routes/admin-onboarding-practice.tsx): a
 * practitioner with their registration check and the form recording one, and "Publish or return".
 */

/** What the check screen's clientAction answers: keyed by intent ("check:{id}", "publish", "return"). */
export type OnboardingAnswer =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; error: string; fields: Record<string, string> };

function CheckForm({ practitioner }: { practitioner: OnboardingPractitioner }) {
  const fetcher = useFetcher<OnboardingAnswer>();
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

export function Practitioner({ practitioner, open }: { practitioner: OnboardingPractitioner; open: boolean }) {
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

export function Decide({ practice }: { practice: OnboardingDetail }) {
  const fetcher = useFetcher<OnboardingAnswer>();
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
