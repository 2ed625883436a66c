import type { Practice } from "../../rules/listings/types";

/**
 * For tests of the listing editor (its unit tests and tests/e2e/listing-editor.spec.ts): how a
 * made-up practice is reached, when it is open (Mondays, 8 to 5) and its access, as the editor
 * sends them. Each test gives the practice its own name, place and phone.
 */
export const TEST_PRACTICE_DETAILS = {
  email: "hello@example.co.nz",
  website: "https://example.co.nz",
  bookingEmail: "bookings@example.co.nz",
  openingHours: { mon: [{ opens: "08:00", closes: "17:00" }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  languages: ["English"],
  access: { wheelchair: true, accessibleParking: false, hearingLoop: false },
  newPatients: {},
} satisfies Partial<Practice>;
