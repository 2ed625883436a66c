import { CITY_NAMES, findCityName, resolveCityName } from "./city-names";
import type { City } from "./types";

export { FOOTER_CITY_SLUGS } from "./city-names";

type CityFacts = Omit<City, "slug" | "name">;

/**
 * What the server, the city pages and the emergency page's distances know of each city beyond its
 * name (city-names.ts): kept out of the shell chunk every page fetches (D-te-reo-3).
 */
const FACTS: Record<string, CityFacts> = {
  auckland: { region: "Auckland", lat: -36.8485, lng: 174.7633, areaCode: "09" },
  wellington: { region: "Wellington", lat: -41.2865, lng: 174.7762, areaCode: "04" },
  christchurch: { region: "Canterbury", lat: -43.5321, lng: 172.6362, areaCode: "03" },
  hamilton: { region: "Waikato", lat: -37.787, lng: 175.2793, areaCode: "07" },
  tauranga: { region: "Bay of Plenty", lat: -37.6878, lng: 176.1651, areaCode: "07" },
  dunedin: { region: "Otago", lat: -45.8788, lng: 170.5028, areaCode: "03" },
  "palmerston-north": { region: "Manawatū-Whanganui", lat: -40.3523, lng: 175.6082, areaCode: "06" },
  nelson: { region: "Nelson", lat: -41.2706, lng: 173.284, areaCode: "03" },
  wanganui: { region: "Manawatū-Whanganui", lat: -39.9301, lng: 175.0479, areaCode: "06" },
  taupo: { region: "Waikato", lat: -38.6857, lng: 176.0702, areaCode: "07" },
  "new-plymouth": { region: "Taranaki", lat: -39.0556, lng: 174.0752, areaCode: "06" },
  queenstown: { region: "Otago", lat: -45.0312, lng: 168.6626, areaCode: "03" },
  rotorua: { region: "Bay of Plenty", lat: -38.1368, lng: 176.2497, areaCode: "07" },
  napier: { region: "Hawke's Bay", lat: -39.4928, lng: 176.912, areaCode: "06" },
  hastings: { region: "Hawke's Bay", lat: -39.6381, lng: 176.8492, areaCode: "06" },
  invercargill: { region: "Southland", lat: -46.4132, lng: 168.3538, areaCode: "03" },
  whangarei: { region: "Northland", lat: -35.7251, lng: 174.3237, areaCode: "09" },
  gisborne: { region: "Gisborne", lat: -38.6623, lng: 178.0176, areaCode: "06" },
  timaru: { region: "Canterbury", lat: -44.3969, lng: 171.2536, areaCode: "03" },
  oamaru: { region: "Otago", lat: -45.0966, lng: 170.9714, areaCode: "03" },
  blenheim: { region: "Marlborough", lat: -41.5134, lng: 173.9612, areaCode: "03" },
  greymouth: { region: "West Coast", lat: -42.4504, lng: 171.2108, areaCode: "03" },
};

function withFacts(city: { slug: string; name: string }): City {
  const facts = FACTS[city.slug];
  if (!facts) throw new Error(`No facts for city ${city.slug}`);
  return { ...city, ...facts };
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
