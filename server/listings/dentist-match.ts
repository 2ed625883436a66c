import type { GeoPoint } from "../../rules/api/listings";
import { closureOnDate } from "../../rules/listings/closures";
import { takingNow } from "../../rules/listings/new-patients";
import { openIntervalAt } from "../../rules/listings/hours";
import type { Dentist } from "../../rules/listings/types";
import { kmBetween, radiansOf } from "../places";
import { type DentistIndex, type DentistMatch, type IndexedDentist, paymentBits } from "./indexed-dentist";

/*
 * A query matched against the dentist index (dentist-index.ts): every dentist that meets every
 * filter, in one pass over an order already made, with distances when there is an origin and the
 * nearest first when asked.
 */

// Plain loops, not every()/some() with a closure per listing: the filters run 10,000 times a query.
function hasAll(set: ReadonlySet<string>, wanted: readonly string[]): boolean {
  for (const item of wanted) if (!set.has(item)) return false;
  return true;
}

/** For each word, which of the names contain it. */
function namesWith(names: readonly string[], words: readonly string[]): boolean[][] {
  return words.map((word) => names.map((name) => name.includes(word)));
}

/** Every word is in the dentist's or practice's name, the city's name or a service's name. */
function hasAllWords(
  entry: IndexedDentist,
  words: readonly string[],
  cityHits: boolean[][],
  serviceHits: boolean[][],
): boolean {
  for (let w = 0; w < words.length; w++) {
    if (entry.ownText.includes(words[w] as string) || cityHits[w]?.[entry.city]) continue;
    if (!offersAny(entry, serviceHits[w] as boolean[])) return false;
  }
  return true;
}

function offersAny(entry: IndexedDentist, hits: readonly boolean[]): boolean {
  for (const id of entry.services) if (hits[id]) return true;
  return false;
}

/**
 * A latitude/longitude box holding every point within `km` of the centre (a little more), so most
 * listings far away are ruled out with four comparisons before the exact distance is worked out.
 */
function boundingBox(centre: GeoPoint, km: number) {
  const lat = km / 110;
  const lng = km / (110 * Math.max(0.01, Math.cos((Math.abs(centre.lat) + lat) * (Math.PI / 180))));
  return { south: centre.lat - lat, north: centre.lat + lat, west: centre.lng - lng, east: centre.lng + lng };
}

/** Room for a position under each distance in one double (2 million listings; 2^53 is the limit). */
const POSITIONS = 2 ** 21;

/** Every dentist that meets every filter, in the chosen order, with distances when there is an origin. */
export function matchDentists(index: DentistIndex, q: DentistMatch): { dentists: Dentist[]; distances?: number[] } {
  const order = index.orders[q.sort === "distance" ? "rating" : q.sort];
  const payment = paymentBits(q.payment);
  const newAdults = q.payment.includes("new-patients");
  const cityHits = namesWith(index.cityNames, q.words);
  const serviceHits = namesWith(index.serviceNames, q.words);
  const offered = q.service ? (namesWith(index.serviceNames, [q.service])[0] as boolean[]) : undefined;
  const box = q.within && boundingBox(q.within.centre, q.within.km);
  const centre = q.within && radiansOf(q.within.centre);
  const origin = q.origin && radiansOf(q.origin);
  const dentists: Dentist[] = [];
  const distances: number[] = [];
  const hoursAsked = q.today !== undefined && (!!q.openAt || q.openWeekends || q.openAfter5pm || !!q.openOn);
  for (const entry of order) {
    const d = entry.dentist;
    if (q.citySlug && d.citySlug !== q.citySlug) continue;
    if (q.price && d.priceTier !== q.price) continue;
    if (q.wheelchair && !d.access.wheelchair) continue;
    if (q.openWeekends && !entry.weekends) continue;
    if (q.openAfter5pm && !entry.after5pm) continue;
    if (q.openOn && entry.hours[q.openOn].length === 0) continue;
    if (q.openAt && openIntervalAt(entry.hours[q.openAt.day], q.openAt.minutes) < 0) continue;
    if (hoursAsked && d.closures && closureOnDate(d.closures, q.today!)) continue;
    if ((entry.payment & payment) !== payment) continue;
    if (newAdults && !takingNow(d.newPatients, "adult", q.today)) continue;
    if (q.languages.length && !hasAll(entry.languages, q.languages)) continue;
    if (offered && !offersAny(entry, offered)) continue;
    if (q.locationText && !entry.location.includes(q.locationText)) continue;
    if (q.words.length && !hasAllWords(entry, q.words, cityHits, serviceHits)) continue;
    let fromCentre = -1;
    if (q.within && box && centre) {
      if (d.lat < box.south || d.lat > box.north || d.lng < box.west || d.lng > box.east) continue;
      fromCentre = kmBetween(centre, entry.at);
      if (fromCentre > q.within.km) continue;
    }
    dentists.push(d);
    if (origin) distances.push(q.origin === q.within?.centre ? fromCentre : kmBetween(origin, entry.at));
  }
  if (!q.origin) return { dentists };
  if (q.sort !== "distance") return { dentists, distances };
  // Nearest first, to the metre; equal distances keep the rating order. Each key is the distance
  // in metres with the position below it, so a plain numeric sort of a typed array does it.
  const keys = new Float64Array(dentists.length);
  if (keys.length > POSITIONS) throw new Error(`Too many listings to sort by distance: ${keys.length}`);
  for (let i = 0; i < keys.length; i++) keys[i] = Math.round((distances[i] as number) * 1000) * POSITIONS + i;
  keys.sort();
  const nearest: Dentist[] = [];
  const nearestKm: number[] = [];
  for (const key of keys) {
    const i = key % POSITIONS;
    nearest.push(dentists[i] as Dentist);
    nearestKm.push(distances[i] as number);
  }
  return { dentists: nearest, distances: nearestKm };
}
