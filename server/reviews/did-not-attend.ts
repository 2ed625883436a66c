/**
 * "The patient did not attend" (issue 35 item 2): within 3 days after a confirmed appointment the
 * practice may say so on its request page, which cancels the review invitation (status
 * "did-not-attend"); the patient is e-mailed and can dispute it on their status page. The inbox
 * shows each practice's did-not-attend rate.
 */
import type { Kysely } from "kysely";

import type { DidNotAttendState, PatientReviewNotice } from "../../rules/api/reviews-after";
import { openStatusToken } from "../platform/private-links/status-link-seal";
import type { Database } from "../platform/db/schema";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import { STATUS_TOKEN_PATTERN, statusTokenHash, storedStatusTokenHashes } from "../platform/private-links/status-token";

/** How long after the appointment's start the practice may say the patient did not attend. */
const DID_NOT_ATTEND_DAYS = 3;
const DAY_MS = 86_400_000;

/** An invitation the practice can still cancel: not yet reviewed, expired or cancelled. */
const CANCELLABLE = ["scheduled", "invited"] as const;

async function practiceRequestOf(db: Kysely<Database>, token: string) {
  if (!STATUS_TOKEN_PATTERN.test(token)) return undefined;
  return db
    .selectFrom("practice_requests")
    .selectAll()
    .where("token_hash", "=", statusTokenHash(token))
    .executeTakeFirst();
}

async function invitationOf(db: Kysely<Database>, practiceRequestId: string) {
  return db
    .selectFrom("review_invitations")
    .selectAll()
    .where("practice_request_id", "=", practiceRequestId)
    .executeTakeFirst();
}

export async function didNotAttendState(
  db: Kysely<Database>,
  practiceToken: string,
  now: Date,
): Promise<DidNotAttendState | null> {
  const request = await practiceRequestOf(db, practiceToken);
  if (!request || request.status !== "confirmed" || !request.appointment_start) return null;
  const invitation = await invitationOf(db, request.id);
  if (!invitation) return null;
  const start = Date.parse(invitation.appointment_start);
  const until = new Date(start + DID_NOT_ATTEND_DAYS * DAY_MS);
  const canSay =
    (CANCELLABLE as readonly string[]).includes(invitation.status) &&
    now.getTime() >= start &&
    now.getTime() <= until.getTime();
  return { canSay, saidAt: invitation.did_not_attend_at, until: until.toISOString() };
}

/** The practice says its patient did not attend: the invitation is cancelled and the patient told. */
export async function sayDidNotAttend(
  db: Kysely<Database>,
  practiceToken: string,
  options: { now: Date; sealKey: Buffer },
): Promise<{ ok: boolean; message: string }> {
  const request = await practiceRequestOf(db, practiceToken);
  const state = request && (await didNotAttendState(db, practiceToken, options.now));
  if (!request || !state)
    return { ok: false, message: "There is no confirmed appointment with a review invitation on this request." };
  if (state.saidAt) return { ok: false, message: "You have already told us the patient did not attend." };
  if (!state.canSay) {
    return {
      ok: false,
      message:
        options.now.getTime() < Date.parse(request.appointment_start ?? "")
          ? "The appointment has not started yet."
          : `This can be said only within ${DID_NOT_ATTEND_DAYS} days after the appointment, before the patient has written a review.`,
    };
  }
  const at = options.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("review_invitations")
      .set({ status: "did-not-attend", did_not_attend_at: at, updated_at: at })
      .where("practice_request_id", "=", request.id)
      .where("status", "in", CANCELLABLE)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1)
      return { ok: false, message: "The patient has already written a review." };
    const booking = await trx
      .selectFrom("submissions")
      .select(["id", "email", "fields", "reference", "status_token_sealed"])
      .where("id", "=", request.submission_id)
      .executeTakeFirst();
    if (booking?.email) {
      const firstName = (JSON.parse(booking.fields) as Record<string, unknown>).firstName;
      await enqueue(
        trx,
        emailJob(
          {
            template: "review-did-not-attend",
            to: booking.email,
            firstName: typeof firstName === "string" ? firstName.trim() : "",
            reference: booking.reference,
            statusToken: openStatusToken(booking.status_token_sealed, options.sealKey),
            practiceName: request.practice_name,
            start: request.appointment_start!,
          },
          { sealKey: options.sealKey, submissionId: booking.id },
        ),
        options.now,
      );
    }
    return { ok: true, message: "Thank you: the patient will not be asked to review this visit. We have told them." };
  });
}

