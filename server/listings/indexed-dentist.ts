import type { DentistSort, GeoPoint } from "../../rules/api/listings";
import { PAYMENT_FILTERS, type PaymentFilterParam } from "../../rules/listings/funding";
import type { DayInMinutes } from "../../rules/listings/hours";
import type { Dentist, PriceTier, Weekday } from "../../rules/listings/types";
import type { Radians } from "../places";
import type { DentistsById } from "./dentists-by-id";

/*
 * The shapes of the dentist index (dentist-index.ts): each dentist's prepared entry, the index of
 * a snapshot, how an index was made from the one before, and a query as matching reads it; with
 * the payment filters as bits, as entries and queries both hold them.
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

/**
 * The chosen payment filters as bits, PAYMENT_FILTERS order, leaving out the dated one (a new
 * patients' yes lapses with the days: the index would keep it past its 30 days).
 */
export function paymentBits(params: readonly PaymentFilterParam[]): number {
  let bits = 0;
  PAYMENT_FILTERS.forEach((f, i) => {
    if ("test" in f && params.includes(f.param)) bits |= 1 << i;
  });
  return bits;
}
