import type { ListingKind } from "../listings/types";
import type { Signed } from "./signed";

/*
 * What the pages of a change of where a practice's health details go are given
 * (server/accounts/contact-change-service.ts): its e-mailed confirm or undo link, and the
 * held changes the listing page shows.
 */

/** An e-mailed confirm or undo link: not ours (404), used or expired (410), ready to press, or done. */
export type ContactLinkState =
  | { kind: "missing" }
  | { kind: "gone"; practiceName: string }
  | { kind: "ready" | "done"; action: "confirm" | "undo"; practiceName: string; changes: string[] };

/** A change waiting for an owner, as the listing page shows it. */
export interface HeldContactChangeView {
  id: string;
  /** "Booking requests go to: old → new", one line per field. */
  changes: string[];
  requestedByEmail: string;
  requestedAt: string;
}

export interface ContactChangeCalls {
  /** What the link would do (a GET changes nothing). */
  contactChangeLink(token: string): Promise<ContactLinkState>;
  /** The link page's button (a POST). */
  useContactChangeLink(token: string): Promise<ContactLinkState>;
  /** The practice's held change, for its owners and managers; `canConfirm` for owners. */
  heldContactChanges(request: Request): Promise<Signed<{ held: HeldContactChangeView[]; canConfirm: boolean }>>;
  /** An owner confirms a held change from the listing page. */
  confirmContactChange(request: Request, id: string): Promise<Signed<{ outcome: "done" | "gone" | "missing" }>>;
}

/** The operators' lists (GET /admin/api/contact-changes?status=): waiting for approval, or the latest others. */
export const CONTACT_CHANGE_LISTS = ["held", "recent"] as const;
export type ContactChangeList = (typeof CONTACT_CHANGE_LISTS)[number];

/** A change as the operators' screen shows it; "expired" is a held change no longer confirmable. */
export interface OperatorContactChangeView {
  id: string;
  practiceId: string;
  practiceName: string;
  /** The practice's first practitioner's listing, for a link to its screen; null when it has none. */
  listing: { kind: ListingKind; id: string } | null;
  status: "held" | "live" | "undone" | "replaced" | "expired";
  /** Each changed field (bookingEmail, phone, website) as it was and as asked for, as the practice typed them. */
  fields: { field: string; before: string; after: string }[];
  requestedByEmail: string;
  requestedAt: string;
  expiresAt: string;
  /** Who confirmed, approved, undid or replaced it, in words; null while held. */
  decidedBy: string | null;
  decidedAt: string | null;
}

export interface OperatorContactChangeList {
  items: OperatorContactChangeView[];
  /** How many wait for approval now, whichever list was asked for. */
  heldCount: number;
}
