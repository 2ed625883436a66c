import type { Dentist, OpeningHours } from "../../rules/listings/types";

/** Test listings for the page tests: fictional, in the shapes the pages read. */

export const WEEKDAY_HOURS: OpeningHours = {
  mon: [{ opens: "08:00", closes: "17:30" }],
  tue: [{ opens: "08:00", closes: "17:30" }],
  wed: [{ opens: "08:00", closes: "17:30" }],
  thu: [{ opens: "08:00", closes: "19:00" }],
  fri: [{ opens: "08:00", closes: "17:00" }],
  sat: [{ opens: "09:00", closes: "13:00" }],
  sun: [],
};

export function fixtureDentist(overrides: Partial<Dentist> = {}): Dentist {
  const id = overrides.id ?? "tui-street-dental-nelson";
  return {
    id,
    status: "published",
    checkedOn: "2026-10-14",
    source: "Confirmed by phone with the practice",
    updatedAt: "2026-10-14T09:00:00.000Z",
    practiceId: `${id}-practice`,
    practice: "Tui Street Dental",
    citySlug: "nelson",
    address: "14 Tui Street, Nelson 7010",
    lat: -41.2706,
    lng: 173.284,
    phone: "(03) 555 0101",
    email: "hello@tuistreetdental.co.nz",
    website: "https://tuistreetdental.co.nz",
    bookingEmail: "bookings@tuistreetdental.co.nz",
    openingHours: WEEKDAY_HOURS,
    languages: ["English", "Te reo Māori"],
    access: { wheelchair: true, accessibleParking: false, hearingLoop: true },
    name: "Dr Hana Kereama",
    registrationNumber: "DC-40123",
    rating: 4.7,
    reviews: 120,
    services: ["General Dentistry", "Teeth Whitening", "Emergency Care"],
    priceTier: "$$",
    priceRange: "$120 – $250 per visit",
    emergency: true,
    description: "A family practice near the centre of Nelson.",
    specialties: ["Family dentistry"],
    experience: "12 years",
    funding: { acc: true, workAndIncome: false, under18: true, southernCross: false, nibFirstChoice: false },
    acceptingNewPatients: true,
    ...overrides,
  };
}
