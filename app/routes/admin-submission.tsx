import { type FormEvent, useState } from "react";
import { Link, useLoaderData, useNavigate, useRevalidator } from "react-router";

import type { Route } from "./+types/admin-submission";
import { TRACKING_FIELDS } from "../../forms/common";
import { displayValue, fieldSpec } from "../../forms/display";
import { FORM_SPECS } from "../../forms/specs";
import { StatusBadge, UrgencyBadge, WaitBadge } from "../components/admin-badges";
import { AdminError, AdminShell } from "../components/admin-shell";
import { DENTISTS } from "../content/dentists";
import {
  adminGet,
  adminMeta,
  adminPaths,
  adminSend,
  ensureSession,
  formatDateTime,
  FORM_LABELS,
  STATUS_LABELS,
  type SubmissionDetail,
} from "../lib/admin-api";

export const meta: Route.MetaFunction = () => adminMeta("Submission");

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const [detail] = await Promise.all([
    adminGet<SubmissionDetail>(`/submissions/${encodeURIComponent(params.id)}`),
    ensureSession(),
  ]);
  return { detail, now: Date.now() };
}

const ACTION_LABELS: Record<string, string> = {
  received: "Received",
  "status-change": "Status changed",
  "matched-dentist": "Matched with",
  note: "Note",
  "released-from-spam": "Released from spam",
  "marked-spam": "Marked as spam",
  withdrawn: "Withdrawn by the patient; personal details erased",
};

/**
 * A submission's fields as the form asked for them: in the form's order, under the form's labels,
 * values as people read them (forms/display.ts). Keys the form does not define (a trapped bot's
 * extra fields) follow, under their own name. UTM values and the page are shown under "Where it came from".
 */
function shownFields(submission: SubmissionDetail["submission"]): { key: string; label: string; value: string }[] {
  const order = Object.keys(FORM_SPECS[submission.form].fields);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(submission.fields)
    .filter(([key]) => !(TRACKING_FIELDS as readonly string[]).includes(key))
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({
      key,
      label: fieldSpec(submission.form, key)?.label ?? key,
      value:
        typeof value === "object" && value !== null && !Array.isArray(value)
          ? JSON.stringify(value)
          : displayValue(submission.form, key, value) || "—",
    }));
}

