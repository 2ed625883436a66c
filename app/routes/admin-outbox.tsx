import { Form, Link, type ShouldRevalidateFunctionArgs, useFetcher, useLoaderData } from "react-router";

import type { Route } from "./+types/admin-outbox";
import type { OutboxEmailText, OutboxItem, OutboxResponse } from "../../rules/api/outbox";
import { withVisibleControls } from "../../rules/text";
import { nzDateTimeText } from "../../rules/nz-time";
import { FINISHED_JOBS_KEPT_DAYS } from "../../rules/retention";
import { adminPaths } from "../../rules/admin-paths";
import { FilterInput } from "../components/admin-fields";
import { AdminError, AdminShell } from "../components/admin-shell";
import { adminGet, adminMeta, adminSend, attempt, ensureSession } from "../lib/admin-api";
import { TypedText } from "../components/typed-text";

export const meta: Route.MetaFunction = () => adminMeta("Outgoing mail");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const to = new URL(request.url).searchParams.get("to")?.trim();
  const query = to ? `?${new URLSearchParams({ to })}` : "";
  const [outbox] = await Promise.all([adminGet<OutboxResponse>(`/outbox${query}`), ensureSession()]);
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

/** What an item's time says, by its state: a kept e-mail's "done" is not a sent one. */
const WHEN_LABELS: Record<string, string> = {
  failed: "Last tried",
  pending: "Last tried",
  running: "Last tried",
  sent: "Sent",
  done: "Kept",
};

/** One titled list of items, or a line saying there are none. */
function ItemList({
  id,
  title,
  items,
  empty,
  canSend,
}: {
  id: string;
  title: string;
  items: OutboxItem[];
  empty: string;
  canSend: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {title} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {items.map((item) => (
            <Item key={item.id} item={item} canSend={canSend} />
          ))}
        </ul>
      )}
    </section>
  );
}

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
        <dt className="font-medium">
          {WHEN_LABELS[item.status === "done" && item.result === "sent" ? "sent" : item.status]}
        </dt>
        <dd>{nzDateTimeText(item.updatedAt)}</dd>
        {item.lastError !== null && item.status !== "done" && (
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
  const { sending, failed, kept, waiting, retrying, sent, unconfirmedToday, to } = useLoaderData<typeof clientLoader>();
  const recipient = to ? ` to ${to}` : "";
  return (
    <AdminShell title="Outgoing mail">
      <p className="max-w-3xl text-sm text-slate-700">
        {sending
          ? "E-mails go out through the mail server. One that fails is tried again, less and less often (8 attempts), and listed here with why; after the last it is listed as failed."
          : "No mail server is set (SMTP_HOST), so e-mails are kept here, not sent. Once the SMTP settings are set, “Send now” sends a kept one."}{" "}
        {waiting > 0 ? `${waiting} e-mail(s) waiting to be sent or tried again.` : "No e-mail is waiting."}
      </p>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Today, to addresses that have confirmed nothing: {unconfirmedToday.sent} e-mail(s) sent, {unconfirmedToday.held}{" "}
        held back (an address gets only a few a day until it confirms, so that no one can use our forms to e-mail
        someone else).
      </p>

      <Form method="get" className="card mt-4 flex flex-wrap items-end gap-3 p-4">
        <FilterInput className="min-w-0 flex-1" id="outbox-to" label="E-mails to an address" name="to" type="search" />
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            Find
          </button>
          {to && (
            <Link to={adminPaths.outbox()} className="btn-secondary">
              Show all
            </Link>
          )}
        </div>
      </Form>

      <ItemList id="failed" title="Failed" items={failed} empty="No failed e-mails or timed actions." canSend />
      <ItemList
        id="retrying"
        title="Failed, to be tried again"
        items={retrying}
        empty="Nothing is waiting for another attempt."
        canSend={false}
      />
      {!sending || kept.length > 0 ? (
        <ItemList
          id="kept"
          title={`Not sent: no mail server${recipient}`}
          items={kept}
          empty={to ? "No kept e-mail to this address." : "No e-mails yet."}
          canSend={sending}
        />
      ) : null}
      <ItemList
        id="sent"
        title={`Sent${recipient}`}
        items={sent}
        empty={
          to
            ? `No e-mail to this address was sent in the last ${FINISHED_JOBS_KEPT_DAYS} days.`
            : `No e-mail sent in the last ${FINISHED_JOBS_KEPT_DAYS} days.`
        }
        canSend={false}
      />
    </AdminShell>
  );
}
