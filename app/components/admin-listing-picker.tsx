import { useEffect, useState } from "react";

import { KIND_LABELS, type ListingRow, type ListingsPage } from "../../rules/api/listings-admin";
import type { NamedListing } from "../../rules/api/inbox";
import { findCity } from "../../rules/listings/cities";
import { adminGet } from "../lib/admin-api";
import { TypedText } from "./typed-text";

/** A listing as a choice: what the form sends ("kind/id") and how an operator recognises it. */
interface Choice {
  ref: string;
  name: string;
  practice: string;
  citySlug: string;
  kind: ListingRow["kind"];
}

const choiceOf = (row: ListingRow): Choice => ({ ref: `${row.kind}/${row.id}`, ...row });

/** Typed letters wait this long for the next before the search runs. */
const SEARCH_DELAY_MS = 250;

/**
 * "Send to practice"'s choice of listing (issue 38 item 5): a search over the published dentists,
 * surgeons and emergency clinics by name, practice or city (the listings API the listings screen
 * uses), each result a radio button named `name`. The listing the booking names comes first, chosen.
 */
export function ListingPicker({ name, named }: { name: string; named?: NamedListing }) {
  const namedChoice: Choice | undefined = named?.listed && { ref: named.ref, kind: named.kind, ...named.listed };
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<{ query: string; choices: Choice[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      const search = new URLSearchParams({ status: "published", q });
      adminGet<ListingsPage>(`/listings?${search}`).then(
        (page) => {
          if (!current) return;
          setError(null);
          setFound({ query: q, choices: page.items.map(choiceOf), total: page.total });
        },
        () => current && setError("The search did not answer. Try again."),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  const searched = query.trim().length >= 2 && found?.query === query.trim() ? found : null;
  const choices = [
    ...(namedChoice ? [namedChoice] : []),
    ...(searched?.choices.filter((choice) => choice.ref !== namedChoice?.ref) ?? []),
  ];
  return (
    <fieldset>
      <legend className="field-label">Send to</legend>
      <label className="mt-1 block text-sm text-slate-700" htmlFor={`${name}-search`}>
        Find a dentist, oral surgeon or emergency clinic (name, practice or city)
      </label>
      <input
        id={`${name}-search`}
        className="field-input"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        // Enter searches; it must not send the booking to whatever is chosen.
        onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
        autoComplete="off"
      />
      <p aria-live="polite" className="mt-1 text-sm text-slate-600">
        {error ??
          (searched
            ? searched.total === 0
              ? `No published listing matches “${searched.query}”.`
              : `${searched.total} found${searched.total > searched.choices.length ? `, the first ${searched.choices.length} shown: type more to narrow` : ""}.`
            : "")}
      </p>
      {choices.length > 0 && (
        <ul className="mt-2 space-y-1">
          {choices.map((choice, index) => (
            <li key={choice.ref}>
              <label className="flex items-start gap-2 rounded-md p-1 text-sm hover:bg-slate-50">
                <input
                  type="radio"
                  name={name}
                  value={choice.ref}
                  required
                  defaultChecked={index === 0 && choice === namedChoice}
                  className="mt-1"
                />
                <span>
                  <span className="font-medium text-slate-900">
                    <TypedText text={choice.name} />
                  </span>{" "}
                  <span className="text-slate-700">
                    ({KIND_LABELS[choice.kind]}
                    {choice.practice !== choice.name ? (
                      <>
                        , <TypedText text={choice.practice} />
                      </>
                    ) : null}
                    , {findCity(choice.citySlug)?.name ?? choice.citySlug})
                  </span>
                  {choice === namedChoice && <span className="text-slate-600"> · the patient chose this one</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
