import type { Practice } from "../listings/types";
import type { ChangeStatus, ChangeSubject } from "../practice-listing";
import type { ContactChangeCalls } from "./contact-changes";
import type { Signed } from "./signed";

/*
 * What /practice/listing and /practice/listing/history are given (server/accounts/
 * listing-service.ts), and the operators' queue of changes (/admin/api/listing-changes,
 * server/listings/change-requests-routes.ts).
 */

export interface PracticePractitionerView {
  kind: "dentist" | "surgeon";
  id: string;
  name: string;
  registrationNumber: string;
  specialties: string[];
  /** A dentist's services ([] for a surgeon). */
  services: string[];
  status: "published" | "draft";
  /** The listing's and its practice's row versions: a save sends it back. */
  version: string;
}

export interface ChangeRequestView {
  id: string;
  practiceId: string;
  practiceName: string;
  subject: ChangeSubject;
  listingKind: string | null;
  listingId: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  requestedByEmail: string;
  requestedAt: string;
  status: ChangeStatus;
  decidedAt: string | null;
  reason: string | null;
  checkMethod: string | null;
  checkNote: string | null;
}

export interface PracticeListingView {
  practice: Practice;
  /**
   * New Zealand's date on the pages' clock: what "confirmed recently" is judged on, and the closures
   * that have ended are marked so.
   */
  today: string;
  /** The practice row's version: the facts form sends it back. */
  version: string;
  /** No listing at the practice is public yet: every change applies at once. */
  draft: boolean;
  practitioners: PracticePractitionerView[];
  pending: ChangeRequestView[];
  /** The last confirmation of the published details and when the next is asked for (issue 37 item 6); null for a draft. */
  confirmation: { checkedOn: string; due: string } | null;
}

/** What an e-mailed "These details are right" link answers: not ours, confirmed (since), or ready to press. */
export type ConfirmLinkState =
  | { kind: "missing" }
  | { kind: "confirmed"; practiceName: string; checkedOn: string }
  | { kind: "ready"; practiceName: string; checkedOn: string };

export interface HistoryEntryView {
  id: string;
  at: string;
  /** "practice" or the practitioner's name. */
  what: string;
  field: string;
  before: string;
  after: string;
  /** The practice user's address, or "Our team" (an operator, an import). */
  who: string;
}

/** What a save of the practice's form answers. */
export type PracticeListingSave =
  /** `held`: where health details go, changed by a non-owner, waiting for an owner (issue 48 item 9). */
  | { kind: "saved"; applied: string[]; pending: string[]; held?: string[] }
  | { kind: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { kind: "conflict"; values: Record<string, string>; current: PracticeListingView }
  | { kind: "missing" }
  | { kind: "confirmed"; on: string };

/**
 * The practice account's listing calls (part of the load context's `practiceAccount`), with the
 * changes of where health details go (contact-changes.ts).
 */
export interface PracticeListingCalls extends ContactChangeCalls {
  listingPage(request: Request): Promise<Signed<{ listing: PracticeListingView }>>;
  listingHistory(request: Request): Promise<Signed<{ entries: HistoryEntryView[] }>>;
  /**
   * `values.intent`: "facts", "practitioner" or "new-practitioner" (every such form carries its
   * version), or "confirm" (the details are right, as they are now).
   */
  saveListing(request: Request, values: Record<string, string>): Promise<Signed<{ result: PracticeListingSave }>>;
  /** The e-mailed confirm link, signed in or not: what it would do (a GET changes nothing). */
  confirmLinkState(token: string): Promise<ConfirmLinkState>;
  /** The confirm link's button (a POST). */
  confirmByLink(token: string): Promise<ConfirmLinkState>;
}

/** The operators' queue (GET /admin/api/listing-changes?status=). */
export interface ChangeRequestList {
  items: ChangeRequestView[];
}
