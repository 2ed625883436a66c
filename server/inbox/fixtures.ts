import { randomUUID } from "node:crypto";

import type { Kysely } from "kysely";

import type { Database } from "../db/schema";
import type { SubmissionsTable } from "../submissions/tables";

/**
 * Test helper: stores a submission exactly as the form service documents it (server/submissions/tables.ts),
 * with its "received" event. Only tests use it.
 */
export async function insertSubmission(
  db: Kysely<Database>,
  overrides: Partial<SubmissionsTable> & { fieldValues?: Record<string, unknown> } = {},
): Promise<SubmissionsTable> {
  const { fieldValues, ...columns } = overrides;
  const now = new Date().toISOString();
  const row: SubmissionsTable = {
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
    ...columns,
  };
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
