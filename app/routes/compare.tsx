import { useNavigate, useSearchParams } from "react-router";

import type { Route } from "./+types/compare";
import { CompareFilterPanel } from "../components/compare-filter-panel";
import { CompareTable } from "../components/compare-table";
import { RatingSourceNote } from "../components/listing-badges";
import { PageHeader } from "../components/page-header";
import { DENTISTS } from "../content/dentists";
import { COMPARE_SERVICE_OPTIONS } from "../content/services";
import {
  canonicalCompareSegment,
  compareFiltersFromSegment,
  compareSearch,
  compareStateFromUrl,
  EMPTY_COMPARE_FILTERS,
  filterCompare,
  type CompareFilters,
} from "../lib/dentist-filters";
import { pageMeta } from "../lib/meta";
import { paths } from "../lib/paths";
import { useHydrated } from "../lib/use-hydrated";

function headingFor(filter: Partial<CompareFilters> | undefined): string {
  if (filter?.location) return `Compare Dentists in ${filter.location}`;
  if (filter?.service) return `Compare ${filter.service} Providers`;
  return "Compare Dentists";
}

export const meta: Route.MetaFunction = ({ params }) => {
  const segment = "filter" in params ? params.filter : undefined;
  const filter = compareFiltersFromSegment(segment, COMPARE_SERVICE_OPTIONS);
  return pageMeta({
    title: headingFor(filter),
    description: "Compare dentists side by side by rating, services, price range and contact details.",
    path: filter && segment ? paths.compare(canonicalCompareSegment(segment)) : paths.compare(),
    // An alias is the same page as its service's own address, which search engines should list instead.
    noindex: !filter || (segment !== undefined && canonicalCompareSegment(segment) !== segment),
  });
};

export default function ComparePage({ params }: Route.ComponentProps) {
  const segment = "filter" in params ? params.filter : undefined;
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const segmentFilter = compareFiltersFromSegment(segment, COMPARE_SERVICE_OPTIONS);
  // The path segment is known when prerendering; the query string only after hydration.
  const filters = compareStateFromUrl(segment, hydrated ? search : new URLSearchParams(), COMPARE_SERVICE_OPTIONS);
  const results = filterCompare(DENTISTS, filters);

  // Changing a filter moves to /compare?…: the query string then holds the whole state.
  const onChange = (next: CompareFilters) => {
    const qs = compareSearch(next).toString();
    navigate(`${paths.compare()}${qs ? `?${qs}` : ""}`, { preventScrollReset: true });
  };

  return (
    <>
      <PageHeader
        title={headingFor(segmentFilter)}
        lead="Compare dentists side by side by rating, services, price range and contact details."
      />
      <div className="container-page space-y-6">
        {segment && !segmentFilter && (
          <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
            We did not recognise “{segment}” as a city or a service, so all dentists are shown.
          </p>
        )}
        <CompareFilterPanel filters={filters} onChange={onChange} />
        <p role="status" className="text-sm font-medium text-slate-700">
          Showing {results.length} of {DENTISTS.length} dentists
        </p>
        {results.length === 0 ? (
          <div className="card p-8 text-center">
            <h2 className="text-xl font-bold">No dentists found matching your criteria</h2>
            <p className="mt-2 text-slate-700">Remove a filter or clear them all to see more dentists.</p>
            <button type="button" className="btn-secondary mt-4" onClick={() => onChange(EMPTY_COMPARE_FILTERS)}>
              Clear all filters
            </button>
          </div>
        ) : (
          <>
            <CompareTable dentists={results} />
            <RatingSourceNote />
          </>
        )}
      </div>
    </>
  );
}
