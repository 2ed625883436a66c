import type { FastifyInstance } from "fastify";

import type { Config } from "../platform/config";
import { auditHashKey } from "../platform/audit/audit";
import { statusLinkSealKey } from "../platform/private-links/status-link-seal";
import { APPOINTMENT_REMINDER_JOB, PRACTICE_ESCALATION_JOB, PRACTICE_REMINDER_JOB } from "./timer-jobs";
import {
  appointmentReminderHandler,
  practiceEscalationHandler,
  practiceReminderHandler,
  type TimerDeps,
} from "./timers";

interface TimersOptions {
  config: Config;
  /** The worker's clock (buildApp's `now`): the handlers read the time from the same one. */
  now?: () => Date;
}

/**
 * The request loop's timers (issue 22, items 4 and 6) as job handlers of the outbox's worker:
 * the practice's reminder and escalation, and the patient's day-before reminder. Their jobs are
 * enqueued (timers.ts) by whoever starts the clock, in the same transaction.
 */
export default async function timers(app: FastifyInstance, { config, now = () => new Date() }: TimersOptions) {
  const deps: TimerDeps = { db: app.db, sealKey: statusLinkSealKey(auditHashKey(config)), now };
  app.outbox.handle(PRACTICE_REMINDER_JOB, practiceReminderHandler(deps));
  app.outbox.handle(PRACTICE_ESCALATION_JOB, practiceEscalationHandler(deps));
  app.outbox.handle(APPOINTMENT_REMINDER_JOB, appointmentReminderHandler(deps));
}
