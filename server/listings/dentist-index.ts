import type { DentistSort, GeoPoint } from "../../rules/api/listings";
import { RESPONSE_BANDS, type ResponseBandId } from "../../rules/response-bands";
import { findCity } from "../../rules/listings/cities";
import { closureOnDate } from "../../rules/listings/closures";
import { PAYMENT_FILTERS, type PaymentFilterParam } from "../../rules/listings/funding";
import { takingNow } from "../../rules/listings/new-patients";
import { languageKey } from "../../rules/listings/languages";
import {
  type DayInMinutes,
  minutesOf,
  openIntervalAt,
  opensAfter5pm,
  opensOnWeekends,
  weekInMinutes,
} from "../../rules/listings/hours";
import type { Dentist, PriceTier, Weekday } from "../../rules/listings/types";
import { foldText } from "../../rules/text";
import { kmBetween, type Radians, radiansOf } from "../places/distance";

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

export type FixedOrder = Exclude<DentistSort, "distance" | "response" | "soonest">;

/**
 * The orders matching itself makes; "response" and "soonest" are made from one of them
 * (fastestRepliesFirst, soonestTimesFirst).
 */
export type MatchSort = Exclude<DentistSort, "response" | "soonest">;

export interface IndexedDentist {
  dentist: Dentist;
  /**
   * Set by each build that holds the entry (entries are shared by the indexes of successive
   * snapshots, and read only while a build runs): the build's number and the dentist's place in
   * its list, which breaks ties in every order as a stable sort of the list does.
   */
  build: number;
  position: number;
  /** Dentist's and practice's names, folded. */
  ownText: string;
  /** Position of the folded city name in DentistIndex.cityNames. */
  city: number;
  /** Positions of the folded service names in DentistIndex.serviceNames. */
  services: number[];
  /** City name, slug, region and street address: what a location that is no city or place finds. */
  location: string;
  /** Where the practice is, ready for distance sums. */
  at: Radians;
  languages: ReadonlySet<string>;
  /** One bit per PAYMENT_FILTERS entry the dentist meets (a dated one never: see matchDentists). */
  payment: number;
  /** Opening intervals per weekday, in minutes since midnight, New Zealand time. */
  hours: Record<Weekday, DayInMinutes>;
  weekends: boolean;
  after5pm: boolean;
}

export interface DentistIndex {
  byId: DentistsById;
  /** The entries in the dentists' order (the list the index was made from). */
  list: readonly IndexedDentist[];
  /**
   * Each dentist's prepared entry, by the listing object, for this index and the ones made from
   * it (they number cities and services alike): the next snapshot's index reuses them.
   */
  entries: WeakMap<Dentist, IndexedDentist>;
  orders: Record<FixedOrder, readonly IndexedDentist[]>;
  /** Each fixed order's comparison, ties broken by the list's order (for this build's entries). */
  compare: Record<FixedOrder, (a: IndexedDentist, b: IndexedDentist) => number>;
  /** Each city slug's place among the listings' cities by name. */
  cityOrder: ReadonlyMap<string, number>;
  /** The dentist's city's place among the listings' cities by name (the "location" order's first key). */
  cityRank: (dentist: Dentist) => number;
  /** This index's build number (IndexedDentist.build). */
  build: number;
  /**
   * When the index was made from the previous one by a few changes: that one's build number, and
   * the entries made afresh and those gone since, so orders kept elsewhere can be updated the same way.
   */
  basis?: IndexBasis;
  /** Every city and service name the listings use, folded, once each. */
  cityNames: readonly string[];
  serviceNames: readonly string[];
}

/** How an index was made from the previous one (DentistIndex.basis). */
export interface IndexBasis {
  /** The previous index's build number. */
  build: number;
  /** The entries made afresh for this index, and the previous index's entries it no longer holds. */
  fresh: readonly IndexedDentist[];
  removed: readonly IndexedDentist[];
  /**
   * Each removed entry whose listing (by id) has a fresh entry, with that entry: a listing changed
   * in place (an import's new description, a practice's new phone), which usually keeps its place
   * in every order (orderAfter).
   */
  replaced: ReadonlyMap<IndexedDentist, IndexedDentist>;
}

