import { Link, type ShouldRevalidateFunctionArgs, useFetcher, useLoaderData } from "react-router";

import type { Route } from "./+types/admin-contact-changes";
import { adminPaths } from "../../rules/admin-paths";
import {
  CONTACT_CHANGE_LISTS,
  type ContactChangeList,
  type OperatorContactChangeList,
  type OperatorContactChangeView,
} from "../../rules/api/contact-changes";
import { nzDateTimeText } from "../../rules/nz-time";
import { fieldLabel } from "../../rules/practice-listing";
import { AdminError, AdminShell } from "../components/admin-shell";
import { TypedText } from "../components/typed-text";
import { adminGet, adminMeta, adminSend, attempt, ensureSession } from "../lib/admin-api";
import { queryChoice } from "../lib/query-choice";

// Changes of where a practice's health details go (its booking e-mail, phone, website) made by
// someone who is not an owner wait for an owner or an operator (issue 48 item 9, D720, D728): here
// an operator sees every practice's waiting change and approves it; the latest others are a tab away.
export const meta: Route.MetaFunction = () => adminMeta("Contact changes");

const listOf = (request: Request): ContactChangeList => queryChoice(request, "status", CONTACT_CHANGE_LISTS, "held");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const status = listOf(request);
  const [list] = await Promise.all([
    adminGet<OperatorContactChangeList>(`/contact-changes?${new URLSearchParams({ status })}`),
    ensureSession(),
  ]);
  return { status, ...list };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const practiceId = String(form.get("practiceId") ?? "");
  return {
    id,
    ...(await attempt(async () => {
      await adminSend(
        "POST",
        `/practices/${encodeURIComponent(practiceId)}/contact-changes/${encodeURIComponent(id)}/approve`,
      );
      return "Approved: it is live.";
    })),
  };
}

/** An approval keeps its item on the screen with what happened; the list is read again on the next visit. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.has("approve") ? false : defaultShouldRevalidate;
}

const LIST_TITLES: Record<ContactChangeList, string> = { held: "Waiting", recent: "Recent" };

/** What became of a change no longer waiting, in words. */
function outcomeText(c: OperatorContactChangeView): string {
  const when = c.decidedAt ? ` on ${nzDateTimeText(c.decidedAt)}` : "";
  const by = c.decidedBy ? ` by ${c.decidedBy}` : "";
  switch (c.status) {
    case "live":
      return `Made live${by}${when}.`;
    case "undone":
      return `Undone${by}${when}.`;
    case "replaced":
      return `Replaced by a later change${by}${when}.`;
    case "expired":
      return `Not confirmed in time: expired on ${nzDateTimeText(c.expiresAt)}.`;
    default:
      return "Waiting.";
  }
}

function Approve({ change }: { change: OperatorContactChangeView }) {
  const fetcher = useFetcher<typeof clientAction>();
  const answer = fetcher.state === "idle" && fetcher.data?.id === change.id ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  if (answer?.ok) {
    return (
      <p role="status" className="mt-3 font-semibold text-brand-900">
        {answer.message}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
      <input type="hidden" name="id" value={change.id} />
      <input type="hidden" name="practiceId" value={change.practiceId} />
      <button type="submit" name="approve" value="1" className="btn-primary" disabled={busy}>
        Approve
        <span className="sr-only">
          {" "}
          the change for <TypedText text={change.practiceName} />
        </span>
      </button>
      <p role="status" className="text-sm text-slate-700">
        {busy ? "Approving…" : ""}
      </p>
      {answer && !answer.ok && (
        <div className="basis-full">
          <AdminError message={answer.error} />
        </div>
      )}
    </fetcher.Form>
  );
}

function Change({ change }: { change: OperatorContactChangeView }) {
  const name = <TypedText text={change.practiceName} />;
  return (
    <li className="card p-4">
      <h2 className="text-lg font-bold [overflow-wrap:anywhere] text-brand-900">
        {change.listing ? (
          <Link
            to={adminPaths.listing(change.listing.kind, change.listing.id)}
            className="underline underline-offset-2"
          >
            {name}
          </Link>
        ) : (
          name
        )}
      </h2>
      <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
        Asked by <TypedText text={change.requestedByEmail} /> on {nzDateTimeText(change.requestedAt)}
        {change.status === "held" && <> · can be approved until {nzDateTimeText(change.expiresAt)}</>}
      </p>
      {/* Stacked, not a table: two e-mail addresses side by side leave a phone a few letters a line. */}
      <dl className="mt-3 space-y-2 text-sm">
        {change.fields.map((f) => (
          <div key={f.field} className="border-t border-slate-200 pt-2">
            <dt className="font-semibold text-ink">{fieldLabel(f.field)}</dt>
            <dd className="[overflow-wrap:anywhere] text-slate-800">
              Was: {f.before ? <TypedText text={f.before} /> : "(none)"}
            </dd>
            <dd className="[overflow-wrap:anywhere] text-slate-800">
              Asked for: <strong>{f.after ? <TypedText text={f.after} /> : "(none)"}</strong>
            </dd>
          </div>
        ))}
      </dl>
      {change.status === "held" ? (
        <Approve change={change} />
      ) : (
        <p className="mt-2 text-sm text-slate-800">{outcomeText(change)}</p>
      )}
    </li>
  );
}

export default function AdminContactChanges() {
  const { status, items, heldCount } = useLoaderData<typeof clientLoader>();
  return (
    <AdminShell title="Contact changes">
      <p className="max-w-3xl text-sm text-slate-700">
        A change of a practice&apos;s booking e-mail, phone or website by someone who is not an owner waits for an owner
        to confirm it, or for you. Approving makes it live at once; the owners and the old booking address are e-mailed,
        with a link to undo it. Check with the practice first if it looks wrong.
      </p>
      <nav aria-label="Contact changes by status" className="mt-4 flex gap-4">
        {CONTACT_CHANGE_LISTS.map((s) => (
          <Link
            key={s}
            to={adminPaths.contactChanges(s)}
            aria-current={s === status ? "page" : undefined}
            className={s === status ? "font-bold text-brand-900" : "text-brand-800 underline"}
          >
            {LIST_TITLES[s]}
            {s === "held" ? ` (${heldCount})` : ""}
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <p className="mt-4 text-slate-800">{status === "held" ? "Nothing is waiting." : "Nothing here yet."}</p>
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
