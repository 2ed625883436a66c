/**
 * Row type of the changes of where a practice's health details go (migration
 * 2026-12-07T0720-practice-contact-changes; contact-changes.ts).
 */

/**
 * "held": a non-owner's change, waiting for an owner or the operator (the listing unchanged);
 * "live": applied (an owner's at once, or a held one confirmed), undoable until `expires_at`;
 * "undone": put back by its undo link; "replaced": a held change overtaken by a later one;
 * "expired" is never stored: a held change past `expires_at` is simply no longer confirmable.
 */
export type ContactChangeStatus = "held" | "live" | "undone" | "replaced";

export interface PracticeContactChangesTable {
  /** UUIDv7. */
  id: string;
  practice_id: string;
  /** JSON: the changed fields (bookingEmail, phone, website) as they were, and as asked for. */
  before_values: string;
  after_values: string;
  /** "practice-user:<id>". */
  requested_by: string;
  requested_by_email: string;
  requested_at: string;
  status: ContactChangeStatus;
  /** When it went live (null while held). */
  live_at: string | null;
  /** Who confirmed (held → live) or undid it: "practice-user:<id>", "operator:<e-mail>", "booking-address". */
  decided_by: string | null;
  decided_at: string | null;
  /** The confirm link (held) or the undo link (live) works until then. */
  expires_at: string;
}

interface ContactChangeTables {
  practice_contact_changes: PracticeContactChangesTable;
}

// This feature's tables join the database's (platform/db/schema.ts), which names no feature.
declare module "../platform/db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ContactChangeTables {}
}
