import { Form, Link, useLoaderData, useSearchParams } from "react-router";

import type { Route } from "./+types/admin-listings";
import { LISTING_STATUS_LABELS, ListingStatusBadge } from "../components/admin-badges";
import { FilterInput, FilterSelect } from "../components/admin-fields";
import { Pager } from "../components/admin-pager";
import { AdminShell } from "../components/admin-shell";
import { adminPaths } from "../../rules/admin-paths";
import { findCity } from "../../rules/listings/cities";
import { KIND_LABELS, LISTING_KINDS, type ListingsPage } from "../../rules/api/listings-admin";
import { nzDateTimeText } from "../../rules/nz-time";
import { adminGet, adminMeta, ensureSession } from "../lib/admin-api";
import { TypedText } from "../components/typed-text";

export const meta: Route.MetaFunction = () => adminMeta("Listings");

const FILTER_KEYS = ["kind", "status", "q"] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...FILTER_KEYS, "page"]) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const [list] = await Promise.all([adminGet<ListingsPage>(`/listings?${query}`), ensureSession()]);
  return { list };
}

/** The list's URL for another page of the same filters. */
function pageLink(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  return adminPaths.listings(next.toString());
}

export default function AdminListingsPage() {
  const { list } = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const first = (list.page - 1) * list.pageSize + 1;
  return (
    <AdminShell
      title="Listings"
      actions={
        <Link className="btn-primary" to={adminPaths.newListing()}>
          New listing
        </Link>
      }
    >
      <Form method="get" className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterInput
          className="sm:col-span-2"
          id="listings-q"
          label="Name, practice, city or id"
          name="q"
          type="search"
        />
        <FilterSelect
          id="listings-kind"
          name="kind"
          label="Kind"
          options={LISTING_KINDS.map((kind) => [kind, KIND_LABELS[kind]])}
        />
        <FilterSelect
          id="listings-status"
          name="status"
          label="Status"
          options={Object.entries(LISTING_STATUS_LABELS)}
        />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn-primary">
            Search
          </button>
          <Link to={adminPaths.listings()} className="btn-secondary">
            Clear
          </Link>
        </div>
      </Form>

      <h2 className="mt-6 text-lg font-bold text-ink" aria-live="polite">
        {list.total === 0
          ? "No listings match"
          : list.pages > 1
            ? `${first}–${first + list.items.length - 1} of ${list.total} listings`
            : `${list.total} ${list.total === 1 ? "listing" : "listings"}`}
      </h2>
      <ul className="mt-3 space-y-2">
        {list.items.map((item) => (
          <li key={`${item.kind}/${item.id}`} className="card p-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link
                to={adminPaths.listing(item.kind, item.id)}
                className="font-bold text-brand-800 underline underline-offset-2"
              >
                <TypedText text={item.name} />
              </Link>
              <span className="text-sm text-slate-700">{KIND_LABELS[item.kind]}</span>
              <ListingStatusBadge status={item.status} />
            </div>
            <p className="mt-1 text-sm break-words text-ink">
              <TypedText text={item.practice} /> · {findCity(item.citySlug)?.name ?? item.citySlug}
            </p>
            <p className="text-xs text-slate-600">
              Details checked {item.checkedOn} · changed {nzDateTimeText(item.updatedAt)}
            </p>
          </li>
        ))}
      </ul>
      <Pager page={list.page} pages={list.pages} linkTo={(page) => pageLink(params, page)} />
    </AdminShell>
  );
}
