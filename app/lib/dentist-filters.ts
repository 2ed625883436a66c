import { CITIES, findCity } from "../../rules/listings/cities";
import {
  activePaymentFilters,
  meetsPaymentFilters,
  PAYMENT_FILTERS,
  type PaymentFilterParam,
} from "../../rules/listings/funding";
import { DIRECTORY_SERVICE_OPTIONS } from "../content/services";
import type { City, Dentist, PriceTier } from "../content/types";
import { byRating } from "./dentists";
import { foldText, slugify } from "./text";

/**
 * Pure filter and sort logic for the directory and the compare table (spec §5 Filters).
 * Matching is case- and macron-insensitive: "taupo" finds Taupō.
 */

export const SORT_KEYS = ["rating", "reviews", "name", "location"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = "rating";
export const SORT_LABELS: Record<SortKey, string> = {
  rating: "Highest rated",
  reviews: "Most reviews",
  name: "Name (A–Z)",
  location: "Location (A–Z)",
};

export const VIEW_MODES = ["grid", "list"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const PRICE_TIERS: readonly PriceTier[] = ["$", "$$", "$$$"];

export interface DirectoryFilters {
  /** Free text matched against the dentist's and the practice's name and the city's name. */
  query: string;
  /** A city slug, a city name, or any text matched against the location. Empty for all. */
  location: string;
  /** A service name or part of one, e.g. "Cosmetic" or "Root Canal". Empty for all. */
  service: string;
  /** Ways to pay the dentist must all offer (`?acc=1&under18=1`). */
  payment: readonly PaymentFilterParam[];
  sort: SortKey;
}

export const EMPTY_DIRECTORY_FILTERS: DirectoryFilters = {
  query: "",
  location: "",
  service: "",
  payment: [],
  sort: DEFAULT_SORT,
};

/** The chosen payment filters in PAYMENT_FILTERS order, each once, so URLs are stable. */
export function normalisePayment(chosen: readonly string[]): PaymentFilterParam[] {
  return PAYMENT_FILTERS.filter((f) => chosen.includes(f.param)).map((f) => f.param);
}

/** Turns one payment filter on or off. */
export function togglePayment(
  chosen: readonly PaymentFilterParam[],
  param: PaymentFilterParam,
  on: boolean,
): PaymentFilterParam[] {
  return normalisePayment(on ? [...chosen, param] : chosen.filter((p) => p !== param));
}

function setPaymentParams(params: URLSearchParams, chosen: readonly PaymentFilterParam[]) {
  for (const param of normalisePayment(chosen)) params.set(param, "1");
}

/** A city given by slug ("whangarei"), by name ("Whangarei" or "Whangārei"), in any case. */
export function resolveCity(value: string): City | undefined {
  const folded = foldText(value.trim());
  if (!folded) return undefined;
  return findCity(folded) ?? CITIES.find((c) => foldText(c.name) === folded || slugify(c.name) === slugify(folded));
}

interface IndexedDentist {
  dentist: Dentist;
  /** Folded name, practice and city name (the search box also finds a place: "taupo"). */
  name: string;
  /** Folded city name, slug, region and address. */
  location: string;
  /** Folded services, one per entry. */
  services: string[];
  citySlug: string;
}

/**
 * Folded text and the four sort orders, computed once per data set, so that each keystroke is one
 * linear pass over a list that is already in order (no per-keystroke sort or string folding).
 */
export interface DirectoryIndex {
  size: number;
  orders: Record<SortKey, IndexedDentist[]>;
}

function cityName(dentist: Dentist): string {
  return findCity(dentist.citySlug)?.name ?? dentist.citySlug;
}

const collator = new Intl.Collator("en-NZ", { sensitivity: "base" });

export const SORTERS: Record<SortKey, (a: Dentist, b: Dentist) => number> = {
  rating: byRating,
  reviews: (a, b) => b.reviews - a.reviews || b.rating - a.rating,
  name: (a, b) => collator.compare(a.name, b.name),
  location: (a, b) => collator.compare(cityName(a), cityName(b)) || byRating(a, b),
};

export function createDirectoryIndex(dentists: readonly Dentist[]): DirectoryIndex {
  const indexed: IndexedDentist[] = dentists.map((dentist) => {
    const city = findCity(dentist.citySlug);
    return {
      dentist,
      name: foldText(`${dentist.name} ${dentist.practice} ${city?.name ?? dentist.citySlug}`),
      location: foldText(`${city?.name ?? ""} ${dentist.citySlug} ${city?.region ?? ""} ${dentist.address}`),
      services: dentist.services.map(foldText),
      citySlug: dentist.citySlug,
    };
  });
  const sorted = (key: SortKey) => [...indexed].sort((a, b) => SORTERS[key](a.dentist, b.dentist));
  return {
    size: indexed.length,
    orders: {
      rating: sorted("rating"),
      reviews: sorted("reviews"),
      name: sorted("name"),
      location: sorted("location"),
    },
  };
}

/** The directory's result list: every filter must match, in the chosen order. */
export function queryDirectory(index: DirectoryIndex, filters: DirectoryFilters): Dentist[] {
  const query = foldText(filters.query.trim());
  const city = resolveCity(filters.location);
  const location = city ? "" : foldText(filters.location.trim());
  const service = foldText(filters.service.trim());
  const result: Dentist[] = [];
  for (const entry of index.orders[filters.sort] ?? index.orders[DEFAULT_SORT]) {
    if (query && !entry.name.includes(query)) continue;
    if (city && entry.citySlug !== city.slug) continue;
    if (location && !entry.location.includes(location)) continue;
    if (service && !entry.services.some((s) => s.includes(service))) continue;
    if (!meetsPaymentFilters(entry.dentist, filters.payment)) continue;
    result.push(entry.dentist);
  }
  return result;
}

/** Convenience for one-off use (tests, small lists): index, then query. */
export function filterDirectory(dentists: readonly Dentist[], filters: DirectoryFilters): Dentist[] {
  return queryDirectory(createDirectoryIndex(dentists), filters);
}

export function parseSort(value: string | null): SortKey {
  return SORT_KEYS.find((k) => k === value) ?? DEFAULT_SORT;
}

export function parseView(value: string | null): ViewMode {
  return value === "list" ? "list" : "grid";
}

/** Directory state from the query string (?q=&location=&service=&acc=1…&sort=&view=). */
export function directoryStateFromSearch(params: URLSearchParams): DirectoryFilters & { view: ViewMode } {
  const location = params.get("location")?.trim() ?? "";
  const city = resolveCity(location);
  return {
    query: params.get("q") ?? "",
    location: city ? city.slug : location,
    service: params.get("service")?.trim() ?? "",
    payment: activePaymentFilters(params),
    sort: parseSort(params.get("sort")),
    view: parseView(params.get("view")),
  };
}

/** The query string for a directory state, leaving out defaults so URLs stay short. */
export function directorySearch(state: DirectoryFilters & { view: ViewMode }): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set("q", state.query);
  if (state.location) params.set("location", state.location);
  if (state.service) params.set("service", state.service);
  setPaymentParams(params, state.payment);
  if (state.sort !== DEFAULT_SORT) params.set("sort", state.sort);
  if (state.view !== "grid") params.set("view", state.view);
  return params;
}

// ── Compare ─────────────────────────────────────────────────────────────────

export interface CompareFilters {
  /** City name as shown, e.g. "Auckland"; empty for all. */
  location: string;
  service: string;
  price: PriceTier | "";
  payment: readonly PaymentFilterParam[];
}

export const EMPTY_COMPARE_FILTERS: CompareFilters = { location: "", service: "", price: "", payment: [] };

/** Spec §5: location contains the chosen value; the service is among the dentist's; tier equals. */
export function filterCompare(dentists: readonly Dentist[], filters: CompareFilters): Dentist[] {
  const location = foldText(filters.location);
  return dentists
    .filter((d) => !location || foldText(cityName(d)).includes(location))
    .filter((d) => !filters.service || d.services.includes(filters.service))
    .filter((d) => !filters.price || d.priceTier === filters.price)
    .filter((d) => meetsPaymentFilters(d, filters.payment))
    .sort(byRating);
}

export function parsePrice(value: string | null | undefined): PriceTier | "" {
  return PRICE_TIERS.find((t) => t === value) ?? "";
}

/** Other words people use for a compare service in `/compare/{segment}`, and the service each means. */
export const COMPARE_SERVICE_ALIASES: Readonly<Record<string, string>> = {
  implants: "Dental Implants",
  "emergency-dentist": "Emergency Care",
  emergency: "Emergency Care",
  "general-dentist": "General Dentistry",
  whitening: "Teeth Whitening",
};

/**
 * What /compare/{filter} means: a city slug ("auckland") pre-selects that location; a service slug
 * ("invisalign", "dental-implants" or the service page slugs "implants", "emergency-dentist")
 * pre-selects that service. Anything else selects nothing.
 */
export function compareFiltersFromSegment(
  segment: string | undefined,
  serviceOptions: readonly string[],
): Partial<Pick<CompareFilters, "location" | "service" | "price">> | undefined {
  if (!segment) return {};
  const slug = slugify(segment);
  const city = findCity(slug);
  if (city) return { location: city.name };
  const service = serviceOptions.find((s) => slugify(s) === slug) ?? COMPARE_SERVICE_ALIASES[slug];
  if (service && serviceOptions.includes(service)) return { service };
  return undefined;
}

/** Compare state: the path segment pre-selects, the query string (?location=&service=&price=) wins. */
export function compareStateFromUrl(
  segment: string | undefined,
  params: URLSearchParams,
  serviceOptions: readonly string[],
): CompareFilters {
  const fromSegment = compareFiltersFromSegment(segment, serviceOptions) ?? {};
  const location = params.get("location");
  const city = location ? resolveCity(location) : undefined;
  return {
    location: location !== null ? (city?.name ?? location) : (fromSegment.location ?? ""),
    service: params.get("service") ?? fromSegment.service ?? "",
    price: parsePrice(params.get("price") ?? fromSegment.price),
    payment: activePaymentFilters(params),
  };
}

export function compareSearch(filters: CompareFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.location) params.set("location", filters.location);
  if (filters.service) params.set("service", filters.service);
  if (filters.price) params.set("price", filters.price);
  setPaymentParams(params, filters.payment);
  return params;
}

