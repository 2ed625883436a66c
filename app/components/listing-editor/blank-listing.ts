import type { EditedListing, ListingKind } from "../../../rules/api/listings-admin";
import { closedWeek } from "../../../rules/listings/hours";

/** What a new listing's form starts with: a draft, closed every day, checked today. */
export function blankListing(kind: ListingKind, today: string): EditedListing {
  const common = {
    id: "",
    status: "draft" as const,
    checkedOn: today,
    source: "",
    practiceId: "",
    practice: "",
    citySlug: "",
    address: "",
    lat: "" as unknown as number,
    lng: "" as unknown as number,
    phone: "",
    email: "",
    website: "",
    bookingEmail: "",
    openingHours: closedWeek(),
    languages: ["English"],
    access: { wheelchair: false, accessibleParking: false, hearingLoop: false },
    newPatients: {},
  };
  const person = {
    name: "",
    registrationNumber: "",
    specialties: [],
    experience: "",
    priceTier: "$$" as const,
  };
  switch (kind) {
    case "dentist":
      return {
        ...common,
        ...person,
        kind,
        services: [],
        priceRange: "",
        emergency: false,
        description: "",
        funding: { acc: false, workAndIncome: false, under18: false, southernCross: false, nibFirstChoice: false },
      };
    case "surgeon":
      return { ...common, ...person, kind, qualifications: [] };
    case "emergency-clinic":
      return { ...common, kind, services: [], waitTime: "" };
  }
}
