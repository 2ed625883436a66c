import { useId, useState } from "react";

import { getCity } from "../../rules/listings/cities";
import { PAYMENT_FILTERS } from "../../rules/listings/funding";
import { COMPARE_SERVICE_OPTIONS } from "../content/services";
import type { PriceTier } from "../content/types";
import {
  COMPARE_LOCATION_SLUGS,
  EMPTY_COMPARE_FILTERS,
  PRICE_TIERS,
  togglePayment,
  type CompareFilters,
} from "../lib/dentist-filters";
import { PaymentFilterFieldset } from "./payment-filter-fieldset";

const LOCATIONS = COMPARE_LOCATION_SLUGS.map((slug) => getCity(slug).name);
type SelectKey = "location" | "service" | "price";
const LABELS: Record<SelectKey, string> = { location: "Location", service: "Service", price: "Price Range" };

interface Chip {
  key: string;
  text: string;
  remove: (filters: CompareFilters) => CompareFilters;
}

/** One removable chip per active filter: the three selects, then each way to pay. */
function activeChips(filters: CompareFilters): Chip[] {
  const selects = (Object.keys(LABELS) as SelectKey[])
    .filter((key) => filters[key] !== "")
    .map((key) => ({
      key,
      text: `${LABELS[key]}: ${filters[key]}`,
      remove: (f: CompareFilters) => ({ ...f, [key]: "" }),
    }));
  const payment = PAYMENT_FILTERS.filter((p) => filters.payment.includes(p.param)).map((p) => ({
    key: p.param,
    text: p.label,
    remove: (f: CompareFilters) => ({ ...f, payment: togglePayment(f.payment, p.param, false) }),
  }));
  return [...selects, ...payment];
}

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

/** Location, service, price and ways-to-pay filters; a Clear Filters button; a chip per active filter. */
export function CompareFilterPanel({ filters, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeChips(filters);

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
        <PaymentFilterFieldset
          className="sm:col-span-3"
          chosen={filters.payment}
          onChange={(payment) => onChange({ ...filters, payment })}
        />
      </div>
      {active.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <ul className="flex flex-wrap gap-2" aria-label="Active filters">
            {active.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
                  aria-label={`Remove filter ${chip.text}`}
                  onClick={() => onChange(chip.remove(filters))}
                >
                  {chip.text}
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 underline"
            onClick={() => onChange(EMPTY_COMPARE_FILTERS)}
          >
            Clear Filters
          </button>
        </div>
      )}
    </section>
  );
}
