import { Form, Link, useLoaderData, useSearchParams } from "react-router";

import type { Route } from "./+types/admin";
import { RematchBadge, StatusBadge, UrgencyBadge, WaitBadge } from "../components/admin-badges";
import { FilterInput, FilterSelect } from "../components/admin-fields";
import { Pager } from "../components/admin-pager";
import { AdminShell } from "../components/admin-shell";
import { adminPaths } from "../../rules/admin-paths";
import { apiPaths } from "../../rules/api-paths";
import { CITIES } from "../../rules/listings/cities";
import { nzDateTimeText } from "../../rules/nz-time";
import {
  adminGet,
  adminMeta,
  ensureSession,
  DEFAULT_INBOX_SORT,
  FORM_LABELS,
  FORMS,
  INBOX_SORTS,
  type InboxSort,
  type ListResponse,
  RESPONSE_TARGET_MS,
  STATUS_LABELS,
} from "../lib/admin-api";
import { TypedText } from "../components/typed-text";

export const meta: Route.MetaFunction = () => adminMeta("Inbox");

const FILTER_KEYS = ["form", "status", "city", "urgency", "from", "to", "q", "spam", "rematch"] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  // The order and the page go to the list only: the CSV export holds every matching row.
  const listQuery = new URLSearchParams(query);
  for (const key of ["sort", "page"]) {
    const value = url.searchParams.get(key);
    if (value) listQuery.set(key, value);
  }
  const [list] = await Promise.all([adminGet<ListResponse>(`/submissions?${listQuery}`), ensureSession()]);
  return { list, query: query.toString(), now: Date.now() };
}

const SORT_LABELS: Record<InboxSort, string> = {
  urgent: "Most urgent first",
  newest: "Newest first",
};

/** The inbox's URL for another page or order of the same filtered list. */
function listLink(query: string, sort: InboxSort, page: number): string {
  const params = new URLSearchParams(query);
  if (sort !== DEFAULT_INBOX_SORT) params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  return adminPaths.inbox(params.toString());
}

