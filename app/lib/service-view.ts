import { findCity } from "../../rules/listings/cities";
import { DENTISTS } from "../content/dentists";
import { findServicePage, SERVICE_PAGES } from "../content/services";
import { SURGEONS, SURGERY_FAQS, SURGICAL_PROCESS, SURGICAL_SERVICES } from "../content/surgery";
import type { City, Dentist, Faq, Surgeon } from "../content/types";
import { bookingServiceFor, bookingUrgencyFor } from "./booking-service";
import { byRating } from "./dentists";
import { foldText, slugify } from "./text";

/** Everything a /services/{slug} page shows, for a treatment or an oral-surgery service alike. */
export interface ServiceView {
  slug: string;
  kind: "treatment" | "surgical";
  title: string;
  description: string;
  priceRange: string;
  duration: string;
  benefits: readonly string[];
  about: readonly string[];
  faqs: readonly Faq[];
  /** Three top-rated dentists offering it (treatments). */
  providers: Dentist[];
  /** Oral surgeons, those whose specialties match first (surgical services). */
  surgeons: Surgeon[];
  /** Cities where a listed provider offers it, in the site's city order. */
  cities: City[];
  /** Value for /book?service=: the booking form's option where one matches. */
  bookingService: string;
  /** Value for /book?urgency=, when booking this service means more than routine. */
  bookingUrgency?: string;
  /** /compare/{filter} segment that pre-selects this service, when the compare page has it. */
  compareFilter?: string;
}

function citiesOf(slugs: readonly string[]): City[] {
  const unique = [...new Set(slugs)];
  return unique.map((slug) => findCity(slug)).filter((c): c is City => c !== undefined);
}

function treatmentView(slug: string): ServiceView | undefined {
  const page = findServicePage(slug);
  if (!page) return undefined;
  const offering = DENTISTS.filter((d) => d.services.includes(page.serviceName));
  return {
    slug: page.slug,
    kind: "treatment",
    title: page.title,
    description: page.description,
    priceRange: page.priceRange,
    duration: page.duration,
    benefits: page.benefits,
    about: page.about,
    faqs: page.faqs,
    providers: [...offering].sort(byRating).slice(0, 3),
    surgeons: [],
    cities: citiesOf(offering.map((d) => d.citySlug)),
    bookingService: bookingServiceFor(page.slug, page.serviceName),
    bookingUrgency: bookingUrgencyFor(bookingServiceFor(page.slug, page.serviceName)),
    compareFilter: slugify(page.serviceName),
  };
}

function surgicalView(slug: string): ServiceView | undefined {
  const service = SURGICAL_SERVICES.find((s) => s.slug === slug);
  if (!service) return undefined;
  const words = foldText(service.name)
    .split(" ")
    .filter((w) => w.length > 3);
  const matches = (s: Surgeon) => s.specialties.some((sp) => words.some((w) => foldText(sp).includes(w)));
  const surgeons = [...SURGEONS].sort(
    (a, b) => Number(matches(b)) - Number(matches(a)) || b.rating - a.rating || b.reviews - a.reviews,
  );
  return {
    slug: service.slug,
    kind: "surgical",
    title: service.name,
    description: service.description,
    priceRange: service.priceRange,
    duration: service.duration,
    benefits: service.benefits,
    about: SURGICAL_PROCESS.map((step) => `${step.title}: ${step.description}`),
    faqs: SURGERY_FAQS.slice(0, 4),
    providers: [],
    surgeons,
    cities: citiesOf(surgeons.map((s) => s.citySlug)),
    bookingService: bookingServiceFor(service.slug, service.name),
    compareFilter: service.slug === "dental-implant-surgery" ? "dental-implants" : undefined,
  };
}

/** The page for a slug, if it has one. */
export function serviceView(slug: string | undefined): ServiceView | undefined {
  return slug ? (treatmentView(slug) ?? surgicalView(slug)) : undefined;
}

/** Every slug with a page of its own: the four treatments and the six surgical services. */
export function serviceSlugs(): string[] {
  return [...SERVICE_PAGES.map((s) => s.slug), ...SURGICAL_SERVICES.map((s) => s.slug)];
}
