import { describe, expect, it } from "vitest";

import { week } from "./hours-editing";
import { dentistSchema, fieldProblems, practiceSchema } from "./validate";
import type { DentistRecord, Practice } from "./types";

const practice: Practice = {
  id: "harbourside-dental-auckland",
  name: "Harbourside Dental",
  citySlug: "auckland",
  address: "1 Quay Street, Auckland Central, Auckland 1010",
  lat: -36.843,
  lng: 174.767,
  phone: "(09) 555 0100",
  email: "hello@harbourside.co.nz",
  website: "https://harbourside.co.nz",
  bookingEmail: "bookings@harbourside.co.nz",
  openingHours: week("Mon 08:00–12:30, 13:30–17:00"),
  languages: ["English", "Te reo Māori"],
  access: { wheelchair: true, accessibleParking: false, hearingLoop: false },
  newPatients: { adult: { taking: true, confirmedOn: "2026-10-01" } },
};

const dentist: DentistRecord = {
  id: "harbourside-dental-auckland",
  practiceId: "harbourside-dental-auckland",
  status: "published",
  checkedOn: "2026-11-20",
  source: "Confirmed by phone with the practice",
  name: "Dr Example",
  registrationNumber: "23017",
  services: ["General Dentistry", "Emergency Care"],
  priceTier: "$$",
  priceRange: "$120 – $250 per visit",
  description: "A practice.",
  specialties: [],
  experience: "10 years",
  funding: { acc: true, workAndIncome: false, under18: true, southernCross: false, nibFirstChoice: false },
};

const problemsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : fieldProblems(result.error as never);

describe("listing validation", () => {
  it("accepts a complete practice and dentist, lunch break included", () => {
    expect(problemsOf(practiceSchema.safeParse(practice))).toEqual([]);
    expect(problemsOf(dentistSchema.safeParse(dentist))).toEqual([]);
  });

  it("stores te reo Māori, Pacific languages and NZSL under the names the filter offers", () => {
    const languages = ["English", "te reo", "Gagana Samoa", "lea faka-Tonga", "Cook Islands Maori", "NZSL", "Niuean"];
    const parsed = practiceSchema.parse({ ...practice, languages });
    expect(parsed.languages).toEqual([
      "English",
      "Te reo Māori",
      "Samoan",
      "Tongan",
      "Cook Islands Māori",
      "New Zealand Sign Language",
      "Niuean",
    ]);
    const twice = practiceSchema.safeParse({ ...practice, languages: ["NZSL", "New Zealand Sign Language"] });
    expect(problemsOf(twice)).toEqual([{ field: "languages", message: "Each language only once." }]);
  });

  it("names each wrong practice field with what to do about it", () => {
    const problems = problemsOf(
      practiceSchema.safeParse({
        ...practice,
        citySlug: "sydney",
        lat: -33.86,
        phone: "555",
        website: "http://harbourside.co.nz",
        bookingEmail: "bookings at harbourside",
        openingHours: { ...practice.openingHours, tue: [{ opens: "17:00", closes: "09:00" }] },
      }),
    );
    expect(problems).toEqual([
      { field: "citySlug", message: expect.stringContaining("one of the directory's cities") },
      { field: "lat", message: "That latitude is outside New Zealand (between -47.5 and -34)." },
      { field: "phone", message: expect.stringContaining("phone number") },
      { field: "website", message: expect.stringContaining("https") },
      { field: "bookingEmail", message: expect.stringContaining("valid e-mail") },
      { field: "openingHours", message: "Tuesday: closing must come after opening." },
    ]);
  });

  it("refuses unknown services, impossible dates, a bad registration number and unknown fields", () => {
    const problems = problemsOf(
      dentistSchema.safeParse({
        ...dentist,
        services: ["General Dentistry", "Brain Surgery"],
        checkedOn: "2026-02-30",
        registrationNumber: "DC-1",
        rating: 4.6,
        phoen: "021 555 0100",
      }),
    );
    expect(problems).toEqual([
      { field: "checkedOn", message: "That date does not exist." },
      { field: "registrationNumber", message: expect.stringContaining("4 to 6 digits") },
      { field: "services.1", message: expect.stringContaining('"Brain Surgery" is not one of') },
      {
        field: "(record)",
        message:
          "Rating and review count are not listing fields: they are computed from verified reviews of visits " +
          'booked through NZ Dental Directory, so they cannot be typed in or imported. Remove "rating". ' +
          "Unknown field: phoen.",
      },
    ]);
  });
});
