import type { FormEvent } from "react";
import { Form, Link, useNavigate } from "react-router";

import { CITY_NAMES } from "../../rules/listings/city-names";
import {
  activeFilterCount,
  defaultSort,
  directoryHref,
  parseDirectoryUrl,
  SORT_LABELS,
  type DirectoryState,
} from "../../rules/listings/directory-url";
import { SERVICE_NAMES } from "../../rules/listings/services";
import { DENTIST_SORTS } from "../../rules/api/listings";
import { paths } from "../../rules/paths";
import { foldText } from "../../rules/text";
import { formParams, useFilterForm } from "../lib/use-filter-form";
import { useHydrated } from "../lib/use-hydrated";
import { NearField } from "./near-field";
import { PaymentFilterFieldset } from "./payment-filter-fieldset";
import { WeekdaySelect } from "./weekday-select";

/** What the form says now, as the clean URL it stands for (defaults left out, first page). */
function formHref(form: HTMLFormElement): string {
  return directoryHref({ ...parseDirectoryUrl(formParams(form)), page: 1 });
}

function Checkbox({ name, value, label, checked }: { name: string; value: string; label: string; checked: boolean }) {
  const id = `directory-${name}-${value}`.replace(/[^\w-]/g, "-");
  return (
    <div className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="h-4 w-4 accent-brand-700"
      />
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
    </div>
  );
}

interface Props {
  state: DirectoryState;
  /** Languages spoken at listed practices, for the filter. */
  languages: readonly string[];
  nearNotFound: boolean;
}

/**
 * The directory's filters as one GET form: without scripts each change is a normal page load
 * (Search button); with them a change updates the list in place, typing waits for a pause, and
 * focus stays where it was. Fields are uncontrolled, so a tick made before the scripts arrive is
 * still there afterwards and is sent then (see the effect below).
 */
