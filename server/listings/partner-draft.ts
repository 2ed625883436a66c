import type { Kysely } from "kysely";

import { listingKey } from "../../rules/api/listings-admin";
import { findCity } from "../../rules/listings/cities";
import { SERVICE_NAMES } from "../../rules/listings/services";
import { closedWeek } from "../../rules/listings/hours";
import type { DentistRecord, Practice } from "../../rules/listings/types";
import { slugify } from "../../rules/text";
import { nzToday } from "../../rules/nz-time";
import { displayPhone } from "../../forms/phone";
import type { Database } from "../db/schema";
import { lockListings, saveListingIn } from "./repository";

/**
 * Approving a partner application (issue 21 item 5) makes a DRAFT dentist listing from it, in the
 * transaction that moves the application to "approved": the practice's name, address, city, phone,
 * e-mail, website and Dental Council registration number, with the applicant as the dentist. What
 * an application does not say (hours, coordinates beyond the city, description) is left
 * for the operator, and the shared validation asks for it before the listing can be published.
 * It is saved as the editor saves a new listing (saveListingIn: audited, listings version bumped);
 * the caller refreshes the listings snapshot once the approval has committed.
 */

/** Partner "services" spelled as the directory spells them; the others have no directory name. */
const DIRECTORY_SERVICE: Record<string, string> = {
  "General Checkups": "General Dentistry",
  "Invisalign and Clear Aligners": "Invisalign",
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The first of `base`, `base-2`, `base-3`… that `taken` says is free. */
async function freeId(base: string, taken: (id: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(id))) return id;
  }
}

export async function draftListingFromApplication(
  trx: Kysely<Database>,
  application: { reference: string; fields: Record<string, unknown>; actor: string },
): Promise<string> {
  const { fields, reference, actor } = application;
  await lockListings(trx);
  const city = findCity(text(fields.city));
  const practiceName = text(fields.practiceName);
  const base = slugify(`${practiceName} ${city?.slug ?? ""}`).slice(0, 100) || "practice";
  const exists = (table: "practices" | "dentists") => async (id: string) =>
    (await trx.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
  const practiceId = await freeId(base, exists("practices"));
  const id = await freeId(base, exists("dentists"));

  const practice: Practice = {
    id: practiceId,
    name: practiceName,
    citySlug: city?.slug ?? "",
    address: text(fields.address),
    // The city's centre until the operator places the practice.
    lat: city?.lat ?? 0,
    lng: city?.lng ?? 0,
    phone: displayPhone(text(fields.phone)),
    email: text(fields.email),
    website: text(fields.website),
    bookingEmail: text(fields.email),
    openingHours: closedWeek(),
    languages: ["English"],
    access: { wheelchair: false, accessibleParking: false, hearingLoop: false },
  };
  const offered = Array.isArray(fields.services) ? fields.services.map(text) : [];
  const services = offered
    .map((s) => DIRECTORY_SERVICE[s] ?? s)
    .filter((s) => (SERVICE_NAMES as readonly string[]).includes(s));
  const experience = text(fields.experience);
  const dentist: DentistRecord = {
    id,
    practiceId,
    status: "draft",
    checkedOn: nzToday(),
    source: `Partner application ${reference}`,
    name: text(fields.contactName),
    registrationNumber: text(fields.registrationNumber),
    // Unknown until the operator sets them; a draft is not shown, and publishing asks for them.
    services,
    priceTier: "$$",
    priceRange: "",
    description: "",
    specialties: text(fields.practiceType) ? [text(fields.practiceType)] : [],
    experience: experience ? `${experience} years` : "",
    funding: { acc: false, workAndIncome: false, under18: false, southernCross: false, nibFirstChoice: false },
    acceptingNewPatients: true,
  };

  // null: created only if the id is still free, which the lock taken above guarantees.
  await saveListingIn(trx, { kind: "dentist", listing: dentist, practice }, actor, null);
  return listingKey("dentist", id);
}
