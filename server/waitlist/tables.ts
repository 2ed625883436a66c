/**
 * The waitlist for an earlier time (issue 37 item 5; migration 2026-11-28T0300-waitlist): who asked
 * to hear of one, each time a practice freed, and who was e-mailed about it. No health detail: a
 * practice, a city, dates and the patient's e-mail address and first name.
 */
import type { Selectable } from "kysely";

import type { WaitlistScope } from "../../rules/waitlist";

interface WaitlistEntriesTable {
  /** UUIDv7: its order is the list's (oldest first). */
  id: string;
  /**
   * The booking whose status page joined (its appointment is the one to bring forward); null for
   * an entry from a practice's profile, with no booking (a claim books one: claim-booking.ts).
   */
  submission_id: string | null;
  /** A profile entry's lower-cased e-mail address (null for a booking's: the booking holds it). */
  email: string | null;
  /** A profile entry's booking details as JSON (firstName, lastName, email, phone, service), as submissions.fields. */
  fields: string | null;
  /** statusTokenHash of a profile entry's confirmation link (double opt-in); null once confirmed, and for a booking's. */
  confirm_token_hash: string | null;
  /** When the entry was confirmed: a booking's when it joined; a profile entry's by its e-mailed link. Only confirmed entries are offered times. */
  confirmed_at: string | null;
  /** "practice": that practice's freed times; "city": any practice's in the city. */
  scope: WaitlistScope;
  /** The practice of the booking's appointment when it joined, or of the profile it joined from. */
  practice_id: string;
  city_slug: string;
  /** The last New Zealand date (YYYY-MM-DD) the patient wants to hear of a time; the row is deleted after it. */
  until_date: string;
  created_at: string;
}

export interface FreedTimesTable {
  /** UUIDv7. */
  id: string;
  practice_id: string;
  city_slug: string;
  /** The listing the time is with, and its facts as listed when it was freed (as practice_requests copies them). */
  listing_ref: string;
  practice_name: string;
  practice_phone: string;
  practice_address: string;
  practice_email: string;
  dentist_name: string | null;
  /** ISO instant and length. */
  start: string;
  minutes: number;
  /** "cancelled": a patient cancelled it; "offered": the practice offered it by its link. */
  source: "cancelled" | "offered";
  created_at: string;
  /** The winning claim link (waitlist_offers.id) and when: set once, by the first claim (freed-times.ts). */
  claimed_by: string | null;
  claimed_at: string | null;
}

interface WaitlistOffersTable {
  /** UUIDv7. */
  id: string;
  freed_time_id: string;
  entry_id: string;
  /** statusTokenHash of the claim link's token (the token itself goes sealed in the e-mail job only). */
  token_hash: string;
  sent_at: string;
}

interface WaitlistTables {
  waitlist_entries: WaitlistEntriesTable;
  freed_times: FreedTimesTable;
  waitlist_offers: WaitlistOffersTable;
}

export type FreedTimeRow = Selectable<FreedTimesTable>;

// This feature's tables join the database's (platform/db/schema.ts), which names no feature.
declare module "../platform/db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends WaitlistTables {}
}