/** A query with its words folded and its location resolved (server/listings/snapshot-reader.ts). */
export interface DentistMatch {
  /** Every word must appear in the dentist's, practice's, city's or a service's name. */
  words: readonly string[];
  citySlug?: string;
  /** Folded text the location must contain (a location that is no city and no known place). */
  locationText?: string;
  /** Only listings within `km` of `centre` (a place the patient named). */
  within?: { centre: GeoPoint; km: number };
  /** Distances are measured from here. */
  origin?: GeoPoint;
  /** Folded part of a service name. */
  service?: string;
  payment: readonly PaymentFilterParam[];
  /**
   * Today's New Zealand date: the dated payment filter ("new-patients": a yes confirmed recently) is
   * judged on it, and with any of the hours filters below, a practice closed today (a closure,
   * rules/listings/closures.ts) is left out, as it will not see anyone meanwhile.
   */
  today: string;
  price?: PriceTier;
  /** Open at this New Zealand wall-clock time. */
  openAt?: { day: Weekday; minutes: number };
  openWeekends: boolean;
  openAfter5pm: boolean;
  /** Open at some time on this day. */
  openOn?: Weekday;
  /** Folded; every one must be spoken. */
  languages: readonly string[];
  wheelchair: boolean;
  sort: MatchSort;
}

