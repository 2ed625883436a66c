import { randomUUID } from "node:crypto";

import type { Kysely } from "kysely";

import type { Database } from "../../server/platform/db/schema";
import type { SubmissionsTable } from "../../server/booking/submission-tables";

/**
 * Test helper: a submission's row exactly as the form service documents it (server/booking/submission-tables.ts),
 * a routine booking unless `overrides` say otherwise. Only tests use it.
 */
export function submissionRow(
  overrides: Partial<SubmissionsTable> & { fieldValues?: Record<string, unknown> } = {},
): SubmissionsTable {
  const { fieldValues, ...columns } = overrides;
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    reference: `BK-${randomUUID().slice(0, 6).toUpperCase()}`,
    form: "booking",
    status: "new",
    spam: 0,
    received_at: now,
    updated_at: now,
    email: "aroha.patient@example.test",
    name: "Aroha Patient",
    city: "auckland",
    urgency: "routine",
    fields: JSON.stringify(
      fieldValues ?? {
        firstName: "Aroha",
        lastName: "Patient",
        email: "aroha.patient@example.test",
        phone: "021 123 4567",
        service: "General Dentistry",
        location: "auckland",
        preferredDate: "2026-12-01",
        preferredTime: "Morning",
        urgency: "routine",
        message: "A chipped molar that hurts when I drink cold water",
      },
    ),
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring",
    page_url: "/book",
    idempotency_key: null,
    body_hash: null,
    status_token_hash: null,
    status_token_sealed: null,
    ...columns,
  };
}

/** Test helper: stores submissionRow(overrides) with its "received" event. Only tests use it. */
export async function insertSubmission(
  db: Kysely<Database>,
  overrides: Parameters<typeof submissionRow>[0] = {},
): Promise<SubmissionsTable> {
  const row = submissionRow(overrides);
  await db.insertInto("submissions").values(row).execute();
  await db
    .insertInto("submission_events")
    .values({
      submission_id: row.id,
      at: row.received_at,
      actor: "patient",
      action: "received",
      from_status: null,
      to_status: "new",
      note: null,
    })
    .execute();
  return row;
}
