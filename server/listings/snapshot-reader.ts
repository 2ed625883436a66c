import {
  DEFAULT_PAGE_SIZE,
  type DentistQuery,
  type DentistSort,
  DENTIST_SORTS,
  type GeoPoint,
  type ListingsReader,
  type ListingStats,
  MAX_PAGE_SIZE,
  type RatingFacts,
  type ResponseFacts,
  type ResultPage,
  type WithDistance,
} from "../../rules/api/listings";
import type { ResponseBandId } from "../../rules/response-bands";
import { CITIES, resolveCity } from "../../rules/listings/cities";
import { type City, type Dentist, type EmergencyClinic, type Surgeon, WEEKDAYS } from "../../rules/listings/types";
import { languageKey } from "../../rules/listings/languages";
import { listingRef } from "../../rules/listings/listing-ref";
import { byRatingSummary, byReviewCount, NO_REVIEWS, type RatingSummary } from "../../rules/reviews/figures";
import { unconfirmedOnOrBefore } from "../../rules/listings/confirmation";
import { nzToday, nzWallClock } from "../../rules/nz-time";
import { openTimesOf } from "./open-times";
import { foldText } from "../../rules/text";
import {
  createPlaceDirectory,
  type PlaceDirectory,
  distanceKm,
  placesFromListings,
  withListingPlaces,
} from "../places";
import { confirmedFirst, fastestRepliesFirst, soonestTimesFirst } from "./match-orders";
import { createDentistIndex } from "./dentist-index";
import type { DentistIndex, DentistMatch, IndexedDentist, MatchSort } from "./indexed-dentist";
import { orderAfter } from "./index-orders";
import { matchDentists } from "./dentist-match";
import type { ListingsSnapshot } from "./snapshot-types";
import { type SpokenLanguages, spokenLanguages, spokenLanguagesAfter } from "./spoken-languages";

/**
 * The ListingsReader the pages read through (rules/api/listings.ts), answered from the in-memory
 * snapshot of published listings (drafts are never in it). Everything that depends only on the
 * snapshot (folded text, sort orders, headline figures) is computed once per snapshot and reused
 * until the snapshot is replaced, so a query costs one pass over the dentists.
 */

/** A place search (not a city) finds dentists within this straight-line distance of the place. */
export const PLACE_RADIUS_KM = 25;

/** Emergency clinics come as one list; at most this many, so a page's size stays bounded. */
const EMERGENCY_CLINIC_LIMIT = MAX_PAGE_SIZE;

const collator = new Intl.Collator("en-NZ", { sensitivity: "base" });

/**
 * The one city whose name starts with the text ("palmerston" → Palmerston North), if only one
 * does: people shorten city names, and a short form should not land on a small place of that name.
 */
function cityStartingWith(value: string): City | undefined {
  const folded = foldText(value.trim());
  if (folded.length < 3) return undefined;
  const matches = CITIES.filter((c) => foldText(c.name).startsWith(folded));
  return matches.length === 1 ? matches[0] : undefined;
}

/** A positive whole number from whatever came in, or the fallback. */
function wholeNumber(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}

