/**
 * The inbox's listings API (/admin/api/listings…, issue 21 item 5), as the server answers it and the
 * inbox's listing pages read it: one declaration, so the two cannot drift apart.
 *
 * GET    /admin/api/listings?kind&status&q&page      one page of ListingsPage (LISTINGS_PAGE_SIZE)
 * POST   /admin/api/listings                         create: body EditedListing → SavedListing (201)
 * GET    /admin/api/listings/:kind/:id               ListingDetail (404 when unknown)
 * PUT    /admin/api/listings/:kind/:id               update: body ListingUpdate → SavedListing;
 *                                                    409 ListingConflict when the version is stale
 * POST   /admin/api/listings/:kind/:id/publish       → SavedListing
 * POST   /admin/api/listings/:kind/:id/unpublish     → SavedListing
 * POST   /admin/api/listings/:kind/:id/confirm       "details confirmed": body { source } → SavedListing
 *
 * A body the shared validation (rules/listings/validate.ts) refuses is answered 400 with
 * ListingFieldErrors; nothing is saved.
 *
 * Optimistic concurrency (issue 33 item 7): every answer carrying a listing carries its `version`;
 * an update sends back the version it was made from, and when someone else (an operator, an import,
 * a publish) has changed the listing or its practice since, the update is refused with 409 and the
 * values as they are now, rather than putting the old ones back.
 */
import type { Dentist, EmergencyClinic, ListingKind, ListingStatus, Surgeon } from "../listings/types";

export { LISTING_KINDS } from "../listings/types";
export type { ListingKind, ListingStatus };

/** Each kind as the inbox names it. */
export const KIND_LABELS: Record<ListingKind, string> = {
  dentist: "Dentist",
  surgeon: "Oral surgeon",
  "emergency-clinic": "Emergency clinic",
};

/** A listing of any kind, with its practice's facts, tagged with its kind. */
export type AnyListing =
  ({ kind: "dentist" } & Dentist) | ({ kind: "surgeon" } & Surgeon) | ({ kind: "emergency-clinic" } & EmergencyClinic);

/** What the editor sends: a whole listing as the operator left it (updatedAt is the server's). */
export type EditedListing = AnyListing extends infer L ? (L extends AnyListing ? Omit<L, "updatedAt"> : never) : never;

/** One row of the inbox's listings list. */
export interface ListingRow {
  kind: ListingKind;
  id: string;
  /** The dentist's or surgeon's name; a clinic's is its practice's. */
  name: string;
  practice: string;
  citySlug: string;
  status: ListingStatus;
  checkedOn: string;
  updatedAt: string;
}

export const LISTINGS_PAGE_SIZE = 25;

/** GET /admin/api/listings: filters kind, status, q (name, practice, city or id, any case). */
export interface ListingsPage {
  items: ListingRow[];
  /** Every match, not just this page. */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** At least 1. */
  pages: number;
}

/** GET /admin/api/listings/:kind/:id. `version` is opaque: send it back with an update. */
export interface ListingDetail {
  listing: AnyListing;
  version: string;
}

/** What a change answers: the listing as stored now, its version and the fields that changed (empty if none). */
export interface SavedListing {
  listing: AnyListing;
  version: string;
  changed: string[];
}

/** 409 to an update from a version that is no longer current: nothing saved; `current` is what is. */
export interface ListingConflict {
  error: string;
  current: ListingDetail;
}

export const LISTING_CONFLICT_MESSAGE = "Someone else changed this listing since you opened it.";

/**
 * A refused body: `fields` maps a field's path in EditedListing to its first problem, e.g.
 * `phone`, `openingHours.mon.1.closes`, `languages.2`.
 */
export interface ListingFieldErrors {
  error: string;
  fields: Record<string, string>;
}

export const CONFIRM_SOURCE_MAX = 200;

/**
 * How a listing is named outside the listings API: "dentist/harbourside-dental-auckland" (a
 * contact message's `listing` field, a partner application's draft).
 */
export const listingKey = (kind: ListingKind, id: string) => `${kind}/${id}`;

export function parseListingKey(key: string): { kind: ListingKind; id: string } | undefined {
  const match = /^(dentist|surgeon|emergency-clinic)\/([a-z0-9][a-z0-9-]{0,119})$/.exec(key.trim());
  return match ? { kind: match[1] as ListingKind, id: match[2]! } : undefined;
}