export function DirectoryFilterBar({ state, languages, nearNotFound }: Props) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const {
    formRef,
    formKey,
    apply,
    onChange: applyChange,
    onSubmit,
  } = useFilterForm(directoryHref({ ...state, page: 1 }), formHref);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // A place is searched on Enter, on Search or when a suggestion is picked (NearField), not per letter.
    if ((event.target as HTMLInputElement).name === "near") return;
    applyChange(event, ["q"]);
  };

  const knownLanguage = (language: string) => languages.some((l) => foldText(l) === foldText(language));
  const languageOptions = [...languages, ...state.languages.filter((l) => !knownLanguage(l))];
  const chosenLanguage = (language: string) => state.languages.some((l) => foldText(l) === foldText(language));
  // A value arriving from a link (e.g. ?service=Root Canal) still filters and is shown, not dropped.
  const extraLocation = state.location && !CITY_NAMES.some((c) => c.slug === state.location) ? state.location : "";
  const extraService = state.service && !SERVICE_NAMES.some((s) => s === state.service) ? state.service : "";
  const sortDefault = defaultSort(state);
  const activeCount = activeFilterCount(state);

  return (
    <Form
      key={formKey}
      ref={formRef}
      method="get"
      action={paths.directory()}
      role="search"
      aria-label="Search dentists"
      className="card -mt-4 p-4 sm:p-5"
      onChange={onChange}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[3fr_3fr_2fr_auto] lg:items-start">
        <div>
          <label htmlFor="directory-q" className="field-label">
            Search by name, place or treatment
          </label>
          <input
            id="directory-q"
            name="q"
            type="search"
            className="field-input"
            placeholder="e.g. Ngata, Ponsonby, root canal"
            autoComplete="off"
            defaultValue={state.q}
          />
        </div>
        <NearField
          defaultValue={state.near}
          notFound={nearNotFound}
          hydrated={hydrated}
          onPlaceChosen={() => formRef.current && apply(formRef.current)}
          onLocated={(near) => {
            if (!formRef.current) return;
            const chosen = parseDirectoryUrl(formParams(formRef.current));
            navigate(directoryHref({ ...chosen, near, sort: "distance", page: 1 }), { preventScrollReset: true });
          }}
        />
        <div>
          <label htmlFor="directory-sort" className="field-label">
            Sort by
          </label>
          <select
            id="directory-sort"
            name="sort"
            className="field-input"
            defaultValue={state.sort === sortDefault ? "" : state.sort}
          >
            <option value="">{SORT_LABELS[sortDefault]}</option>
            {DENTIST_SORTS.filter((s) => s !== sortDefault).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary h-11 sm:col-span-2 lg:col-span-1 lg:mt-7">
          Search
        </button>
      </div>

      {/* On a phone the filters fold away (issue 24 item 4), so the first result is near the top;
          from 1024 px they are always open. A native disclosure: it works without scripts. */}
      <details className="filter-disclosure mt-4 border-t border-slate-200 pt-3">
        <summary className="cursor-pointer py-1 text-base font-semibold text-brand-800 lg:hidden">
          Filters{activeCount > 0 ? ` (${activeCount} on)` : ""}
        </summary>
        <div className="mt-3 grid gap-5 sm:grid-cols-2 lg:mt-0 lg:grid-cols-4">
          <div>
            <label htmlFor="directory-location" className="field-label">
              Location
            </label>
            <select id="directory-location" name="location" className="field-input" defaultValue={state.location}>
              <option value="">All locations</option>
              {CITY_NAMES.map((city) => (
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
            <select id="directory-service" name="service" className="field-input" defaultValue={state.service}>
              <option value="">All services</option>
              {SERVICE_NAMES.map((service) => (
                <option key={service} value={service}>
                  {service}
                </option>
              ))}
              {extraService && <option value={extraService}>{extraService}</option>}
            </select>
          </div>
          <fieldset className="min-w-0">
            <legend className="field-label">Opening hours</legend>
            <div className="mt-1 space-y-2">
              <Checkbox name="open" value="now" label="Open now" checked={state.openNow} />
              <Checkbox name="weekends" value="1" label="Open weekends" checked={state.weekends} />
              <Checkbox name="after5" value="1" label="Open after 5 pm" checked={state.after5} />
              <WeekdaySelect id="directory-day" value={state.openOn} />
            </div>
          </fieldset>
          <fieldset className="min-w-0">
            <legend className="field-label">Access</legend>
            <div className="mt-1 space-y-2">
              <Checkbox name="wheelchair" value="1" label="Wheelchair access" checked={state.wheelchair} />
            </div>
          </fieldset>
          {languageOptions.length > 0 && (
            <fieldset className="min-w-0 sm:col-span-2 lg:col-span-4">
              <legend className="field-label">Languages spoken</legend>
              <div className="mt-1 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-6">
                {languageOptions.map((language) => (
                  <Checkbox
                    key={language}
                    name="lang"
                    value={language}
                    label={language}
                    checked={chosenLanguage(language)}
                  />
                ))}
              </div>
            </fieldset>
          )}
          <PaymentFilterFieldset className="sm:col-span-2 lg:col-span-4" chosen={state.payment} />
        </div>
      </details>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2" role="group" aria-label="View">
          <span className="text-sm font-medium text-slate-800" aria-hidden="true">
            View:
          </span>
          {state.view === "list" && <input type="hidden" name="view" value="list" />}
          {(["grid", "list"] as const).map((view) => (
            <Link
              key={view}
              to={directoryHref({ ...state, view })}
              preventScrollReset
              aria-current={state.view === view ? "true" : undefined}
              className={`rounded-md border px-3 py-1.5 text-sm font-medium ${
                state.view === view
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
              }`}
            >
              {view === "grid" ? "Grid" : "List"}
            </Link>
          ))}
        </div>
        {(activeCount > 0 || state.q || state.near) && (
          <Link
            to={directoryHref({ ...parseDirectoryUrl(new URLSearchParams()), view: state.view })}
            preventScrollReset
            className="text-sm font-semibold text-brand-700 underline"
          >
            Clear filters
          </Link>
        )}
      </div>
    </Form>
  );
}
