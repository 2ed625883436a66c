import { DENTISTS } from "../content/dentists";
import type { Dentist } from "../content/types";
import { byRating } from "./dentist-display";

// Queries over the whole listing. Importing this module bundles every dentist: use it in loaders
// (build time) or on pages that filter the full list; components import ./dentist-display.
export { byRating, dentistCityName, servicePreview } from "./dentist-display";

export function topRatedDentists(count: number, dentists: readonly Dentist[] = DENTISTS): Dentist[] {
  return [...dentists].sort(byRating).slice(0, count);
}

export function dentistsInCity(citySlug: string, dentists: readonly Dentist[] = DENTISTS): Dentist[] {
  return dentists.filter((d) => d.citySlug === citySlug).sort(byRating);
}

export function findDentist(id: string | undefined): Dentist | undefined {
  return DENTISTS.find((d) => d.id === id);
}
