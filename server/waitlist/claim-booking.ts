import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";

import { bookingForm } from "../../forms/booking-fields";
import type { WorkingHours } from "../../rules/booking-loop";
import { nzDateTime } from "../../rules/nz-time";
import { type ClaimedTime, patientBooksFreedTime, insertRows, newReference, type SubmissionsTable } from "../booking";
import { sealStatusToken } from "../platform/private-links/status-link-seal";
import type { Database } from "../platform/db/schema";
import { newStatusToken } from "../platform/private-links/status-token";

/*
 * The booking a claimed time makes for a waitlist entry from a practice's profile (issue 37 item
 * 5), which has none: stored as the form service stores a booking (insertRows, in the claim's
 * transaction, so it exists exactly when the claim won), with a status link, then confirmed at the
 * time (claimed-times.ts's patientBooksFreedTime). The patient's confirmation e-mail carries the
 * status link; no "request received" e-mail, as nothing is left to wait for.
 */

/** The details a profile entry keeps (forms/waitlist-join.ts's booking fields). */
interface EntryDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string;
}

/** The booking form's values for the claimed time: the entry's details, the time's place and date. */
function bookingFields(details: EntryDetails, time: ClaimedTime): Record<string, string> {
  const at = nzDateTime(new Date(time.start));
  const fields: Record<string, string> = {
    ...details,
    location: time.target.citySlug,
    preferredDate: at.date,
    preferredTime: at.time,
    urgency: "routine",
    listing: time.target.listingRef,
  };
  // Every field of the booking form, as a stored booking has them (empty when not given).
  return Object.fromEntries(Object.keys(bookingForm.fields).map((name) => [name, fields[name] ?? ""]));
}

/** Stores the entry's booking and confirms the claimed time for it; the new booking's id. */
export async function bookClaimedTime(
  trx: Kysely<Database>,
  input: { fields: string; time: ClaimedTime; sealKey: Buffer; now: Date; hours: WorkingHours },
): Promise<string> {
  const { time, now, sealKey } = input;
  const details = JSON.parse(input.fields) as EntryDetails;
  const at = now.toISOString();
  const status = newStatusToken(now.getTime());
  const row: SubmissionsTable = {
    id: uuidv7(),
    reference: newReference(bookingForm.referencePrefix),
    form: "booking",
    status: "new",
    spam: 0,
    received_at: at,
    updated_at: at,
    email: details.email.toLowerCase(),
    name: `${details.firstName} ${details.lastName}`,
    city: time.target.citySlug,
    urgency: "routine",
    fields: JSON.stringify(bookingFields(details, time)),
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    page_url: null,
    idempotency_key: null,
    body_hash: null,
    status_token_hash: status.hash,
    status_token_sealed: sealStatusToken(status.token, sealKey),
  };
  await insertRows(
    trx,
    [
      {
        row,
        event: {
          submission_id: row.id,
          at,
          actor: "system",
          action: "received",
          from_status: null,
          to_status: "new",
          note: "From the waitlist: the patient took a freed time.",
        },
        jobs: [],
      },
    ],
    input.hours,
  );
  await patientBooksFreedTime(trx, {
    ...time,
    booking: row,
    statusToken: status.token,
    sealKey,
    now,
    hours: input.hours,
  });
  return row.id;
}
