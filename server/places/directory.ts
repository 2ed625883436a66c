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

const WORD_FORMS: Record<string, string> = { mount: "mt", saint: "st" };

/** "Mount Eden" and "Mt. Eden" → "mt eden"; macrons, case and punctuation ignored. */
export function placeKey(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .map((word) => WORD_FORMS[word] ?? word)
    .join(" ");
}

const POSTCODE = /^\d{4}$/;

interface IndexedPlace {
  place: Place;
  key: string;
  /** Region and nearest city, folded, for "Name, Region". */
  area: string;
}

export function createPlaceDirectory(places: readonly Place[]): PlaceDirectory {
  const indexed: IndexedPlace[] = places.map((place) => ({
    place,
    key: placeKey(place.name),
    area: placeKey(`${place.region} ${place.citySlug ?? ""}`),
  }));
  const byPostcode = new Map<string, Place>();
  for (const { place } of indexed) {
    if (place.postcode && !byPostcode.has(place.postcode)) byPostcode.set(place.postcode, place);
  }

  function byName(key: string, area: string): Place | undefined {
    const inArea = (p: IndexedPlace) => !area || p.area.includes(area);
    return (
      indexed.find((p) => p.key === key && inArea(p))?.place ??
      indexed.find((p) => p.key.startsWith(key) && inArea(p))?.place
    );
  }

  return {
    places,
    find(text) {
      const trimmed = text.trim();
      if (POSTCODE.test(trimmed)) return byPostcode.get(trimmed);
      const key = placeKey(trimmed);
      if (!key) return undefined;
      const found = byName(key, "");
      if (found || !trimmed.includes(",")) return found;
      const [name = "", ...rest] = trimmed.split(",");
      const nameKey = placeKey(name);
      return nameKey ? byName(nameKey, placeKey(rest.join(" "))) : undefined;
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
      const key = placeKey(trimmed);
      if (!key) return [];
      const exact: Place[] = [];
      const prefix: Place[] = [];
      const wordPrefix: Place[] = [];
      for (const p of indexed) {
        if (p.key === key) exact.push(p.place);
        else if (p.key.startsWith(key)) prefix.push(p.place);
        else if (p.key.includes(` ${key}`)) wordPrefix.push(p.place);
      }
      return [...exact, ...prefix, ...wordPrefix].slice(0, limit);
    },
  };
}