export default function AdminInboxPage() {
  const { list, query, now } = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const spam = params.get("spam") === "1";
  const rematch = params.get("rematch") === "1";
  const totalNew = Object.values(list.newCounts).reduce((a, b) => a + b, 0);
  const waiting = list.items.filter((i) => i.form === "booking" && i.status === "new" && !i.spam);
  const firstShown = (list.page - 1) * list.pageSize + 1;
  const overdue = waiting.filter((i) => now - Date.parse(i.received_at) > RESPONSE_TARGET_MS).length;

  return (
    <AdminShell
      title={spam ? "Spam" : "Inbox"}
      actions={
        <a className="btn-secondary" href={apiPaths.submissionsCsv(query)} download>
          Export CSV
        </a>
      }
    >
      <h2 className="sr-only">New items</h2>
      <ul className="flex flex-wrap gap-2" aria-label="New items by form">
        {FORMS.map((form) => (
          <li key={form}>
            <Link
              to={adminPaths.inbox(`form=${form}&status=new`)}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-brand-50"
            >
              <span>{FORM_LABELS[form]}s</span>
              <span className="rounded-full bg-brand-700 px-2 text-xs font-bold text-white">
                {list.newCounts[form]} new
              </span>
            </Link>
          </li>
        ))}
        {!spam && (rematch || (list.rematchCount ?? 0) > 0) && (
          <li>
            <Link
              to={rematch ? adminPaths.inbox() : adminPaths.inbox("rematch=1")}
              className="inline-flex items-center gap-2 rounded-lg border border-red-700 bg-white px-3 py-1.5 text-sm text-red-800 hover:bg-red-50"
            >
              {rematch ? (
                "Back to the inbox"
              ) : (
                <>
                  <span>Needs re-matching</span>
                  <span className="rounded-full bg-red-700 px-2 text-xs font-bold text-white">{list.rematchCount}</span>
                </>
              )}
            </Link>
          </li>
        )}
        <li>
          <Link
            to={spam ? adminPaths.inbox() : adminPaths.inbox("spam=1")}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-brand-50"
          >
            {spam ? "Back to the inbox" : `Spam (${list.spamCount})`}
          </Link>
        </li>
      </ul>
      <p className="sr-only" aria-live="polite">
        {totalNew} new items
      </p>
      {!spam && waiting.length > 0 && (
        <p className={`mt-3 text-sm font-semibold ${overdue ? "text-red-700" : "text-slate-700"}`}>
          {overdue
            ? `${overdue} of ${waiting.length} new booking ${waiting.length === 1 ? "request" : "requests"} ${overdue === 1 ? "has" : "have"} waited longer than our 2-hour target.`
            : `${waiting.length} new booking ${waiting.length === 1 ? "request is" : "requests are"} waiting, all within our 2-hour target.`}
        </p>
      )}

      <details className="card mt-4 p-4" open={FILTER_KEYS.some((k) => k !== "spam" && params.get(k))}>
        <summary className="cursor-pointer font-semibold text-brand-800">Filter and search</summary>
        <Form method="get" className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {spam && <input type="hidden" name="spam" value="1" />}
          <FilterInput className="sm:col-span-2" id="filter-q" label="Name or e-mail" name="q" type="search" />
          <FilterSelect id="filter-form" name="form" label="Form" options={FORMS.map((f) => [f, FORM_LABELS[f]])} />
          <FilterSelect id="filter-status" name="status" label="Status" options={Object.entries(STATUS_LABELS)} />
          <FilterSelect id="filter-city" name="city" label="City" options={CITIES.map((c) => [c.slug, c.name])} />
          <FilterSelect
            id="filter-urgency"
            name="urgency"
            label="Urgency"
            options={[
              ["emergency", "Emergency"],
              ["urgent", "Urgent"],
              ["routine", "Routine"],
            ]}
          />
          <FilterInput id="filter-from" label="Received from" name="from" type="date" />
          <FilterInput id="filter-to" label="Received until" name="to" type="date" />
          {!spam && (
            <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-4">
              <input
                // Keyed: the list's link to these bookings and back changes it without a new page.
                key={String(rematch)}
                type="checkbox"
                id="filter-rematch"
                name="rematch"
                value="1"
                defaultChecked={rematch}
                className="h-5 w-5"
              />
              <label htmlFor="filter-rematch" className="text-sm text-ink">
                Only bookings that need re-matching (their practice did not answer in time)
              </label>
            </div>
          )}
          <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
            <button type="submit" className="btn-primary">
              Apply filters
            </button>
            <Link to={spam ? adminPaths.inbox("spam=1") : adminPaths.inbox()} className="btn-secondary">
              Clear
            </Link>
          </div>
        </Form>
      </details>

      <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-bold text-ink">
          {list.total === 0
            ? "Nothing here"
            : list.pages > 1
              ? `${firstShown}–${firstShown + list.items.length - 1} of ${list.total}, ${SORT_LABELS[list.sort].toLowerCase()}`
              : `${list.total} ${list.total === 1 ? "item" : "items"}, ${SORT_LABELS[list.sort].toLowerCase()}`}
        </h2>
        <Form method="get" className="flex items-end gap-2">
          {[...new URLSearchParams(query)].map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <div>
            <label className="field-label" htmlFor="list-sort">
              Order
            </label>
            <select
              // Keyed: applying filters returns the default order without a new page, and the choice must follow.
              key={list.sort}
              className="field-input"
              id="list-sort"
              name="sort"
              defaultValue={list.sort}
            >
              {INBOX_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Sort
          </button>
        </Form>
      </div>
      <ul className="mt-3 space-y-2">
        {list.items.map((item) => {
          const loud = item.form === "booking" && (item.urgency === "emergency" || item.urgency === "urgent");
          return (
            <li
              key={item.id}
              className={`card p-4 ${loud ? (item.urgency === "emergency" ? "border-l-4 border-l-red-700" : "border-l-4 border-l-amber-500") : ""}`}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link
                  to={adminPaths.submission(item.id)}
                  className="font-bold text-brand-800 underline underline-offset-2"
                >
                  {item.reference}
                </Link>
                <span className="text-sm text-slate-700">{FORM_LABELS[item.form]}</span>
                <StatusBadge status={item.status} />
                {item.form === "booking" && <UrgencyBadge urgency={item.urgency} />}
                {item.needs_rematching ? <RematchBadge /> : null}
                {item.form === "booking" && item.status === "new" && !item.spam && (
                  <WaitBadge receivedAt={item.received_at} now={now} />
                )}
              </div>
              <p className="mt-1 text-sm break-words text-ink">
                {/* Typed text is isolated and its bidi controls shown (TypedText): a name cannot flip what follows. */}
                {item.name || item.email ? (
                  <>
                    <TypedText text={item.name || "(no name)"} /> · <TypedText text={item.email} />
                  </>
                ) : (
                  "Personal details erased"
                )}
                {item.city && (
                  <>
                    {" "}
                    · <TypedText text={CITIES.find((c) => c.slug === item.city)?.name ?? item.city} />
                  </>
                )}
              </p>
              <p className="text-xs text-slate-600">Received {nzDateTimeText(item.received_at)}</p>
            </li>
          );
        })}
      </ul>
      <Pager page={list.page} pages={list.pages} linkTo={(page) => listLink(query, list.sort, page)} />
    </AdminShell>
  );
}
