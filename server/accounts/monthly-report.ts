import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";

import { nzInstant } from "../../rules/nz-time";
import type { Database } from "../platform/db/schema";
import type { JobKind } from "../platform/outbox/job-kinds";
import { emailJob, enqueue, type NewJob } from "../platform/outbox/jobs";
import { addMonths, type FiguresDeps, nzMonthOf, practiceMonthFigures } from "./figures";
import { REPORT_BY_DEFAULT, reportStopToken } from "./settings";

/*
 * The monthly report to each practice's owners (issue 36 item 6; the partner page promises one):
 * a job in the outbox on the 1st of each month at 08:00 New Zealand time, for the month just
 * ended. Its unique key is that month, so however many instances start, the month's job exists
 * once; it e-mails every owner of every practice (and whoever chose it on the settings page, less
 * whoever stopped it) (each e-mail keyed by month, practice and owner,
 * so a job run again after a crash sends nobody a second copy), then adds next month's job.
 */

export const MONTHLY_REPORT = "practice-monthly-report";
export const MONTHLY_REPORT_JOB: JobKind<{ month: string }> = {
  kind: MONTHLY_REPORT,
  payload: z.object({ month: z.string().regex(/^\d{4}-\d{2}$/) }),
};

/** The report goes out at this New Zealand time on the 1st: the start of a working day. */
const SEND_TIME = "08:00";

/** The job that reports `month` ("2026-11"): it runs on the 1st of the month after, 08:00 NZ. */
export function monthlyReportJob(month: string): NewJob {
  return {
    kind: MONTHLY_REPORT,
    payload: { month },
    runAt: nzInstant(`${addMonths(month, 1)}-01`, SEND_TIME)!,
    uniqueKey: `${MONTHLY_REPORT}:${month}`,
  };
}

/** The next report's job at `now`: this month's, or last month's when its time has not come yet. */
export function nextMonthlyReportJob(now: Date): NewJob {
  const lastMonth = monthlyReportJob(addMonths(nzMonthOf(now), -1));
  return lastMonth.runAt! > now ? lastMonth : monthlyReportJob(nzMonthOf(now));
}

/**
 * Every practice with someone who gets its report, and their addresses: owners unless they stopped
 * it, anyone else who asked for it (settings.ts REPORT_BY_DEFAULT, practice_report_choices).
 */
async function practicesWithOwners(db: Kysely<Database>) {
  const members = await db
    .selectFrom("practice_memberships as m")
    .innerJoin("practice_users as u", "u.id", "m.user_id")
    .innerJoin("practices as p", "p.id", "m.practice_id")
    .leftJoin("practice_report_choices as c", (join) =>
      join.onRef("c.user_id", "=", "m.user_id").onRef("c.practice_id", "=", "m.practice_id"),
    )
    .select(["p.id as practiceId", "p.name as practiceName", "u.id as userId", "u.email", "m.role", "c.monthly_report"])
    .orderBy("p.id")
    .orderBy("u.id")
    .execute();
  const rows = members.filter((m) =>
    m.monthly_report === null ? REPORT_BY_DEFAULT[m.role] : Number(m.monthly_report) === 1,
  );
  const byPractice = new Map<string, { name: string; owners: { userId: string; email: string }[] }>();
  for (const row of rows) {
    let entry = byPractice.get(row.practiceId);
    if (!entry) byPractice.set(row.practiceId, (entry = { name: row.practiceName, owners: [] }));
    entry.owners.push({ userId: row.userId, email: row.email });
  }
  return byPractice;
}

/** E-mails every practice's owners the month's report; how many e-mails were added. */
export async function sendMonthlyReports(
  deps: FiguresDeps & { stopLinks?: { auditKey: string; sealKey: Buffer } },
  month: string,
  now: Date,
): Promise<number> {
  let sent = 0;
  for (const [practiceId, practice] of await practicesWithOwners(deps.db)) {
    const f = await practiceMonthFigures(deps, practiceId, month, now);
    const figures = {
      received: f.received,
      answered: f.answered,
      confirmed: f.confirmed,
      appointments: f.appointments,
      waits: f.waits,
      percentileMs: f.percentileMs,
      reviewsPublished: f.reviewsPublished,
      response: f.response,
      listings: f.listings.map((l) => ({ name: l.name, count: l.count, average: l.average })),
    };
    await enqueue(
      deps.db,
      practice.owners.map((owner) =>
        emailJob(
          {
            template: "practice-monthly-report",
            to: owner.email,
            practiceName: practice.name,
            month,
            figures,
            ...(deps.stopLinks
              ? { linkToken: reportStopToken(deps.stopLinks.auditKey, owner.userId, practiceId) }
              : {}),
          },
          { uniqueKey: `${MONTHLY_REPORT}:${month}:${practiceId}:${owner.userId}`, sealKey: deps.stopLinks?.sealKey },
        ),
      ),
      now,
    );
    sent += practice.owners.length;
  }
  return sent;
}

/** The report's handler, and the next report's job added at start (once across instances). */
export function scheduleMonthlyReport(
  app: FastifyInstance,
  deps: FiguresDeps & { stopLinks?: { auditKey: string; sealKey: Buffer } },
  now: () => Date,
) {
  app.outbox.handle(MONTHLY_REPORT_JOB, async ({ month }) => {
    const at = now();
    const sent = await sendMonthlyReports(deps, month, at);
    await enqueue(app.db, monthlyReportJob(addMonths(month, 1)), at);
    app.outbox.wake();
    return `monthly report for ${month}: ${sent} e-mails`;
  });
  app.addHook("onReady", async () => {
    try {
      await enqueue(app.db, nextMonthlyReportJob(now()), now());
    } catch (error) {
      app.log.error(
        { error: error instanceof Error ? error.message : String(error) },
        "could not schedule the practices' monthly report",
      );
    }
  });
}
