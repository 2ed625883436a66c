import type { Kysely } from "kysely";

import type { WorkingHours } from "../../rules/booking-loop";
import type { Database } from "../platform/db/schema";
import { enqueue, type NewJob } from "../platform/outbox/jobs";
import { type HeldRequest, requestsSent, type SentRequest } from "./events";
import { practiceTimerJobs } from "./timer-jobs";

/*
 * How practices hear of the requests sent to them: at once (the request's e-mail, then its reminder
 * and escalation timers), or later for a practice that asked for a summary of routine requests
 * (the practice account's digest answers requestsSent with the requests it holds, and sends the
 * summary itself). Held, a request's own e-mail does not go, and its timers count from the summary.
 */

const isPracticeRequestEmail = (job: NewJob, submissionId: string) =>
  job.kind === "email" &&
  job.submissionId === submissionId &&
  (job.payload as { template?: string } | null)?.template === "practice-request";

/** The sending's jobs with the held requests' e-mails taken out and their timers moved to the summary. */
function withHolds(
  sent: readonly SentRequest[],
  jobs: readonly NewJob[],
  held: readonly HeldRequest[],
  hours: WorkingHours,
): NewJob[] {
  let out = [...jobs];
  for (const hold of held) {
    const row = sent.find((s) => s.row.id === hold.practiceRequestId)?.row;
    if (!row) continue;
    const timerKeys = new Set([`practice-reminder:${row.id}`, `practice-escalation:${row.id}`]);
    out = out.filter((job) => !isPracticeRequestEmail(job, row.submission_id) && !timerKeys.has(job.uniqueKey ?? ""));
    out.push(
      ...practiceTimerJobs(
        {
          practiceRequestId: row.id,
          submissionId: row.submission_id,
          sentAt: hold.until,
          emergency: false,
          citySlug: hold.citySlug,
          closures: hold.closures,
        },
        hours,
      ),
    );
  }
  return out;
}

/**
 * Enqueues a sending's jobs in its transaction (after or before its rows are written), once
 * whoever holds requests for a summary has said which.
 */
export async function tellPractices(
  trx: Kysely<Database>,
  sent: readonly SentRequest[],
  jobs: readonly NewJob[],
  hours: WorkingHours,
  now?: Date,
): Promise<void> {
  const held = sent.length > 0 ? (await requestsSent.publish(trx, { sent, hours })).flat() : [];
  await enqueue(trx, held.length > 0 ? withHolds(sent, jobs, held, hours) : jobs, now);
}
