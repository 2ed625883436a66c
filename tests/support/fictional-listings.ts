import { CITIES } from "../../rules/listings/cities";
import { week } from "../../rules/listings/hours-editing";
import { SERVICE_NAMES } from "../../rules/listings/services";
import { slugify } from "../../rules/text";
import type { DentistRecord, OpeningHours, Practice, PriceTier } from "../../rules/listings/types";
import { LISTINGS_FORMAT, LISTINGS_FORMAT_VERSION, type ListingsFile } from "../../server/listings/listings-file";

/**
 * A deterministic set of fictional, plausible New Zealand dentist listings, in the import file's
 * shape, for measuring the site at the size it claims (npm run bench) and for import tests: the
 * same count always gives the same listings. Every name, number and address is made up; each
 * passes rules/listings/validate.ts. Practices sit within a few kilometres of their city's centre,
 * cities weighted roughly by population; about one practice in five has a second dentist.
 */

/** mulberry32: a small seeded generator, so the listings are the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  "Aroha",
  "James",
  "Mei",
  "Sione",
  "Priya",
  "Tama",
  "Hannah",
  "Kenji",
  "Losa",
  "Emily",
  "Arjun",
  "Mereana",
  "Daniel",
  "Fiona",
  "Isla",
  "Wiremu",
  "Sophie",
  "Ana",
  "Thomas",
  "Nikita",
  "Charlotte",
  "Hemi",
  "Lucy",
  "Kahu",
  "Olivia",
  "Ngaio",
  "Ben",
  "Yuki",
  "Grace",
  "Samuel",
  "Aisha",
  "Jack",
  "Manaia",
  "Sarah",
  "Hine",
  "Michael",
  "Faith",
  "Eleanor",
  "Matiu",
  "Ravi",
  "Isabella",
  "Anaru",
  "Fergus",
  "Leilani",
  "Minh",
  "Kiri",
  "Peter",
  "Salote",
  "Tui",
  "Nathan",
];
const LAST = [
  "Ngata",
  "Tupou",
  "Chen",
  "Whitfield",
  "Raman",
  "Parata",
  "McKenzie",
  "Watanabe",
  "Faleolo",
  "Thompson",
  "Mehta",
  "Walker",
  "Kim",
  "Gallagher",
  "Fraser",
  "Tipene",
  "Lambert",
  "Fifita",
  "Reid",
  "Sharma",
  "Bennett",
  "Rangi",
  "Chang",
  "Wilson",
  "Hart",
  "Karaka",
  "O'Connor",
  "Tanaka",
  "Taiapa",
  "Brooks",
  "Rahman",
  "Henderson",
  "Tawhiri",
  "Lindqvist",
  "Te Rangi",
  "Novak",
  "Leota",
  "Price",
  "Hohaia",
  "Patel",
  "Rossi",
  "Paewai",
  "McLeod",
  "Nguyen",
];
const PLACES = [
  "Harbour",
  "Riverside",
  "Parkside",
  "Hillcrest",
  "Kōwhai",
  "Pōhutukawa",
  "Totara",
  "Rimu",
  "Kauri",
  "Seaview",
  "Village",
  "Northcote",
  "Eastgate",
  "Westend",
  "Southfield",
  "Summit",
  "Lakeside",
  "Station Road",
  "Main Street",
  "Te Awa",
  "Manuka",
  "Beachside",
  "Bridge Street",
  "Market Square",
  "Church Street",
  "High Street",
];
const KINDS = ["Dental", "Dental Care", "Family Dental", "Smile Studio", "Dental Rooms", "Dental Centre"];
const STREETS = [
  "Queen Street",
  "High Street",
  "Victoria Avenue",
  "Main Road",
  "Church Street",
  "Station Road",
  "Park Road",
  "Great North Road",
  "King Street",
  "George Street",
  "Bridge Street",
  "Beach Road",
  "Hill Road",
];
const LANGUAGES = [
  "Te reo Māori",
  "Samoan",
  "Tongan",
  "Mandarin",
  "Cantonese",
  "Hindi",
  "Punjabi",
  "Korean",
  "Japanese",
  "Tagalog",
  "Vietnamese",
  "New Zealand Sign Language",
];
const SPECIALTIES = [
  "Family dentistry",
  "Anxious patients",
  "Implant dentistry",
  "Clear aligners",
  "Gum health",
  "Emergency appointments",
  "Children's dentistry",
  "Dentures",
  "Cosmetic dentistry",
  "Wisdom teeth",
];
const SOURCES = [
  "Confirmed by phone with the practice",
  "Confirmed by e-mail with the practice",
  "Checked against the practice's website",
];
/** Rough population weights: where most listings are. */
const CITY_WEIGHT: Record<string, number> = {
  auckland: 30,
  wellington: 8,
  christchurch: 8,
  hamilton: 5,
  tauranga: 4,
  dunedin: 3,
};

