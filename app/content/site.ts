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

export const PARTNER_PLAN = {
  monthlyFee: 299,
  setupFee: 0,
  trialDays: 30,
  cancelAnytime: true,
} as const;

// Reply times (rules/response-times.ts) and how long requests are kept (rules/retention.ts) live with
// the server's rules and are imported from there: not re-exported here, so the shell chunk every page
// fetches does not carry them (D597).
