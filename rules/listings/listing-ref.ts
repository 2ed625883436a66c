import type { ListingKind } from "./types";

/**
 * How a form names one listing: "dentist/{id}" or "surgeon/{id}" (ids are unique only within their
 * kind). The booking form's `listing` field and the contact form's carry it; the form service checks
 * it against the published listings, and the inbox reads it back to show the listing.
 */
export type BookableKind = Extract<ListingKind, "dentist" | "surgeon">;

interface ListingRef {
  kind: BookableKind;
  id: string;
}

const BOOKABLE: readonly string[] = ["dentist", "surgeon"] satisfies BookableKind[];

export const listingRef = (kind: BookableKind, id: string): string => `${kind}/${id}`;

/** The kind and id a reference names; undefined when it is not shaped like one. */
export function parseListingRef(value: string): ListingRef | undefined {
  const slash = value.indexOf("/");
  if (slash < 0) return undefined;
  const kind = value.slice(0, slash);
  const id = value.slice(slash + 1);
  if (!BOOKABLE.includes(kind) || id === "" || id.includes("/")) return undefined;
  return { kind: kind as BookableKind, id };
}
