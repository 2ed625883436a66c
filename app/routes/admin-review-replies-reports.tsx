import { useFetcher, useLoaderData } from "react-router";

import type { Route } from "./+types/admin-review-replies-reports";
import { adminPaths } from "../../rules/admin-paths";
import type { RepliesReportsResponse } from "../../rules/api/reviews-after";
import { nzDateTimeText } from "../../rules/nz-time";
import { REPLY_REJECT_REASONS } from "../../rules/reviews/replies";
import { DECISION_NOTE_MIN } from "../../rules/reviews/reports";
import { ActionForm } from "../components/admin-action-form";
import { AdminError, AdminShell } from "../components/admin-shell";
import { ReviewQuote } from "../components/review-quote";
import { TypedText } from "../components/typed-text";
import { adminGet, adminMeta, adminSend, attempt, ensureSession } from "../lib/admin-api";

export const meta: Route.MetaFunction = () => adminMeta("Replies and reports");

export async function clientLoader() {
  const [answer] = await Promise.all([adminGet<RepliesReportsResponse>("/review-replies-reports"), ensureSession()]);
  return answer;
}

/** One moderator's decision: on a practice's reply, or on a report. The page loads again after it. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const id = text("id");
  const intent = text("intent");
  return {
    id,
    ...(await attempt(async () => {
      if (intent === "reply") {
        const outcome = text("outcome");
        await adminSend(
          "POST",
          `/review-replies/${encodeURIComponent(id)}/decision`,
          outcome === "publish" ? { outcome } : { outcome, reason: text("reason") },
        );
        return outcome === "publish" ? "Reply published." : "Reply rejected.";
      }
      await adminSend("POST", `/review-reports/${encodeURIComponent(id)}/decision`, {
        outcome: text("outcome"),
        note: text("note"),
      });
      return text("outcome") === "remove" ? "Review taken down." : "Review kept.";
    })),
  };
}

function ReplyDecision({ id }: { id: string }) {
  const fetcher = useFetcher<typeof clientAction>();
  const answer = fetcher.state === "idle" && fetcher.data?.id === id ? fetcher.data : undefined;
  return (
    <div className="mt-3 flex flex-wrap items-end gap-3">
      <ActionForm fetcher={fetcher} intent="reply">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="outcome" value="publish" />
        <button type="submit" className="btn-primary py-1.5">
          Publish the reply
        </button>
      </ActionForm>
      <ActionForm fetcher={fetcher} intent="reply" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="outcome" value="reject" />
        <label className="text-sm">
          <span className="field-label">Reason</span>
          <select name="reason" className="field-input" required>
            {REPLY_REJECT_REASONS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary py-1.5">
          Reject the reply
        </button>
      </ActionForm>
      {answer && !answer.ok && <AdminError message={answer.error} />}
    </div>
  );
}

function ReportDecision({ id }: { id: string }) {
  const fetcher = useFetcher<typeof clientAction>();
  const answer = fetcher.state === "idle" && fetcher.data?.id === id ? fetcher.data : undefined;
  return (
    <ActionForm fetcher={fetcher} intent="report" className="mt-3 space-y-2">
      <input type="hidden" name="id" value={id} />
      <label className="block text-sm" htmlFor={`note-${id}`}>
        <span className="field-label">Why (told to the author and the reporter)</span>
      </label>
      <textarea id={`note-${id}`} name="note" rows={2} required minLength={DECISION_NOTE_MIN} className="field-input" />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Decision</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="outcome" value="remove" required /> Take the review down
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="outcome" value="keep" required /> Keep the review up
        </label>
      </fieldset>
      <button type="submit" className="btn-primary py-1.5">
        Record the decision
      </button>
      {answer && !answer.ok && <AdminError message={answer.error} />}
    </ActionForm>
  );
}

const percent = (rate: number) => `${(rate * 100).toFixed(0)}%`;

export default function AdminReviewRepliesReports() {
  const { replies, reports, disputes, attendance } = useLoaderData<typeof clientLoader>();
  return (
    <AdminShell title="Replies and reports">
      <p className="mt-2 text-sm text-slate-700">
        Reviews themselves are moderated in{" "}
        <a className="text-brand-800 underline" href={adminPaths.reviews()}>
          the review queue
        </a>
        .
      </p>
      <section aria-labelledby="reports-heading" className="mt-6">
        <h2 id="reports-heading" className="text-xl font-bold text-brand-900">
          Reports ({reports.length})
        </h2>
        {reports.length === 0 ? (
          <p className="mt-2 text-slate-700">No report is waiting.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {reports.map((r) => (
              <li key={r.id} className="card p-4">
                <p className="font-semibold text-slate-900">
                  {r.reasonLabel} · reported {nzDateTimeText(r.reportedAt)}
                </p>
                <p className="text-sm text-slate-700">
                  {r.hidden
                    ? "Hidden at once, until you decide."
                    : `Still shown. The author has until ${nzDateTimeText(r.authorAnswerDue ?? r.reportedAt)} to answer (through the contact form); decide after that.`}{" "}
                  {r.reporterTold ? "The reporter left an address and will be told." : "The reporter left no address."}
                </p>
                {r.details && (
                  <p className="mt-2 text-sm whitespace-pre-line">
                    <span className="font-medium">The reporter adds: </span>
                    <TypedText text={r.details} />
                  </p>
                )}
                <div className="mt-3">
                  <ReviewQuote review={r.review} />
                </div>
                <ReportDecision id={r.id} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="replies-heading" className="mt-8">
        <h2 id="replies-heading" className="text-xl font-bold text-brand-900">
          Practices&apos; replies waiting ({replies.length})
        </h2>
        {replies.length === 0 ? (
          <p className="mt-2 text-slate-700">No reply is waiting.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {replies.map((r) => (
              <li key={r.review.id} className="card p-4">
                <ReviewQuote review={r.review} />
                <h3 className="mt-3 font-semibold">Reply, sent {nzDateTimeText(r.submittedAt)}</h3>
                <p className="mt-1 whitespace-pre-line text-slate-900">
                  <TypedText text={r.reply?.text ?? ""} />
                </p>
                <ReplyDecision id={r.review.id} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="attendance-heading" className="mt-8">
        <h2 id="attendance-heading" className="text-xl font-bold text-brand-900">
          Did not attend, by practice
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Past confirmed appointments with a review invitation, and how many the practice said the patient missed.
        </p>
        {attendance.length === 0 ? (
          <p className="mt-2 text-slate-700">No confirmed appointment has passed yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    Practice
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    Appointments
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    Did not attend
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    Rate
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Disputed
                  </th>
                </tr>
              </thead>
              <tbody>
                {attendance.map((a) => (
                  <tr key={a.practiceId} className="border-t border-slate-200">
                    <th scope="row" className="py-1 pr-3 font-medium">
                      <TypedText text={a.practiceName} />
                    </th>
                    <td className="py-1 pr-3 text-right tabular-nums">{a.appointments}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{a.didNotAttend}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{percent(a.rate)}</td>
                    <td className="py-1 text-right tabular-nums">{a.disputed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {disputes.length > 0 && (
          <>
            <h3 className="mt-4 font-semibold">Patients who say they did attend</h3>
            <ul className="mt-2 space-y-2">
              {disputes.map((d) => (
                <li key={d.id} className="text-sm">
                  <a className="text-brand-800 underline" href={adminPaths.submission(d.submissionId)}>
                    {d.reference}
                  </a>{" "}
                  · <TypedText text={d.practiceName} /> · appointment {nzDateTimeText(d.start)} · disputed{" "}
                  {nzDateTimeText(d.disputedAt ?? d.start)}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </AdminShell>
  );
}