/**
 * Slugs /compare/{filter} understands, aliases included, prerendered so they load as real pages:
 * any other segment is answered 404.
 */
export function compareSegments(locations: readonly string[], services: readonly string[]): string[] {
  const aliases = Object.entries(COMPARE_SERVICE_ALIASES).filter(([, service]) => services.includes(service));
  return [...locations.map(slugify), ...services.map(slugify), ...aliases.map(([alias]) => alias)];
}

/** The address a /compare/{filter} page is known by: an alias names its service's own slug. */
export function canonicalCompareSegment(segment: string): string {
  const service = COMPARE_SERVICE_ALIASES[slugify(segment)];
  return service ? slugify(service) : segment;
}

/** The compare page's location filter (spec §2 Compare): the five main centres. */
export const COMPARE_LOCATION_SLUGS = ["auckland", "wellington", "christchurch", "hamilton", "tauranga"] as const;

/** How many of the city's dentists offer each directory service (same matching as the directory). */
export function serviceCounts(
  dentists: readonly Dentist[],
  services: readonly string[] = DIRECTORY_SERVICE_OPTIONS,
): { service: string; count: number }[] {
  return services.map((service) => ({
    service,
    count: dentists.filter((d) => d.services.some((s) => foldText(s).includes(foldText(service)))).length,
  }));
}

/** Straight-line distance in degrees, longitude scaled for New Zealand's latitude; for ordering only. */
function cityDistance(a: City | undefined, b: City | undefined): number {
  if (!a || !b) return Number.POSITIVE_INFINITY;
  return Math.hypot(a.lat - b.lat, (a.lng - b.lng) * 0.755);
}

/** Other dentists near this one: same city first (best rated), then the nearest cities. */
export function nearbyDentists(dentist: Dentist, dentists: readonly Dentist[], count = 3): Dentist[] {
  const home = findCity(dentist.citySlug);
  return dentists
    .filter((d) => d.id !== dentist.id)
    .map((d) => ({ d, distance: cityDistance(home, findCity(d.citySlug)) }))
    .sort((a, b) => a.distance - b.distance || byRating(a.d, b.d))
    .slice(0, count)
    .map(({ d }) => d);
}
