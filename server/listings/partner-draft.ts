import type { Kysely } from "kysely";

import { findCity } from "../../rules/listings/cities";
import { SERVICE_NAMES } from "../../rules/listings/services";
import { closedWeek } from "../../rules/listings/hours";
import type { Practice } from "../../rules/listings/types";
import { slugify } from "../../rules/text";
import { displayPhone } from "../../forms/phone";
import { audit } from "../platform/audit/audit";
import type { Database } from "../platform/db/schema";
import { practiceDrafted } from "./events";
import { bumpListingsVersion, lockListings } from "./listings-version";
import { upsertRows } from "./row-writes";
import { practiceToRow } from "./rows";

/**
 * Approving a partner application (issue 21 item 5, issue 36 item 3) makes a DRAFT practice from
 * it, in the transaction that moves the application to "approved": its name, address, city, phone,
 * e-mail and website, with the applicant (the contact person) as the practice's OWNER, invited by
 * e-mail in the same transaction, not as a dentist. The practice has no practitioner yet: the
 * application's registration number and services are kept as a prefill for the owner's first
 * practitioner (server/accounts/onboarding.ts). What an application does not say (hours,
 * coordinates beyond the city, practitioners) the owner completes before submitting; nothing is
 * public until an operator publishes it. The caller refreshes the listings snapshot once the
 * approval has committed.
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

/** The draft practice's id. */
export async function draftPracticeFromApplication(
  trx: Kysely<Database>,
  application: { reference: string; fields: Record<string, unknown>; actor: string; sealKey: Buffer; now: Date },
): Promise<string> {
  const { fields, reference, actor } = application;
  await lockListings(trx);
  const city = findCity(text(fields.city));
  const practiceName = text(fields.practiceName);
  const base = slugify(`${practiceName} ${city?.slug ?? ""}`).slice(0, 100) || "practice";
  const practiceId = await freeId(
    base,
    async (id) =>
      (await trx.selectFrom("practices").select("id").where("id", "=", id).executeTakeFirst()) !== undefined,
  );

  const practice: Practice = {
    id: practiceId,
    name: practiceName,
    citySlug: city?.slug ?? "",
    address: text(fields.address),
    // The city's centre until the practice is placed.
    lat: city?.lat ?? 0,
    lng: city?.lng ?? 0,
    phone: displayPhone(text(fields.phone)),
    email: text(fields.email),
    website: text(fields.website),
    bookingEmail: text(fields.email),
    openingHours: closedWeek(),
    languages: ["English"],
    access: { wheelchair: false, accessibleParking: false, hearingLoop: false },
    newPatients: {},
  };
  await upsertRows(trx, "practices", [practiceToRow(practice)], application.now.toISOString());
  await bumpListingsVersion(trx);
  await audit(trx, { actor, action: "practice-drafted", target: practiceId, details: { application: reference } });

  const offered = Array.isArray(fields.services) ? fields.services.map(text) : [];
  await practiceDrafted.publish(trx, {
    practiceId,
    practiceName,
    reference,
    contactEmail: text(fields.email),
    prefill: {
      contactName: text(fields.contactName),
      registrationNumber: text(fields.registrationNumber),
      services: offered
        .map((s) => DIRECTORY_SERVICE[s] ?? s)
        .filter((s) => (SERVICE_NAMES as readonly string[]).includes(s)),
      practiceType: text(fields.practiceType),
    },
    actor,
    sealKey: application.sealKey,
    now: application.now,
  });
  return practiceId;
}
