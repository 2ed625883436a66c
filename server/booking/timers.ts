import type { Kysely } from "kysely";

import {
  DEFAULT_APPOINTMENT_MINUTES,
  EMERGENCY_ESCALATE_MS,
  ESCALATE_AFTER_WORKING_HOURS,
} from "../../rules/booking-loop";
import type { Database } from "../platform/db/schema";
import { lockSubmissionOfPracticeRequest } from "../platform/db/transactions";
import type { EscalationEmailSpec } from "./email-specs";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import type { KindHandler } from "../platform/outbox/job-kinds";
import { PermanentJobError } from "../platform/outbox/worker";
import { addHistory } from "./booking-history";
import { patientContact, practiceContact, rematchingJobs } from "./transition-emails";
import { openStatusToken } from "../platform/private-links/status-link-seal";
import { APPOINTMENT_REMINDER, type AppointmentReminderPayload, type PracticeTimerPayload } from "./timer-jobs";

/*
 * The request loop's timed work (issue 22, items 4 and 6), as durable jobs enqueued in the
 * transaction of the change that starts the clock (timer-jobs.ts), and their handlers here: the
 * practice's reminder and escalation, the patient's day-before reminder.
 */

export {
  APPOINTMENT_REMINDER,
  appointmentReminderJob,
  EMERGENCY_REMIND_MS,
  PRACTICE_ESCALATION,
  PRACTICE_REMINDER,
  practiceTimerJobs,
} from "./timer-jobs";

// ---- The handlers (registered by timers-plugin.ts)

export interface TimerDeps {
  db: Kysely<Database>;
  /** statusLinkSealKey(auditHashKey(config)): opens the sealed link tokens. */
  sealKey: Buffer;
  /** The clock (the worker's: tests control both). */
  now: () => Date;
}

/** A job's result when the timer found nothing to do: the practice answered, or the request moved on. */
const NOT_NEEDED = "not needed";

/** History entries the timers add (actor "system"). */
const REMINDED_ACTION = "practice reminded";
export const FLAGGED_ACTION = "flagged for re-matching";
const APPOINTMENT_REMINDED_ACTION = "patient reminded of appointment";

const inHours = (ms: number) => `${ms / 3_600_000} hour${ms === 3_600_000 ? "" : "s"}`;

const ESCALATION_NOTES: Record<Exclude<EscalationEmailSpec["reason"], "declined">, string> = {
  "no-answer": `no answer in ${ESCALATE_AFTER_WORKING_HOURS} working hours`,
  "emergency-no-answer": `emergency: no answer in ${inHours(EMERGENCY_ESCALATE_MS)}`,
};

/** The patient's side of a request: who to e-mail and how to greet them, and their status link. */
async function patientOf(trx: Kysely<Database>, submissionId: string, sealKey: Buffer) {
  const row = await trx
    .selectFrom("submissions")
    .select(["email", "reference", "fields", "status_token_sealed"])
    .where("id", "=", submissionId)
    .executeTakeFirst();
  return row && patientContact(row, openStatusToken(row.status_token_sealed, sealKey));
}

async function addSystemEvent(
  trx: Kysely<Database>,
  submissionId: string,
  at: Date,
  action: string,
  note: string | null,
) {
  await addHistory(trx, { submission_id: submissionId, at: at.toISOString(), actor: "system", action, note });
}

/**
 * A practice timer's handler: in one transaction, the booking locked before its practice request
 * (LOCK ORDER, server/platform/db/transactions.ts), then `act` on the worker's clock.
 */
function practiceTimerHandler(
  deps: TimerDeps,
  act: (trx: Kysely<Database>, practiceRequestId: string, now: Date) => Promise<string>,
): KindHandler<PracticeTimerPayload> {
  return async ({ practiceRequestId }) => {
    return deps.db.transaction().execute(async (trx) => {
      await lockSubmissionOfPracticeRequest(trx, practiceRequestId);
      return act(trx, practiceRequestId, deps.now());
    });
  };
}

/**
 * Marks the practice request at `at` (its `mark` column), only while it is still waiting and not
 * yet so marked: a job run twice (its worker died after the commit) finds nothing the second time.
 */
function markWaiting(trx: Kysely<Database>, practiceRequestId: string, mark: "reminded_at" | "escalated_at", at: Date) {
  return trx
    .updateTable("practice_requests")
    .set(mark, at.toISOString())
    .set("updated_at", at.toISOString())
    .where("id", "=", practiceRequestId)
    .where("status", "=", "waiting")
    .where(mark, "is", null);
}

/**
 * The practice has not answered in REMIND_AFTER_WORKING_HOURS: e-mail it its link again, once.
 * The row is marked in the same transaction as the e-mail is enqueued, and only if it is still
 * waiting, unreminded and unexpired, so a job run twice reminds once.
 */
