import { slugify } from "../text";
import type { City } from "./types";

/** What a page shows of a city: its slug and its name. */
type CityName = Pick<City, "slug" | "name">;

/**
 * The 22 cities the site serves, by name only: what every page's header, footer and city pickers
 * need, in every page's shell chunk. Their regions, area codes and coordinates are in cities.ts,
 * fetched only by the pages that use them (D597). Slugs stay plain ASCII (and keep the
 * spec's spellings such as "wanganui"); names use the official spelling with macrons.
 */
export const CITY_NAMES: readonly CityName[] = [
  { slug: "auckland", name: "Auckland" },
  { slug: "wellington", name: "Wellington" },
  { slug: "christchurch", name: "Christchurch" },
  { slug: "hamilton", name: "Hamilton" },
  { slug: "tauranga", name: "Tauranga" },
  { slug: "dunedin", name: "Dunedin" },
  { slug: "palmerston-north", name: "Palmerston North" },
  { slug: "nelson", name: "Nelson" },
  { slug: "wanganui", name: "Whanganui" },
  { slug: "taupo", name: "Taupō" },
  { slug: "new-plymouth", name: "New Plymouth" },
  { slug: "queenstown", name: "Queenstown" },
  { slug: "rotorua", name: "Rotorua" },
  { slug: "napier", name: "Napier" },
  { slug: "hastings", name: "Hastings" },
  { slug: "invercargill", name: "Invercargill" },
  { slug: "whangarei", name: "Whangārei" },
  { slug: "gisborne", name: "Gisborne" },
  { slug: "timaru", name: "Timaru" },
  { slug: "oamaru", name: "Oamaru" },
  { slug: "blenheim", name: "Blenheim" },
  { slug: "greymouth", name: "Greymouth" },
];

/** Footer order, as the spec lists it (Taupō once). */
export const FOOTER_CITY_SLUGS = [
  "auckland",
  "wellington",
  "christchurch",
  "hamilton",
  "tauranga",
  "wanganui",
  "palmerston-north",
  "taupo",
  "rotorua",
  "napier",
  "hastings",
  "invercargill",
  "whangarei",
  "queenstown",
] as const;

const bySlug = new Map(CITY_NAMES.map((c) => [c.slug, c]));

/** The city of a slug, any case; undefined for anything else. */
export function findCityName(slug: string | undefined): CityName | undefined {
  return slug ? bySlug.get(slug.toLowerCase()) : undefined;
}

/**
 * The city a person or a link names: by slug ("wanganui", "palmerston-north") or by name
 * ("Whanganui", "Whangārei", "palmerston north"), compared as slugs, so case, macrons, spacing
 * and punctuation do not matter. Anything else (a suburb, a postcode) is no city.
 */
export function resolveCityName(value: string): CityName | undefined {
  const key = slugify(value);
  // No city's slug is another's name written as a slug, so the first match is the only one.
  return key ? CITY_NAMES.find((c) => c.slug === key || slugify(c.name) === key) : undefined;
}
