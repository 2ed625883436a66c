import type { Kysely } from "kysely";

import type { PracticeAnswer } from "../../rules/booking-loop";
import type { Database } from "../platform/db/schema";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import { DECLINE_ACTOR, setNewPatientFacts } from "../listings";
import { nzToday } from "../../rules/nz-time";
import { appointmentConfirmed } from "./events";
import type { SubmissionsTable } from "./submission-tables";
import { openStatusToken } from "../platform/private-links/status-link-seal";
import type { PracticeRequestRow } from "./practice-request-tables";
import { addHistory, movePracticeRequest, moveSubmission } from "./booking-history";
import { appointmentConfirmedJobs, type Booking, patientContact, rematchingJobs } from "./transition-emails";

/*
 * The practice's answers by its link: it confirms a time, offers times or declines, and what
 * each moves, records and e-mails. Apart from the patient's steps, as it is the practice's side.
 */

/**
 * The practice answers by its link (the caller checked that it still may, and words `note`, the
 * history's record of the answer): the practice request moves, the history records it (actor
 * "practice"), a confirmation matches the booking, and the patient is e-mailed; a decline flags the
 * request for re-matching and tells the operators.
 */
export async function practiceAnswers(
  trx: Kysely<Database>,
  input: {
    booking: Booking & Pick<SubmissionsTable, "status_token_sealed">;
    row: PracticeRequestRow;
    answer: PracticeAnswer;
    /** The answer's times, as instants (parsePracticeAnswer). */
    instants: Date[];
    note: string;
    sealKey: Buffer;
    now: Date;
  },
): Promise<void> {
  const { booking, row, answer, now, sealKey } = input;
  const at = now.toISOString();
  const statusToken = openStatusToken(booking.status_token_sealed, sealKey);
  const patient = patientContact(booking, statusToken);
  const answered = { first_answer_at: row.first_answer_at ?? at, updated_at: at };
  const entry = (action: string) => ({ submission_id: booking.id, at, actor: "practice", action, note: input.note });
  const by = { submissionId: booking.id, sealKey };

  if (answer.answer === "confirm") {
    const start = input.instants[0]!.toISOString();
    await movePracticeRequest(trx, row, {
      ...answered,
      status: "confirmed",
      appointment_start: start,
      appointment_minutes: answer.minutes,
      offered_times: null,
    });
    await addHistory(trx, entry("practice-confirmed"));
    await moveSubmission(trx, booking, "matched", { actor: "practice", at });
    await enqueue(
      trx,
      appointmentConfirmedJobs({ booking, row, start, minutes: answer.minutes, statusToken, sealKey, now }),
      now,
    );
    // Every confirmed appointment is invited to review it (issue 35 item 2).
    await appointmentConfirmed.publish(trx, { practiceRequest: row, booking, start, sealKey, now });
  } else if (answer.answer === "offer") {
    const times = input.instants.map((instant) => instant.toISOString());
    await movePracticeRequest(trx, row, { ...answered, status: "offered", offered_times: JSON.stringify(times) });
    await addHistory(trx, entry("practice-offered"));
    await enqueue(
      trx,
      emailJob({ template: "patient-offered", ...patient, practiceName: row.practice_name, times }, by),
      now,
    );
  } else {
    await movePracticeRequest(trx, row, {
      ...answered,
      status: "declined",
      decline_reason: answer.reason,
      offered_times: null,
      escalated_at: at,
    });
    await addHistory(trx, entry("practice-declined"));
    await enqueue(trx, rematchingJobs(booking.id, patient, "declined", sealKey), now);
    if (answer.because === "not-taking-new-patients") await notTakingNewPatients(trx, row, now);
  }
}

/**
 * A decline "not taking new patients" (issue 37 item 1): the practice's "new adult patients" turns
 * to no, confirmed today, in the decline's transaction (in its listing history, by
 * DECLINE_ACTOR), and the practice is e-mailed how to turn it back on.
 */
async function notTakingNewPatients(trx: Kysely<Database>, row: PracticeRequestRow, now: Date): Promise<void> {
  const changed = await setNewPatientFacts(trx, row.practice_id, { adult: false }, nzToday(now), DECLINE_ACTOR);
  if (changed === undefined) return;
  await enqueue(
    trx,
    emailJob({ template: "practice-new-patients-off", to: row.practice_email, practiceName: row.practice_name }),
    now,
  );
}
