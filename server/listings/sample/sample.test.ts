import { describe, expect, it } from "vitest";

import { CITIES, findCity } from "../../../rules/listings/cities";
import { PAYMENT_FILTERS } from "../../../rules/listings/funding";
import { meetsPaymentFilters } from "../../../rules/listings/payment-match";
import { summariseHours } from "../../../rules/listings/hours";
import {
  dentistSchema,
  emergencyClinicSchema,
  fieldProblems,
  practiceSchema,
  surgeonSchema,
} from "../../../rules/listings/validate";
import { SAMPLE_DATED_ON, SAMPLE_LISTINGS } from ".";

const { practices, dentists, surgeons, emergencyClinics } = SAMPLE_LISTINGS;
const unique = <T>(values: T[]) => new Set(values).size === values.length;
const practiceOf = (id: string) => practices.find((p) => p.id === id)!;
/** Each dentist with its practice's new-patient facts, as the pages see it on the sample's day. */
const dentistsAsLoaded = dentists.map((d) => ({ ...d, newPatients: practiceOf(d.practiceId).newPatients }));

/** Straight-line distance, km (good enough to tell a suburb from another city). */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

describe("the sample listings", () => {
  it("pass the shared validation, record by record", () => {
    const problems = [
      ...practices.map((r) => [r.id, practiceSchema.safeParse(r)] as const),
      ...dentists.map((r) => [r.id, dentistSchema.safeParse(r)] as const),
      ...surgeons.map((r) => [r.id, surgeonSchema.safeParse(r)] as const),
      ...emergencyClinics.map((r) => [r.id, emergencyClinicSchema.safeParse(r)] as const),
    ].flatMap(([id, result]) => (result.success ? [] : [{ id, problems: fieldProblems(result.error) }]));
    expect(problems).toEqual([]);
  });

  it("give every listing an existing practice, and every practice a listing", () => {
    const ids = new Set(practices.map((p) => p.id));
    const used = [...dentists, ...surgeons, ...emergencyClinics].map((l) => l.practiceId);
    for (const id of used) expect(ids.has(id), id).toBe(true);
    expect(new Set(used)).toEqual(ids);
    expect(unique(practices.map((p) => p.id))).toBe(true);
  });

  it("give every dentist a unique id, name, phone, e-mail and registration number", () => {
    expect(unique(dentists.map((d) => d.id))).toBe(true);
    expect(unique(dentists.map((d) => d.name))).toBe(true);
    expect(unique(dentists.map((d) => practiceOf(d.practiceId).phone))).toBe(true);
    expect(unique(dentists.map((d) => practiceOf(d.practiceId).email))).toBe(true);
    expect(unique([...dentists, ...surgeons].map((d) => d.registrationNumber))).toBe(true);
  });

  it("has at least two dentists in every city, and none elsewhere", () => {
    for (const city of CITIES) {
      const here = dentists.filter((d) => practiceOf(d.practiceId).citySlug === city.slug);
      expect(here.length, city.name).toBeGreaterThanOrEqual(2);
    }
  });

  it("places each practice near its street address: in its city, not all on the city centre", () => {
    for (const p of practices) {
      const city = findCity(p.citySlug)!;
      expect(km(p, city), p.id).toBeLessThan(15);
    }
    const onCentre = practices.filter((p) => km(p, findCity(p.citySlug)!) < 0.2);
    expect(onCentre.length).toBeLessThan(practices.length / 4);
    // Suburbs are where the address says: Takapuna is across the harbour, Johnsonville up the hill.
    expect(km(practiceOf("takapuna-shore-dental-studio-auckland"), findCity("auckland")!)).toBeGreaterThan(5);
    expect(km(practiceOf("johnsonville-hub-dental-wellington"), findCity("wellington")!)).toBeGreaterThan(5);
  });

  it("keeps the hours the listings showed, with lunch breaks as two intervals and the clinics' long days", () => {
    expect(summariseHours(practiceOf("waitemata-quay-dental-auckland").openingHours)).toBe(
      "Mon–Fri 7:30am–6pm, Sat 9am–2pm",
    );
    expect(summariseHours(practiceOf("cobden-bridge-dental-greymouth").openingHours)).toBe(
      "Mon–Thu 8:30am–12:30pm, 1:30pm–5pm",
    );
    expect(summariseHours(practiceOf("queen-city-urgent-dental-auckland").openingHours)).toBe("Open 24/7");
    expect(summariseHours(practiceOf("capital-after-hours-dental-wellington").openingHours)).toBe("Mon–Sun 7am–11pm");
  });

  it("speaks the languages the descriptions mention", () => {
    expect(practiceOf("dominion-road-family-dental-auckland").languages).toEqual(["English", "Tongan", "Samoan"]);
    expect(practiceOf("takapuna-shore-dental-studio-auckland").languages).toContain("Mandarin");
    for (const p of practices) expect(p.languages.length, p.id).toBeGreaterThanOrEqual(1);
    // Enough variety for the language and access filters to narrow the list, never to nobody.
    const withMaori = practices.filter((p) => p.languages.includes("Te reo Māori"));
    expect(withMaori.length).toBeGreaterThan(3);
    const wheelchair = practices.filter((p) => p.access.wheelchair).length;
    expect(wheelchair).toBeGreaterThan(0);
    expect(wheelchair).toBeLessThan(practices.length);
  });

  it("sends booking requests to the practice's own domain", () => {
    for (const p of practices) expect(p.bookingEmail, p.id).toBe(`bookings@${new URL(p.website).hostname}`);
  });

  it("has the spec's emergency clinics and surgeons, all published and checked", () => {
    const cityOf = (l: { practiceId: string }) => practiceOf(l.practiceId).citySlug;
    expect(emergencyClinics.map(cityOf).sort()).toEqual(["auckland", "christchurch", "wellington"]);
    expect(surgeons).toHaveLength(3);
    for (const l of [...dentists, ...surgeons, ...emergencyClinics]) {
      expect(l.status, l.id).toBe("published");
      expect(l.checkedOn, l.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(l.source.length, l.id).toBeGreaterThan(10);
    }
  });

  it("narrows the dentists for every payment filter, never to nobody, and requires every chosen one", () => {
    for (const filter of PAYMENT_FILTERS) {
      const matching = dentistsAsLoaded.filter((d) => meetsPaymentFilters(d, [filter.param], SAMPLE_DATED_ON));
      expect(matching.length, filter.param).toBeGreaterThan(0);
      expect(matching.length, filter.param).toBeLessThan(dentists.length);
    }
    const both = dentistsAsLoaded.filter((d) => meetsPaymentFilters(d, ["acc", "under18"], SAMPLE_DATED_ON));
    expect(both.every((d) => d.funding.acc && d.funding.under18)).toBe(true);
  });
});
