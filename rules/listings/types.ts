/**
 * The shapes of listings as every page, the inbox and the import see them (issue 21). Listings live
 * in the database (server/listings); these types are the contract between it and the app.
 */

import type { NewPatients } from "./new-patients";

export type PriceTier = "$" | "$$" | "$$$";

export interface City {
  /** Plain ASCII URL slug, e.g. "palmerston-north". */
  slug: string;
  /** Official display name, with macrons where official, e.g. "Whangārei". */
  name: string;
  region: string;
  lat: number;
  lng: number;
  /** Landline area code as written locally, e.g. "09". */
  areaCode: string;
}

/** Ways a patient can pay for or fund care at a practice (issue: paying for care). */
export interface FundingOptions {
  /** ACC-registered: treats accidental dental injuries with ACC cover. */
  acc: boolean;
  /** Gives quotes Work and Income accepts (special needs grant / advance for emergency dental care). */
  workAndIncome: boolean;
  /** Publicly funded dental care for under-18s (Combined Dental Agreement). */
  under18: boolean;
  southernCross: boolean;
  nibFirstChoice: boolean;
}

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening interval in New Zealand local time, "HH:MM" 24-hour; `closes` may be "24:00". */
export interface OpeningInterval {
  opens: string;
  closes: string;
}

/** Structured opening hours: several intervals a day are allowed; an empty day is closed. */
export type OpeningHours = Record<Weekday, OpeningInterval[]>;

export interface AccessFacts {
  wheelchair: boolean;
  accessibleParking: boolean;
  hearingLoop: boolean;
}

export type ListingStatus = "published" | "draft";
export const LISTING_KINDS = ["dentist", "surgeon", "emergency-clinic"] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/**
 * A time the practice is closed (issue 37 item 2): New Zealand dates, both days closed
 * (`to` is the last closed day), why, and who covers urgent care meanwhile.
 */
export interface Closure {
  /** First closed day, "YYYY-MM-DD". */
  from: string;
  /** Last closed day, "YYYY-MM-DD"; the practice reopens the day after. */
  to: string;
  /** e.g. "Christmas". */
  reason: string;
  /** Who takes urgent care meanwhile, e.g. "City Dental Emergency". */
  coverName: string;
  /** Their phone, as written. */
  coverPhone: string;
}

/** Where and how a practice is reached; every listing at the practice shows these. */
export interface Practice {
  id: string;
  /** Trading name (fictional in the sample data). */
  name: string;
  /** Slug of one of CITIES (rules/listings/cities.ts). */
  citySlug: string;
  /** Street address including suburb and city, e.g. "12 Ponsonby Road, Ponsonby, Auckland 1011". */
  address: string;
  lat: number;
  lng: number;
  /** Local format, e.g. "(09) 555 0123". */
  phone: string;
  email: string;
  website: string;
  /** Where booking requests for this practice go (issue 22). */
  bookingEmail: string;
  openingHours: OpeningHours;
  /** Languages spoken, English names, e.g. ["English", "Te reo Māori", "Samoan"]. */
  languages: string[];
  access: AccessFacts;
  /** Its closures, earliest first; left out when it has none. */
  closures?: Closure[];
  /**
   * Who the practice is taking on, each group with the date it was confirmed (issue 37 item 1,
   * rules/listings/new-patients.ts); a group not said is left out.
   */
  newPatients: NewPatients;
}

/** What every listing carries about itself. */
interface ListingMeta {
  /** URL-safe and unique within its kind, e.g. "harbourside-dental-auckland". */
  id: string;
  status: ListingStatus;
  /** ISO date the details were last checked, e.g. "2026-10-14". */
  checkedOn: string;
  /** Where those details came from. */
  source: string;
  /** ISO timestamp of the last change. */
  updatedAt: string;
}

/**
 * A listing's practice facts, flattened onto it for pages: the practice's own fields, its id as
 * `practiceId` and its name as `practice`.
 */
export type PracticeFacts = Omit<Practice, "id" | "name"> & { practiceId: string; practice: string };

/** What a dentist's and an oral surgeon's listings both say about the practitioner. */
interface Practitioner {
  /** The dentist or surgeon, e.g. "Dr Aroha Ngata". */
  name: string;
  /** Dental Council of New Zealand registration number (fictional in the sample data). */
  registrationNumber: string;
  specialties: string[];
  /** e.g. "15 years". */
  experience: string;
  priceTier: PriceTier;
  /**
   * Languages this practitioner speaks, where the practice says which practitioner speaks which
   * (recorded names, rules/listings/languages.ts). The practice's
   * `languages` are what is spoken at the practice; the directory's filter takes either. Left out
   * when the practice has not said.
   */
  practitionerLanguages?: string[];
}

/** A dentist's listing (profile at /dentists/{id}), with its practice's facts. */
export interface Dentist extends ListingMeta, PracticeFacts, Practitioner {
  /** Names from SERVICE_NAMES; the first three show on cards. */
  services: string[];
  /** e.g. "$120 – $250 per visit". */
  priceRange: string;
  /** True exactly when services include "Emergency Care". */
  emergency: boolean;
  description: string;
  funding: FundingOptions;
}

/** An oral and maxillofacial surgeon's listing, with its practice's facts. */
export interface Surgeon extends ListingMeta, PracticeFacts, Practitioner {
  qualifications: string[];
}

/** An after-hours emergency clinic; its name is its practice's (`practice`). */
export interface EmergencyClinic extends ListingMeta, PracticeFacts {
  services: string[];
  /** e.g. "Under 30 minutes". */
  waitTime: string;
}

/**
 * A listing as stored, edited, imported and exported: its own fields and its practice's id, without
 * the practice's facts (one practice can have several listings). `updatedAt` is written by the
 * database: exported for information, ignored on import. A dentist's `emergency` is not stored: it
 * is true exactly when its services include "Emergency Care".
 */
type RecordOf<T extends ListingMeta> = Omit<T, keyof PracticeFacts | "updatedAt"> & {
  practiceId: string;
  updatedAt?: string;
};
export type DentistRecord = Omit<RecordOf<Dentist>, "emergency">;
export type SurgeonRecord = RecordOf<Surgeon>;
export type EmergencyClinicRecord = RecordOf<EmergencyClinic>;

/** A listing record with its kind, as the inbox and the repository pass them around. */
export type ListingRecord =
  | { kind: "dentist"; listing: DentistRecord }
  | { kind: "surgeon"; listing: SurgeonRecord }
  | { kind: "emergency-clinic"; listing: EmergencyClinicRecord };