const HOURS: OpeningHours[] = [
  week("Mon–Fri 08:00–17:00"),
  week("Mon–Wed 07:30–18:00; Thu 07:30–19:00; Fri 07:30–18:00; Sat 09:00–13:00"),
  week("Mon–Tue 08:30–12:30, 13:30–17:00; Thu 08:30–12:30, 13:30–17:00; Fri 08:30–12:30, 13:30–16:00"),
  week("Mon–Thu 08:00–20:00; Fri 08:00–18:00; Sat 09:00–16:00; Sun 10:00–14:00"),
];

export function fictionalListings(count: number, seed = 21): ListingsFile {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const weighted = CITIES.flatMap((c) => Array<typeof c>(CITY_WEIGHT[c.slug] ?? 1).fill(c));

  const practices: Practice[] = [];
  const dentists: DentistRecord[] = [];
  for (let i = 0; i < count; i++) {
    // About one dentist in five works at the previous dentist's practice.
    let practice = practices.at(-1);
    if (!practice || i % 5 !== 4) {
      const city = pick(weighted);
      const name = `${pick(PLACES)} ${pick(KINDS)}`;
      const id = `${slugify(name)}-${city.slug}-${practices.length + 1}`;
      const domain = `${slugify(name).replace(/-/g, "")}${practices.length + 1}.co.nz`;
      const number = 1 + Math.floor(next() * 400);
      practice = {
        id,
        name,
        citySlug: city.slug,
        address: `${number} ${pick(STREETS)}, ${city.name} ${1000 + Math.floor(next() * 8000)}`,
        // Within about 6 km of the centre.
        lat: Math.round((city.lat + (next() - 0.5) * 0.1) * 10_000) / 10_000,
        lng: Math.round((city.lng + (next() - 0.5) * 0.12) * 10_000) / 10_000,
        phone: `(${city.areaCode}) 555 ${String(Math.floor(next() * 10_000)).padStart(4, "0")}`,
        email: `hello@${domain}`,
        website: `https://${domain}`,
        bookingEmail: `bookings@${domain}`,
        openingHours: pick(HOURS),
        languages: chance(0.4) ? ["English", pick(LANGUAGES)] : ["English"],
        access: { wheelchair: chance(0.7), accessibleParking: chance(0.45), hearingLoop: chance(0.15) },
        newPatients: { adult: { taking: chance(0.75), confirmedOn: "2026-11-20" } },
      };
      practices.push(practice);
    }
    const first = pick(FIRST);
    const last = pick(LAST);
    const services = ["General Dentistry", ...SERVICE_NAMES.filter((s) => s !== "General Dentistry" && chance(0.3))];
    const priceTier = pick<PriceTier>(["$", "$$", "$$$"]);
    const low = { $: 80, $$: 120, $$$: 200 }[priceTier] + Math.floor(next() * 4) * 10;
    dentists.push({
      id: slugify(`dr ${first} ${last} ${practice.citySlug} ${i + 1}`),
      practiceId: practice.id,
      status: "published",
      checkedOn: `2026-${String(1 + Math.floor(next() * 10)).padStart(2, "0")}-${String(1 + Math.floor(next() * 28)).padStart(2, "0")}`,
      source: pick(SOURCES),
      name: `Dr ${first} ${last}`,
      registrationNumber: String(100_000 + i),
      services,
      priceTier,
      priceRange: `$${low} – $${low * 2} per visit`,
      description: `A ${pick(["friendly", "calm", "busy", "small", "modern"])} practice in ${practice.address.split(", ").at(-1)!.replace(/ \d+$/, "")} where Dr ${last} ${pick(["takes time to explain every option", "keeps same-day slots for toothache", "is known for gentle care", "welcomes whole families"])}.`,
      specialties: [pick(SPECIALTIES)],
      experience: `${3 + Math.floor(next() * 30)} years`,
      funding: {
        acc: chance(0.8),
        workAndIncome: chance(0.5),
        under18: chance(0.6),
        southernCross: chance(0.4),
        nibFirstChoice: chance(0.3),
      },
    });
  }
  return {
    format: LISTINGS_FORMAT,
    version: LISTINGS_FORMAT_VERSION,
    practices,
    dentists,
    surgeons: [],
    emergencyClinics: [],
  };
}
