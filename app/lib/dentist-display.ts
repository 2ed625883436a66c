import { findCityName } from "../../rules/listings/city-names";
import type { Dentist } from "../../rules/listings/types";

// Display helpers that need no listing data, so components importing them stay small.

/** The dentist's city as shown to people, e.g. "Taupō". */
export function dentistCityName(dentist: Pick<Dentist, "citySlug">): string {
  return findCityName(dentist.citySlug)?.name ?? dentist.citySlug;
}

/** Cards and table rows show the first three services and "+N more" (spec §9). */
export function servicePreview(services: readonly string[], shown = 3): { shown: string[]; more: number } {
  return { shown: services.slice(0, shown), more: Math.max(0, services.length - shown) };
}

const MONTH_YEAR = new Intl.DateTimeFormat("en-NZ", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * "2026-10-17" → "October 2026". Read as a calendar date (UTC noon), so no time zone can move it
 * into the month before or after.
 */
export function formatCheckedOn(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month) return isoDate;
  return MONTH_YEAR.format(new Date(Date.UTC(year, month - 1, day || 1, 12)));
}
