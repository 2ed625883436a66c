import { randomUUID } from "node:crypto";

import type { Kysely } from "kysely";

import { practiceTarget, sentPracticeRequest } from "./practice-requests";
import type { PracticeRequestsTable } from "../../server/booking/practice-request-tables";
import type { Database } from "../../server/platform/db/schema";

const HOUR = 3_600_000;
/** Seals the links of practiceRequestRow's rows: no test opens them. */
const UNOPENED_LINKS_KEY = Buffer.alloc(32);

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
  const { row } = sentPracticeRequest(practiceTarget(practiceId), randomUUID(), sent, UNOPENED_LINKS_KEY);
  return {
    ...row,
    status: answered ? "confirmed" : "waiting",
    first_answer_at: answered?.toISOString() ?? null,
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
