import type { Place } from "../../rules/api/listings";
import { getCity } from "../../rules/listings/cities";
import { week } from "../../rules/listings/hours-editing";
import type { Closure, Dentist, EmergencyClinic, OpeningHours, Surgeon } from "../../rules/listings/types";
import type { RatingsView } from "../../server/listings/snapshot-reader";
import type { ListingsSnapshot } from "../../server/listings/snapshot-types";

/** Small, readable listings for tests of search and the reader: only what a test sets differs. */

/** Office hours, closed at weekends. */
export const OFFICE_HOURS: OpeningHours = week("Mon–Fri 08:00–17:00");

/** A practice's Christmas closure, 24 December to 5 January unless `from` and `to` say, with who covers urgent care. */
export const christmasClosure = (from = "2026-12-24", to = "2027-01-05"): Closure => ({
  from,
  to,
  reason: "Christmas",
  coverName: "Harbour After-Hours Dental",
  coverPhone: "(04) 555 0199",
});

export function testDentist(id: string, fields: Partial<Dentist> = {}): Dentist {
  const city = getCity(fields.citySlug ?? "auckland");
  return {
    id,
    status: "published",
    checkedOn: "2026-10-01",
    source: "Practice website",
    updatedAt: "2026-10-01T00:00:00.000Z",
    practiceId: `${id}-practice`,
    practice: `${id} Dental`,
    citySlug: city.slug,
    address: `1 Main Street, ${city.name}`,
    lat: city.lat,
    lng: city.lng,
    phone: "(09) 555 0100",
    email: `hello@${id}.example.nz`,
    website: `https://${id}.example.nz`,
    bookingEmail: `bookings@${id}.example.nz`,
    openingHours: OFFICE_HOURS,
    languages: ["English"],
    access: { wheelchair: false, accessibleParking: false, hearingLoop: false },
    newPatients: {},
    name: `Dr ${id}`,
    registrationNumber: "12345",
    services: ["General Dentistry"],
    priceTier: "$$",
    priceRange: "$100 – $200 per visit",
    emergency: false,
    description: "A fictional dentist.",
    specialties: [],
    experience: "10 years",
    funding: { acc: false, workAndIncome: false, under18: false, southernCross: false, nibFirstChoice: false },
    ...fields,
  };
}

export function testSurgeon(id: string, fields: Partial<Surgeon> = {}): Surgeon {
  const { practiceId, practice, citySlug, address, lat, lng, openingHours, languages, access, newPatients } =
    testDentist(id, fields.citySlug ? { citySlug: fields.citySlug } : {});
  return {
    ...{ id, status: "published", checkedOn: "2026-10-01", source: "Practice website" },
    updatedAt: "2026-10-01T00:00:00.000Z",
    ...{ practiceId, practice, citySlug, address, lat, lng, openingHours, languages, access, newPatients },
    phone: "(09) 555 0100",
    email: `hello@${id}.example.nz`,
    website: `https://${id}.example.nz`,
    bookingEmail: `bookings@${id}.example.nz`,
    name: `Dr ${id}`,
    registrationNumber: "54321",
    specialties: ["Wisdom teeth"],
    experience: "20 years",
    qualifications: ["FRACDS (OMS)"],
    priceTier: "$$$",
    ...fields,
  };
}

export function testClinic(id: string, fields: Partial<EmergencyClinic> = {}): EmergencyClinic {
  const d = testDentist(id, fields as Partial<Dentist>);
  return {
    id: d.id,
    status: d.status,
    checkedOn: d.checkedOn,
    source: d.source,
    updatedAt: d.updatedAt,
    practiceId: d.practiceId,
    practice: d.practice,
    citySlug: d.citySlug,
    address: d.address,
    lat: d.lat,
    lng: d.lng,
    phone: d.phone,
    email: d.email,
    website: d.website,
    bookingEmail: d.bookingEmail,
    openingHours: d.openingHours,
    languages: d.languages,
    access: d.access,
    newPatients: d.newPatients,
    services: ["Emergency Care"],
    waitTime: "Under 30 minutes",
    ...fields,
  };
}

export function testSnapshot(fields: Partial<ListingsSnapshot> = {}): ListingsSnapshot {
  return { version: 1, dentists: [], surgeons: [], clinics: [], ...fields };
}

export function testPlace(name: string, lat: number, lng: number, fields: Partial<Place> = {}): Place {
  return { id: name.toLowerCase().replace(/\W+/g, "-"), name, region: "Auckland", lat, lng, ...fields };
}

/**
 * Review figures for a reader under test (snapshot-reader.ts RatingsView), by listing id: an
 * average and a count, or a count alone (fewer than 5 reviews: no average). Surgeons' ids start
 * with "s-" or end in "-surgeon" in these tests; anything else is a dentist. `site` is the whole
 * site's, for stats().
 */
export function testRatings(
  byId: Record<string, number | { average?: number; count: number }>,
  site: { average?: number; count: number } = { count: 0 },
): RatingsView {
  const byRef = new Map(
    Object.entries(byId).map(([id, f]) => {
      const kind = id.startsWith("s-") || id.endsWith("-surgeon") ? "surgeon" : "dentist";
      return [`${kind}/${id}` as string, typeof f === "number" ? { average: f, count: 100 } : f] as const;
    }),
  );
  return { version: 1, summary: (ref) => byRef.get(ref) ?? { count: 0 }, site };
}
