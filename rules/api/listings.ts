import type { OpenTimes } from "../listings/preferred-time";
import type { ResponseBandId } from "../response-bands";
import type { RatingSummary } from "../reviews/figures";
import type { PaymentFilterParam } from "../listings/funding";
import type { Dentist, EmergencyClinic, PriceTier, Surgeon, Weekday } from "../listings/types";

/**
 * What the pages ask of the listings (issue 21): the server implements it over the database and
 * hands it to React Router loaders as `context.listings`. Everything returned is published; drafts
 * never leave the inbox.
 */

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A New Zealand place a patient can search near (town, suburb, locality), with coordinates. */
export interface Place extends GeoPoint {
  id: string;
  /** As written, with macrons, e.g. "Ōtāhuhu". */
  name: string;
  /** e.g. "Auckland". */
  region: string;
  postcode?: string;
  /** The nearest of CITIES, for links to its page. */
  citySlug?: string;
}

/** "response": practices that answer requests fastest first (issue 22 item 5), then the default order. */
export const DENTIST_SORTS = ["rating", "reviews", "name", "location", "distance", "response", "soonest"] as const;
export type DentistSort = (typeof DENTIST_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

/** Every filter the directory, compare, city and service pages offer; all optional. */
export interface DentistQuery {
  /** Free text: dentist, practice, city or service name, ignoring case and macrons. */
  text?: string;
  /** A city (slug or name), a place name or a postcode. */
  location?: string;
  /**
   * Measure distance from here (a place, or 'Use my location'); enables the distance sort. `label`
   * names it in the result's origin (e.g. the place's name); without one it is "your location".
   */
  near?: GeoPoint & { label?: string };
  service?: string;
  payment?: readonly PaymentFilterParam[];
  price?: PriceTier;
  openNow?: boolean;
  openWeekends?: boolean;
  /** Open after 5 pm on at least one weekday. */
  openAfter5pm?: boolean;
  /** Open at some time on this day of the week (New Zealand time). */
  openOn?: Weekday;
  /** Every one of these is spoken. */
  languages?: readonly string[];
  wheelchair?: boolean;
  sort?: DentistSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

/** One page of results. `total` counts every match, not just this page. */
export interface ResultPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Where distances were measured from, when they were. */
  origin?: GeoPoint & { label: string };
}

/**
 * How fast the listing's practice answers booking requests (issue 22 item 5): the band its recorded
 * answers earn (server/response-times), absent while it has too few requests or answers slower than
 * the slowest band. Every listing of a practice carries its practice's band.
 */
export interface ResponseFacts {
  responseBand?: ResponseBandId;
  /** How soon the practice usually offers a time, in whole days (rules/response-bands.ts), when it has a figure. */
  offerDays?: number;
}

/**
 * What verified reviews say of a dentist or surgeon (issue 35): never a field of the listing, always
 * computed from its published reviews (rules/reviews/figures.ts). Every listing the reader returns
 * carries it; no reviews is `{ count: 0 }`.
 */
export interface RatingFacts {
  ratings: RatingSummary;
}

/** A result with its straight-line distance from the query's origin, when there is one. */
export type WithDistance<T> = T & { distanceKm?: number };

/** Headline figures, computed from the published listings (issue 21 item 6). */
export interface ListingStats {
  dentists: number;
  /** Cities with at least one published dentist. */
  cities: number;
  /**
   * The mean overall score of every published review of a visit in the last 24 months, one
   * decimal; absent below 5 such reviews (rules/reviews/figures.ts).
   */
  averageRating?: number;
  /** Those reviews, counted. */
  reviews: number;
  /** Published dentists per city slug. */
  dentistsByCity: Record<string, number>;
}

export interface ListingsReader {
  findDentists(
    query: DentistQuery,
    now?: Date,
  ): Promise<ResultPage<WithDistance<Dentist & ResponseFacts & RatingFacts>>>;
  dentist(id: string): Promise<(Dentist & ResponseFacts & RatingFacts) | undefined>;
  /** Others near this one: same city first, then the nearest. */
  nearbyDentists(id: string, count: number): Promise<(Dentist & ResponseFacts & RatingFacts)[]>;
  findSurgeons(query: {
    citySlug?: string;
    page?: number;
    pageSize?: number;
  }): Promise<ResultPage<Surgeon & ResponseFacts & RatingFacts>>;
  /** One published surgeon (a booking can name one: /book?surgeon={id}). */
  surgeon(id: string): Promise<(Surgeon & ResponseFacts & RatingFacts) | undefined>;
  findEmergencyClinics(query: {
    citySlug?: string;
    near?: GeoPoint;
  }): Promise<ResultPage<WithDistance<EmergencyClinic>>>;
  stats(): Promise<ListingStats>;
  /** Places whose name or postcode starts with (or matches) the text, best first. */
  findPlaces(text: string, limit: number): Promise<Place[]>;
  /** Languages spoken at published listings, for the filter. */
  languages(): Promise<string[]>;
  /**
   * A listing's practice's open times from `today` (its week, closures and the public holidays where
   * it is: the holidays' data stays on the server), for the booking form's preferred-time check.
   */
  openTimes(listing: Dentist | Surgeon, today: string): OpenTimes;
}

/** What the Fastify server gives every React Router loader. */
export interface ListingsLoadContext {
  listings: ListingsReader;
  /** The clock for 'open now' (a test may fix it: LISTINGS_CLOCK). */
  now(): Date;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
}
