/**
 * The policy page's counts (issue 35 item 4): per quarter on New Zealand's calendar, how many
 * reviews were published, how many rejected by reason, and how many taken down after a report by
 * the report's reason. Read from the reviews table at each rendering (the page cache keeps it a
 * minute); sample reviews count like any other, as everywhere on the sample site.
 */
import type { Kysely } from "kysely";

import type { PolicyQuarter, ReviewPolicyFigures } from "../../rules/api/reviews-after";
import { nzDateTime } from "../../rules/nz-time";
import { reportReasonLabel } from "../../rules/reviews/reports";
import type { Database } from "../platform/db/schema";

/** "2026 Q4" for an instant, on New Zealand's calendar. */
function nzQuarter(iso: string): string {
  const [year, month] = nzDateTime(new Date(iso)).date.split("-");
  return `${year} Q${Math.floor((Number(month) - 1) / 3) + 1}`;
}

const counted = (map: Map<string, number>) =>
  [...map]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));

export async function policyFigures(db: Kysely<Database>): Promise<ReviewPolicyFigures> {
  const rows = await db
    .selectFrom("reviews")
    .select(["status", "published_at", "decided_at", "decision_reason"])
    .where((eb) => eb.or([eb("published_at", "is not", null), eb("status", "in", ["rejected", "removed"])]))
    .execute();
  const quarters = new Map<
    string,
    { published: number; rejected: Map<string, number>; removed: Map<string, number> }
  >();
  const quarter = (iso: string) => {
    const label = nzQuarter(iso);
    let q = quarters.get(label);
    if (!q) quarters.set(label, (q = { published: 0, rejected: new Map(), removed: new Map() }));
    return q;
  };
  for (const row of rows) {
    if (row.published_at) quarter(row.published_at).published += 1;
    if (row.status === "rejected" && row.decided_at) {
      const q = quarter(row.decided_at);
      const reason = row.decision_reason ?? "No reason recorded";
      q.rejected.set(reason, (q.rejected.get(reason) ?? 0) + 1);
    }
    if (row.status === "removed" && row.decided_at) {
      const q = quarter(row.decided_at);
      const reason = reportReasonLabel(row.decision_reason ?? "other");
      q.removed.set(reason, (q.removed.get(reason) ?? 0) + 1);
    }
  }
  const list: PolicyQuarter[] = [...quarters]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([label, q]) => ({
      label,
      published: q.published,
      rejected: counted(q.rejected),
      removed: counted(q.removed),
    }));
  return { quarters: list };
}
