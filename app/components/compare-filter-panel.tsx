import { Form, Link } from "react-router";

import { CITY_NAMES } from "../../rules/listings/city-names";
import {
  compareHref,
  EMPTY_COMPARE_STATE,
  parseCompareUrl,
  PRICE_TIERS,
  type CompareState,
} from "../../rules/listings/directory-url";
import { PAYMENT_FILTERS } from "../../rules/listings/funding";
import { SERVICE_NAMES } from "../../rules/listings/services";
import { paths } from "../../rules/paths";
import { formParams, useFilterForm } from "../lib/use-filter-form";
import { weekdayLabel } from "../../rules/listings/hours";
import { LanguageFilterFieldset } from "./language-filter-fieldset";
import { PaymentFilterFieldset } from "./payment-filter-fieldset";
import { WeekdaySelect } from "./weekday-select";

const LOCATIONS = CITY_NAMES.map((city) => city.name);
type SelectKey = "location" | "service" | "price";
const LABELS: Record<SelectKey, string> = { location: "Location", service: "Service", price: "Price Range" };

/** One removable chip per active filter: the three selects, the day, each way to pay, each language. */
function activeChips(state: CompareState): { key: string; text: string; without: CompareState }[] {
  const selects = (Object.keys(LABELS) as SelectKey[])
    .filter((key) => state[key] !== "")
    .map((key) => ({ key, text: `${LABELS[key]}: ${state[key]}`, without: { ...state, [key]: "" } }));
  const payment = PAYMENT_FILTERS.filter((p) => state.payment.includes(p.param)).map((p) => ({
    key: p.param,
    text: p.label,
    without: { ...state, payment: state.payment.filter((q) => q !== p.param) },
  }));
  const day = state.openOn
    ? [{ key: "day", text: `Open on ${weekdayLabel(state.openOn)}`, without: { ...state, openOn: "" as const } }]
    : [];
  const languages = state.languages.map((language) => ({
    key: `lang-${language}`,
    text: `Speaks ${language}`,
    without: { ...state, languages: state.languages.filter((l) => l !== language) },
  }));
  return [...selects, ...day, ...payment, ...languages].map((chip) => ({
    ...chip,
    without: { ...chip.without, page: 1 },
  }));
}

function FilterSelect({
  name,
  label,
  value,
  options,
  allLabel,
}: {
  name: SelectKey;
  label: string;
  value: string;
  options: readonly string[];
  allLabel: string;
}) {
  // A value from a link that is not one of the options still filters and is shown.
  const all = value && !options.includes(value) ? [...options, value] : options;
  return (
    <div>
      <label htmlFor={`compare-${name}`} className="field-label">
        {label}
      </label>
      <select id={`compare-${name}`} name={name} className="field-input" defaultValue={value}>
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

/** Changing a filter moves to /compare?…: the query string then holds the whole state. */
function formHref(form: HTMLFormElement): string {
  return compareHref({ ...parseCompareUrl(undefined, formParams(form)), page: 1 });
}

/**
 * Location (all 22 cities), service (every service), price, open on a weekday, ways-to-pay and
 * languages filters (the directory's, issue 38 item 6) as a GET form;
 * folded behind 'Filters' on a phone; a removable chip per active filter and Clear Filters, as links.
 */
export function CompareFilterPanel({ state, languages }: { state: CompareState; languages: readonly string[] }) {
  const {
    formRef,
    formKey,
    onChange: applyChange,
    onSubmit,
  } = useFilterForm(compareHref({ ...state, page: 1 }), formHref);
  const active = activeChips(state);

  return (
    <section aria-label="Filters" className="card p-4 sm:p-5">
      <Form
        key={formKey}
        ref={formRef}
        method="get"
        action={paths.compare()}
        onChange={(event) => applyChange(event)}
        onSubmit={onSubmit}
      >
        {state.picks.map((id) => (
          <input key={id} type="hidden" name="pick" value={id} />
        ))}
        <details className="filter-disclosure">
          <summary className="cursor-pointer py-1 text-lg font-bold text-brand-900 lg:hidden">
            Filters{active.length > 0 ? ` (${active.length} on)` : ""}
          </summary>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:mt-0 lg:grid-cols-4">
            <FilterSelect
              name="location"
              label="Location"
              value={state.location}
              options={LOCATIONS}
              allLabel="All locations"
            />
            <FilterSelect
              name="service"
              label="Service"
              value={state.service}
              options={SERVICE_NAMES}
              allLabel="All services"
            />
            <FilterSelect
              name="price"
              label="Price Range"
              value={state.price}
              options={PRICE_TIERS}
              allLabel="Any price"
            />
            <WeekdaySelect id="compare-day" value={state.openOn} labelClassName="field-label" />
            <PaymentFilterFieldset
              className="sm:col-span-2 lg:col-span-4"
              chosen={state.payment}
              idPrefix="compare-pay"
            />
            <LanguageFilterFieldset
              className="sm:col-span-2 lg:col-span-4"
              languages={languages}
              chosen={state.languages}
              idPrefix="compare-lang"
            />
            <div className="sm:col-span-2 lg:col-span-4">
              <button type="submit" className="btn-primary">
                Apply filters
              </button>
            </div>
          </div>
        </details>
      </Form>
      {active.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <ul className="flex flex-wrap gap-2" aria-label="Active filters">
            {active.map((chip) => (
              <li key={chip.key}>
                <Link
                  to={compareHref(chip.without)}
                  preventScrollReset
                  className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
                  aria-label={`Remove filter ${chip.text}`}
                >
                  {chip.text}
                  <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={compareHref({ ...EMPTY_COMPARE_STATE, picks: state.picks })}
            preventScrollReset
            className="text-sm font-semibold text-brand-700 underline"
          >
            Clear Filters
          </Link>
        </div>
      )}
    </section>
  );
}
