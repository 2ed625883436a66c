import { useFetcher, useLoaderData } from "react-router";

import type { Route } from "./+types/admin-reviews";
import type { ModerationItem, ModerationQueue } from "../../rules/api/reviews";
import { nzDateTimeText } from "../../rules/nz-time";
import { OVERDUE_WORKING_DAYS, REDACTED, REJECT_REASONS } from "../../rules/reviews/moderation";
import { OVERALL_LABEL, SERVICE_SCORES } from "../../rules/reviews/scores";
import { AdminError, AdminShell } from "../components/admin-shell";
import { TypedText } from "../components/typed-text";
import { adminGet, adminMeta, adminSend, attempt, ensureSession } from "../lib/admin-api";

export const meta: Route.MetaFunction = () => adminMeta("Reviews");

export async function clientLoader() {
  const [queue] = await Promise.all([adminGet<ModerationQueue>("/reviews"), ensureSession()]);
  return queue;
}

/** Publish (as written, or with a name edited out) or reject with a reason; the queue is loaded again after it. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const intent = String(form.get("intent") ?? "");
  const body =
    intent === "reject"
      ? { outcome: "reject", reason: String(form.get("reason") ?? "") }
      : intent === "redact"
        ? { outcome: "publish", shownText: String(form.get("shownText") ?? "") }
        : { outcome: "publish" };
  return {
    id,
    ...(await attempt(async () => {
      await adminSend("POST", `/reviews/${encodeURIComponent(id)}/decision`, body);
      return intent === "reject" ? "Rejected: the patient is e-mailed why." : "Published: the patient is e-mailed.";
    })),
  };
}

const monthYear = new Intl.DateTimeFormat("en-NZ", { month: "long", year: "numeric", timeZone: "Pacific/Auckland" });

function Scores({ item }: { item: ModerationItem }) {
  const rows: [string, number][] = [
    [OVERALL_LABEL, item.overall],
    ...SERVICE_SCORES.map((s): [string, number] => [s.label, item.scores[s.key]]),
  ];
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, stars]) => (
        <div key={label} className="contents">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-medium text-slate-900">
            <span aria-hidden="true" className="text-amber-600">
              {"★".repeat(stars)}
              {"☆".repeat(5 - stars)}
            </span>{" "}
            {stars} of 5
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Decision({ item }: { item: ModerationItem }) {
  const fetcher = useFetcher<typeof clientAction>();
  const answer = fetcher.state === "idle" && fetcher.data?.id === item.id ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  const field = (name: string) => `${name}-${item.id}`;
  return (
    <div className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      <fetcher.Form method="post">
        <input type="hidden" name="id" value={item.id} />
        <button type="submit" name="intent" value="publish" className="btn-primary py-1.5" disabled={busy}>
          Publish as written
        </button>
      </fetcher.Form>
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="id" value={item.id} />
        <div className="min-w-0 flex-1">
          <label htmlFor={field("reason")} className="field-label">
            Reason for rejecting
          </label>
          <select id={field("reason")} name="reason" className="field-input" required defaultValue="">
            <option value="" disabled>
              Choose a reason…
            </option>
            {REJECT_REASONS.map((r) => (
              <option key={r.key} value={r.key}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="reject" className="btn-secondary py-1.5" disabled={busy}>
          Reject
        </button>
      </fetcher.Form>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-brand-800">Edit out a name, then publish</summary>
        <fetcher.Form method="post" className="mt-2 space-y-2">
          <input type="hidden" name="id" value={item.id} />
          <label htmlFor={field("shown")} className="field-label">
            Text as published: put {REDACTED} in place of each name; change nothing else
          </label>
          <textarea id={field("shown")} name="shownText" rows={6} defaultValue={item.text} className="field-input" />
          <button type="submit" name="intent" value="redact" className="btn-secondary py-1.5" disabled={busy}>
            Publish with the edit
          </button>
        </fetcher.Form>
      </details>
      <p role="status" className="text-sm text-slate-700">
        {answer?.ok ? answer.message : ""}
      </p>
      {answer && !answer.ok && <AdminError message={answer.error} />}
    </div>
  );
}

function Waiting({ item }: { item: ModerationItem }) {
  return (
    <li className="card p-4 sm:p-5" aria-labelledby={`review-${item.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`review-${item.id}`} className="font-semibold text-slate-900">
          <TypedText text={item.authorName} /> on {item.dentistName ? `${item.dentistName}, ` : ""}
          {item.practiceName}
        </h3>
        {item.overdue && (
          <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold text-white">
            Waiting over {OVERDUE_WORKING_DAYS} working days
          </span>
        )}
        {item.status === "held" && (
          <span className="rounded-full border border-amber-600 bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900">
            Held
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Visit {monthYear.format(new Date(item.visitedAt))} · written {nzDateTimeText(item.submittedAt)}
      </p>
      {item.holdReasons.length > 0 && (
        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p className="font-semibold">Held because:</p>
          <ul className="list-disc pl-5">
            {item.holdReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      <Scores item={item} />
      <blockquote className="mt-3 rounded-md bg-slate-100 p-3 text-sm whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
        <TypedText text={item.text} />
      </blockquote>
      <Decision item={item} />
    </li>
  );
}

export default function AdminReviewsPage() {
  const { waiting, overdue, recent } = useLoaderData<typeof clientLoader>();
  return (
    <AdminShell title="Reviews">
      <p className="max-w-3xl text-sm text-slate-700">
        Every review waits here before it is published, oldest first. Publish anything that keeps to the policy,
        whatever its stars. Held ones show why. The patient is e-mailed the outcome.
      </p>
      <section aria-labelledby="waiting-heading" className="mt-6">
        <h2 id="waiting-heading" className="text-xl font-bold text-brand-900">
          Waiting ({waiting.length}){overdue > 0 ? `, ${overdue} over ${OVERDUE_WORKING_DAYS} working days` : ""}
        </h2>
        {waiting.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No review is waiting.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {waiting.map((item) => (
              <Waiting key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recent-heading" className="mt-8">
        <h2 id="recent-heading" className="text-xl font-bold text-brand-900">
          Recently decided
        </h2>
        {recent.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No decisions yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
            {recent.map((r) => (
              <li key={r.id} className="px-4 py-2">
                <TypedText text={r.authorName} /> on {r.practiceName}:{" "}
                <strong>
                  {r.status === "published" ? (r.redacted ? "published with an edit" : "published") : "rejected"}
                </strong>
                {r.reason ? ` (${r.reason})` : ""} by <TypedText text={r.decidedBy} />, {nzDateTimeText(r.decidedAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminShell>
  );
}
