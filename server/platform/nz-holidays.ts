import Holidays from "date-holidays";

/*
 * New Zealand's public holidays for the working-hours clocks (issue 37 item 3): the national ones,
 * Matariki, the Monday-ised substitutes, and each region's anniversary day, from date-holidays, a
 * maintained library (a hand-written list goes stale: Matariki's date is set by the Act each year
 * and anniversary days move with Easter and the weekday rules). Server-only: its data is far too
 * large for a page's JavaScript, and the pages that need a holiday are given it by their loader.
 */

/** A practice's city (rules/listings/city-names.ts slugs) → the region whose anniversary day it keeps (D-holidays). */
const REGION_OF_CITY: Record<string, string> = {
  auckland: "AUK",
  hamilton: "WKO",
  taupo: "WKO",
  tauranga: "BOP",
  rotorua: "BOP",
  whangarei: "NTL",
  gisborne: "GIS",
  napier: "HKB",
  hastings: "HKB",
  "new-plymouth": "TKI",
  wellington: "WGN",
  "palmerston-north": "MWT",
  wanganui: "MWT",
  nelson: "NSN",
  blenheim: "MBH",
  christchurch: "CAN",
  timaru: "CAN",
  greymouth: "WTC",
  dunedin: "OTA",
  oamaru: "OTA",
  queenstown: "OTA",
  invercargill: "STL",
};

/** "YYYY-MM-DD" → the holiday's name, per region ("" for the national list) and year, computed once each. */
const byRegionYear = new Map<string, Map<string, string>>();

function holidaysOf(region: string, year: number): Map<string, string> {
  const key = `${region}:${year}`;
  let days = byRegionYear.get(key);
  if (!days) {
    const calendar = region ? new Holidays("NZ", region) : new Holidays("NZ");
    days = new Map();
    // "public" only: observances (Easter Sunday) are not days off.
    for (const h of calendar.getHolidays(year)) if (h.type === "public") days.set(h.date.slice(0, 10), h.name);
    byRegionYear.set(key, days);
  }
  return days;
}

/**
 * The public holiday on a New Zealand date ("YYYY-MM-DD"), with the anniversary day of the city's
 * region when a city is given; undefined on a working day. An unknown city gets the national list.
 */
export function nzHolidayOn(date: string, citySlug?: string): string | undefined {
  const region = (citySlug && REGION_OF_CITY[citySlug]) || "";
  return holidaysOf(region, Number(date.slice(0, 4))).get(date);
}

/** A date test for the working-hours clock (rules/working-hours.ts): true on a holiday where the city is. */
export function holidayTest(citySlug?: string): (date: string) => boolean {
  return (date) => nzHolidayOn(date, citySlug) !== undefined;
}
