import { Link } from "react-router";

import type { Route } from "./+types/directory";
import type { GeoPoint, ListingsReader, RatingFacts, ResponseFacts, WithDistance } from "../../rules/api/listings";
import { OFFER_WINDOW_DAYS, RESPONSE_WINDOW_DAYS } from "../../rules/response-bands";
import {
  directoryHref,
  directoryQuery,
  EMPTY_DIRECTORY_STATE,
  hasDirectoryFilters,
  parseDirectoryUrl,
  parseLatLng,
  SORT_LABELS,
} from "../../rules/listings/directory-url";
import { isOpenNow } from "../../rules/listings/closures";
import type { Dentist } from "../../rules/listings/types";
import { nearestBeyondFilters } from "../../rules/listings/nearest-match";
import { BeyondFiltersSuggestion } from "../components/beyond-filters";
import { cardDentist, DentistCard } from "../components/dentist-card";
import { DirectoryFilterBar } from "../components/directory-filter-bar";
import { DirectoryListItem, type ListDentist } from "../components/directory-list-item";
import { RatingSourceNote } from "../components/listing-badges";
import { PageHeader } from "../components/page-header";
import { PageLinks, showingText } from "../components/page-links";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";
import { adultPatients } from "../lib/adult-patients";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Find a Dentist",
    description: "Search verified dentists across New Zealand by name, place, service, opening hours and more.",
    path: paths.directory(),
  });

/** Where 'near' measures from: coordinates from 'Use my location', or the best place of that name or postcode. */
async function resolveNear(
  listings: ListingsReader,
  near: string,
): Promise<(GeoPoint & { label: string }) | undefined> {
  if (!near) return undefined;
  const point = parseLatLng(near);
  if (point) return { ...point, label: "your location" };
  const [place] = await listings.findPlaces(near, 1);
  return (
    place && { lat: place.lat, lng: place.lng, label: place.postcode === near ? `${place.name} ${near}` : place.name }
  );
}

/** Only what a card or a list row shows, so the page carries 20 small records and nothing more. */
function listDentist(dentist: WithDistance<Dentist & ResponseFacts & RatingFacts>, now: Date): ListDentist {
  const { address, priceRange, emergency } = dentist;
  // "Open now" with the practice's closures (a card's own reading knows only the weekly hours).
  return {
    ...cardDentist(dentist, now, adultPatients(dentist, now)),
    openNow: isOpenNow(dentist, now),
    address,
    priceRange,
    emergency,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = parseDirectoryUrl(new URL(request.url).searchParams);
  const now = context.now();
  const origin = await resolveNear(context.listings, state.near);
  const [result, languages] = await Promise.all([
    context.listings.findDentists(directoryQuery(state, origin), now),
    context.listings.languages(),
  ]);
  // Nobody found: the nearest dentist beyond the filters, and which were let go (issue 38 item 6).
  const beyond =
    result.total === 0 && hasDirectoryFilters(state)
      ? await nearestBeyondFilters(context.listings, state, now, origin)
      : undefined;
  return {
    beyond,
    state,
    languages,
    /** The place distances are measured from, when the reader measured them. */
    origin: result.origin?.label ?? origin?.label,
    nearNotFound: Boolean(state.near) && !origin,
    distanceSorted: state.sort === "distance" && Boolean(origin ?? result.origin),
    dentists: result.items.map((d) => listDentist(d, now)),
    total: result.total,
    page: result.page,
    pageSize: result.pageSize,
    pageCount: result.pageCount,
  };
}

export default function DirectoryPage({ loaderData }: Route.ComponentProps) {
  const { state, dentists, total, page, pageSize, pageCount, origin, distanceSorted } = loaderData;

  return (
    <>
      <PageHeader
        title="Find a Dentist"
        mi="Rata niho"
        lead="Search verified dentists across New Zealand by name, place, service, opening hours and more."
      />
      <div className="container-page">
        <DirectoryFilterBar state={state} languages={loaderData.languages} nearNotFound={loaderData.nearNotFound} />

        <div className="mt-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p role="status" className="text-sm font-medium text-slate-700" data-testid="directory-count">
            {showingText(page, pageSize, total)}
          </p>
          {origin && total > 0 && (
            <p className="text-sm text-slate-700">
              Distances from {origin}
              {distanceSorted ? ", nearest first" : ""}.
            </p>
          )}
          {state.sort === "response" && total > 0 && (
            <p className="text-sm text-slate-700">
              Fastest to reply to booking requests first (last {RESPONSE_WINDOW_DAYS} days), then dentists without a
              figure yet.
            </p>
          )}
          {state.sort === "soonest" && total > 0 && (
            <p className="text-sm text-slate-700">
              Practices that usually offer the soonest time first (booking requests of the last {OFFER_WINDOW_DAYS}{" "}
              days), then dentists without a figure yet.
            </p>
          )}
          {state.sort === "distance" && !distanceSorted && (
            <p className="text-sm text-slate-700">
              Enter a town, suburb or postcode to sort by distance; shown {SORT_LABELS.rating.toLowerCase()} first.
            </p>
          )}
        </div>

        {dentists.length === 0 ? (
          <div className="card mt-4 p-8 text-center">
            <h2 className="text-xl font-bold">No dentists found</h2>
            <p className="mt-2 text-slate-700">
              {hasDirectoryFilters(state)
                ? "No dentist matches every filter. Try fewer filters, or clear them all."
                : "There are no dentists listed yet."}
            </p>
            {loaderData.beyond && <BeyondFiltersSuggestion match={loaderData.beyond} />}
            {hasDirectoryFilters(state) && (
              <Link
                to={directoryHref({ ...EMPTY_DIRECTORY_STATE, view: state.view })}
                className="btn-secondary mt-4"
                preventScrollReset
              >
                Clear all filters
              </Link>
            )}
          </div>
        ) : state.view === "grid" ? (
          <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Dentists">
            {dentists.map((dentist) => (
              <li key={dentist.id} className="min-w-0">
                <DentistCard dentist={dentist} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className="mt-4 space-y-4" aria-label="Dentists">
            {dentists.map((dentist) => (
              <li key={dentist.id}>
                <DirectoryListItem dentist={dentist} />
              </li>
            ))}
          </ul>
        )}
        <PageLinks page={page} pageCount={pageCount} href={(n) => directoryHref({ ...state, page: n })} />
        {dentists.length > 0 && <RatingSourceNote className="mt-6" />}
      </div>
    </>
  );
}
