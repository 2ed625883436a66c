import type { Place } from "../../rules/api/listings";
import { findCity } from "../../rules/listings/cities";
import { slugify } from "../../rules/text";
import { placeKey } from "./directory";
import { distanceKm } from "./distance";

/**
 * The places the listings themselves name, so every suburb a listing is in can be searched and
 * every postcode in a listing's address finds it, whatever the places table holds. An address is
 * written "12 Ponsonby Road, Ponsonby, Auckland 1011": the part before the town is the suburb
 * (or, with no suburb, the town) and the trailing four digits the postcode. A place sits at the
 * middle of its listings.
 */

interface Located {
  address: string;
  citySlug: string;
  lat: number;
  lng: number;
}

/** A table place this close to a listing place of the same name is the same place. */
const SAME_PLACE_KM = 10;

export function placeInAddress(address: string): { name: string; postcode?: string } | undefined {
  const parts = address
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts.at(-1);
  if (!last || parts.length < 2) return undefined;
  const town = /^(.*?)\s*(\d{4})?$/.exec(last);
  const postcode = town?.[2];
  const name = parts.length >= 3 ? parts.at(-2) : town?.[1];
  if (!name || /^\d/.test(name)) return undefined;
  return postcode ? { name, postcode } : { name };
}

/**
 * Each listing's place and its key, worked out once per listing object (checked against its
 * address): the pages' index recomputes the places from every listing when one moves, and most of
 * the listings are the same objects as the time before (issue 36 item 8).
 */
const parsed = new WeakMap<
  Located,
  { address: string; citySlug: string; found?: { name: string; postcode?: string }; group: string }
>();

function placeOf(listing: Located) {
  let place = parsed.get(listing);
  if (place?.address !== listing.address || place.citySlug !== listing.citySlug) {
    const found = placeInAddress(listing.address);
    // The group's id is made once here: building 10,000 of them per change cost more than the grouping.
    const group = found ? `${placeKey(found.name)}|${listing.citySlug}` : "";
    place = { address: listing.address, citySlug: listing.citySlug, found, group };
    parsed.set(listing, place);
  }
  return place;
}

export function placesFromListings(listings: Iterable<Located>): Place[] {
  const groups = new Map<
    string,
    { name: string; citySlug: string; postcode?: string; lat: number; lng: number; n: number }
  >();
  for (const listing of listings) {
    const { found, group: id } = placeOf(listing);
    if (!found) continue;
    const group = groups.get(id);
    if (group) {
      group.lat += listing.lat;
      group.lng += listing.lng;
      group.n += 1;
      group.postcode ??= found.postcode;
    } else {
      groups.set(id, { ...found, citySlug: listing.citySlug, lat: listing.lat, lng: listing.lng, n: 1 });
    }
  }
  return [...groups.values()].map((g) => ({
    id: `listed-${slugify(g.name)}-${g.citySlug}`,
    name: g.name,
    region: findCity(g.citySlug)?.region ?? "",
    lat: g.lat / g.n,
    lng: g.lng / g.n,
    citySlug: g.citySlug,
    ...(g.postcode ? { postcode: g.postcode } : {}),
  }));
}

/**
 * The table's places, each given the postcode the listings show for it when the table has none,
 * followed by the listings' places the table lacks.
 */
export function withListingPlaces(table: readonly Place[], listed: readonly Place[]): Place[] {
  const byKey = tableKeys(table);
  const merged = [...table];
  const extra: Place[] = [];
  for (const place of listed) {
    const same = (byKey.get(placeKey(place.name)) ?? []).find(
      (i) => distanceKm(merged[i] as Place, place) <= SAME_PLACE_KM,
    );
    if (same === undefined) extra.push(place);
    else if (!merged[same]?.postcode && place.postcode)
      merged[same] = { ...(merged[same] as Place), postcode: place.postcode };
  }
  return [...merged, ...extra];
}

/** The table's places by name key, worked out once per table (it changes only at start). */
const keysOfTables = new WeakMap<readonly Place[], Map<string, number[]>>();

function tableKeys(table: readonly Place[]): Map<string, number[]> {
  let byKey = keysOfTables.get(table);
  if (!byKey) {
    byKey = new Map();
    for (const [i, place] of table.entries()) {
      const key = placeKey(place.name);
      const same = byKey.get(key);
      if (same) same.push(i);
      else byKey.set(key, [i]);
    }
    keysOfTables.set(table, byKey);
  }
  return byKey;
}
