import { DEFAULT_PAGE_SIZE, DENTIST_SORTS, type DentistQuery, type DentistSort, type GeoPoint } from "../api/listings";
import { paths } from "../paths";
import { foldText, slugify } from "../text";
import { CITY_NAMES, findCityName, resolveCityName } from "./city-names";
import { activePaymentFilters, PAYMENT_FILTERS, type PaymentFilterParam } from "./funding";
import { SERVICE_NAMES } from "./services";
import { type PriceTier, type Weekday, WEEKDAYS } from "./types";

/**
 * The state of /directory and /compare lives in their URLs (issue 21 item 3): these functions read
 * a query string into that state, write it back with defaults left out (so links stay short and
 * every old link keeps working), and turn it into the DentistQuery the server answers. Anything a
 * URL says that makes no sense is dropped or falls back to the default, never an error page.
 */

export const VIEW_MODES = ["grid", "list"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const PRICE_TIERS: readonly PriceTier[] = ["$", "$$", "$$$"];

export const SORT_LABELS: Record<DentistSort, string> = {
  rating: "Highest rated",
  reviews: "Most reviews",
  name: "Name (A–Z)",
  location: "Location (A–Z)",
  distance: "Nearest first",
  response: "Fastest to reply",
  soonest: "Soonest time offered",
};

/** A patient may tick this many languages; more is not a real search. */
const MAX_LANGUAGES = 8;
/** Dentists compared side by side (issue 24 item 7). */
export const MAX_PICKS = 3;
/** Longer text is cut: nobody types a 200-character name, and the server need not fold one. */
const MAX_TEXT = 100;

export interface DirectoryState {
  /** Free text: dentist, practice, place or service. */
  q: string;
  /** A city slug when the value names one of CITY_NAMES, else the text as given (a place or postcode). */
  location: string;
  /** Where distances are measured from: a place name, a postcode or "lat,lng". */
  near: string;
  service: string;
  payment: PaymentFilterParam[];
  openNow: boolean;
  weekends: boolean;
  after5: boolean;
  /** Open at some time on this day of the week ("open Saturday", issue 38 item 6); "" for any day. */
  openOn: Weekday | "";
  /** Every one must be spoken. */
  languages: string[];
  wheelchair: boolean;
  sort: DentistSort;
  view: ViewMode;
  /** 1-based; the server clamps it to the last page. */
  page: number;
}

export const EMPTY_DIRECTORY_STATE: DirectoryState = {
  q: "",
  location: "",
  near: "",
  service: "",
  payment: [],
  openNow: false,
  weekends: false,
  after5: false,
  openOn: "",
  languages: [],
  wheelchair: false,
  sort: "rating",
  view: "grid",
  page: 1,
};

function text(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? "").trim().slice(0, MAX_TEXT);
}

function flag(params: URLSearchParams, key: string, on = "1"): boolean {
  return params.get(key) === on;
}

/** "sat" → "sat"; anything that is not a weekday's short name → "" (any day). */
function parseWeekday(value: string | null): Weekday | "" {
  return WEEKDAYS.find((d) => d === value?.trim().toLowerCase()) ?? "";
}

/** "3" → 3; anything that is not a whole number from 1 up → 1. */
function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

