import type { OpeningHours } from "../../rules/listings/types";

/** Site-wide facts and business constants (spec §1 and §9). */
export const SITE = {
  name: "NZ Dental Directory",
  /** Public address used for canonical links and the sitemap. */
  origin: "https://www.nzdentaldirectory.co.nz",
  tagline: "Find and book trusted dentists across New Zealand",
  foundedYear: 2020,
  phone: "0800 336 825",
  phoneHref: "tel:+64800336825",
  supportEmail: "support@nzdentaldirectory.co.nz",
  emails: [
    { role: "General enquiries", address: "hello@nzdentaldirectory.co.nz" },
    { role: "Patient support", address: "support@nzdentaldirectory.co.nz" },
    { role: "Practice partnerships", address: "partners@nzdentaldirectory.co.nz" },
    { role: "Privacy and legal", address: "privacy@nzdentaldirectory.co.nz" },
  ],
  office: "Level 4, 110 Symonds Street, Grafton, Auckland 1010",
  /** ISO date the privacy policy and terms were last changed; shown with formatDate. */
  legalUpdated: "2024-01-15",
  minimumAge: 18,
} as const;

const WEEKDAY_HOURS = [{ opens: "08:00", closes: "18:00" }];

/**
 * The one truth about our 0800 line (docs/decisions-pending/emergency.md): the directory's support
 * line (finding a dentist, booking requests), answered by our team in these hours, New Zealand
 * time. It is not an emergency line and gives no dental advice. Pages say it from here.
 */
export const SUPPORT_LINE: { hours: OpeningHours; serves: string; notFor: string } = {
  hours: {
    mon: WEEKDAY_HOURS,
    tue: WEEKDAY_HOURS,
    wed: WEEKDAY_HOURS,
    thu: WEEKDAY_HOURS,
    fri: WEEKDAY_HOURS,
    sat: [{ opens: "09:00", closes: "15:00" }],
    sun: [],
  },
  serves: "help finding a dentist and with your booking requests",
  notFor: "It is not an emergency line and can't give dental advice.",
};

/**
 * The support line's hours as a table's rows (site.test.ts checks they say what SUPPORT_LINE.hours
 * says: written out so that pages showing the table carry no code to work them out).
 */
export const SUPPORT_HOURS = [
  { days: "Monday – Friday", hours: "8am–6pm" },
  { days: "Saturday", hours: "9am–3pm" },
  { days: "Sunday", hours: "Closed" },
] as const;

/** The same hours in one line, for a sentence. */
export const SUPPORT_HOURS_LINE = "Mon–Fri 8am–6pm, Sat 9am–3pm";

/** Healthline, the Ministry of Health's free advice line, answered 24/7: the number for health advice at any hour. */
export const HEALTHLINE = { display: "0800 611 116", href: "tel:+64800611116" } as const;

export const PARTNER_PLAN = {
  monthlyFee: 299,
  setupFee: 0,
  trialDays: 30,
  cancelAnytime: true,
} as const;

// What the site promises about reply times lives with the server's rules (rules/response-times.ts):
// the acknowledgement e-mails repeat it.
export { RESPONSE_TIMES } from "../../rules/response-times";

export const MARKETING_FIGURES = {
  surgeons: "50+",
  surgicalSuccess: "95%+",
  monthlyVisitors: "100,000+",
  monthlyBookings: "5,000+",
  patientIncrease: "150%",
  partnerSatisfaction: "95%",
} as const;

// How long requests are kept lives with the server's rules (rules/retention.ts); pages state it.
export { RETENTION } from "../../rules/retention";