/** The page asked for, clamped to the pages there are (an empty result still has page 1). */
function paginate<T>(all: readonly T[], page: number | undefined, pageSize: number | undefined) {
  const size = Math.min(wholeNumber(pageSize, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(all.length / size));
  const current = Math.min(wholeNumber(page, 1), pageCount);
  return {
    items: all.slice((current - 1) * size, current * size),
    total: all.length,
    page: current,
    pageSize: size,
    pageCount,
  };
}

interface SnapshotIndex {
  dentists: DentistIndex;
  /** The places table's, with the places the listings name. */
  places: PlaceDirectory;
  surgeons: readonly Surgeon[];
  clinics: readonly EmergencyClinic[];
  stats: ListingStats;
  languages: SpokenLanguages;
}

function computeStats(dentists: readonly Dentist[], index: DentistIndex, previous?: ListingStats): ListingStats {
  const dentistsByCity: Record<string, number> = {};
  const { basis } = index;
  if (previous && basis) {
    // A few listings changed: the previous counts, less the ones gone, plus the fresh ones.
    Object.assign(dentistsByCity, previous.dentistsByCity);
    for (const { dentist } of basis.removed) dentistsByCity[dentist.citySlug]! -= 1;
    for (const { dentist } of basis.fresh)
      dentistsByCity[dentist.citySlug] = (dentistsByCity[dentist.citySlug] ?? 0) + 1;
    for (const [slug, count] of Object.entries(dentistsByCity)) if (count === 0) delete dentistsByCity[slug];
  } else {
    for (const d of dentists) dentistsByCity[d.citySlug] = (dentistsByCity[d.citySlug] ?? 0) + 1;
  }
  // The review figures (count, average) are the reader's, from the reviews (`ratings` below).
  return { dentists: dentists.length, cities: Object.keys(dentistsByCity).length, reviews: 0, dentistsByCity };
}

type Located = Pick<Dentist, "address" | "citySlug" | "lat" | "lng">;

/** Whether two lists of listings name the same places in the same order (what placesFromListings reads). */
function sameLocations(a: readonly Located[], b: readonly Located[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Located;
    const y = b[i] as Located;
    if (x === y) continue;
    if (x.address !== y.address || x.citySlug !== y.citySlug || x.lat !== y.lat || x.lng !== y.lng) return false;
  }
  return true;
}

/**
 * The index of a snapshot. With the previous snapshot's index, the dentists' index is brought up
 * to date (createDentistIndex) and the places are kept unless a listing's address or position
 * changed or one came or went, so a change of a few listings costs milliseconds, not a rebuild.
 */
function indexSnapshot(
  snapshot: ListingsSnapshot,
  places: PlaceDirectory,
  previous?: { snapshot: ListingsSnapshot; index: SnapshotIndex },
): SnapshotIndex {
  // Compared list by list: joining the lists into copies of 10,000 for it cost more than comparing.
  const unmoved =
    previous &&
    sameLocations(previous.snapshot.dentists, snapshot.dentists) &&
    sameLocations(previous.snapshot.surgeons, snapshot.surgeons) &&
    sameLocations(previous.snapshot.clinics, snapshot.clinics);
  const placeDirectory = unmoved
    ? previous.index.places
    : createPlaceDirectory(
        withListingPlaces(
          places.places,
          placesFromListings([...snapshot.dentists, ...snapshot.surgeons, ...snapshot.clinics]),
        ),
      );
  const dentists = createDentistIndex(snapshot.dentists, previous?.index.dentists);
  return {
    dentists,
    places: placeDirectory,
    surgeons: snapshot.surgeons,
    clinics: snapshot.clinics,
    stats: computeStats(snapshot.dentists, dentists, previous?.index.stats),
    languages:
      (previous &&
        dentists.basis &&
        spokenLanguagesAfter(previous.index.languages, dentists.basis, collator.compare)) ||
      spokenLanguages(dentists.list, collator.compare),
  };
}

/**
 * What the reader knows of reviews (server/reviews/figures-reader.ts): each listing's count and
 * average, and the site's, with a version that moves whenever one may have changed.
 */
export interface RatingsView {
  readonly version: number;
  summary(listingRef: string): RatingSummary;
  readonly site: RatingSummary;
}

const NO_RATINGS: RatingsView = { version: 0, summary: () => NO_REVIEWS, site: NO_REVIEWS };

type Orders = DentistIndex["orders"];
type RatedOrders = Pick<Orders, "rating" | "reviews" | "location"> & { surgeons: readonly Surgeon[] };

/**
 * The orders that depend on reviews, worked out once per snapshot and figures version: best rated
 * (fewer than 5 reviews after), most reviewed, and each city's dentists best rated first.
 */
function ratedOrders(index: SnapshotIndex, ratings: RatingsView): RatedOrders {
  const { orders } = index.dentists;
  // Each dentist's figures looked up once, not in every comparison (a sort of 10,000 compares
  // about 140,000 pairs, and each look-up builds its listing's key).
  const summaries = new Map<Dentist, RatingSummary>();
  for (const { dentist } of orders.rating) summaries.set(dentist, ratings.summary(listingRef("dentist", dentist.id)));
  const of = (entry: { dentist: Dentist }) => summaries.get(entry.dentist) ?? NO_REVIEWS;
  // Array.prototype.sort is stable: equal figures keep the name order the index made.
  const group = (entry: { dentist: Dentist }) => index.dentists.cityRank(entry.dentist);
  const sortedBy = <T extends { dentist: Dentist }>(
    entries: readonly T[],
    compare: (a: { summary: RatingSummary; group: number }, b: { summary: RatingSummary; group: number }) => number,
  ): T[] => {
    return entries
      .map((entry) => ({ entry, summary: of(entry), group: group(entry) }))
      .sort(compare)
      .map(({ entry }) => entry);
  };
  return {
    rating: sortedBy(orders.rating, (a, b) => byRatingSummary(a.summary, b.summary)),
    reviews: sortedBy(orders.reviews, (a, b) => byReviewCount(a.summary, b.summary)),
    location: sortedBy(orders.location, (a, b) => a.group - b.group || byRatingSummary(a.summary, b.summary)),
    surgeons: ratedSurgeons(index.surgeons, ratings),
  };
}

function ratedSurgeons(surgeons: readonly Surgeon[], ratings: RatingsView): Surgeon[] {
  return surgeons
    .map((surgeon) => ({ surgeon, summary: ratings.summary(listingRef("surgeon", surgeon.id)) }))
    .sort((a, b) => byRatingSummary(a.summary, b.summary) || collator.compare(a.surgeon.name, b.surgeon.name))
    .map(({ surgeon }) => surgeon);
}

/**
 * The same orders for an index made from `before`'s by a few changes (DentistIndex.basis), at the
 * same review figures: the entries gone taken out, the fresh ones put in their places, as a full
 * sort would place them (ties broken by the index's own order). A full sort of three orders of
 * 10,000 took 20–40 ms after every listing change, on the first page that asked; this is k·log n.
 */
function ratedOrdersAfter(
  before: RatedOrders,
  beforeSurgeons: readonly Surgeon[],
  index: SnapshotIndex,
  ratings: RatingsView,
): RatedOrders {
  const { basis, compare, build, cityRank } = index.dentists;
  if (!basis) return ratedOrders(index, ratings);
  // Each entry's figures looked up once (a comparison needs two, and the searches meet the same entries).
  const seen = new Map<IndexedDentist, RatingSummary>();
  const of = (entry: IndexedDentist) => {
    let summary = seen.get(entry);
    if (!summary) seen.set(entry, (summary = ratings.summary(listingRef("dentist", entry.dentist.id))));
    return summary;
  };
  const group = (entry: IndexedDentist) => cityRank(entry.dentist);
  // The entries this build still holds (the latest build: the caller checked) are marked with it.
  const update = (order: readonly IndexedDentist[], by: (a: IndexedDentist, b: IndexedDentist) => number) =>
    orderAfter(order, build, basis, by);
  return {
    rating: update(before.rating, (a, b) => byRatingSummary(of(a), of(b)) || compare.rating(a, b)),
    reviews: update(before.reviews, (a, b) => byReviewCount(of(a), of(b)) || compare.reviews(a, b)),
    location: update(
      before.location,
      (a, b) => group(a) - group(b) || byRatingSummary(of(a), of(b)) || compare.location(a, b),
    ),
    surgeons: index.surgeons === beforeSurgeons ? before.surgeons : ratedSurgeons(index.surgeons, ratings),
  };
}

/** Same city first (best rated), then the nearest by straight-line distance. */
function nearby(bestRated: Orders["rating"], dentist: Dentist, count: number): Dentist[] {
  const sameCity: Dentist[] = [];
  const others: { dentist: Dentist; km: number }[] = [];
  for (const { dentist: other } of bestRated) {
    if (other.id === dentist.id) continue;
    if (other.citySlug === dentist.citySlug) {
      if (sameCity.length < count) sameCity.push(other);
    } else if (sameCity.length < count) {
      others.push({ dentist: other, km: distanceKm(dentist, other) });
    }
  }
  others.sort((a, b) => a.km - b.km);
  return [...sameCity, ...others.map((o) => o.dentist)].slice(0, count);
}

const NO_BANDS: ReadonlyMap<string, ResponseBandId> = new Map();
const NO_OFFER_DAYS: ReadonlyMap<string, number> = new Map();

export function createSnapshotReader(options: {
  snapshot: () => Promise<ListingsSnapshot>;
  places: PlaceDirectory;
  /** Practice id → response band (server/response-times), read at each query; none without it. */
  responseBands?: () => ReadonlyMap<string, ResponseBandId>;
  /** Practice id → days it usually takes to offer a time (server/response-times), read at each query. */
  offerDays?: () => ReadonlyMap<string, number>;
  /** The review figures (server/reviews/figures-reader.ts), read at each query; none without it. */
  ratings?: () => RatingsView;
}): ListingsReader {
  const indexes = new WeakMap<ListingsSnapshot, SnapshotIndex>();
  /** The last snapshot indexed: the next one's index is made from its index. */
  let latest: { snapshot: ListingsSnapshot; index: SnapshotIndex } | undefined;
  const rated = new WeakMap<SnapshotIndex, { version: number; orders: RatedOrders }>();
  /** The last review-dependent orders worked out: the next index's are made from them when they can be. */
  let lastRated: { build: number; version: number; surgeons: readonly Surgeon[]; orders: RatedOrders } | undefined;

  /**
   * The listing with its practice's band and how soon it offers a time, when it has them, and its
   * review figures (a copy: the snapshot's stays as read).
   */
  function withBand<T extends Dentist | Surgeon>(
    listing: T,
    bands: ReadonlyMap<string, ResponseBandId>,
    ratings: RatingsView = currentRatings(),
    offers: ReadonlyMap<string, number> = currentOfferDays(),
  ): T & ResponseFacts & RatingFacts {
    const responseBand = bands.get(listing.practiceId);
    const offerDays = offers.get(listing.practiceId);
    const kind = "qualifications" in listing ? "surgeon" : "dentist";
    const facts: ResponseFacts & RatingFacts = {
      ratings: ratings.summary(listingRef(kind, listing.id)),
      ...(responseBand ? { responseBand } : {}),
      ...(offerDays !== undefined ? { offerDays } : {}),
    };
    return { ...listing, ...facts };
  }
  const currentBands = () => options.responseBands?.() ?? NO_BANDS;
  const currentOfferDays = () => options.offerDays?.() ?? NO_OFFER_DAYS;
  const currentRatings = () => options.ratings?.() ?? NO_RATINGS;

  /** The review-dependent orders of this snapshot at the current figures. */
  function ordersBy(index: SnapshotIndex, ratings: RatingsView): RatedOrders {
    const kept = rated.get(index);
    if (kept && kept.version === ratings.version) return kept.orders;
    // From the previous index's orders when this index was made from it and is the latest (its
    // entries' places in the list are this build's) and the figures have not moved since.
    const before = lastRated;
    const orders =
      before &&
      latest?.index === index &&
      index.dentists.basis?.build === before.build &&
      before.version === ratings.version
        ? ratedOrdersAfter(before.orders, before.surgeons, index, ratings)
        : ratedOrders(index, ratings);
    rated.set(index, { version: ratings.version, orders });
    lastRated = { build: index.dentists.build, version: ratings.version, surgeons: index.surgeons, orders };
    return orders;
  }

  async function current(): Promise<SnapshotIndex> {
    const snapshot = await options.snapshot();
    let index = indexes.get(snapshot);
    if (!index) {
      index = indexSnapshot(snapshot, options.places, latest);
      indexes.set(snapshot, index);
      latest = { snapshot, index };
    }
    return index;
  }

  /** Where the query's location and `near` point: a city, a place (with a radius), or text. */
  function resolveLocation(
    query: DentistQuery,
    places: PlaceDirectory,
  ): {
    match: Pick<DentistMatch, "citySlug" | "locationText" | "within" | "origin">;
    origin?: GeoPoint & { label: string };
    fromPlace: boolean;
  } {
    const near =
      query.near && Number.isFinite(query.near.lat) && Number.isFinite(query.near.lng) ? query.near : undefined;
    const nearOrigin = near && { lat: near.lat, lng: near.lng, label: near.label?.trim() || "your location" };
    const location = query.location?.trim() ?? "";
    const city = location ? (resolveCity(location) ?? cityStartingWith(location)) : undefined;
    if (city) {
      const origin = nearOrigin ?? { lat: city.lat, lng: city.lng, label: city.name };
      return { match: { citySlug: city.slug, origin }, origin, fromPlace: false };
    }
    const place = location ? places.find(location) : undefined;
    if (place) {
      const centre = { lat: place.lat, lng: place.lng };
      const origin = nearOrigin ?? { ...centre, label: place.name };
      return {
        match: { within: { centre, km: PLACE_RADIUS_KM }, origin: nearOrigin ?? centre },
        origin,
        fromPlace: true,
      };
    }
    return {
      match: { locationText: location ? foldText(location) : undefined, origin: nearOrigin },
      origin: nearOrigin,
      fromPlace: false,
    };
  }

  /**
   * The order to match in: the asked-for one; without one (or for "response" and "soonest", which
   * reorder the default one), nearest first for a place or a position, else best rated.
   */
  function chooseSort(asked: DentistSort | undefined, hasOrigin: boolean, nearFirst: boolean): MatchSort {
    const fallback = nearFirst ? "distance" : "rating";
    const named = DENTIST_SORTS.find((s) => s === asked);
    const sort = named === undefined || named === "response" || named === "soonest" ? fallback : named;
    return sort === "distance" && !hasOrigin ? "rating" : sort;
  }

  return {
    openTimes: openTimesOf,
    async findDentists(query, now = new Date()) {
      const index = await current();
      const bands = currentBands();
      const ratings = currentRatings();
      const { rating, reviews, location } = ordersBy(index, ratings);
      const dentistIndex = { ...index.dentists, orders: { ...index.dentists.orders, rating, reviews, location } };
      const { match, origin, fromPlace } = resolveLocation(query, index.places);
      const matched = matchDentists(dentistIndex, {
        ...match,
        words: foldText(query.text ?? "")
          .split(/\s+/)
          .filter(Boolean),
        service: foldText(query.service?.trim() ?? "") || undefined,
        payment: query.payment ?? [],
        today: nzToday(now),
        price: query.price,
        openAt: query.openNow ? nzWallClock(now) : undefined,
        openWeekends: query.openWeekends === true,
        openAfter5pm: query.openAfter5pm === true,
        openOn: WEEKDAYS.find((d) => d === query.openOn),
        languages: (query.languages ?? []).map(languageKey).filter(Boolean),
        wheelchair: query.wheelchair === true,
        sort: chooseSort(query.sort, origin !== undefined, fromPlace || query.near !== undefined),
      });
      const offers = currentOfferDays();
      const sorted =
        query.sort === "response"
          ? fastestRepliesFirst(matched, (practiceId) => bands.get(practiceId))
          : query.sort === "soonest"
            ? soonestTimesFirst(matched, (practiceId) => offers.get(practiceId))
            : matched;
      // Whatever the order, listings whose practice has not confirmed its details for 104 days last.
      const matches = confirmedFirst(sorted, unconfirmedOnOrBefore(nzToday(now)));
      const page = paginate(matches.dentists, query.page, query.pageSize);
      const { distances } = matches;
      const first = (page.page - 1) * page.pageSize;
      const items: WithDistance<Dentist & ResponseFacts & RatingFacts>[] = page.items.map((d, i) => {
        const dentist = withBand(d, bands, ratings, offers);
        return distances ? { ...dentist, distanceKm: distances[first + i] } : dentist;
      });
      return { ...page, items, ...(origin ? { origin } : {}) };
    },

    async dentist(id) {
      const dentist = (await current()).dentists.byId.get(id);
      return dentist && withBand(dentist, currentBands());
    },

    async nearbyDentists(id, count) {
      const index = await current();
      const dentist = index.dentists.byId.get(id);
      const bands = currentBands();
      const ratings = currentRatings();
      const bestRated = ordersBy(index, ratings).rating;
      return dentist && count > 0 ? nearby(bestRated, dentist, count).map((d) => withBand(d, bands, ratings)) : [];
    },

    async findSurgeons(query) {
      const index = await current();
      const ratings = currentRatings();
      const { surgeons } = ordersBy(index, ratings);
      const inCity = query.citySlug ? surgeons.filter((s) => s.citySlug === query.citySlug) : surgeons;
      const page = paginate(inCity, query.page, query.pageSize);
      const bands = currentBands();
      return { ...page, items: page.items.map((s) => withBand(s, bands, ratings)) };
    },

    async surgeon(id) {
      // Surgeons are few (a booking names one at most): a pass over them costs less than an index.
      const surgeon = (await current()).surgeons.find((s) => s.id === id);
      return surgeon && withBand(surgeon, currentBands());
    },

    async findEmergencyClinics(query): Promise<ResultPage<WithDistance<EmergencyClinic>>> {
      const { clinics } = await current();
      const inCity = query.citySlug ? clinics.filter((c) => c.citySlug === query.citySlug) : clinics;
      const near = query.near;
      const listed: WithDistance<EmergencyClinic>[] = near
        ? inCity.map((c) => ({ ...c, distanceKm: distanceKm(near, c) })).sort((a, b) => a.distanceKm - b.distanceKm)
        : [...inCity];
      const page = paginate(listed, 1, EMERGENCY_CLINIC_LIMIT);
      return near ? { ...page, origin: { lat: near.lat, lng: near.lng, label: "your location" } } : page;
    },

    async stats() {
      const { stats } = await current();
      const { site } = currentRatings();
      // a caller's edit stays its own
      return {
        ...stats,
        dentistsByCity: { ...stats.dentistsByCity },
        reviews: site.count,
        ...(site.average !== undefined ? { averageRating: site.average } : {}),
      };
    },

    async findPlaces(text, limit) {
      const { places } = await current();
      return places.suggest(text, Math.min(wholeNumber(limit, 10), MAX_PAGE_SIZE));
    },

    async languages() {
      return [...(await current()).languages.list];
    },
  };
}
