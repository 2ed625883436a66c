import { type ShouldRevalidateFunctionArgs, useFetcher, useLoaderData } from "react-router";

import type { Route } from "./+types/admin-outbox";
import type { OutboxEmailText, OutboxItem, OutboxResponse } from "../../rules/api/outbox";
import { withVisibleControls } from "../../rules/text";
import { nzDateTimeText } from "../../rules/nz-time";
import { AdminError, AdminShell } from "../components/admin-shell";
import { adminGet, adminMeta, adminSend, attempt, ensureSession } from "../lib/admin-api";
import { TypedText } from "../components/typed-text";

export const meta: Route.MetaFunction = () => adminMeta("Outgoing mail");

export async function clientLoader() {
  const [outbox] = await Promise.all([adminGet<OutboxResponse>("/outbox"), ensureSession()]);
  return outbox;
}

/**
 * Retries one failed (or kept) e-mail or timed action; the page's data is loaded again after it.
 * Or ("read") fetches one e-mail's text, which the server audits: only when an operator opens it.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") === "read") {
    return {
      id,
      ...(await attempt(async () => (await adminGet<OutboxEmailText>(`/outbox/${encodeURIComponent(id)}/email`)).text)),
    };
  }
  return {
    id,
    ...(await attempt(async () => {
      await adminSend("POST", `/outbox/${encodeURIComponent(id)}/retry`);
      return "Queued to be sent again.";
    })),
  };
}

/** Reading an e-mail changes nothing listed: the list is not loaded again after it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "read" ? false : defaultShouldRevalidate;
}

const KIND_NAMES: Record<string, string> = { "retention-purge": "Daily retention purge" };

function RetryButton({ item, label }: { item: OutboxItem; label: string }) {
  const fetcher = useFetcher<typeof clientAction>();
  const answer = fetcher.state === "idle" && fetcher.data?.id === item.id ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
      <input type="hidden" name="id" value={item.id} />
      <button type="submit" className="btn-secondary py-1.5" disabled={fetcher.state !== "idle"}>
        {label}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {answer?.ok ? answer.message : ""}
      </p>
      {answer && !answer.ok && <AdminError message={answer.error} />}
    </fetcher.Form>
  );
}

/** An e-mail's text, fetched (and so audited) when the operator opens it, once. */
function EmailText({ item }: { item: OutboxItem }) {
  const fetcher = useFetcher<typeof clientAction>();
  const read = fetcher.data;
  return (
    <details
      className="mt-3"
      onToggle={(event) => {
        if (event.currentTarget.open && fetcher.state === "idle" && !read?.ok) {
          void fetcher.submit({ intent: "read", id: item.id }, { method: "post" });
        }
      }}
    >
      <summary className="cursor-pointer text-sm font-medium text-brand-800">Read the e-mail</summary>
      <p className="mt-2 text-xs text-slate-600">Opening an e-mail is recorded in the audit log.</p>
      {read?.ok ? (
        <pre className="mt-2 overflow-x-auto rounded-md bg-slate-100 p-3 text-sm whitespace-pre-wrap break-words text-slate-800">
          {withVisibleControls(read.message ?? "")}
        </pre>
      ) : read ? (
        <AdminError message={read.error} />
      ) : (
        <p role="status" className="mt-2 text-sm text-slate-700">
          Loading…
        </p>
      )}
    </details>
  );
}

/** One job; "Send now" only where pressing it can change something (a failure, or SMTP now set). */
function Item({ item, canSend }: { item: OutboxItem; canSend: boolean }) {
  const title = item.email?.subject ?? KIND_NAMES[item.kind] ?? item.kind;
  return (
    <li className="card p-4">
      <h3 className="font-semibold break-words text-slate-900">
        <TypedText text={title} />
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
        {item.email && (
          <>
            <dt className="font-medium">To</dt>
            <dd className="break-all">
              <TypedText text={item.email.to.join(", ")} />
            </dd>
          </>
        )}
        <dt className="font-medium">{item.status === "failed" ? "Last tried" : "Kept"}</dt>
        <dd>{nzDateTimeText(item.updatedAt)}</dd>
        {item.status === "failed" && (
          <>
            <dt className="font-medium">Attempts</dt>
            <dd>
              {item.attempts} of {item.maxAttempts}
            </dd>
            <dt className="font-medium">Error</dt>
            <dd className="font-mono text-xs break-all text-red-800">
              <TypedText text={item.lastError ?? "—"} />
            </dd>
          </>
        )}
      </dl>
      {item.email && <EmailText item={item} />}
      {canSend && <RetryButton item={item} label={item.status === "failed" ? "Retry" : "Send now"} />}
    </li>
  );
}

export default function AdminOutboxPage() {
  const { sending, failed, kept, waiting } = useLoaderData<typeof clientLoader>();
  return (
    <AdminShell title="Outgoing mail">
      <p className="max-w-3xl text-sm text-slate-700">
        {sending
          ? "E-mails go out through the mail server. One that keeps failing is tried again, less and less often, then listed here."
          : "No mail server is set (SMTP_HOST), so e-mails are kept here, not sent. Once the SMTP settings are set, “Send now” sends a kept one."}{" "}
        {waiting > 0 ? `${waiting} e-mail(s) waiting to be sent or tried again.` : "No e-mail is waiting."}
      </p>

      <section aria-labelledby="failed-heading" className="mt-6">
        <h2 id="failed-heading" className="text-xl font-bold text-brand-900">
          Failed ({failed.length})
        </h2>
        {failed.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No failed e-mails or timed actions.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {failed.map((item) => (
              <Item key={item.id} item={item} canSend />
            ))}
          </ul>
        )}
      </section>

      {!sending || kept.length > 0 ? (
        <section aria-labelledby="kept-heading" className="mt-8">
          <h2 id="kept-heading" className="text-xl font-bold text-brand-900">
            Not sent: no mail server ({kept.length})
          </h2>
          {kept.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">No e-mails yet.</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {kept.map((item) => (
                <Item key={item.id} item={item} canSend={sending} />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </AdminShell>
  );
}
