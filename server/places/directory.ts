import type { Place } from "../../rules/api/listings";
import { foldText } from "../../rules/text";

/**
 * New Zealand places (towns, suburbs, localities) held in memory for search: "taupo" finds Taupō,
 * "mt eden" finds Mount Eden, "1024" finds the places with that postcode. Built once from the
 * places table (server/places/store.ts); the input order is the order of importance (bigger places
 * first), which breaks ties between places of the same name.
 */
export interface PlaceDirectory {
  /** Every place, most important first. */
  readonly places: readonly Place[];
  /**
   * The one place a patient means: a postcode, or a name (exact, then the first that starts with
   * it). "Kensington, Whangārei" picks the Kensington whose region or nearest city matches.
   */
  find(text: string): Place | undefined;
  /** Places whose name (or a word of it) or postcode starts with the text, best first. */
  suggest(text: string, limit: number): Place[];
}

const SHORT_FORMS: Record<string, string> = { mount: "mt", saint: "st" };
const LONG_FORMS: Record<string, string> = { mt: "mount", st: "saint" };

function wordsOf(text: string, forms: Record<string, string>): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .map((word) => forms[word] ?? word)
    .join(" ");
}

/** "Mount Eden" and "Mt. Eden" → "mt eden": macrons, case and punctuation ignored, Mount/Mt and Saint/St alike. */
export function placeKey(text: string): string {
  return wordsOf(text, SHORT_FORMS);
}

const POSTCODE = /^\d{4}$/;

interface IndexedPlace {
  place: Place;
  key: string;
  /** With the long forms ("mount eden"), so a name typed so far ("mou", "sai") still starts it. */
  long: string;
  /** Region and nearest city, folded, for "Name, Region". */
  area: string;
}

/**
 * The folded forms of the places' names and areas, kept across directories: the pages' index makes a
 * new directory when a listing comes or goes (issue 36 item 8), from the same few hundred names.
 * Only names of places are kept, never text a patient typed.
 */
const foldedNames = new Map<string, { key: string; long: string }>();

function foldedName(name: string): { key: string; long: string } {
  let folded = foldedNames.get(name);
  if (!folded) foldedNames.set(name, (folded = { key: placeKey(name), long: wordsOf(name, LONG_FORMS) }));
  return folded;
}

export function createPlaceDirectory(places: readonly Place[]): PlaceDirectory {
  const indexed: IndexedPlace[] = places.map((place) => ({
    place,
    ...foldedName(place.name),
    area: foldedName(`${place.region} ${place.citySlug ?? ""}`).key,
  }));
  const byPostcode = new Map<string, Place>();
  for (const { place } of indexed) {
    if (place.postcode && !byPostcode.has(place.postcode)) byPostcode.set(place.postcode, place);
  }

  /** A name typed, in both forms. */
  const typed = (text: string) => ({ key: placeKey(text), long: wordsOf(text, LONG_FORMS) });
  const startsWith = (p: IndexedPlace, t: { key: string; long: string }) =>
    p.key.startsWith(t.key) || p.long.startsWith(t.long);
  const hasWordStarting = (p: IndexedPlace, t: { key: string; long: string }) =>
    p.key.includes(` ${t.key}`) || p.long.includes(` ${t.long}`);

  function byName(name: string, area: string): Place | undefined {
    const t = typed(name);
    const inArea = (p: IndexedPlace) => !area || p.area.includes(area);
    return (
      indexed.find((p) => p.key === t.key && inArea(p))?.place ??
      indexed.find((p) => startsWith(p, t) && inArea(p))?.place
    );
  }

  return {
    places,
    find(text) {
      const trimmed = text.trim();
      if (POSTCODE.test(trimmed)) return byPostcode.get(trimmed);
      if (!placeKey(trimmed)) return undefined;
      const found = byName(trimmed, "");
      if (found || !trimmed.includes(",")) return found;
      const [name = "", ...rest] = trimmed.split(",");
      return placeKey(name) ? byName(name, placeKey(rest.join(" "))) : undefined;
    },
    suggest(text, limit) {
      const trimmed = text.trim();
      if (!trimmed || limit <= 0) return [];
      if (/^\d+$/.test(trimmed)) {
        return indexed
          .filter((p) => p.place.postcode?.startsWith(trimmed))
          .slice(0, limit)
          .map((p) => p.place);
      }
      const t = typed(trimmed);
      if (!t.key) return [];
      const exact: Place[] = [];
      const prefix: Place[] = [];
      const wordPrefix: Place[] = [];
      for (const p of indexed) {
        if (p.key === t.key) exact.push(p.place);
        else if (startsWith(p, t)) prefix.push(p.place);
        else if (hasWordStarting(p, t)) wordPrefix.push(p.place);
      }
      return [...exact, ...prefix, ...wordPrefix].slice(0, limit);
    },
  };
}
