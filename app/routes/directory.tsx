import { useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";

import type { Route } from "./+types/directory";
import { DentistCard } from "../components/dentist-card";
import { DirectoryFilterBar } from "../components/directory-filter-bar";
import { DirectoryListItem } from "../components/directory-list-item";
import { RatingSourceNote } from "../components/listing-badges";
import { PageHeader } from "../components/page-header";
import { DENTISTS } from "../content/dentists";
import {
  createDirectoryIndex,
  directorySearch,
  directoryStateFromSearch,
  EMPTY_DIRECTORY_FILTERS,
  queryDirectory,
  type DirectoryFilters,
  type ViewMode,
} from "../lib/dentist-filters";
import { pageMeta } from "../lib/meta";
import { paths } from "../lib/paths";
import { useHydrated } from "../lib/use-hydrated";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Find a Dentist",
    description: "Search verified dentists across New Zealand by name, location and service.",
    path: paths.directory(),
  });

const INDEX = createDirectoryIndex(DENTISTS);
const DEFAULT_STATE = { ...EMPTY_DIRECTORY_FILTERS, view: "grid" as ViewMode };

type DirectoryState = DirectoryFilters & { view: ViewMode };

/** Navigations made while typing carry this state, so the search box does not re-read its own echo. */
interface TypingState {
  fromTyping: true;
}

export default function DirectoryPage() {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  // Prerendered HTML shows the unfiltered list; the URL applies once React has taken over.
  const urlState: DirectoryState = hydrated ? directoryStateFromSearch(params) : DEFAULT_STATE;

  // The search box keeps its own text so typing stays instant; it re-reads the URL on Back/Forward
  // and on links to the directory, but not on the URL updates its own typing makes.
  const [text, setText] = useState(urlState.query);
  const syncKey = hydrated ? location.key : "prerender";
  const [seenKey, setSeenKey] = useState(syncKey);
  if (seenKey !== syncKey) {
    setSeenKey(syncKey);
    const echo = (location.state as TypingState | null)?.fromTyping && navigationType !== "POP";
    if (!echo && text !== urlState.query) setText(urlState.query);
  }

  const state: DirectoryState = { ...urlState, query: text };
  const results = queryDirectory(INDEX, state);

  const update = (changes: Partial<DirectoryState>) => {
    setParams(directorySearch({ ...state, ...changes }), { preventScrollReset: true });
  };
  const updateQuery = (query: string) => {
    setText(query);
    // The first keystroke of a search adds a history entry; the rest refine it in place.
    setParams(directorySearch({ ...state, query }), {
      replace: text !== "",
      preventScrollReset: true,
      state: { fromTyping: true } satisfies TypingState,
    });
  };

  return (
    <>
      <PageHeader
        title="Find a Dentist"
        lead="Search verified dentists across New Zealand by name, location and service."
      />
      <div className="container-page">
        <DirectoryFilterBar state={state} onQueryChange={updateQuery} onChange={update} />

        <p role="status" className="mt-6 text-sm font-medium text-slate-700" data-testid="directory-count">
          {results.length === 1 ? "1 dentist found" : `${results.length} dentists found`}
        </p>

        {results.length === 0 ? (
          <div className="card mt-4 p-8 text-center">
            <h2 className="text-xl font-bold">No dentists found</h2>
            <p className="mt-2 text-slate-700">
              Try a different name, location, service or way to pay, or clear the filters.
            </p>
            <button
              type="button"
              className="btn-secondary mt-4"
              onClick={() => {
                setText("");
                setParams(directorySearch({ ...DEFAULT_STATE, sort: state.sort, view: state.view }), {
                  preventScrollReset: true,
                });
              }}
            >
              Clear all filters
            </button>
          </div>
        ) : state.view === "grid" ? (
          <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Dentists">
            {results.map((dentist) => (
              <li key={dentist.id} className="render-when-visible">
                <DentistCard dentist={dentist} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className="mt-4 space-y-4" aria-label="Dentists">
            {results.map((dentist) => (
              <li key={dentist.id} className="render-when-visible">
                <DirectoryListItem dentist={dentist} />
              </li>
            ))}
          </ul>
        )}
        {results.length > 0 && <RatingSourceNote className="mt-6" />}
      </div>
    </>
  );
}
