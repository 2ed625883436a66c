import { type ListingsReader, MAX_PAGE_SIZE, type RatingFacts } from "../../rules/api/listings";
import { CITIES, findCity } from "../../rules/listings/cities";
import type { City, Surgeon } from "../../rules/listings/types";
import { cardDentist, type CardDentist } from "../components/dentist-card";
import { findServicePage } from "../content/services";
import { SURGERY_FAQS, SURGICAL_PROCESS, SURGICAL_SERVICES } from "../content/surgery";
import type { Faq } from "../content/types";
import { bookingServiceFor, bookingUrgencyFor } from "./booking-service";
import { foldText, slugify } from "./text";
import { adultPatients } from "./adult-patients";

/** Everything a /services/{slug} page shows, for a treatment or an oral-surgery service alike. */
interface ServiceView {
  slug: string;
  kind: "treatment" | "surgical";
  title: string;
  description: string;
  priceRange: string;
  duration: string;
  benefits: readonly string[];
  about: readonly string[];
  faqs: readonly Faq[];
  /** Three top-rated published dentists offering it (treatments). */
  providers: CardDentist[];
  /** Oral surgeons, those whose specialties match first (surgical services). */
  surgeons: (Surgeon & RatingFacts)[];
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

async function treatmentView(slug: string, listings: ListingsReader, now: Date): Promise<ServiceView | undefined> {
  const page = findServicePage(slug);
  if (!page) return undefined;
  const top = await listings.findDentists({ service: page.serviceName, sort: "rating", pageSize: 3 }, now);
  // One count per city (22 small queries) rather than every provider, so the page stays the same size.
  const cityTotals = await Promise.all(
    CITIES.map((c) => listings.findDentists({ service: page.serviceName, location: c.slug, pageSize: 1 }, now)),
  );
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
    providers: top.items.map((d) => cardDentist(d, undefined, adultPatients(d, now))),
    surgeons: [],
    cities: CITIES.filter((_, i) => (cityTotals[i]?.total ?? 0) > 0),
    bookingService: bookingServiceFor(page.slug, page.serviceName),
    bookingUrgency: bookingUrgencyFor(bookingServiceFor(page.slug, page.serviceName)),
    compareFilter: slugify(page.serviceName),
  };
}

async function surgicalView(slug: string, listings: ListingsReader): Promise<ServiceView | undefined> {
  const service = SURGICAL_SERVICES.find((s) => s.slug === slug);
  if (!service) return undefined;
  // Oral surgeons are few; the first page of them, best matches first.
  const { items } = await listings.findSurgeons({ pageSize: MAX_PAGE_SIZE });
  const words = foldText(service.name)
    .split(" ")
    .filter((w) => w.length > 3);
  const matches = (s: Surgeon) => s.specialties.some((sp) => words.some((w) => foldText(sp).includes(w)));
  const surgeons = [...items].sort(
    // findSurgeons gives them best rated first (fewer than 5 reviews after); sort keeps that order.
    (a, b) => Number(matches(b)) - Number(matches(a)),
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

/** The page for a slug, if it has one, with the published listings that offer it. */
export async function serviceView(
  slug: string | undefined,
  listings: ListingsReader,
  now: Date,
): Promise<ServiceView | undefined> {
  if (!slug) return undefined;
  return (await treatmentView(slug, listings, now)) ?? (await surgicalView(slug, listings));
}
