import { CITY_NAMES, findCityName, resolveCityName } from "./city-names";
import { cityPoint } from "./city-points";
import type { City } from "./types";

export { FOOTER_CITY_SLUGS } from "./city-names";

type CityFacts = Pick<City, "region" | "areaCode">;

/**
 * What the server and the city pages know of each city beyond its name (city-names.ts) and its
 * centre (city-points.ts): kept out of the shell chunk every page fetches (D597).
 */
const FACTS: Record<string, CityFacts> = {
  auckland: { region: "Auckland", areaCode: "09" },
  wellington: { region: "Wellington", areaCode: "04" },
  christchurch: { region: "Canterbury", areaCode: "03" },
  hamilton: { region: "Waikato", areaCode: "07" },
  tauranga: { region: "Bay of Plenty", areaCode: "07" },
  dunedin: { region: "Otago", areaCode: "03" },
  "palmerston-north": { region: "Manawatū-Whanganui", areaCode: "06" },
  nelson: { region: "Nelson", areaCode: "03" },
  wanganui: { region: "Manawatū-Whanganui", areaCode: "06" },
  taupo: { region: "Waikato", areaCode: "07" },
  "new-plymouth": { region: "Taranaki", areaCode: "06" },
  queenstown: { region: "Otago", areaCode: "03" },
  rotorua: { region: "Bay of Plenty", areaCode: "07" },
  napier: { region: "Hawke's Bay", areaCode: "06" },
  hastings: { region: "Hawke's Bay", areaCode: "06" },
  invercargill: { region: "Southland", areaCode: "03" },
  whangarei: { region: "Northland", areaCode: "09" },
  gisborne: { region: "Gisborne", areaCode: "06" },
  timaru: { region: "Canterbury", areaCode: "03" },
  oamaru: { region: "Otago", areaCode: "03" },
  blenheim: { region: "Marlborough", areaCode: "03" },
  greymouth: { region: "West Coast", areaCode: "03" },
};

function withFacts(city: { slug: string; name: string }): City {
  const facts = FACTS[city.slug];
  const point = cityPoint(city.slug);
  if (!facts || !point) throw new Error(`No facts for city ${city.slug}`);
  return { ...city, ...facts, ...point };
}

/** The 22 cities the site serves, in CITY_NAMES' order, with their region, coordinates and area code. */
export const CITIES: readonly City[] = CITY_NAMES.map(withFacts);

const bySlug = new Map(CITIES.map((c) => [c.slug, c]));

export function findCity(slug: string | undefined): City | undefined {
  const named = findCityName(slug);
  return named && bySlug.get(named.slug);
}

/** The city a person or a link names (resolveCityName), with its facts. */
export function resolveCity(value: string): City | undefined {
  const named = resolveCityName(value);
  return named && bySlug.get(named.slug);
}

export function getCity(slug: string): City {
  const city = bySlug.get(slug);
  if (!city) throw new Error(`Unknown city slug: ${slug}`);
  return city;
}