async function invitationsOfStatusToken(db: Kysely<Database>, statusToken: string) {
  if (!STATUS_TOKEN_PATTERN.test(statusToken)) return [];
  return db
    .selectFrom("submissions as s")
    .innerJoin("review_invitations as i", "i.submission_id", "s.id")
    .innerJoin("practice_requests as p", "p.id", "i.practice_request_id")
    .select(["i.id", "i.did_not_attend_at", "i.disputed_at", "i.appointment_start", "p.practice_name"])
    .where("s.status_token_hash", "in", storedStatusTokenHashes(statusToken))
    .where("i.did_not_attend_at", "is not", null)
    .orderBy("i.did_not_attend_at", "desc")
    .execute();
}

/** What the patient's status page says about a "did not attend", if the practice said one. */
export async function patientReviewNotice(
  db: Kysely<Database>,
  statusToken: string,
): Promise<PatientReviewNotice | null> {
  const [row] = await invitationsOfStatusToken(db, statusToken);
  if (!row?.did_not_attend_at) return null;
  return {
    didNotAttendAt: row.did_not_attend_at,
    disputedAt: row.disputed_at,
    practiceName: row.practice_name,
    start: row.appointment_start,
  };
}

/** The patient says they did attend: recorded for a moderator (the inbox lists disputes). */
export async function disputeDidNotAttend(db: Kysely<Database>, statusToken: string, now: Date): Promise<boolean> {
  const [row] = await invitationsOfStatusToken(db, statusToken);
  if (!row || row.disputed_at) return false;
  const at = now.toISOString();
  const updated = await db
    .updateTable("review_invitations")
    .set({ disputed_at: at, updated_at: at })
    .where("id", "=", row.id)
    .where("disputed_at", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

interface PracticeAttendance {
  practiceId: string;
  practiceName: string;
  /** Confirmed appointments already past, with an invitation (sample data left out). */
  appointments: number;
  didNotAttend: number;
  disputed: number;
  /** didNotAttend / appointments, 0–1. */
  rate: number;
}

/** Each practice's did-not-attend rate over its past confirmed appointments, highest first. */
export async function didNotAttendRates(db: Kysely<Database>, now: Date): Promise<PracticeAttendance[]> {
  const rows = await db
    .selectFrom("review_invitations as i")
    .innerJoin("practice_requests as p", "p.id", "i.practice_request_id")
    .select(["i.practice_id", "p.practice_name", "i.did_not_attend_at", "i.disputed_at"])
    .where("i.sample", "=", 0)
    .where("i.appointment_start", "<=", now.toISOString())
    .execute();
  const byPractice = new Map<string, PracticeAttendance>();
  for (const row of rows) {
    let p = byPractice.get(row.practice_id);
    if (!p) {
      p = {
        practiceId: row.practice_id,
        practiceName: row.practice_name,
        appointments: 0,
        didNotAttend: 0,
        disputed: 0,
        rate: 0,
      };
      byPractice.set(row.practice_id, p);
    }
    p.appointments += 1;
    if (row.did_not_attend_at) p.didNotAttend += 1;
    if (row.disputed_at) p.disputed += 1;
  }
  return [...byPractice.values()]
    .map((p) => ({ ...p, rate: p.didNotAttend / p.appointments }))
    .sort((a, b) => b.rate - a.rate || a.practiceName.localeCompare(b.practiceName));
}

/** Disputed "did not attend"s, newest first, for the moderators. */
export async function disputedAttendances(db: Kysely<Database>) {
  return db
    .selectFrom("review_invitations as i")
    .innerJoin("practice_requests as p", "p.id", "i.practice_request_id")
    .innerJoin("submissions as s", "s.id", "i.submission_id")
    .select([
      "i.id",
      "p.practice_name as practiceName",
      "i.appointment_start as start",
      "i.did_not_attend_at as saidAt",
      "i.disputed_at as disputedAt",
      "s.reference",
      "s.id as submissionId",
    ])
    .where("i.disputed_at", "is not", null)
    .orderBy("i.disputed_at", "desc")
    .limit(200)
    .execute();
}
