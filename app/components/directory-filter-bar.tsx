import { CITIES } from "../../rules/listings/cities";
import { DIRECTORY_SERVICE_OPTIONS } from "../content/services";
import { PaymentFilterFieldset } from "./payment-filter-fieldset";
import { SORT_KEYS, SORT_LABELS, type DirectoryFilters, type SortKey, type ViewMode } from "../lib/dentist-filters";

type DirectoryState = DirectoryFilters & { view: ViewMode };

interface Props {
  state: DirectoryState;
  onQueryChange: (query: string) => void;
  onChange: (changes: Partial<DirectoryState>) => void;
}

/** Name or place search, location, service, ways to pay, sort and the grid/list toggle of the directory. */
export function DirectoryFilterBar({ state, onQueryChange, onChange }: Props) {
  // A value arriving from a link (e.g. ?service=Root Canal) still filters and is shown, not dropped.
  const extraLocation = state.location && !CITIES.some((c) => c.slug === state.location) ? state.location : "";
  const extraService =
    state.service && !DIRECTORY_SERVICE_OPTIONS.some((s) => s === state.service) ? state.service : "";

  return (
    <form
      role="search"
      aria-label="Search dentists"
      className="card -mt-4 grid gap-4 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-[2fr_1fr_1fr_1fr]"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="directory-q" className="field-label">
          Search by name or place
        </label>
        <input
          id="directory-q"
          type="search"
          className="field-input"
          placeholder="Dentist, practice or town"
          autoComplete="off"
          value={state.query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="directory-location" className="field-label">
          Location
        </label>
        <select
          id="directory-location"
          className="field-input"
          value={state.location}
          onChange={(event) => onChange({ location: event.target.value })}
        >
          <option value="">All locations</option>
          {CITIES.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
          {extraLocation && <option value={extraLocation}>{extraLocation}</option>}
        </select>
      </div>
      <div>
        <label htmlFor="directory-service" className="field-label">
          Service
        </label>
        <select
          id="directory-service"
          className="field-input"
          value={state.service}
          onChange={(event) => onChange({ service: event.target.value })}
        >
          <option value="">All services</option>
          {DIRECTORY_SERVICE_OPTIONS.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
          {extraService && <option value={extraService}>{extraService}</option>}
        </select>
      </div>
      <div>
        <label htmlFor="directory-sort" className="field-label">
          Sort by
        </label>
        <select
          id="directory-sort"
          className="field-input"
          value={state.sort}
          onChange={(event) => onChange({ sort: event.target.value as SortKey })}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      <PaymentFilterFieldset
        className="sm:col-span-2 lg:col-span-4"
        chosen={state.payment}
        onChange={(payment) => onChange({ payment })}
      />
      <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-4" role="group" aria-label="View">
        <span className="text-sm font-medium text-slate-800" aria-hidden="true">
          View:
        </span>
        {(["grid", "list"] as const).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={state.view === view}
            onClick={() => onChange({ view })}
            className={`rounded-md border px-3 py-1.5 text-sm font-medium ${
              state.view === view
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
            }`}
          >
            {view === "grid" ? "Grid" : "List"}
          </button>
        ))}
      </div>
    </form>
  );
}