export function practiceReminderHandler(deps: TimerDeps): KindHandler<PracticeTimerPayload> {
  return practiceTimerHandler(deps, async (trx, practiceRequestId, now) => {
    const marked = await markWaiting(trx, practiceRequestId, "reminded_at", now)
      .where("expires_at", ">", now.toISOString())
      .returning(["submission_id", "practice_email", "practice_name", "token_sealed", "expires_at"])
      .executeTakeFirst();
    if (!marked) return NOT_NEEDED;
    const linkToken = openStatusToken(marked.token_sealed, deps.sealKey);
    const submission = await trx
      .selectFrom("submissions")
      .select("reference")
      .where("id", "=", marked.submission_id)
      .executeTakeFirst();
    // Sealed under another server secret, the link cannot be sent again; no retry will change that.
    // The job fails (listed in the inbox's outbox) and the escalation still comes.
    if (!linkToken || !submission) throw new PermanentJobError("the practice's link cannot be opened: no reminder");
    await enqueue(
      trx,
      emailJob(
        {
          template: "practice-reminder",
          to: marked.practice_email,
          reference: submission.reference,
          practiceName: marked.practice_name,
          linkToken,
          expiresAt: marked.expires_at,
        },
        { submissionId: marked.submission_id, sealKey: deps.sealKey },
      ),
      now,
    );
    await addSystemEvent(trx, marked.submission_id, now, REMINDED_ACTION, null);
    return "reminded";
  });
}

/**
 * The practice has not answered in ESCALATE_AFTER_WORKING_HOURS (an emergency: in an hour): the
 * request is flagged for re-matching in the inbox, the operators are e-mailed and the patient is
 * told we are finding another practice. Only a request still waiting: an offer is an answer (D474).
 */
export function practiceEscalationHandler(deps: TimerDeps): KindHandler<PracticeTimerPayload> {
  return practiceTimerHandler(deps, async (trx, practiceRequestId, now) => {
    const flagged = await markWaiting(trx, practiceRequestId, "escalated_at", now)
      .returning(["submission_id", "emergency"])
      .executeTakeFirst();
    if (!flagged) return NOT_NEEDED;
    const patient = await patientOf(trx, flagged.submission_id, deps.sealKey);
    if (!patient) return NOT_NEEDED;
    const reason = flagged.emergency ? "emergency-no-answer" : "no-answer";
    await enqueue(trx, rematchingJobs(flagged.submission_id, patient, reason, deps.sealKey), now);
    await addSystemEvent(trx, flagged.submission_id, now, FLAGGED_ACTION, ESCALATION_NOTES[reason]);
    return "flagged";
  });
}

/**
 * The day before a confirmed appointment: the patient's reminder, only if it is still confirmed
 * for the same time (a cancelled or moved appointment is not reminded of; a moved one has its own
 * job). The e-mail's unique key makes a second run of the job send nothing more.
 */
export function appointmentReminderHandler(deps: TimerDeps): KindHandler<AppointmentReminderPayload> {
  return async ({ practiceRequestId, start }) => {
    return deps.db.transaction().execute(async (trx) => {
      const now = deps.now();
      const row = await trx
        .selectFrom("practice_requests")
        .select([
          "submission_id",
          "status",
          "appointment_start",
          "appointment_minutes",
          "practice_name",
          "practice_phone",
          "practice_address",
          "dentist_name",
        ])
        .where("id", "=", practiceRequestId)
        .executeTakeFirst();
      if (!row || row.status !== "confirmed" || !row.appointment_start) return NOT_NEEDED;
      if (new Date(row.appointment_start).getTime() !== new Date(start).getTime()) return NOT_NEEDED;
      const patient = await patientOf(trx, row.submission_id, deps.sealKey);
      if (!patient) return NOT_NEEDED;
      const uniqueKey = `${APPOINTMENT_REMINDER}-email:${practiceRequestId}:${start}`;
      const sent = await trx.selectFrom("jobs").select("id").where("unique_key", "=", uniqueKey).executeTakeFirst();
      if (sent) return NOT_NEEDED;
      const practice = practiceContact(row);
      await enqueue(
        trx,
        emailJob(
          {
            template: "patient-appointment-reminder",
            to: patient.to,
            firstName: patient.firstName,
            reference: patient.reference,
            statusToken: patient.statusToken,
            practice,
            start: row.appointment_start,
            minutes: row.appointment_minutes ?? DEFAULT_APPOINTMENT_MINUTES,
            practiceRequestId,
          },
          { submissionId: row.submission_id, uniqueKey, sealKey: deps.sealKey },
        ),
        now,
      );
      await addSystemEvent(trx, row.submission_id, now, APPOINTMENT_REMINDED_ACTION, null);
      return "reminded";
    });
  };
}
