import type { Kysely } from "kysely";

import { keptAfterErasure } from "../../forms/define";
import { FORM_SPECS } from "../../forms/specs";
import type { Database } from "../platform/db/schema";
import { deleteJobsOf } from "../platform/outbox/jobs";
import { bookingsErased } from "./events";
import type { SubmissionsTable } from "./submission-tables";

/*
 * Erasing a submission's personal details in place (a patient's withdrawal): apart from the
 * status links (status-links.ts), so the booking's withdrawal (server/booking/patient-steps.ts) can
 * run it in its transaction without importing them, as they import the booking's transitions.
 */

/**
 * What an erasure leaves of each column. Every column is listed, so a new one cannot be added to
 * the table without deciding here whether it is kept or erased (the type check insists).
 * Kept: what the request was and what happened to it, and the status link's token hash (the
 * patient's page keeps saying "withdrawn"). Everything else is blanked: the person, their words,
 * where they came from (UTM values and page address can hold an e-mail address or a name), and
 * the idempotency data.
 */
const AFTER_ERASURE: { [column in keyof SubmissionsTable]: "kept" | SubmissionsTable[column] } = {
  id: "kept",
  reference: "kept",
  form: "kept",
  status: "kept",
  spam: "kept",
  received_at: "kept",
  updated_at: "kept",
  city: "kept",
  urgency: "kept",
  status_token_hash: "kept",
  fields: "kept", // narrowed below to the fields its form flags as neither personal nor health
  name: "",
  email: "",
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  page_url: null,
  idempotency_key: null,
  body_hash: null,
  // The link still opens the (withdrawn) status page from the patient's own copy; no later e-mail needs it.
  status_token_sealed: null,
};

const ERASED_COLUMNS = Object.fromEntries(Object.entries(AFTER_ERASURE).filter(([, value]) => value !== "kept"));

/**
 * Every form requires an e-mail address, so only an erasure leaves a submission without one: an
 * erased (withdrawn) request takes no more notes.
 */
export const isErased = (row: { email: string }) => row.email === AFTER_ERASURE.email;

/**
 * Erases a submission's personal details in place: every column AFTER_ERASURE does not keep,
 * every form field its form's definition does not keep (forms/: only fields flagged neither personal
 * nor health stay, so the request can still be counted and its status page still says what it was
 * for), and the free-text notes in its history (they may
 * name the person), its e-mail jobs, and its practice requests' decline reasons (a practice's words
 * may quote the patient). The row, its status and the history's who/what/when stay: the audit trail is
 * kept. Run inside the caller's transaction; then ask for the leftovers on disk to be scrubbed
 * (app.scrubErasedData).
 */
export async function erasePersonalDetails(trx: Kysely<Database>, id: string, at: string): Promise<void> {
  const row = await trx.selectFrom("submissions").select(["form", "fields"]).where("id", "=", id).executeTakeFirst();
  if (!row) return;
  const fields = JSON.parse(row.fields) as Record<string, unknown>;
  const keep = keptAfterErasure(FORM_SPECS[row.form].fields);
  const kept = Object.fromEntries(keep.filter((k) => Object.hasOwn(fields, k)).map((k) => [k, fields[k]]));
  await trx
    .updateTable("submissions")
    .set({ ...ERASED_COLUMNS, fields: JSON.stringify(kept), updated_at: at })
    .where("id", "=", id)
    .execute();
  await trx
    .updateTable("submission_events")
    .set({ note: null })
    .where("submission_id", "=", id)
    // A practice's decline reason may speak of the patient, as a note may.
    .where("action", "in", ["note", "status-change", "practice-declined"])
    .execute();
  // Its e-mails, sent or waiting, name the person.
  await deleteJobsOf(trx, [id]);
  // So may a practice's reason for declining (it is shown on the practice's link and in the inbox).
  await trx.updateTable("practice_requests").set({ decline_reason: null }).where("submission_id", "=", id).execute();
  // Their review of the visit and its invitation (issue 35 item 8), their place on the waitlist
  // for an earlier time (issue 37 item 5): whatever else holds the person's details goes too.
  await bookingsErased.publish(trx, { submissionIds: [id] });
}
