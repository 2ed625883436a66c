/**
 * The operator inbox's JSON API (/admin/api), as the server answers it and the inbox reads it:
 * one declaration, so the two cannot drift apart.
 */
import type { FormName } from "../../forms/names";
import type { PracticeRequestStatus } from "../booking-loop";

/**
 * A submission in the inbox's list (GET /admin/api/submissions): the submissions table's own
 * columns, which server/booking/submission-tables.ts builds its row on.
 */
export interface ListItem {
  /** UUIDv7: time-ordered, so new rows land at the end of the table's indexes. */
  id: string;
  /** Short human reference shown to the person, e.g. "BK-7K3F9Q". Unique. */
  reference: string;
  form: FormName;
  /** Workflow state; "new" on arrival. */
  status: string;
  /** 1 when the honeypot caught it: kept apart, never treated as a real request. */
  spam: number;
  /** ISO 8601 UTC, e.g. "2026-11-23T09:30:00.000Z". */
  received_at: string;
  updated_at: string;
  /** Lower-cased e-mail address (every form has one); used for search and privacy requests. */
  email: string;
  /** Display name: "First Last", contact name, or practice name. Empty for newsletter. */
  name: string;
  /** City or location chosen, if the form has one. */
  city: string | null;
  /** Booking urgency (routine, urgent, emergency), if any. */
  urgency: string | null;
}

/**
 * The list's orders: "urgent" (the default) puts open emergencies first (new, or with a practice
 * and not yet confirmed), then bookings needing re-matching, open urgent ones, new routine ones and
 * other new messages, those still with a practice, each waiting longest first, then everything
 * already handled, oldest first; "newest" is newest first. Ties in id order, so paging never skips
 * or repeats a row.
 */
export const INBOX_SORTS = ["urgent", "newest"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
export const DEFAULT_INBOX_SORT: InboxSort = "urgent";

/** Items per page of the inbox's list. */
export const INBOX_PAGE_SIZE = 50;

/** A list item as the list answers it: the row's columns and what the request loop adds. */
export interface InboxListItem extends ListItem {
  /**
   * 1 when the booking's practice did not answer in time (or declined after that) and it waits for
   * another practice: the list's "Needs re-matching" badge and filter (rematch=1).
   */
  needs_rematching?: number;
}

export interface ListResponse {
  /** One page, in the order asked for, at most INBOX_PAGE_SIZE. */
  items: InboxListItem[];
  /** How many match the filters in all. */
  total: number;
  sort: InboxSort;
  /** 1-based; a page past the last answers no items. */
  page: number;
  pageSize: number;
  /** How many pages the filtered list has (at least 1). */
  pages: number;
  /** New (unhandled) submissions per form, spam left out. */
  newCounts: Record<FormName, number>;
  spamCount: number;
  /** Bookings that need re-matching (their practice did not answer in time), spam left out. */
  rematchCount?: number;
}

/** One entry of a submission's history. */
export interface SubmissionEvent {
  id: number;
  at: string;
  /** Operator e-mail, "system", or "patient". */
  actor: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
}

/** GET /admin/api/submissions/:id */
export interface SubmissionDetail {
  submission: ListItem & {
    /** The form's own fields as submitted. */
    fields: Record<string, unknown>;
    utm_source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
    page_url: string | null;
  };
  /** The dentist or surgeon the submission names (its `listing` field); null when it names none. */
  listing?: NamedListing | null;
  events: SubmissionEvent[];
  /** The statuses the workflow allows next (none while in spam). */
  moves: string[];
  /** A booking's sendings to practices and their answers, newest first (issue 22). */
  practiceRequests?: InboxPracticeRequest[];
}

/** One sending of a booking to a practice, as the inbox shows it (ISO instants). */
export interface InboxPracticeRequest {
  id: string;
  listingRef: string;
  practiceName: string;
  practiceEmail: string;
  practicePhone: string;
  status: PracticeRequestStatus;
  sentAt: string;
  expiresAt: string;
  firstAnswerAt: string | null;
  appointment: { start: string; minutes: number } | null;
  /** Times the practice offered, while its offer stands (ISO instants). */
  offeredTimes: string[];
  declineReason: string | null;
  remindedAt: string | null;
  /** Flagged for re-matching (declined, or no answer in time). */
  escalatedAt: string | null;
}

/** A listing a submission names ("dentist/{id}"), with what the listings show of it now. */
export interface NamedListing {
  ref: string;
  kind: "dentist" | "surgeon";
  id: string;
  /** Undefined when it is no longer published. */
  listed?: { name: string; practice: string; citySlug: string; phone: string; bookingEmail: string };
}

/** One line of GET /admin/api/audit. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string | null;
  details: string | null;
}

export interface AuditResponse {
  /** Newest first, at most 500. */
  entries: AuditEntry[];
}
