import type { Kysely } from "kysely";

import type { Database } from "../platform/db/schema";
import type { RequestSample } from "./figures";

/** The columns a response sample is made of: only what the figure needs, never the patient's request. */
const SAMPLE_COLUMNS = [
  "practice_id as practiceId",
  "status",
  "sent_at as sentAt",
  "first_answer_at as firstAnswerAt",
  "reminded_at as remindedAt",
  "escalated_at as escalatedAt",
  "updated_at as updatedAt",
  "appointment_start as appointmentStart",
  "offered_times as offeredTimes",
] as const;

/**
 * The practice_requests rows response times are computed from: those sent at or after `since`
 * (ISO instants compare as text, on both databases), optionally of one practice.
 */
export async function requestSamples(db: Kysely<Database>, since: Date, practiceId?: string): Promise<RequestSample[]> {
  let query = db.selectFrom("practice_requests").select(SAMPLE_COLUMNS).where("sent_at", ">=", since.toISOString());
  if (practiceId !== undefined) query = query.where("practice_id", "=", practiceId);
  return query.execute();
}

/**
 * One practice's requests sent, or with an appointment, at or after `since`: a practice's own
 * figures (server/accounts/figures.ts) count appointments in the week they fall.
 */
export async function practiceRequestSamples(
  db: Kysely<Database>,
  practiceId: string,
  since: Date,
): Promise<RequestSample[]> {
  const from = since.toISOString();
  return db
    .selectFrom("practice_requests")
    .select(SAMPLE_COLUMNS)
    .where("practice_id", "=", practiceId)
    .where((eb) => eb.or([eb("sent_at", ">=", from), eb("appointment_start", ">=", from)]))
    .execute();
}

/** The name each practice was last sent a request under, for the inbox's chart. */
export async function practiceNames(db: Kysely<Database>, since: Date): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("practice_requests")
    .select(["practice_id", "practice_name", "sent_at"])
    .where("sent_at", ">=", since.toISOString())
    .orderBy("sent_at", "asc")
    .execute();
  return new Map(rows.map((r) => [r.practice_id, r.practice_name]));
}
