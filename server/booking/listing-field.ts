import { listingKey, parseListingKey } from "../../rules/api/listings-admin";
import type { ListingsSnapshot } from "../listings";

/**
 * A contact message's `listing` field ("Report a change" on a profile, forms/contact-fields.ts) is
 * kept only when it names a published listing; anything else becomes empty, so the inbox never
 * opens a message beside a draft, a guessed id or a typed address.
 */
export function keepPublishedListing(
  body: Record<string, unknown>,
  published: ListingsSnapshot,
): Record<string, unknown> {
  if (!Object.hasOwn(body, "listing")) return body;
  const value = body.listing;
  const key = typeof value === "string" ? parseListingKey(value) : undefined;
  const listings =
    key?.kind === "dentist" ? published.dentists : key?.kind === "surgeon" ? published.surgeons : published.clinics;
  const found = key && listings.some((listing) => listing.id === key.id);
  return { ...body, listing: found ? listingKey(key.kind, key.id) : "" };
}
