import type { DentistSort, GeoPoint } from "../../rules/api/listings";
import { findCity } from "../../rules/listings/cities";
import { meetsPaymentFilters, type PaymentFilterParam } from "../../rules/listings/funding";
import { minutesOf, opensAfter5pm, opensOnWeekends } from "../../rules/listings/hours";
import type { Dentist, OpeningHours, PriceTier, Weekday } from "../../rules/listings/types";
import { WEEKDAYS } from "../../rules/listings/types";
import { foldText } from "../../rules/text";
import { distanceKm } from "../places/distance";

/**
 * The published dentists prepared for searching, built once per listings snapshot: every string
 * folded (case and macrons), opening hours in minutes, and the four fixed sort orders, so one query
 * is one pass over a list already in order, with no folding, time-zone maths or sorting per listing
 * (only the distance order is sorted per query, since it depends on where the patient is).
 */

type FixedOrder = Exclude<DentistSort, "distance">;

interface IndexedDentist {
  dentist: Dentist;
  /** Dentist, practice, city and service names: what the search box finds. */
  text: string;
  /** City name, slug, region and street address: what a location that is no city or place finds. */
  location: string;
  services: string[];
  languages: ReadonlySet<string>;
  /** Opening intervals per weekday, in minutes since midnight, New Zealand time. */
  hours: Record<Weekday, readonly (readonly [number, number])[]>;
  weekends: boolean;
  after5pm: boolean;
}

export interface DentistIndex {
  byId: ReadonlyMap<string, Dentist>;
  orders: Record<FixedOrder, readonly IndexedDentist[]>;
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
  price?: PriceTier;
  /** Open at this New Zealand wall-clock time. */
  openAt?: { day: Weekday; minutes: number };
  openWeekends: boolean;
  openAfter5pm: boolean;
  /** Folded; every one must be spoken. */
  languages: readonly string[];
  wheelchair: boolean;
  sort: DentistSort;
}

export function cityName(citySlug: string): string {
  return findCity(citySlug)?.name ?? citySlug;
}

const collator = new Intl.Collator("en-NZ", { sensitivity: "base" });

/** Highest rated first; more reviews break ties. */
export function byRating(a: { rating: number; reviews: number }, b: { rating: number; reviews: number }): number {
  return b.rating - a.rating || b.reviews - a.reviews;
}

const SORTERS: Record<FixedOrder, (a: Dentist, b: Dentist) => number> = {
  rating: byRating,
  reviews: (a, b) => b.reviews - a.reviews || b.rating - a.rating,
  name: (a, b) => collator.compare(a.name, b.name),
  location: (a, b) => collator.compare(cityName(a.citySlug), cityName(b.citySlug)) || byRating(a, b),
};

function hoursInMinutes(hours: OpeningHours): IndexedDentist["hours"] {
  const result = {} as Record<Weekday, (readonly [number, number])[]>;
  for (const day of WEEKDAYS) result[day] = hours[day].map((i) => [minutesOf(i.opens), minutesOf(i.closes)] as const);
  return result;
}

export function createDentistIndex(dentists: readonly Dentist[]): DentistIndex {
  const indexed: IndexedDentist[] = dentists.map((dentist) => {
    const city = findCity(dentist.citySlug);
    return {
      dentist,
      text: foldText([dentist.name, dentist.practice, city?.name ?? dentist.citySlug, ...dentist.services].join(" | ")),
      location: foldText(`${city?.name ?? ""} ${dentist.citySlug} ${city?.region ?? ""} ${dentist.address}`),
      services: dentist.services.map(foldText),
      languages: new Set(dentist.languages.map(foldText)),
      hours: hoursInMinutes(dentist.openingHours),
      weekends: opensOnWeekends(dentist.openingHours),
      after5pm: opensAfter5pm(dentist.openingHours),
    };
  });
  const sorted = (key: FixedOrder) => [...indexed].sort((a, b) => SORTERS[key](a.dentist, b.dentist));
  return {
    byId: new Map(dentists.map((d) => [d.id, d])),
    orders: {
      rating: sorted("rating"),
      reviews: sorted("reviews"),
      name: sorted("name"),
      location: sorted("location"),
    },
  };
}

function isOpen(entry: IndexedDentist, at: { day: Weekday; minutes: number }): boolean {
  return entry.hours[at.day].some(([opens, closes]) => opens <= at.minutes && at.minutes < closes);
}

/** Every dentist that meets every filter, in the chosen order, with its distance when there is an origin. */
export function matchDentists(index: DentistIndex, q: DentistMatch): { dentist: Dentist; distanceKm?: number }[] {
  const sortByDistance = q.sort === "distance" && q.origin !== undefined;
  const order = index.orders[q.sort === "distance" ? "rating" : q.sort];
  const result: { dentist: Dentist; distanceKm?: number }[] = [];
  for (const entry of order) {
    const d = entry.dentist;
    if (q.citySlug && d.citySlug !== q.citySlug) continue;
    if (q.price && d.priceTier !== q.price) continue;
    if (q.wheelchair && !d.access.wheelchair) continue;
    if (q.openWeekends && !entry.weekends) continue;
    if (q.openAfter5pm && !entry.after5pm) continue;
    if (q.openAt && !isOpen(entry, q.openAt)) continue;
    if (q.payment.length && !meetsPaymentFilters(d, q.payment)) continue;
    if (q.languages.length && !q.languages.every((l) => entry.languages.has(l))) continue;
    if (q.service && !entry.services.some((s) => s.includes(q.service as string))) continue;
    if (q.locationText && !entry.location.includes(q.locationText)) continue;
    if (q.words.length && !q.words.every((w) => entry.text.includes(w))) continue;
    let fromCentre: number | undefined;
    if (q.within) {
      fromCentre = distanceKm(q.within.centre, d);
      if (fromCentre > q.within.km) continue;
    }
    if (!q.origin) {
      result.push({ dentist: d });
      continue;
    }
    const km = q.origin === q.within?.centre && fromCentre !== undefined ? fromCentre : distanceKm(q.origin, d);
    result.push({ dentist: d, distanceKm: km });
  }
  // Array sort is stable: equal distances keep the rating order.
  if (sortByDistance) result.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
  return result;
}
