import { randomUUID } from "node:crypto";

import type { Kysely } from "kysely";

import type { PracticeRequestStatus } from "../../rules/booking-loop";
import type { PracticeRequestsTable } from "../booking-loop/tables";
import type { Database } from "../db/schema";

const HOUR = 3_600_000;

/**
 * Tests' rows of practice_requests, as the request loop writes them: a request to `practiceId`
 * sent `sentHoursAgo` before `now`, first answered `answeredAfterHours` later (null: not yet).
 */
export function practiceRequestRow(
  practiceId: string,
  now: Date,
  sentHoursAgo: number,
  answeredAfterHours: number | null,
  more: Partial<PracticeRequestsTable> = {},
): PracticeRequestsTable {
  const sent = new Date(now.getTime() - sentHoursAgo * HOUR);
  const answered = answeredAfterHours === null ? null : new Date(sent.getTime() + answeredAfterHours * HOUR);
  const id = randomUUID();
  const status: PracticeRequestStatus = answered ? "confirmed" : "waiting";
  return {
    id,
    submission_id: randomUUID(),
    listing_ref: `dentist/${practiceId}`,
    practice_id: practiceId,
    practice_name: `${practiceId} Dental`,
    practice_phone: "(09) 555 0100",
    practice_address: "1 Main Street, Auckland",
    practice_email: `bookings@${practiceId}.example.nz`,
    token_hash: `hash-${id}`,
    token_sealed: `sealed-${id}`,
    status,
    emergency: 0,
    sent_at: sent.toISOString(),
    expires_at: new Date(sent.getTime() + 14 * 24 * HOUR).toISOString(),
    first_answer_at: answered?.toISOString() ?? null,
    appointment_start: null,
    appointment_minutes: null,
    offered_times: null,
    decline_reason: null,
    reminded_at: null,
    escalated_at: null,
    cancelled_at: null,
    updated_at: (answered ?? sent).toISOString(),
    ...more,
  };
}

export async function insertPracticeRequests(db: Kysely<Database>, rows: readonly PracticeRequestsTable[]) {
  if (rows.length)
    await db
      .insertInto("practice_requests")
      .values([...rows])
      .execute();
}
