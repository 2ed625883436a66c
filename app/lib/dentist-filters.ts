import { findCity } from "../../rules/listings/cities";
import { COMPARE_SERVICE_ALIASES } from "../../rules/listings/directory-url";
import { DIRECTORY_SERVICE_OPTIONS } from "../content/services";
import type { City, Dentist } from "../content/types";
import { byRating } from "./dentists";
import { foldText, slugify } from "./text";

/**
 * What the city and profile pages still work out in the browser from the sample listings. The
 * directory and compare pages search, filter, sort and page on the server (issue 21): their URL
 * state is rules/listings/directory-url.ts, their search the ListingsReader. These go when the
 * city and profile pages read their listings from loaders.
 */

export { resolveCity } from "../../rules/listings/directory-url";

/**
 * Slugs /compare/{filter} understands, aliases included, prerendered so they load as real pages:
 * any other segment is answered 404.
 */
export function compareSegments(locations: readonly string[], services: readonly string[]): string[] {
  const aliases = Object.entries(COMPARE_SERVICE_ALIASES).filter(([, service]) => services.includes(service));
  return [...locations.map(slugify), ...services.map(slugify), ...aliases.map(([alias]) => alias)];
}

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
