import { slugify } from "../text";
import type { City } from "./types";

/**
 * The 22 cities the site serves. Slugs stay plain ASCII (and keep the spec's spellings such as
 * "wanganui"); names use the official spelling with macrons.
 */
export const CITIES: readonly City[] = [
  { slug: "auckland", name: "Auckland", region: "Auckland", lat: -36.8485, lng: 174.7633, areaCode: "09" },
  { slug: "wellington", name: "Wellington", region: "Wellington", lat: -41.2865, lng: 174.7762, areaCode: "04" },
  { slug: "christchurch", name: "Christchurch", region: "Canterbury", lat: -43.5321, lng: 172.6362, areaCode: "03" },
  { slug: "hamilton", name: "Hamilton", region: "Waikato", lat: -37.787, lng: 175.2793, areaCode: "07" },
  { slug: "tauranga", name: "Tauranga", region: "Bay of Plenty", lat: -37.6878, lng: 176.1651, areaCode: "07" },
  { slug: "dunedin", name: "Dunedin", region: "Otago", lat: -45.8788, lng: 170.5028, areaCode: "03" },
  {
    slug: "palmerston-north",
    name: "Palmerston North",
    region: "Manawatū-Whanganui",
    lat: -40.3523,
    lng: 175.6082,
    areaCode: "06",
  },
  { slug: "nelson", name: "Nelson", region: "Nelson", lat: -41.2706, lng: 173.284, areaCode: "03" },
  { slug: "wanganui", name: "Whanganui", region: "Manawatū-Whanganui", lat: -39.9301, lng: 175.0479, areaCode: "06" },
  { slug: "taupo", name: "Taupō", region: "Waikato", lat: -38.6857, lng: 176.0702, areaCode: "07" },
  { slug: "new-plymouth", name: "New Plymouth", region: "Taranaki", lat: -39.0556, lng: 174.0752, areaCode: "06" },
  { slug: "queenstown", name: "Queenstown", region: "Otago", lat: -45.0312, lng: 168.6626, areaCode: "03" },
  { slug: "rotorua", name: "Rotorua", region: "Bay of Plenty", lat: -38.1368, lng: 176.2497, areaCode: "07" },
  { slug: "napier", name: "Napier", region: "Hawke's Bay", lat: -39.4928, lng: 176.912, areaCode: "06" },
  { slug: "hastings", name: "Hastings", region: "Hawke's Bay", lat: -39.6381, lng: 176.8492, areaCode: "06" },
  { slug: "invercargill", name: "Invercargill", region: "Southland", lat: -46.4132, lng: 168.3538, areaCode: "03" },
  { slug: "whangarei", name: "Whangārei", region: "Northland", lat: -35.7251, lng: 174.3237, areaCode: "09" },
  { slug: "gisborne", name: "Gisborne", region: "Gisborne", lat: -38.6623, lng: 178.0176, areaCode: "06" },
  { slug: "timaru", name: "Timaru", region: "Canterbury", lat: -44.3969, lng: 171.2536, areaCode: "03" },
  { slug: "oamaru", name: "Oamaru", region: "Otago", lat: -45.0966, lng: 170.9714, areaCode: "03" },
  { slug: "blenheim", name: "Blenheim", region: "Marlborough", lat: -41.5134, lng: 173.9612, areaCode: "03" },
  { slug: "greymouth", name: "Greymouth", region: "West Coast", lat: -42.4504, lng: 171.2108, areaCode: "03" },
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

const bySlug = new Map(CITIES.map((c) => [c.slug, c]));

export function findCity(slug: string | undefined): City | undefined {
  return slug ? bySlug.get(slug.toLowerCase()) : undefined;
}

/**
 * The city a person or a link names: by slug ("wanganui", "palmerston-north") or by name
 * ("Whanganui", "Whangārei", "palmerston north"), compared as slugs, so case, macrons, spacing
 * and punctuation do not matter. Anything else (a suburb, a postcode) is no city.
 */
export function resolveCity(value: string): City | undefined {
  const key = slugify(value);
  // No city's slug is another's name written as a slug, so the first match is the only one.
  return key ? CITIES.find((c) => c.slug === key || slugify(c.name) === key) : undefined;
}

export function getCity(slug: string): City {
  const city = bySlug.get(slug);
  if (!city) throw new Error(`Unknown city slug: ${slug}`);
  return city;
}
