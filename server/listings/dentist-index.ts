import { findCity } from "../../rules/listings/cities";
import { PAYMENT_FILTERS } from "../../rules/listings/funding";
import { languageKey } from "../../rules/listings/languages";
import { minutesOf, opensAfter5pm, opensOnWeekends, weekInMinutes } from "../../rules/listings/hours";
import type { Dentist } from "../../rules/listings/types";
import { foldText } from "../../rules/text";
import { radiansOf } from "../places";
import { DentistsById } from "./dentists-by-id";
import { orderAfter } from "./index-orders";
import {
  type DentistIndex,
  type FixedOrder,
  type IndexBasis,
  type IndexedDentist,
  paymentBits,
} from "./indexed-dentist";

/**
 * The published dentists prepared for searching, built once per listings snapshot: every string
 * folded (case and macrons), opening hours in minutes, and the four fixed sort orders, so one query
 * is one pass over a list already in order, with no folding, time-zone maths or sorting per listing
 * (only the distance order is sorted per query, since it depends on where the patient is).
 *
 * City and service names come from short lists (22 cities, about 15 services), so a query decides
 * once which of them contain each word, and each listing then only looks its own up by number:
 * only the dentist's and practice's names are searched as text per listing.
 */

function cityName(citySlug: string): string {
  return findCity(citySlug)?.name ?? citySlug;
}

const collator = new Intl.Collator("en-NZ", { sensitivity: "base" });

/**
 * The fixed orders; `cityOrder` ranks each city slug by its name, worked out once per index.
 * Ratings are not listing fields (issue 35): "rating" and "reviews" start in name order, and the
 * reader reorders them, and each city's dentists in "location", by the review figures
 * (snapshot-reader.ts `ratedOrders`).
 */
function sorters(cityOrder: ReadonlyMap<string, number>): Record<FixedOrder, (a: Dentist, b: Dentist) => number> {
  const rank = (d: Dentist) => cityOrder.get(d.citySlug) ?? 0;
  const byName = (a: Dentist, b: Dentist) => collator.compare(a.name, b.name);
  return {
    rating: byName,
    reviews: byName,
    name: byName,
    location: (a, b) => rank(a) - rank(b) || byName(a, b),
  };
}

/** The same few strings (times, services, languages, cities) recur across listings: work each out once. */
function memo<T>(compute: (text: string) => T): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    let value = seen.get(text);
    if (value === undefined) seen.set(text, (value = compute(text)));
    return value;
  };
}

/**
 * Numbers for distinct strings, in order of first use, after `known` (a previous index's names,
 * kept with their numbers; one no longer used costs a lookup per query and matches no one).
 */
function vocabulary(known: readonly string[] = []) {
  const ids = new Map<string, number>(known.map((name, i) => [name, i]));
  return {
    names: () => [...ids.keys()],
    id(name: string): number {
      let id = ids.get(name);
      if (id === undefined) ids.set(name, (id = ids.size));
      return id;
    },
  };
}

/**
 * The index of `dentists`. With `previous` (the index of the snapshot before), what did not change
 * is reused: a dentist that is the same object as before keeps its prepared entry, and the sort
 * orders are the previous ones without the changed dentists, with the changed ones put in place
 * by binary search (issue 36 item 8: sorting 10,000 dentists four ways took most of a rebuild's
 * half second). The result is the index a build from nothing gives: every order breaks ties by
 * the dentists' order, as the stable sort of a full build does.
 */
