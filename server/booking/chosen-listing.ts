import type { FieldErrors, FormDefinition } from "../../forms";
import type { ListingsReader } from "../../rules/api/listings";
import { parseListingRef } from "../../rules/listings/listing-ref";
import type { Dentist, Surgeon } from "../../rules/listings/types";
import type { RawBody } from "./submit";

/** What the form service and the inbox read of the listings: one published dentist or surgeon. */
export type ListingLookup = Pick<ListingsReader, "dentist" | "surgeon">;

export type ChosenListing = ({ kind: "dentist" } & Dentist) | ({ kind: "surgeon" } & Surgeon);

const UNLISTED_CHOICE =
  "We cannot find that dentist or surgeon among our listings any more. Remove the choice and pick another, or leave it to us to match you.";

/** The published listing a reference ("dentist/{id}") names; undefined for anything else. */
export async function findChosenListing(listings: ListingLookup, ref: string): Promise<ChosenListing | undefined> {
  const parsed = parseListingRef(ref);
  if (!parsed) return undefined;
  if (parsed.kind === "dentist") {
    const dentist = await listings.dentist(parsed.id);
    return dentist && { kind: "dentist", ...dentist };
  }
  const surgeon = await listings.surgeon(parsed.id);
  return surgeon && { kind: "surgeon", ...surgeon };
}

/**
 * The server-only check of a booking's chosen listing (the browser cannot know what is published):
 * a `listing` that names no published dentist or surgeon is refused with a field error, so a
 * request is never filed as one to a practice that is not listed. Other forms: nothing to check.
 */
export async function chosenListingRefusals(
  listings: ListingLookup,
  form: FormDefinition,
  body: RawBody,
): Promise<FieldErrors> {
  if (form.name !== "booking" || !Object.hasOwn(body, "listing")) return {};
  const value = body.listing;
  // A list or a too-long value is the schema's to refuse.
  if (typeof value !== "string" || value.trim() === "" || value.length > 200) return {};
  return (await findChosenListing(listings, value.trim())) ? {} : { listing: UNLISTED_CHOICE };
}
