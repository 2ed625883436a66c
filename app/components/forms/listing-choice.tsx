import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

import type { OpenTimes } from "../../../rules/listings/preferred-time";
import type { BookableKind } from "../../../rules/listings/listing-ref";
import { paths } from "../../../rules/paths";
import { useHydrated } from "../../lib/use-hydrated";

/** A listed dentist or surgeon as the booking form shows one: enough to recognise them. */
export interface ListingCard {
  /** What the form sends: "dentist/{id}" (rules/listings/listing-ref.ts). */
  ref: string;
  kind: BookableKind;
  name: string;
  practice: string;
  city: string;
  citySlug: string;
  /** The chosen one's open times (/book's loader), for the preferred-time check; not a search result's. */
  openTimes?: OpenTimes;
}

/** A search of the listings for the form, answered by /book's loader (?q=). */
export interface ListingSearch {
  q: string;
  results: ListingCard[];
  /** Every match, of which `results` are the first few. */
  total: number;
}

/** What the form's chooser receives from /book's loader. */
export interface ListingChoiceData {
  /** The listing the link named (?dentist= or ?surgeon=), when it is published. */
  chosen: ListingCard | null;
  /** The kind a link named that is not (or no longer) listed. */
  unlisted: BookableKind | null;
  search: ListingSearch | null;
  /** The query parameters a search keeps (service, city, urgency, the chosen listing). */
  carried: Record<string, string>;
}

const SEARCH_FORM_ID = "booking-listing-search";
const SEARCH_DELAY_MS = 250;

const who = (kind: BookableKind) => (kind === "surgeon" ? "surgeon" : "dentist");

/**
 * The search of the booking form's chooser: its own GET form to /book, outside the booking form
 * (forms cannot nest; the chooser's input and button join it by their `form` attribute). Without
 * JavaScript a search is a page load that keeps the link's service, city, urgency and chosen
 * listing; with it, the chooser asks the loader through a fetcher and nothing else changes.
 */
export function ListingSearchForm({ carried }: { carried: Record<string, string> }) {
  return (
    <form id={SEARCH_FORM_ID} method="get" action={paths.book()} hidden>
      {Object.entries(carried).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

interface ChooserProps {
  data: ListingChoiceData;
  /** The form's `listing` value. */
  value: string;
  error?: string;
  onChange(card: ListingCard | null): void;
}

/** Loads a search through /book's loader, so results change in place. */
function useListingSearch(initial: ListingSearch | null) {
  const fetcher = useFetcher<{ choice: Pick<ListingChoiceData, "search"> }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (q: string, delay = 0) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const trimmed = q.trim();
      if (trimmed) void fetcher.load(paths.book({ q: trimmed }));
    }, delay);
  };
  const fetched = fetcher.data?.choice.search;
  return { search, results: fetched === undefined ? initial : fetched, busy: fetcher.state === "loading" };
}

/**
 * Who the request goes to: the dentist or surgeon a link named, shown as a card, any found by a
 * search, or nobody in particular. One radio group, so choosing and removing work without
 * JavaScript and keep everything typed; with it, a Remove button takes the card away.
 */
export function ListingChooser({ data, value, error, onChange }: ChooserProps) {
  const hydrated = useHydrated();
  const { search, results, busy } = useListingSearch(data.search);
  // The card chosen stays shown while later searches change the results.
  const [picked, setPicked] = useState<ListingCard | null>(data.chosen);
  const [q, setQ] = useState(data.search?.q ?? "");
  const searchBox = useRef<HTMLInputElement>(null);

  const found = (results?.results ?? []).filter((card) => card.ref !== picked?.ref);
  const options = [...(picked ? [picked] : []), ...found];
  const choose = (card: ListingCard | null) => {
    if (card) setPicked(card);
    onChange(card);
  };
  const remove = () => {
    setPicked(null);
    onChange(null);
    searchBox.current?.focus();
  };
  // With JavaScript, a search changes the results in place: the page, and what is typed, stay.
  const searchNow = (event: KeyboardEvent | MouseEvent) => {
    event.preventDefault();
    search(q);
  };
  const describedBy = ["booking-listing-hint", error && "booking-listing-error"].filter(Boolean).join(" ");

  return (
    <fieldset aria-describedby={describedBy} className="space-y-3">
      <legend className="field-label">
        Dentist or surgeon <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <p id="booking-listing-hint" className="-mt-1 text-sm text-slate-600">
        Choose a listed dentist and your request goes to them. Leave it, and we match you with one.
      </p>
      {data.unlisted && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          We could not find that {who(data.unlisted)} in our listings: they may have left or changed their listing.
          Search for another below, or leave it to us to match you.
        </p>
      )}
      {options.length > 0 && (
        <ul className="space-y-2" aria-label="Dentists you can choose">
          {options.map((card) => (
            <li key={card.ref} className="flex items-center gap-2">
              <label className="flex flex-1 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50">
                <input
                  type="radio"
                  name="listing"
                  value={card.ref}
                  checked={value === card.ref}
                  onChange={() => choose(card)}
                  className="mt-1"
                />
                <span>
                  <span className="block font-semibold">{card.name}</span>
                  <span className="block text-sm text-slate-700">
                    {card.practice}, {card.city}
                    {card.kind === "surgeon" && " (oral surgeon)"}
                  </span>
                </span>
              </label>
              {hydrated && value === card.ref && (
                <button
                  type="button"
                  onClick={remove}
                  className="btn-secondary px-3 py-2 text-sm"
                  aria-label={`Remove ${card.name}`}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
          <li>
            <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50">
              <input
                type="radio"
                name="listing"
                value=""
                checked={value === ""}
                onChange={() => choose(null)}
                className="mt-1"
              />
              <span>No one in particular: match me with a dentist</span>
            </label>
          </li>
        </ul>
      )}
      <div>
        <label htmlFor="booking-listing-q" className="field-label">
          Find a dentist by name, practice or city
        </label>
        <div className="flex gap-2">
          <input
            ref={searchBox}
            id="booking-listing-q"
            type="search"
            name="q"
            form={SEARCH_FORM_ID}
            value={q}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => {
              setQ(e.currentTarget.value);
              search(e.currentTarget.value, SEARCH_DELAY_MS);
            }}
            onKeyDown={(e) => e.key === "Enter" && searchNow(e)}
            className="field-input"
          />
          <button type="submit" form={SEARCH_FORM_ID} onClick={searchNow} className="btn-secondary shrink-0">
            Search
          </button>
        </div>
        <p role="status" className="mt-1 text-sm text-slate-600">
          {busy ? "Searching…" : results && resultsText(results, found.length)}
        </p>
      </div>
      <div aria-live="polite" className="min-h-6">
        {error && (
          <p id="booking-listing-error" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}

function resultsText(search: ListingSearch, shown: number): string {
  if (search.total === 0) return `No listed dentist matches “${search.q}”.`;
  if (search.total > search.results.length) {
    return `The first ${search.results.length} of ${search.total} dentists matching “${search.q}”: add a name or a city to narrow it.`;
  }
  if (shown === 0) return "Your chosen dentist is the only match.";
  return `${search.total} listed ${search.total === 1 ? "dentist matches" : "dentists match"} “${search.q}”.`;
}
