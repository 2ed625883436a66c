import { type Kysely, sql } from "kysely";

import type { Database } from "../platform/db/schema";

/*
 * "Needs re-matching" (issue 22, item 4), as the inbox lists it: a booking whose latest sending to
 * a practice was flagged (escalated_at: no answer in time) and is still waiting for that practice
 * or was declined by it. A later sending (an operator chose another practice), a confirmation or
 * an offer (the practice answered after all) or a withdrawal clears it (D476).
 */

/** Statuses of a flagged sending that still leave the booking without a practice. */
const STILL_UNMATCHED = sql.join(["waiting", "declined"].map((status) => sql.lit(status)));

/** The flagged, unanswered latest sendings (alias pr). */
const flaggedLatest = sql`practice_requests pr
  where pr.escalated_at is not null
    and pr.status in (${STILL_UNMATCHED})
    and not exists (
      select 1 from practice_requests later
      where later.submission_id = pr.submission_id and later.sent_at > pr.sent_at
    )`;

/** 1 when the submissions row (in scope as `submissions`) needs re-matching, else 0; in both databases. */
export const needsRematching = sql<number>`(case when exists (
  select 1 from ${flaggedLatest} and pr.submission_id = submissions.id
) then 1 else 0 end)`;

/** How many bookings need re-matching now. */
export async function countNeedingRematching(db: Kysely<Database>): Promise<number> {
  const row = await sql<{
    n: string | number;
  }>`select count(distinct pr.submission_id) as n from ${flaggedLatest}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}
