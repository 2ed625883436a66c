import { useId, useState } from "react";

import { getCity } from "../content/cities";
import { COMPARE_SERVICE_OPTIONS } from "../content/services";
import type { PriceTier } from "../content/types";
import { COMPARE_LOCATION_SLUGS, PRICE_TIERS, type CompareFilters } from "../lib/dentist-filters";

const LOCATIONS = COMPARE_LOCATION_SLUGS.map((slug) => getCity(slug).name);
const LABELS: Record<keyof CompareFilters, string> = { location: "Location", service: "Service", price: "Price Range" };

interface Props {
  filters: CompareFilters;
  onChange: (filters: CompareFilters) => void;
}

function FilterSelect({
  id,
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  allLabel: string;
  onChange: (value: string) => void;
}) {
  // A value from a link that is not one of the options still filters and is shown.
  const all = value && !options.includes(value) ? [...options, value] : options;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {all.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Location, service and price filters; a Clear Filters button; a chip per active filter. */
export function CompareFilterPanel({ filters, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = (Object.keys(LABELS) as (keyof CompareFilters)[]).filter((key) => filters[key] !== "");

  return (
    <section aria-label="Filters" className="card p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3 lg:hidden">
        <h2 className="text-lg font-bold">Filters</h2>
        <button
          type="button"
          className="btn-secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? "Hide filters" : "Show filters"}
        </button>
      </div>
      <div id={panelId} className={`${open ? "mt-4 grid" : "hidden"} gap-4 sm:grid-cols-3 lg:mt-0 lg:grid`}>
        <FilterSelect
          id={`${panelId}-location`}
          label="Location"
          value={filters.location}
          options={LOCATIONS}
          allLabel="All locations"
          onChange={(location) => onChange({ ...filters, location })}
        />
        <FilterSelect
          id={`${panelId}-service`}
          label="Service"
          value={filters.service}
          options={COMPARE_SERVICE_OPTIONS}
          allLabel="All services"
          onChange={(service) => onChange({ ...filters, service })}
        />
        <FilterSelect
          id={`${panelId}-price`}
          label="Price Range"
          value={filters.price}
          options={PRICE_TIERS}
          allLabel="Any price"
          onChange={(price) => onChange({ ...filters, price: price as PriceTier | "" })}
        />
      </div>
      {active.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <ul className="flex flex-wrap gap-2" aria-label="Active filters">
            {active.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
                  aria-label={`Remove filter ${LABELS[key]}: ${filters[key]}`}
                  onClick={() => onChange({ ...filters, [key]: "" })}
                >
                  {LABELS[key]}: {filters[key]}
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 underline"
            onClick={() => onChange({ location: "", service: "", price: "" })}
          >
            Clear Filters
          </button>
        </div>
      )}
    </section>
  );
}
