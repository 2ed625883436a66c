import { Link, type ShouldRevalidateFunctionArgs, useFetcher, useLoaderData } from "react-router";

import type { Route } from "./+types/admin-listing-changes";
import { adminPaths } from "../../rules/admin-paths";
import type { ChangeRequestList, ChangeRequestView } from "../../rules/api/practice-listing";
import { REGISTRATION_CHECK_METHODS } from "../../rules/api/practice-onboarding";
import { nzDateTimeText } from "../../rules/nz-time";
import { CHANGE_STATUSES, type ChangeStatus, fieldLabel, valueText } from "../../rules/practice-listing";
import { AdminError, AdminShell } from "../components/admin-shell";
import { TypedText } from "../components/typed-text";
import { adminGet, adminMeta, adminSend, attempt, ensureSession } from "../lib/admin-api";
import { queryChoice } from "../lib/query-choice";

// Listing changes practices asked for (issue 36 item 4): approve (recording how a registration was
// checked) or decline with a reason; the practice is e-mailed the decision.
export const meta: Route.MetaFunction = () => adminMeta("Listing changes");

const statusOf = (request: Request): ChangeStatus => queryChoice(request, "status", CHANGE_STATUSES, "pending");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const status = statusOf(request);
  const [list] = await Promise.all([
    adminGet<ChangeRequestList>(`/listing-changes?${new URLSearchParams({ status })}`),
    ensureSession(),
  ]);
  return { status, items: list.items };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const text = (name: string) => String(form.get(name) ?? "");
  const decision = text("decision");
  const body =
    decision === "approve"
      ? { decision, checkMethod: text("checkMethod") || undefined, checkNote: text("checkNote") || undefined }
      : { decision, reason: text("reason") };
  return {
    id,
    ...(await attempt(async () => {
      await adminSend("POST", `/listing-changes/${encodeURIComponent(id)}/decision`, body);
      return decision === "approve"
        ? "Approved and applied; the practice is e-mailed."
        : "Declined; the practice is e-mailed.";
    })),
  };
}

/** A decision keeps its item on the screen with what happened; the list is read again on the next visit. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.has("decision") ? false : defaultShouldRevalidate;
}

const STATUS_TITLES: Record<ChangeStatus, string> = {
  pending: "Waiting",
  approved: "Approved",
  declined: "Declined",
};

const subjectText = (c: ChangeRequestView) =>
  c.subject === "new-practitioner"
    ? "New practitioner"
    : c.subject === "practice"
      ? "The practice's name or address"
      : `Practitioner ${c.listingId ?? ""}`;

function Decide({ change }: { change: ChangeRequestView }) {
  const fetcher = useFetcher<typeof clientAction>();
  const answer = fetcher.state === "idle" && fetcher.data?.id === change.id ? fetcher.data : undefined;
  const needsCheck = change.subject === "new-practitioner" || "registrationNumber" in change.after;
  const busy = fetcher.state !== "idle";
  if (answer?.ok) {
    return (
      <p role="status" className="mt-3 font-semibold text-brand-900">
        {answer.message}
      </p>
    );
  }
  return (
    <div className="mt-3 grid gap-4 md:grid-cols-2">
      <fetcher.Form method="post" className="space-y-2 rounded-lg border border-slate-200 p-3">
        <input type="hidden" name="id" value={change.id} />
        <input type="hidden" name="decision" value="approve" />
        {needsCheck && (
          <>
            <label htmlFor={`check-${change.id}`} className="field-label">
              How the registration was checked
            </label>
            <select id={`check-${change.id}`} name="checkMethod" className="field-input" required defaultValue="">
              <option value="" disabled>
                Choose…
              </option>
              {Object.entries(REGISTRATION_CHECK_METHODS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            <label htmlFor={`note-${change.id}`} className="field-label">
              Note (needed for "Other")
            </label>
            <input id={`note-${change.id}`} name="checkNote" maxLength={500} className="field-input" />
          </>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          Approve and apply
        </button>
      </fetcher.Form>
      <fetcher.Form method="post" className="space-y-2 rounded-lg border border-slate-200 p-3">
        <input type="hidden" name="id" value={change.id} />
        <input type="hidden" name="decision" value="decline" />
        <label htmlFor={`reason-${change.id}`} className="field-label">
          Reason for the practice
        </label>
        <input id={`reason-${change.id}`} name="reason" required maxLength={500} className="field-input" />
        <button type="submit" className="btn-secondary" disabled={busy}>
          Decline
        </button>
      </fetcher.Form>
      <p role="status" className="text-sm text-slate-700 md:col-span-2">
        {busy ? "Saving…" : ""}
      </p>
      {answer && !answer.ok && <AdminError message={answer.error} />}
    </div>
  );
}

function Change({ change }: { change: ChangeRequestView }) {
  return (
    <li className="card p-4">
      <h2 className="text-lg font-bold text-brand-900">
        <TypedText text={change.practiceName} /> · {subjectText(change)}
      </h2>
      <p className="text-sm text-slate-700">
        Asked by <TypedText text={change.requestedByEmail} /> on {nzDateTimeText(change.requestedAt)}
      </p>
      <table className="mt-2 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="pr-3">
              Field
            </th>
            <th scope="col" className="pr-3">
              Now
            </th>
            <th scope="col">Asked for</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(change.after)
            .filter(
              ([field]) =>
                change.subject !== "new-practitioner" ||
                ["name", "registrationNumber", "specialties", "services", "experience", "description"].includes(field),
            )
            .map(([field, value]) => (
              <tr key={field} className="border-t border-slate-200 align-top">
                <th scope="row" className="pr-3 font-medium">
                  {fieldLabel(field)}
                </th>
                <td className="pr-3 [overflow-wrap:anywhere]">
                  <TypedText text={valueText(field, change.before[field])} />
                </td>
                <td className="[overflow-wrap:anywhere]">
                  <TypedText text={valueText(field, value)} />
                </td>
              </tr>
            ))}
        </tbody>
      </table>
      {change.status === "pending" ? (
        <Decide change={change} />
      ) : (
        <p className="mt-2 text-sm text-slate-800">
          {STATUS_TITLES[change.status]} {change.decidedAt ? nzDateTimeText(change.decidedAt) : ""}
          {change.checkMethod ? ` · checked: ${change.checkMethod}` : ""}
          {change.checkNote ? ` (${change.checkNote})` : ""}
          {change.reason ? ` · reason: ${change.reason}` : ""}
        </p>
      )}
    </li>
  );
}

export default function AdminListingChanges() {
  const { status, items } = useLoaderData<typeof clientLoader>();
  return (
    <AdminShell title="Listing changes">
      <p className="max-w-3xl text-sm text-slate-700">
        Changes practices asked for that wait for a check: a new practitioner, a practitioner&apos;s name, registration
        number or specialist title, the practice&apos;s name and address. Approving applies the change to the listing.
      </p>
      <nav aria-label="Listing changes by status" className="mt-4 flex gap-4">
        {CHANGE_STATUSES.map((s) => (
          <Link
            key={s}
            to={adminPaths.listingChanges(s)}
            aria-current={s === status ? "page" : undefined}
            className={s === status ? "font-bold text-brand-900" : "text-brand-800 underline"}
          >
            {STATUS_TITLES[s]}
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <p className="mt-4 text-slate-800">Nothing here.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((c) => (
            <Change key={c.id} change={c} />
          ))}
        </ul>
      )}
    </AdminShell>
  );
}
