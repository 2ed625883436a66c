/**
 * Row types of a listing's history and the changes practices ask for (migration
 * 2026-11-27T1100-listing-history-and-changes). Values are JSON text.
 */

/** One changed field of one listing write (history.ts). */
interface ListingHistoryTable {
  /** UUIDv7: in the order written. */
  id: string;
  practice_id: string;
  /** "practice" for the practice's facts, else "{kind}:{id}" of the listing. */
  target: string;
  /** The field's name as stored ("phone", "openingHours", "registrationNumber"). */
  field: string;
  /** JSON; null when the field did not exist before (a new listing). */
  before_value: string | null;
  after_value: string | null;
  /** An operator's e-mail, "practice-user:{id}", "cli" or "seed". */
  actor: string;
  at: string;
}

/** A change a practice asked for that waits for an operator (change-requests.ts). */
export interface ListingChangeRequestsTable {
  /** UUIDv7. */
  id: string;
  practice_id: string;
  subject: "practice" | "practitioner" | "new-practitioner";
  /** The practitioner's listing (subject "practitioner"); the one to make for "new-practitioner". */
  listing_kind: string | null;
  listing_id: string | null;
  /** JSON objects: the asked-for fields as they were, and as asked. */
  before_values: string;
  after_values: string;
  /** practice_users.id and their address (the decision is e-mailed to it). */
  requested_by: string;
  requested_by_email: string;
  requested_at: string;
  status: "pending" | "approved" | "declined";
  /** The operator's e-mail. */
  decided_by: string | null;
  decided_at: string | null;
  reason: string | null;
  /** How a registration number was checked (e.g. "Dental Council public register") and a free note. */
  check_method: string | null;
  check_note: string | null;
}

interface ListingHistoryTables {
  listing_history: ListingHistoryTable;
  listing_change_requests: ListingChangeRequestsTable;
}

// This feature's tables join the database's (platform/db/schema.ts), which names no feature.
declare module "../platform/db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ListingHistoryTables {}
}
