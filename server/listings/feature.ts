import type { Feature } from "../platform/feature";
import { LISTINGS_EMAILS } from "./emails";

/**
 * The listings: dentists, oral surgeons, emergency clinics and their practices; their editor,
 * history, changes asked for by practices and registration checks; the published snapshot and
 * the reader the pages search (reader-plugin.ts).
 */
export const listings = {
  name: "listings",
  tables: [
    "dentists",
    "emergency_clinics",
    "listing_change_requests",
    "listing_history",
    "listings_version",
    "practices",
    "registration_checks",
    "surgeons",
  ],
  emails: [LISTINGS_EMAILS],
  async register(app) {
    await app.register((await import("./plugin")).default);
    await app.register((await import("./reader-plugin")).default);
  },
  pageServices: (app) => ({ listings: app.listings }),
} satisfies Feature;