function download(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function AdminSubmissionPage() {
  const { detail, now } = useLoaderData<typeof clientLoader>();
  const { submission, events, moves } = detail;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [target, setTarget] = useState("");
  const [confirmDelete, setConfirmDelete] = useState(false);

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setError(null);
    setMessage(null);
    try {
      await action();
      if (done) setMessage(done);
      await revalidator.revalidate();
      return true;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "That did not work. Please try again.");
      return false;
    }
  };

  const onMove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const to = String(data.get("to") ?? "");
    void run(
      () =>
        adminSend("POST", `/submissions/${submission.id}/status`, {
          to,
          note: String(data.get("note") ?? ""),
          dentistId: to === "matched" ? String(data.get("dentistId") ?? "") : undefined,
        }),
      `Status changed to ${STATUS_LABELS[to] ?? to}.`,
    ).then((ok) => {
      if (ok) {
        form.reset();
        setTarget("");
      }
    });
  };

  const onNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const note = String(new FormData(form).get("note") ?? "");
    void run(() => adminSend("POST", `/submissions/${submission.id}/note`, { note }), "Note added.").then(
      (ok) => ok && form.reset(),
    );
  };

  const matched = [...events].reverse().find((e) => e.action === "matched-dentist");
  const meta: [string, string | null][] = [
    ["E-mail", submission.email],
    ["Received", formatDateTime(submission.received_at)],
    ["Last change", formatDateTime(submission.updated_at)],
    ["Page", submission.page_url],
    ["UTM source", submission.utm_source],
    ["UTM medium", submission.utm_medium],
    ["UTM campaign", submission.utm_campaign],
  ];

  return (
    <AdminShell title={`${FORM_LABELS[submission.form]} ${submission.reference}`}>
      <p>
        <Link to={adminPaths.inbox()} className="text-sm text-brand-800 underline underline-offset-2">
          ← Back to the inbox
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <StatusBadge status={submission.status} />
        {submission.form === "booking" && <UrgencyBadge urgency={submission.urgency} />}
        {submission.form === "booking" && submission.status === "new" && !submission.spam && (
          <WaitBadge receivedAt={submission.received_at} now={now} />
        )}
        {submission.spam ? <span className="text-sm font-semibold text-red-700">Held as spam</span> : null}
        {matched && (
          <span className="text-sm text-slate-800">
            Matched with <bdi>{matched.note}</bdi>
          </span>
        )}
      </div>
      <AdminError message={error} />
      {message && (
        <p
          role="status"
          className="mt-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
        >
          {message}
        </p>
      )}

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <section className="card p-4 sm:p-6" aria-labelledby="fields-heading">
            {/* What a person typed is isolated (<bdi>): a right-to-left override cannot flip the text around it. */}
            <h2 id="fields-heading" className="text-lg font-bold">
              <bdi>{submission.name || submission.email || "Personal details erased"}</bdi>
            </h2>
            <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
              {shownFields(submission).map(({ key, label, value }) => (
                <div key={key} className="contents">
                  <dt className="font-semibold text-slate-700">{label}</dt>
                  <dd className="break-words whitespace-pre-line text-ink">
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="card p-4 sm:p-6" aria-labelledby="source-heading">
            <h2 id="source-heading" className="text-lg font-bold">
              Where it came from
            </h2>
            <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
              {meta.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold text-slate-700">{label}</dt>
                  <dd className="break-words text-ink">
                    <bdi>{value || "—"}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="card p-4 sm:p-6" aria-labelledby="history-heading">
            <h2 id="history-heading" className="text-lg font-bold">
              History
            </h2>
            <ol className="mt-3 space-y-3 border-l-2 border-brand-200 pl-4 text-sm">
              {events.map((e) => (
                <li key={e.id}>
                  <p className="font-semibold text-ink">
                    {ACTION_LABELS[e.action] ?? e.action}
                    {e.action === "status-change" &&
                      `: ${STATUS_LABELS[e.from_status ?? ""] ?? e.from_status} → ${STATUS_LABELS[e.to_status ?? ""] ?? e.to_status}`}
                  </p>
                  <p className="text-xs text-slate-600">
                    {formatDateTime(e.at)} · <bdi>{e.actor}</bdi>
                  </p>
                  {e.note && (
                    <p className="mt-1 whitespace-pre-line text-slate-800">
                      <bdi>{e.note}</bdi>
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </section>
        </div>

        <div className="space-y-4">
          {moves.length > 0 && (
            <section className="card p-4" aria-labelledby="move-heading">
              <h2 id="move-heading" className="text-lg font-bold">
                Change status
              </h2>
              <form className="mt-3 space-y-3" onSubmit={onMove}>
                <div>
                  <label className="field-label" htmlFor="move-to">
                    New status
                  </label>
                  <select
                    className="field-input"
                    id="move-to"
                    name="to"
                    required
                    value={target}
                    onChange={(e) => setTarget(e.target.value)}
                  >
                    <option value="">Choose…</option>
                    {moves.map((m) => (
                      <option key={m} value={m}>
                        {STATUS_LABELS[m] ?? m}
                      </option>
                    ))}
                  </select>
                </div>
                {target === "matched" && (
                  <div>
                    <label className="field-label" htmlFor="move-dentist">
                      Matched with
                    </label>
                    <select className="field-input" id="move-dentist" name="dentistId" required defaultValue="">
                      <option value="">Choose a dentist…</option>
                      {DENTISTS.map((d) => (
                        <option key={d.id} value={d.id}>
                          {d.name}, {d.practice}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
                <div>
                  <label className="field-label" htmlFor="move-note">
                    Internal note (optional)
                  </label>
                  <textarea className="field-input" id="move-note" name="note" rows={2} maxLength={2000} />
                </div>
                <button type="submit" className="btn-primary w-full">
                  Change status
                </button>
              </form>
            </section>
          )}
          <section className="card p-4" aria-labelledby="note-heading">
            <h2 id="note-heading" className="text-lg font-bold">
              Add a note
            </h2>
            <form className="mt-3 space-y-3" onSubmit={onNote}>
              <label className="field-label" htmlFor="note-text">
                Note (seen by operators only)
              </label>
              <textarea className="field-input" id="note-text" name="note" rows={2} required maxLength={2000} />
              <button type="submit" className="btn-secondary w-full">
                Add note
              </button>
            </form>
          </section>
          <section className="card p-4" aria-labelledby="privacy-heading">
            <h2 id="privacy-heading" className="text-lg font-bold">
              Spam and privacy
            </h2>
            <div className="mt-3 flex flex-col gap-2">
              <button
                type="button"
                className="btn-secondary"
                onClick={() =>
                  void run(
                    () =>
                      adminSend(
                        "POST",
                        `/submissions/${submission.id}/${submission.spam ? "release-spam" : "mark-spam"}`,
                      ),
                    submission.spam ? "Released from spam." : "Moved to spam.",
                  )
                }
              >
                {submission.spam ? "Release from spam" : "Mark as spam"}
              </button>
              {/* Erased (withdrawn by the patient): no address left to export by. */}
              {submission.email && (
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() =>
                    void run(async () =>
                      download(
                        `personal-data-${submission.reference}.json`,
                        await adminSend("POST", "/people/export", { email: submission.email }),
                      ),
                    )
                  }
                >
                  Export this person’s data
                </button>
              )}
              {confirmDelete ? (
                <div className="rounded-lg border border-red-300 bg-red-50 p-3">
                  <p className="text-sm text-red-900">
                    Delete {submission.reference} and its history permanently? This cannot be undone.
                  </p>
                  <div className="mt-2 flex gap-2">
                    <button
                      type="button"
                      className="btn-danger"
                      onClick={() =>
                        void (async () => {
                          try {
                            await adminSend("DELETE", `/submissions/${submission.id}`);
                            navigate(adminPaths.inbox(), { replace: true });
                          } catch (caught) {
                            setError(caught instanceof Error ? caught.message : "It could not be deleted.");
                          }
                        })()
                      }
                    >
                      Yes, delete permanently
                    </button>
                    <button type="button" className="btn-secondary" onClick={() => setConfirmDelete(false)}>
                      Keep it
                    </button>
                  </div>
                </div>
              ) : (
                <button type="button" className="btn-danger" onClick={() => setConfirmDelete(true)}>
                  Delete this submission…
                </button>
              )}
              <p className="text-xs text-slate-600">
                To export or delete everything stored under this person’s e-mail, use{" "}
                <Link
                  className="underline"
                  to={`${adminPaths.privacy()}?email=${encodeURIComponent(submission.email)}`}
                >
                  Privacy requests
                </Link>
                .
              </p>
            </div>
          </section>
        </div>
      </div>
    </AdminShell>
  );
}