const LAT_LNG = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** "-36.85,174.76" (what 'Use my location' writes) → a point; anything else (a place name) → undefined. */
export function parseLatLng(value: string): GeoPoint | undefined {
  const match = LAT_LNG.exec(value);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

/** Three decimals (about 100 m): near enough to sort by distance, no closer to where someone lives. */
export function formatLatLng(point: GeoPoint): string {
  return `${point.lat.toFixed(3)},${point.lng.toFixed(3)}`;
}

/** With a place to measure from, nearest first is what a patient expects; without one, best rated. */
export function defaultSort(state: Pick<DirectoryState, "near">): DentistSort {
  return state.near ? "distance" : "rating";
}

function parseSort(value: string | null, fallback: DentistSort): DentistSort {
  return DENTIST_SORTS.find((s) => s === value) ?? fallback;
}

/** Each language once, in the order given, at most MAX_LANGUAGES. */
function parseLanguages(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const languages: string[] = [];
  for (const raw of values) {
    const language = raw.trim().slice(0, 40);
    if (!language || seen.has(foldText(language))) continue;
    seen.add(foldText(language));
    languages.push(language);
  }
  return languages.slice(0, MAX_LANGUAGES);
}

/** The chosen payment filters in PAYMENT_FILTERS order, each once, so URLs are stable. */
function normalisePayment(chosen: readonly string[]): PaymentFilterParam[] {
  return PAYMENT_FILTERS.filter((f) => chosen.includes(f.param)).map((f) => f.param);
}

/**
 * Directory state from its query string: q, location, near, service, the ways to pay (acc=1…),
 * open=now, weekends=1, after5=1, day=sat (open that day), lang (repeatable), wheelchair=1, sort, view, page.
 */
export function parseDirectoryUrl(params: URLSearchParams): DirectoryState {
  const location = text(params, "location");
  // The typed place comes first in the form; 'Use my location' coordinates ride in a hidden field after it.
  const near =
    params
      .getAll("near")
      .map((v) => v.trim().slice(0, MAX_TEXT))
      .find(Boolean) ?? "";
  return {
    q: text(params, "q"),
    location: resolveCityName(location)?.slug ?? location,
    near,
    service: text(params, "service"),
    payment: activePaymentFilters(params),
    openNow: flag(params, "open", "now"),
    weekends: flag(params, "weekends"),
    after5: flag(params, "after5"),
    openOn: parseWeekday(params.get("day")),
    languages: parseLanguages(params.getAll("lang")),
    wheelchair: flag(params, "wheelchair"),
    sort: parseSort(params.get("sort"), defaultSort({ near })),
    view: params.get("view") === "list" ? "list" : "grid",
    page: parsePage(params.get("page")),
  };
}

/** The query string for a directory state, defaults left out. */
export function directorySearch(state: DirectoryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.location) params.set("location", state.location);
  if (state.near) params.set("near", state.near);
  if (state.service) params.set("service", state.service);
  for (const param of normalisePayment(state.payment)) params.set(param, "1");
  if (state.openNow) params.set("open", "now");
  if (state.weekends) params.set("weekends", "1");
  if (state.after5) params.set("after5", "1");
  if (state.openOn) params.set("day", state.openOn);
  for (const language of state.languages) params.append("lang", language);
  if (state.wheelchair) params.set("wheelchair", "1");
  if (state.sort !== defaultSort(state)) params.set("sort", state.sort);
  if (state.view !== "grid") params.set("view", state.view);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** "/directory?…" for a state; "/directory" when everything is at its default. */
export function directoryHref(state: DirectoryState): string {
  const search = directorySearch(state).toString();
  return search ? `${paths.directory()}?${search}` : paths.directory();
}

/** True when any filter narrows the list (sort, view and page do not). */
export function hasDirectoryFilters(state: DirectoryState): boolean {
  return Boolean(
    state.q ||
    state.location ||
    state.service ||
    state.payment.length ||
    state.openNow ||
    state.weekends ||
    state.after5 ||
    state.openOn ||
    state.languages.length ||
    state.wheelchair,
  );
}

/** How many filters are on, for the folded 'Filters' disclosure ("Filters (2)"); the search box is not one. */
export function activeFilterCount(state: DirectoryState): number {
  return (
    [state.location, state.service, state.openNow, state.weekends, state.after5, state.openOn, state.wheelchair].filter(
      Boolean,
    ).length +
    state.payment.length +
    state.languages.length
  );
}

/** What the server is asked; `near` is the point the `near` text resolved to (see the loader). */
export function directoryQuery(state: DirectoryState, near?: GeoPoint): DentistQuery {
  return {
    text: state.q || undefined,
    location: state.location || undefined,
    near,
    service: state.service || undefined,
    payment: state.payment.length ? state.payment : undefined,
    openNow: state.openNow || undefined,
    openWeekends: state.weekends || undefined,
    openAfter5pm: state.after5 || undefined,
    openOn: state.openOn || undefined,
    languages: state.languages.length ? state.languages : undefined,
    wheelchair: state.wheelchair || undefined,
    sort: state.sort,
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

// ── Compare ─────────────────────────────────────────────────────────────────

export interface CompareState {
  /** City name as shown, e.g. "Auckland"; or the text given when it names no city. Empty for all. */
  location: string;
  service: string;
  price: PriceTier | "";
  payment: PaymentFilterParam[];
  /** Every one must be spoken (as the directory's `lang`). */
  languages: string[];
  /** Open on this day of the week (as the directory's `day`); "" for any day. */
  openOn: Weekday | "";
  /** Ids of the dentists chosen to see side by side, at most MAX_PICKS. */
  picks: string[];
  page: number;
}

export const EMPTY_COMPARE_STATE: CompareState = {
  location: "",
  service: "",
  price: "",
  payment: [],
  languages: [],
  openOn: "",
  picks: [],
  page: 1,
};

/** Other words people use for a service in `/compare/{segment}`, and the service each means. */
const COMPARE_SERVICE_ALIASES: Readonly<Record<string, string>> = {
  implants: "Dental Implants",
  "emergency-dentist": "Emergency Care",
  emergency: "Emergency Care",
  "general-dentist": "General Dentistry",
  whitening: "Teeth Whitening",
};

function parsePrice(value: string | null | undefined): PriceTier | "" {
  return PRICE_TIERS.find((t) => t === value) ?? "";
}

/**
 * What /compare/{filter} means: a city slug ("auckland") pre-selects that location; a service's slug
 * ("invisalign", "root-canal-treatment") or an alias ("implants", "emergency-dentist") pre-selects
 * that service. Undefined when the segment names neither.
 */
export function compareFiltersFromSegment(
  segment: string | undefined,
): Partial<Pick<CompareState, "location" | "service">> | undefined {
  if (!segment) return {};
  const slug = slugify(segment);
  const city = findCityName(slug);
  if (city) return { location: city.name };
  const service = SERVICE_NAMES.find((s) => slugify(s) === slug) ?? COMPARE_SERVICE_ALIASES[slug];
  return service ? { service } : undefined;
}

/** The address a /compare/{filter} page is known by: an alias names its service's own slug. */
export function canonicalCompareSegment(segment: string): string {
  const service = COMPARE_SERVICE_ALIASES[slugify(segment)];
  return service ? slugify(service) : segment;
}

const LISTING_ID = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** The dentists chosen to compare: valid ids, each once, at most MAX_PICKS. */
function parsePicks(values: readonly string[]): string[] {
  return [...new Set(values.filter((id) => LISTING_ID.test(id)))].slice(0, MAX_PICKS);
}

/** Compare state: the path segment pre-selects, the query string (?location=&service=&price=&lang=&day=…) wins. */
export function parseCompareUrl(segment: string | undefined, params: URLSearchParams): CompareState {
  const fromSegment = compareFiltersFromSegment(segment) ?? {};
  const location = params.get("location");
  return {
    location:
      location !== null
        ? (resolveCityName(location)?.name ?? location.trim().slice(0, MAX_TEXT))
        : (fromSegment.location ?? ""),
    service: params.get("service")?.trim().slice(0, MAX_TEXT) ?? fromSegment.service ?? "",
    price: parsePrice(params.get("price")),
    payment: activePaymentFilters(params),
    languages: parseLanguages(params.getAll("lang")),
    openOn: parseWeekday(params.get("day")),
    picks: parsePicks(params.getAll("pick")),
    page: parsePage(params.get("page")),
  };
}

/** The query string for a compare state (always for /compare itself, the segment left behind). */
function compareSearch(state: CompareState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.location) params.set("location", state.location);
  if (state.service) params.set("service", state.service);
  if (state.price) params.set("price", state.price);
  for (const param of normalisePayment(state.payment)) params.set(param, "1");
  for (const language of state.languages) params.append("lang", language);
  if (state.openOn) params.set("day", state.openOn);
  for (const id of state.picks) params.append("pick", id);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

export function compareHref(state: CompareState): string {
  const search = compareSearch(state).toString();
  return search ? `${paths.compare()}?${search}` : paths.compare();
}

/** The state with one dentist added to or removed from the side-by-side comparison. */
export function togglePick(state: CompareState, id: string): CompareState {
  const picks = state.picks.includes(id) ? state.picks.filter((p) => p !== id) : parsePicks([...state.picks, id]);
  return { ...state, picks };
}

export function compareQuery(state: CompareState): DentistQuery {
  return {
    location: state.location || undefined,
    service: state.service || undefined,
    price: state.price || undefined,
    payment: state.payment.length ? state.payment : undefined,
    languages: state.languages.length ? state.languages : undefined,
    openOn: state.openOn || undefined,
    sort: "rating",
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

/** The addresses /compare/{filter} pages are known by: every city and every service (aliases are the same pages). */
export function compareSegments(): string[] {
  return [...CITY_NAMES.map((c) => c.slug), ...SERVICE_NAMES.map(slugify)];
}
