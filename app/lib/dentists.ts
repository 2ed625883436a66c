import { findCity } from "../content/cities";
import { DENTISTS } from "../content/dentists";
import type { Dentist } from "../content/types";

/** Highest rated first; more reviews break ties. */
export function byRating(a: Dentist, b: Dentist): number {
  return b.rating - a.rating || b.reviews - a.reviews;
}

export function topRatedDentists(count: number, dentists: readonly Dentist[] = DENTISTS): Dentist[] {
  return [...dentists].sort(byRating).slice(0, count);
}

export function dentistsInCity(citySlug: string, dentists: readonly Dentist[] = DENTISTS): Dentist[] {
  return dentists.filter((d) => d.citySlug === citySlug).sort(byRating);
}

export function findDentist(id: string | undefined): Dentist | undefined {
  return DENTISTS.find((d) => d.id === id);
}

/** The dentist's city as shown to people, e.g. "Taupō". */
export function dentistCityName(dentist: Dentist): string {
  return findCity(dentist.citySlug)?.name ?? dentist.citySlug;
}

/** Cards and table rows show the first three services and "+N more" (spec §9). */
export function servicePreview(services: readonly string[], shown = 3): { shown: string[]; more: number } {
  return { shown: services.slice(0, shown), more: Math.max(0, services.length - shown) };
}