export function createDentistIndex(dentists: readonly Dentist[], previous?: DentistIndex): DentistIndex {
  const build = ++builds;
  const cities = vocabulary(previous?.cityNames);
  const services = vocabulary(previous?.serviceNames);
  const fold = memo(foldText);
  // Rows written before languages had recorded names ("NZ Sign Language") match as the new ones do.
  const language = memo(languageKey);
  const minutes = memo(minutesOf);
  const entries = previous?.entries ?? new WeakMap<Dentist, IndexedDentist>();
  const changes = previous && changesSince(previous, dentists);
  const fresh: IndexedDentist[] = [];
  const list: IndexedDentist[] = [];
  dentists.forEach((dentist, position) => {
    let entry = changes ? (changes.kept[position] ?? undefined) : undefined;
    if (!entry) {
      entry = indexEntry(dentist, cities, services, { fold, language, minutes });
      entries.set(dentist, entry);
      fresh.push(entry);
    }
    entry.build = build;
    entry.position = position;
    list.push(entry);
  });
  // The cities' order by name: the previous one while every fresh listing's city is in it (a city
  // left without listings keeps its rank, which only orders the others).
  const cityOrder =
    previous && changes && fresh.every((entry) => previous.cityOrder.has(entry.dentist.citySlug))
      ? previous.cityOrder
      : new Map(
          [...new Set(dentists.map((d) => d.citySlug))]
            .sort((a, b) => collator.compare(cityName(a), cityName(b)))
            .map((slug, i) => [slug, i]),
        );
  const compare = sorters(cityOrder);
  // A few changes are put in place; many (an import of most listings) are sorted with the rest.
  const incremental = previous && changes && fresh.length <= dentists.length / 8;
  const withTies = (key: FixedOrder) => {
    const byKey = compare[key];
    return (a: IndexedDentist, b: IndexedDentist) => byKey(a.dentist, b.dentist) || a.position - b.position;
  };
  const comparisons = {
    rating: withTies("rating"),
    reviews: withTies("reviews"),
    name: withTies("name"),
    location: withTies("location"),
  };
  const basis: IndexBasis | undefined =
    incremental && changes
      ? { build: previous.build, fresh, removed: changes.removed, replaced: replacements(changes.removed, fresh) }
      : undefined;
  const ordered = (key: FixedOrder) => {
    const sort = comparisons[key];
    return previous && basis ? orderAfter(previous.orders[key], build, basis, sort) : [...list].sort(sort);
  };
  // "rating" and "reviews" start in name order (sorters): one array serves the three.
  const byName = ordered("name");
  return {
    compare: comparisons,
    cityOrder,
    cityRank: (dentist) => cityOrder.get(dentist.citySlug) ?? 0,
    build,
    ...(basis ? { basis } : {}),
    byId:
      incremental && changes
        ? previous.byId.with(
            changes.removed.map((entry) => entry.dentist.id),
            fresh.map((entry) => entry.dentist),
          )
        : new DentistsById(new Map(dentists.map((d) => [d.id, d]))),
    list,
    entries,
    orders: { rating: byName, reviews: byName, name: byName, location: ordered("location") },
    cityNames: cities.names(),
    serviceNames: services.names(),
  };
}

/** Numbers each build, so an entry can tell whether the build under way holds it. */
let builds = 0;

/**
 * Which of the previous index's entries the new list still holds, by position in the new list, and
 * which it no longer holds; undefined when the list is not the previous one with some dentists
 * taken out and others put in (the rest in the same order, as successive snapshots are), so the
 * caller indexes from nothing. One pass comparing objects; the entries map only where they differ.
 */
function changesSince(
  previous: DentistIndex,
  dentists: readonly Dentist[],
): { kept: (IndexedDentist | undefined)[]; removed: IndexedDentist[] } | undefined {
  const before = previous.list;
  const kept: (IndexedDentist | undefined)[] = new Array(dentists.length);
  const removed: IndexedDentist[] = [];
  let i = 0;
  for (let j = 0; j < dentists.length; j++) {
    const dentist = dentists[j] as Dentist;
    if (i < before.length && (before[i] as IndexedDentist).dentist === dentist) {
      kept[j] = before[i++];
      continue;
    }
    if (!previous.entries.has(dentist)) continue; // a new listing object: indexed afresh
    // An object indexed before: the ones before it in the previous list are gone.
    while (i < before.length && (before[i] as IndexedDentist).dentist !== dentist)
      removed.push(before[i++] as IndexedDentist);
    if (i === before.length) return undefined; // not in the previous list's order
    kept[j] = before[i++];
  }
  while (i < before.length) removed.push(before[i++] as IndexedDentist);
  return { kept, removed };
}

function indexEntry(
  dentist: Dentist,
  cities: ReturnType<typeof vocabulary>,
  services: ReturnType<typeof vocabulary>,
  {
    fold,
    language,
    minutes,
  }: Record<"fold" | "language", (text: string) => string> & {
    minutes: (text: string) => number;
  },
): IndexedDentist {
  const city = findCity(dentist.citySlug);
  return {
    dentist,
    build: 0,
    position: 0,
    ownText: foldText(`${dentist.name} | ${dentist.practice}`),
    city: cities.id(fold(city?.name ?? dentist.citySlug)),
    services: dentist.services.map((s) => services.id(fold(s))),
    location: foldText(`${city?.name ?? ""} ${dentist.citySlug} ${city?.region ?? ""} ${dentist.address}`),
    at: radiansOf(dentist),
    // Spoken at the practice, or by this dentist where the practice says so.
    languages: new Set([...dentist.languages, ...(dentist.practitionerLanguages ?? [])].map(language)),
    payment: paymentBits(PAYMENT_FILTERS.filter((f) => "test" in f && f.test(dentist)).map((f) => f.param)),
    hours: weekInMinutes(dentist.openingHours, minutes),
    weekends: opensOnWeekends(dentist.openingHours),
    after5pm: opensAfter5pm(dentist.openingHours),
  };
}

/** Each removed entry whose listing has a fresh entry (the same id), with that entry. */
function replacements(
  removed: readonly IndexedDentist[],
  fresh: readonly IndexedDentist[],
): Map<IndexedDentist, IndexedDentist> {
  const replaced = new Map<IndexedDentist, IndexedDentist>();
  if (removed.length === 0) return replaced;
  const gone = new Map(removed.map((entry) => [entry.dentist.id, entry]));
  for (const entry of fresh) {
    const before = gone.get(entry.dentist.id);
    if (before) replaced.set(before, entry);
  }
  return replaced;
}
