import type { GeoPoint, ListingsReader } from "../api/listings";
import { findCity } from "./cities";
import { directoryHref, directoryQuery, type DirectoryState, hasDirectoryFilters } from "./directory-url";
import { PAYMENT_FILTERS } from "./funding";
import { weekdayLabel } from "./hours";
import { foldText } from "../text";

/**
 * When a search finds nobody (issue 38 item 6), the nearest dentist it would have found with one
 * filter let go, or the place and one filter, and which: "No Samoan-speaking dentist in
 * Gisborne; the nearest is Dr X in Napier, 210 km away". Computed from the published listings
 * through the same reader and query as the search itself, so the dentist named meets every
 * filter that is not said to be dropped, and the distance is the directory's own (straight line).
 */

/** A filter the suggestion may let go, said as the patient chose it ("speaks Samoan"). */
interface Filter {
  on(state: DirectoryState): boolean;
  /** What the filter asks, in a few words. */
  label(state: DirectoryState): string;
  without(state: DirectoryState): DirectoryState;
}

/** Let go in this order: when (hours) before what the patient needs (access, payment, care, language). */
const FILTERS: readonly Filter[] = [
  { on: (s) => s.openNow, label: () => "open now", without: (s) => ({ ...s, openNow: false }) },
  { on: (s) => s.after5, label: () => "open after 5 pm", without: (s) => ({ ...s, after5: false }) },
  { on: (s) => s.weekends, label: () => "open weekends", without: (s) => ({ ...s, weekends: false }) },
  {
    on: (s) => s.openOn !== "",
    label: (s) => (s.openOn ? `open on ${weekdayLabel(s.openOn)}` : ""),
    without: (s) => ({ ...s, openOn: "" }),
  },
  { on: (s) => s.wheelchair, label: () => "wheelchair access", without: (s) => ({ ...s, wheelchair: false }) },
  {
    on: (s) => s.payment.length > 0,
    label: (s) =>
      PAYMENT_FILTERS.filter((f) => s.payment.includes(f.param))
        .map((f) => f.label)
        .join(", "),
    without: (s) => ({ ...s, payment: [] }),
  },
  { on: (s) => s.service !== "", label: (s) => s.service, without: (s) => ({ ...s, service: "" }) },
  {
    on: (s) => s.languages.length > 0,
    label: (s) => `speaks ${s.languages.join(" and ")}`,
    without: (s) => ({ ...s, languages: [] }),
  },
  { on: (s) => s.q !== "", label: (s) => `“${s.q}”`, without: (s) => ({ ...s, q: "" }) },
];

export interface BeyondFilters {
  dentist: { id: string; name: string; practice: string; citySlug: string; cityName: string };
  /** Straight-line kilometres from `from`, when the search had a place. */
  distanceKm?: number;
  /** The place distances are measured from ("Gisborne", "your location"). */
  from?: string;
  /** The filters let go to find this dentist, in words ("in Gisborne", "open now"). */
  dropped: string[];
  /** The directory with those filters let go: the others it would find. */
  href: string;
}

/** Where the search is centred: the `near` point the page resolved, else the city or place it is in. */
async function searchCentre(
  listings: ListingsReader,
  state: DirectoryState,
  near: (GeoPoint & { label: string }) | undefined,
): Promise<(GeoPoint & { label: string; text: string }) | undefined> {
  if (near) return { ...near, text: state.near };
  if (!state.location) return undefined;
  const city = findCity(state.location);
  const [place] = await listings.findPlaces(city?.name ?? state.location, 1);
  // The link names the place as 'near' text: measured here from where the directory will measure.
  if (place && (!city || foldText(place.name) === foldText(city.name)))
    return { lat: place.lat, lng: place.lng, label: place.name, text: city?.name ?? state.location };
  return city && { lat: city.lat, lng: city.lng, label: city.name, text: "" };
}

/** "Gisborne" for a city slug, the text as typed for a place. */
function locationLabel(state: DirectoryState): string {
  return findCity(state.location)?.name ?? state.location;
}

/**
 * The dentist to suggest when `state` finds nobody, or undefined when letting go of one filter
 * (and the place) finds nobody either, or when what is left would be no search at all. `near` is
 * the point the page measured distances from, when it had one.
 */
export async function nearestBeyondFilters(
  listings: ListingsReader,
  state: DirectoryState,
  now: Date,
  near?: GeoPoint & { label: string },
): Promise<BeyondFilters | undefined> {
  const centre = await searchCentre(listings, state, near);
  const active = FILTERS.filter((f) => f.on(state));
  const place: Filter | undefined = state.location
    ? {
        on: () => true,
        label: (s) => `in ${locationLabel(s)}`,
        // Measured from where the place was, and linked so: the directory then sorts by distance from it.
        without: (s) => ({ ...s, location: "", near: s.near || centre?.text || "" }),
      }
    : undefined;
  // The place alone first (the nearest Samoan-speaking dentist beyond Gisborne), then each filter
  // alone, then the place with each filter: at most 19 passes, only for a search that found nobody.
  const attempts: Filter[][] = [
    ...(place ? [[place]] : []),
    ...active.map((f) => [f]),
    ...(place ? active.map((f) => [place, f]) : []),
  ];
  for (const dropping of attempts) {
    const relaxed = dropping.reduce((s, f) => f.without(s), state);
    // Letting go of every filter is no suggestion, unless distance still picks one out.
    if (!hasDirectoryFilters({ ...relaxed, location: "" }) && !centre) continue;
    const query = directoryQuery({ ...relaxed, page: 1 }, centre);
    const result = await listings.findDentists(
      { ...query, sort: centre ? "distance" : query.sort, page: 1, pageSize: 1 },
      now,
    );
    const found = result.items[0];
    if (!found) continue;
    const sort = centre ? "distance" : relaxed.sort;
    return {
      dentist: {
        id: found.id,
        name: found.name,
        practice: found.practice,
        citySlug: found.citySlug,
        cityName: findCity(found.citySlug)?.name ?? found.citySlug,
      },
      ...(found.distanceKm !== undefined && centre ? { distanceKm: found.distanceKm, from: centre.label } : {}),
      dropped: dropping.map((f) => f.label(state)),
      href: directoryHref({ ...relaxed, sort, page: 1 }),
    };
  }
  return undefined;
}
