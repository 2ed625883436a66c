/** Typed shapes of the site's sample content. One module per kind of record feeds every page. */

import type { City, FundingOptions, PriceTier } from "../../rules/listings/types";

export type { City, FundingOptions, PriceTier };

export interface Dentist {
  /** URL-safe, unique, e.g. "harbourside-dental-auckland". */
  id: string;
  /** The lead dentist, e.g. "Dr Aroha Ngata". */
  name: string;
  /** The practice's trading name (fictional). */
  practice: string;
  /** Slug of the city (see cities.ts). */
  citySlug: string;
  /** Street address including suburb and city, e.g. "12 Ponsonby Road, Ponsonby, Auckland 1011". */
  address: string;
  /** 3.5–5.0, one decimal. */
  rating: number;
  reviews: number;
  /** Names from SERVICE_NAMES in services.ts; the first three show on cards. */
  services: string[];
  /** Local format, e.g. "(09) 555 0123" or "021 555 0199". */
  phone: string;
  email: string;
  website: string;
  priceTier: PriceTier;
  /** e.g. "$120 – $250 per visit". */
  priceRange: string;
  /**
   * e.g. "Mon–Fri 8am–5:30pm, Sat 9am–1pm". Optional: listings from the database carry structured
   * `openingHours` instead (rules/listings/types.ts), shown with summariseHours.
   */
  hours?: string;
  emergency: boolean;
  description: string;
  specialties: string[];
  /** e.g. "15 years". */
  experience: string;
  funding: FundingOptions;
  acceptingNewPatients: boolean;
  /** ISO date the listing's details were last checked, e.g. "2026-10-14". */
  checkedOn: string;
  /** Where those details came from. */
  source: string;
}

export interface ArticleSection {
  heading: string;
  paragraphs: string[];
}

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  /** Path of our own SVG illustration under /images/articles/. */
  image: string;
  imageAlt: string;
  author: string;
  /** ISO date, e.g. "2024-03-12". */
  date: string;
  /** Minutes. */
  readTime: number;
  category: string;
  /** Relative popularity for the "Most Popular" sort (views in the last 90 days). */
  views: number;
  tags: string[];
  sections: ArticleSection[];
}

/** An article without its body: what cards, listings and related links need. */
export type ArticleSummary = Omit<Article, "sections">;

export interface TeamMember {
  name: string;
  role: string;
  image: string;
  bio: string;
}

export interface EmergencyProvider {
  id: string;
  name: string;
  citySlug: string;
  address: string;
  phone: string;
  hours: string;
  services: string[];
  /** e.g. "Under 30 minutes". */
  waitTime: string;
  lat: number;
  lng: number;
}

export interface SurgicalService {
  slug: string;
  name: string;
  description: string;
  priceRange: string;
  duration: string;
  benefits: string[];
}

export interface Surgeon {
  id: string;
  name: string;
  citySlug: string;
  rating: number;
  reviews: number;
  specialties: string[];
  phone: string;
  experience: string;
  qualifications: string[];
  priceTier: PriceTier;
}

export interface Faq {
  question: string;
  answer: string;
}
