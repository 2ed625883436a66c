import { data, Link } from "react-router";

import type { Route } from "./+types/compare";
import type { RatingFacts, ResponseFacts } from "../../rules/api/listings";
import {
  canonicalCompareSegment,
  compareFiltersFromSegment,
  compareHref,
  compareQuery,
  EMPTY_COMPARE_STATE,
  MAX_PICKS,
  parseCompareUrl,
  togglePick,
  type CompareState,
} from "../../rules/listings/directory-url";
import { isOpenNow } from "../../rules/listings/closures";
import { summariseHours } from "../../rules/listings/hours";
import type { Dentist } from "../../rules/listings/types";
import { CompareFilterPanel } from "../components/compare-filter-panel";
import { CompareSideBySide, type SideBySideDentist } from "../components/compare-side-by-side";
import { CompareTable, type CompareDentist } from "../components/compare-table";
import { RatingSourceNote } from "../components/listing-badges";
import { PageHeader } from "../components/page-header";
import { PageLinks, showingText } from "../components/page-links";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";
import { nzToday } from "../../rules/nz-time";
import { newPatientView } from "../../rules/listings/new-patients-text";

function headingFor(filter: Partial<Pick<CompareState, "location" | "service">> | undefined): string {
  if (filter?.location) return `Compare Dentists in ${filter.location}`;
  if (filter?.service) return `Compare ${filter.service} Providers`;
  return "Compare Dentists";
}

export const meta: Route.MetaFunction = ({ params }) => {
  const segment = "filter" in params ? params.filter : undefined;
  const filter = compareFiltersFromSegment(segment);
  return pageMeta({
    title: headingFor(filter),
    description: "Compare dentists side by side by rating, services, price range and contact details.",
    path: filter && segment ? paths.compare(canonicalCompareSegment(segment)) : paths.compare(),
    // An alias is the same page as its service's own address, which search engines should list instead.
    noindex: !filter || (segment !== undefined && canonicalCompareSegment(segment) !== segment),
  });
};

/** Only what a table row shows. */
function compareDentist(d: Dentist & ResponseFacts & RatingFacts, today: string): CompareDentist {
  const { id, name, practice, citySlug, ratings, services, priceTier, priceRange, phone, email } = d;
  const { funding, checkedOn, responseBand, offerDays } = d;
  const adultPatients = newPatientView(d.newPatients, "adult", today);
  return {
    id,
    name,
    practice,
    citySlug,
    ratings,
    services,
    priceTier,
    priceRange,
    phone,
    email,
    funding,
    checkedOn,
    ...(adultPatients ? { adultPatients } : {}),
    ...(responseBand ? { responseBand } : {}),
    ...(offerDays !== undefined ? { offerDays } : {}),
  };
}

function sideBySideDentist(d: Dentist & ResponseFacts & RatingFacts, now: Date): SideBySideDentist {
  const { address, languages, access, experience, emergency } = d;
  const more = { address, languages, access, experience, emergency, hours: summariseHours(d.openingHours) };
  return { ...compareDentist(d, nzToday(now)), ...more, openNow: isOpenNow(d, now) };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const segment = "filter" in params ? params.filter : undefined;
  const segmentFilter = compareFiltersFromSegment(segment);
  const state = parseCompareUrl(segment, new URL(request.url).searchParams);
  const now = context.now();
  const [result, chosen, languages] = await Promise.all([
    context.listings.findDentists(compareQuery(state), now),
    Promise.all(state.picks.map((id) => context.listings.dentist(id))),
    context.listings.languages(),
  ]);
  const body = {
    segment,
    heading: headingFor(segmentFilter),
    unknownSegment: segment !== undefined && !segmentFilter,
    state,
    languages,
    dentists: result.items.map((d) => compareDentist(d, nzToday(now))),
    chosen: chosen.filter((d) => d !== undefined).map((d) => sideBySideDentist(d, now)),
    total: result.total,
    page: result.page,
    pageSize: result.pageSize,
    pageCount: result.pageCount,
  };
  // An address that names no city or service is not a page of its own: 404, though it still compares.
  return body.unknownSegment ? data(body, { status: 404 }) : body;
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { state, dentists, chosen, total, page, pageSize, pageCount, segment } = loaderData;
  const picked = new Set(state.picks);

  return (
    <>
      <PageHeader
        title={loaderData.heading}
        lead="Compare dentists side by side by rating, services, price range and contact details."
      />
      <div className="container-page space-y-6">
        {loaderData.unknownSegment && (
          <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
            We did not recognise “{segment}” as a city or a service, so all dentists are shown.
          </p>
        )}
        <CompareFilterPanel state={state} languages={loaderData.languages} />
        <CompareSideBySide dentists={chosen} removeHref={(id) => compareHref(togglePick(state, id))} />
        <p role="status" className="text-sm font-medium text-slate-700">
          {showingText(page, pageSize, total)}
        </p>
        {dentists.length === 0 ? (
          <div className="card p-8 text-center">
            <h2 className="text-xl font-bold">No dentists found matching your criteria</h2>
            <p className="mt-2 text-slate-700">Remove a filter or clear them all to see more dentists.</p>
            <Link
              to={compareHref({ ...EMPTY_COMPARE_STATE, picks: state.picks })}
              preventScrollReset
              className="btn-secondary mt-4"
            >
              Clear all filters
            </Link>
          </div>
        ) : (
          <>
            <CompareTable
              dentists={dentists}
              pick={{
                href: (d) => {
                  const next = togglePick(state, d.id);
                  // Once a pick makes a comparison (two or three), the page goes to it (issue 38 item 6).
                  const compared = !picked.has(d.id) && next.picks.length >= 2;
                  return compareHref(next) + (compared ? "#side-by-side" : "");
                },
                picked: (d) => picked.has(d.id),
                full: state.picks.length >= MAX_PICKS,
              }}
            />
            <PageLinks page={page} pageCount={pageCount} href={(n) => compareHref({ ...state, page: n })} />
            <RatingSourceNote />
          </>
        )}
      </div>
    </>
  );
}
