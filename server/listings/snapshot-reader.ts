import {
  DEFAULT_PAGE_SIZE,
  type DentistQuery,
  type DentistSort,
  DENTIST_SORTS,
  type GeoPoint,
  type ListingsReader,
  type ListingStats,
  MAX_PAGE_SIZE,
  type ResponseFacts,
  type ResultPage,
  type WithDistance,
} from "../../rules/api/listings";
import type { ResponseBandId } from "../../rules/response-bands";
import { CITIES, resolveCity } from "../../rules/listings/cities";
import type { City, Dentist, EmergencyClinic, Surgeon } from "../../rules/listings/types";
import { nzWallClock } from "../../rules/nz-time";
import { foldText } from "../../rules/text";
import { createPlaceDirectory, type PlaceDirectory } from "../places/directory";
import { distanceKm } from "../places/distance";
import { placesFromListings, withListingPlaces } from "../places/listing-places";
import {
  byRating,
  createDentistIndex,
  type DentistIndex,
  type DentistMatch,
  fastestRepliesFirst,
  matchDentists,
  type MatchSort,
} from "./dentist-index";
import type { ListingsSnapshot } from "./snapshot-types";

/**
 * The ListingsReader the pages read through (rules/api/listings.ts), answered from the in-memory
 * snapshot of published listings (drafts are never in it). Everything that depends only on the
 * snapshot (folded text, sort orders, headline figures) is computed once per snapshot and reused
 * until the snapshot is replaced, so a query costs one pass over the dentists.
 */

/** A place search (not a city) finds dentists within this straight-line distance of the place. */
export const PLACE_RADIUS_KM = 25;

/** Emergency clinics come as one list; at most this many, so a page's size stays bounded. */
export const EMERGENCY_CLINIC_LIMIT = MAX_PAGE_SIZE;

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
export function paginate<T>(all: readonly T[], page: number | undefined, pageSize: number | undefined) {
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
  languages: string[];
}

function computeStats(dentists: readonly Dentist[]): ListingStats {
  const dentistsByCity: Record<string, number> = {};
  let ratingSum = 0;
  let reviews = 0;
  for (const d of dentists) {
    dentistsByCity[d.citySlug] = (dentistsByCity[d.citySlug] ?? 0) + 1;
    ratingSum += d.rating;
    reviews += d.reviews;
  }
  return {
    dentists: dentists.length,
    cities: Object.keys(dentistsByCity).length,
    averageRating: dentists.length ? Math.round((ratingSum / dentists.length) * 10) / 10 : 0,
    reviews,
    dentistsByCity,
  };
}

/** Each language once (the first spelling seen), alphabetical: what the filter offers. */
function spokenLanguages(dentists: readonly Dentist[]): string[] {
  const byFolded = new Map<string, string>();
  for (const d of dentists) {
    for (const language of d.languages) {
      const folded = foldText(language.trim());
      if (folded && !byFolded.has(folded)) byFolded.set(folded, language.trim());
    }
  }
  return [...byFolded.values()].sort(collator.compare);
}

function indexSnapshot(snapshot: ListingsSnapshot, places: PlaceDirectory): SnapshotIndex {
  const listed = placesFromListings([...snapshot.dentists, ...snapshot.surgeons, ...snapshot.clinics]);
  return {
    dentists: createDentistIndex(snapshot.dentists),
    places: createPlaceDirectory(withListingPlaces(places.places, listed)),
    surgeons: [...snapshot.surgeons].sort(byRating),
    clinics: snapshot.clinics,
    stats: computeStats(snapshot.dentists),
    languages: spokenLanguages(snapshot.dentists),
  };
}

/** Same city first (best rated), then the nearest by straight-line distance. */
function nearby(index: DentistIndex, dentist: Dentist, count: number): Dentist[] {
  const sameCity: Dentist[] = [];
  const others: { dentist: Dentist; km: number }[] = [];
  for (const { dentist: other } of index.orders.rating) {
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

export function createSnapshotReader(options: {
  snapshot: () => Promise<ListingsSnapshot>;
  places: PlaceDirectory;
  /** Practice id → response band (server/response-times), read at each query; none without it. */
  responseBands?: () => ReadonlyMap<string, ResponseBandId>;
}): ListingsReader {
  const indexes = new WeakMap<ListingsSnapshot, SnapshotIndex>();

  /** The listing with its practice's band, when it has one (a copy: the snapshot's stays as read). */
  function withBand<T extends Dentist | Surgeon>(
    listing: T,
    bands: ReadonlyMap<string, ResponseBandId>,
  ): T & ResponseFacts {
    const responseBand = bands.get(listing.practiceId);
    return responseBand ? { ...listing, responseBand } : listing;
  }
  const currentBands = () => options.responseBands?.() ?? NO_BANDS;

  async function current(): Promise<SnapshotIndex> {
    const snapshot = await options.snapshot();
    let index = indexes.get(snapshot);
    if (!index) {
      index = indexSnapshot(snapshot, options.places);
      indexes.set(snapshot, index);
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
   * The order to match in: the asked-for one; without one (or for "response", which reorders the
   * default one), nearest first for a place or a position, else best rated.
   */
  function chooseSort(asked: DentistSort | undefined, hasOrigin: boolean, nearFirst: boolean): MatchSort {
    const fallback = nearFirst ? "distance" : "rating";
    const named = DENTIST_SORTS.find((s) => s === asked);
    const sort = named === undefined || named === "response" ? fallback : named;
    return sort === "distance" && !hasOrigin ? "rating" : sort;
  }

  return {
    async findDentists(query, now = new Date()) {
      const index = await current();
      const bands = currentBands();
      const { match, origin, fromPlace } = resolveLocation(query, index.places);
      const matched = matchDentists(index.dentists, {
        ...match,
        words: foldText(query.text ?? "")
          .split(/\s+/)
          .filter(Boolean),
        service: foldText(query.service?.trim() ?? "") || undefined,
        payment: query.payment ?? [],
        price: query.price,
        openAt: query.openNow ? nzWallClock(now) : undefined,
        openWeekends: query.openWeekends === true,
        openAfter5pm: query.openAfter5pm === true,
        languages: (query.languages ?? []).map((l) => foldText(l.trim())).filter(Boolean),
        wheelchair: query.wheelchair === true,
        sort: chooseSort(query.sort, origin !== undefined, fromPlace || query.near !== undefined),
      });
      const matches =
        query.sort === "response" ? fastestRepliesFirst(matched, (practiceId) => bands.get(practiceId)) : matched;
      const page = paginate(matches.dentists, query.page, query.pageSize);
      const { distances } = matches;
      const first = (page.page - 1) * page.pageSize;
      const items: WithDistance<Dentist & ResponseFacts>[] = page.items.map((d, i) => {
        const dentist = withBand(d, bands);
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
      return dentist && count > 0 ? nearby(index.dentists, dentist, count).map((d) => withBand(d, bands)) : [];
    },

    async findSurgeons(query) {
      const { surgeons } = await current();
      const inCity = query.citySlug ? surgeons.filter((s) => s.citySlug === query.citySlug) : surgeons;
      const page = paginate(inCity, query.page, query.pageSize);
      const bands = currentBands();
      return { ...page, items: page.items.map((s) => withBand(s, bands)) };
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
      return { ...stats, dentistsByCity: { ...stats.dentistsByCity } }; // a caller's edit stays its own
    },

    async findPlaces(text, limit) {
      const { places } = await current();
      return places.suggest(text, Math.min(wholeNumber(limit, 10), MAX_PAGE_SIZE));
    },

    async languages() {
      return [...(await current()).languages];
    },
  };
}