export function cityName(citySlug: string): string {
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
 * The chosen payment filters as bits, PAYMENT_FILTERS order, leaving out the dated one (a new
 * patients' yes lapses with the days: the index would keep it past its 30 days).
 */
function paymentBits(params: readonly PaymentFilterParam[]): number {
  let bits = 0;
  PAYMENT_FILTERS.forEach((f, i) => {
    if ("test" in f && params.includes(f.param)) bits |= 1 << i;
  });
  return bits;
}

// Plain loops, not every()/some() with a closure per listing: the filters run 10,000 times a query.
function hasAll(set: ReadonlySet<string>, wanted: readonly string[]): boolean {
  for (const item of wanted) if (!set.has(item)) return false;
  return true;
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

/**
 * Dentists by id: a map shared by successive indexes plus the few changes since it was made (a
 * copy of 10,000 entries per change cost more than the rest of a change), merged into a new map
 * once they grow past a small share of it.
 */
export class DentistsById {
  constructor(
    private readonly base: ReadonlyMap<string, Dentist>,
    private readonly changes: ReadonlyMap<string, Dentist | undefined> = new Map(),
  ) {}

  get(id: string): Dentist | undefined {
    return this.changes.has(id) ? this.changes.get(id) : this.base.get(id);
  }

  /** These ids gone, then these dentists in. */
  with(removed: readonly string[], added: readonly Dentist[]): DentistsById {
    const changes = new Map(this.changes);
    for (const id of removed) changes.set(id, undefined);
    for (const dentist of added) changes.set(dentist.id, dentist);
    if (changes.size <= Math.max(64, this.base.size / 16)) return new DentistsById(this.base, changes);
    const merged = new Map(this.base);
    for (const [id, dentist] of changes) {
      if (dentist) merged.set(id, dentist);
      else merged.delete(id);
    }
    return new DentistsById(merged);
  }
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

/**
 * An order of the previous index (sorted by `compare`) brought to this build (`basis`): the entries
 * gone dropped and the fresh ones put in, as sorting the new list whole would place them. A listing
 * changed in place takes its predecessor's place when its neighbours there agree (two comparisons
 * each): an import of 100 changed descriptions then costs one pass per order instead of a binary
 * search of 10,000 with the collator for each (about half of such an import's index update). The
 * neighbours' check is enough: every other pair of neighbours was in order before, and a list whose
 * neighbours are all in order is sorted; ties are broken by list position, so that order is the one
 * a full sort gives. When a neighbour disagrees (a renamed dentist), every fresh entry is put in by
 * binary search as before.
 */
export function orderAfter(
  order: readonly IndexedDentist[],
  build: number,
  basis: IndexBasis,
  compare: (a: IndexedDentist, b: IndexedDentist) => number,
): IndexedDentist[] {
  const { fresh, removed, replaced } = basis;
  if (replaced.size > 0) {
    const next: IndexedDentist[] = [];
    const placed: number[] = [];
    for (const entry of order) {
      // Entries this build holds are marked with it; the others are gone, or replaced.
      if (entry.build === build) next.push(entry);
      else {
        const successor = replaced.get(entry);
        if (successor) {
          placed.push(next.length);
          next.push(successor);
        }
      }
    }
    const inPlace = (i: number) =>
      (i === 0 || compare(next[i - 1] as IndexedDentist, next[i] as IndexedDentist) < 0) &&
      (i === next.length - 1 || compare(next[i] as IndexedDentist, next[i + 1] as IndexedDentist) < 0);
    if (placed.every(inPlace)) {
      if (fresh.length === replaced.size) return next;
      const successors = new Set(replaced.values());
      const others = fresh.filter((entry) => !successors.has(entry)).sort(compare);
      return insertSorted(next, others, compare);
    }
  }
  // Fresh entries are new objects: the previous orders hold only entries made before.
  const kept = removed.length > 0 ? order.filter((entry) => entry.build === build) : order;
  return insertSorted(kept, [...fresh].sort(compare), compare);
}

/** `sorted` with each of `items` (in the same order) put where `compare` places it: k·log n comparisons. */
export function insertSorted<T>(sorted: readonly T[], items: readonly T[], compare: (a: T, b: T) => number): T[] {
  const merged: T[] = [];
  let from = 0;
  for (const item of items) {
    let low = from;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(sorted[middle] as T, item) < 0) low = middle + 1;
      else high = middle;
    }
    for (let i = from; i < low; i++) merged.push(sorted[i] as T);
    merged.push(item);
    from = low;
  }
  for (let i = from; i < sorted.length; i++) merged.push(sorted[i] as T);
  return merged;
}

/** For each word, which of the names contain it. */
function namesWith(names: readonly string[], words: readonly string[]): boolean[][] {
  return words.map((word) => names.map((name) => name.includes(word)));
}

/** Every word is in the dentist's or practice's name, the city's name or a service's name. */
function hasAllWords(
  entry: IndexedDentist,
  words: readonly string[],
  cityHits: boolean[][],
  serviceHits: boolean[][],
): boolean {
  for (let w = 0; w < words.length; w++) {
    if (entry.ownText.includes(words[w] as string) || cityHits[w]?.[entry.city]) continue;
    if (!offersAny(entry, serviceHits[w] as boolean[])) return false;
  }
  return true;
}

function offersAny(entry: IndexedDentist, hits: readonly boolean[]): boolean {
  for (const id of entry.services) if (hits[id]) return true;
  return false;
}

/**
 * A latitude/longitude box holding every point within `km` of the centre (a little more), so most
 * listings far away are ruled out with four comparisons before the exact distance is worked out.
 */
function boundingBox(centre: GeoPoint, km: number) {
  const lat = km / 110;
  const lng = km / (110 * Math.max(0.01, Math.cos((Math.abs(centre.lat) + lat) * (Math.PI / 180))));
  return { south: centre.lat - lat, north: centre.lat + lat, west: centre.lng - lng, east: centre.lng + lng };
}

/** Room for a position under each distance in one double (2 million listings; 2^53 is the limit). */
const POSITIONS = 2 ** 21;

/** Every dentist that meets every filter, in the chosen order, with distances when there is an origin. */
export function matchDentists(index: DentistIndex, q: DentistMatch): { dentists: Dentist[]; distances?: number[] } {
  const order = index.orders[q.sort === "distance" ? "rating" : q.sort];
  const payment = paymentBits(q.payment);
  const newAdults = q.payment.includes("new-patients");
  const cityHits = namesWith(index.cityNames, q.words);
  const serviceHits = namesWith(index.serviceNames, q.words);
  const offered = q.service ? (namesWith(index.serviceNames, [q.service])[0] as boolean[]) : undefined;
  const box = q.within && boundingBox(q.within.centre, q.within.km);
  const centre = q.within && radiansOf(q.within.centre);
  const origin = q.origin && radiansOf(q.origin);
  const dentists: Dentist[] = [];
  const distances: number[] = [];
  const hoursAsked = q.today !== undefined && (!!q.openAt || q.openWeekends || q.openAfter5pm || !!q.openOn);
  for (const entry of order) {
    const d = entry.dentist;
    if (q.citySlug && d.citySlug !== q.citySlug) continue;
    if (q.price && d.priceTier !== q.price) continue;
    if (q.wheelchair && !d.access.wheelchair) continue;
    if (q.openWeekends && !entry.weekends) continue;
    if (q.openAfter5pm && !entry.after5pm) continue;
    if (q.openOn && entry.hours[q.openOn].length === 0) continue;
    if (q.openAt && openIntervalAt(entry.hours[q.openAt.day], q.openAt.minutes) < 0) continue;
    if (hoursAsked && d.closures && closureOnDate(d.closures, q.today!)) continue;
    if ((entry.payment & payment) !== payment) continue;
    if (newAdults && !takingNow(d.newPatients, "adult", q.today)) continue;
    if (q.languages.length && !hasAll(entry.languages, q.languages)) continue;
    if (offered && !offersAny(entry, offered)) continue;
    if (q.locationText && !entry.location.includes(q.locationText)) continue;
    if (q.words.length && !hasAllWords(entry, q.words, cityHits, serviceHits)) continue;
    let fromCentre = -1;
    if (q.within && box && centre) {
      if (d.lat < box.south || d.lat > box.north || d.lng < box.west || d.lng > box.east) continue;
      fromCentre = kmBetween(centre, entry.at);
      if (fromCentre > q.within.km) continue;
    }
    dentists.push(d);
    if (origin) distances.push(q.origin === q.within?.centre ? fromCentre : kmBetween(origin, entry.at));
  }
  if (!q.origin) return { dentists };
  if (q.sort !== "distance") return { dentists, distances };
  // Nearest first, to the metre; equal distances keep the rating order. Each key is the distance
  // in metres with the position below it, so a plain numeric sort of a typed array does it.
  const keys = new Float64Array(dentists.length);
  if (keys.length > POSITIONS) throw new Error(`Too many listings to sort by distance: ${keys.length}`);
  for (let i = 0; i < keys.length; i++) keys[i] = Math.round((distances[i] as number) * 1000) * POSITIONS + i;
  keys.sort();
  const nearest: Dentist[] = [];
  const nearestKm: number[] = [];
  for (const key of keys) {
    const i = key % POSITIONS;
    nearest.push(dentists[i] as Dentist);
    nearestKm.push(distances[i] as number);
  }
  return { dentists: nearest, distances: nearestKm };
}

/**
 * The matches reordered by a figure of their practice that changes every minute (issue 22 item 5,
 * issue 37 item 4): the lowest rank first, ties in the order they came in (the default one), then
 * those without a figure. Done per query (the index lives as long as its snapshot), in one pass
 * since the matches are already in order.
 */
function byPracticeFigure(
  matched: { dentists: Dentist[]; distances?: number[] },
  rankOf: (practiceId: string) => number | undefined,
): { dentists: Dentist[]; distances?: number[] } {
  // Ranks are small whole numbers (a band's place, a number of days): one bucket each, one pass.
  const buckets: number[][] = [];
  const rest: number[] = [];
  matched.dentists.forEach((d, i) => {
    const rank = rankOf(d.practiceId);
    if (rank === undefined) rest.push(i);
    else (buckets[rank] ??= []).push(i);
  });
  const order = [...buckets.flatMap((bucket) => bucket ?? []), ...rest];
  const { distances } = matched;
  return {
    dentists: order.map((i) => matched.dentists[i] as Dentist),
    ...(distances ? { distances: order.map((i) => distances[i] as number) } : {}),
  };
}

/**
 * Listings whose practice has confirmed its details first (issue 37 item 6): those checked on or
 * before `unconfirmedOnOrBefore` (104 days or more ago, rules/listings/confirmation.ts) move after
 * the others, each group keeping its order. One string comparison per match, one pass; nothing
 * is copied when all the matches are on one side.
 */
export function confirmedFirst(
  matched: { dentists: Dentist[]; distances?: number[] },
  unconfirmedOnOrBefore: string,
): { dentists: Dentist[]; distances?: number[] } {
  const confirmed: number[] = [];
  const rest: number[] = [];
  matched.dentists.forEach((d, i) => (d.checkedOn <= unconfirmedOnOrBefore ? rest : confirmed).push(i));
  if (rest.length === 0 || confirmed.length === 0) return matched;
  const order = [...confirmed, ...rest];
  const { distances } = matched;
  return {
    dentists: order.map((i) => matched.dentists[i] as Dentist),
    ...(distances ? { distances: order.map((i) => distances[i] as number) } : {}),
  };
}

/** Practices that answer fastest first: the fastest band, then the next, then those without a band. */
export function fastestRepliesFirst(
  matched: { dentists: Dentist[]; distances?: number[] },
  bandOf: (practiceId: string) => ResponseBandId | undefined,
): { dentists: Dentist[]; distances?: number[] } {
  return byPracticeFigure(matched, (practiceId) => {
    const band = bandOf(practiceId);
    return band ? RESPONSE_BANDS.findIndex((b) => b.id === band) : undefined;
  });
}

/** Practices that usually offer the soonest time first (fewest days), then those without a figure. */
export function soonestTimesFirst(
  matched: { dentists: Dentist[]; distances?: number[] },
  offerDaysOf: (practiceId: string) => number | undefined,
): { dentists: Dentist[]; distances?: number[] } {
  return byPracticeFigure(matched, offerDaysOf);
}
