import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

import { DEFAULT_WORKING_HOURS } from "../../rules/booking-loop";
import { type PracticeTarget, sending } from "../../server/booking/sending";
import { auditHashKey } from "../../server/platform/audit/audit";
import type { Config } from "../../server/platform/config";
import { openStatusToken, statusLinkSealKey } from "../../server/platform/private-links/status-link-seal";
import type { PracticeRequestsTable } from "../../server/booking/practice-request-tables";
import { VALID } from "./form-fixtures";
import { bookThroughForm } from "./form-posts";
import { postFromOurPage } from "./practice-harness";

/**
 * Where a test sends a booking: practice `practiceId` at the listing `dentist/{practiceId}`, with
 * made-up names and contact details unless `practice` gives them.
 */
export function practiceTarget(practiceId: string, practice: Partial<PracticeTarget> = {}): PracticeTarget {
  return {
    listingRef: `dentist/${practiceId}`,
    dentistName: `Dr ${practiceId}`,
    practiceId,
    practiceName: `${practiceId} Dental`,
    phone: "(09) 555 0100",
    address: "1 Main Street, Auckland",
    bookingEmail: `bookings@${practiceId}.example.nz`,
    citySlug: "auckland",
    ...practice,
  };
}

/**
 * The practice request the request loop writes on sending booking `submissionId` to `target` at
 * `sentAt` (sending.ts `sending`: a new link, waiting, its expiry), and the practice's link
 * token, opened with `sealKey`. Only the row: the e-mail, timers and history entries that sending
 * also builds are the test's to write if it needs them.
 */
export function sentPracticeRequest(
  target: PracticeTarget,
  submissionId: string,
  sentAt: Date,
  sealKey: Buffer,
  urgency: string | null = null,
): { row: PracticeRequestsTable; linkToken: string } {
  const { row } = sending({
    submissionId,
    reference: "BK-TEST00",
    urgency,
    fromStatus: "new",
    target,
    actor: "system",
    now: sentAt,
    sealKey,
    hours: DEFAULT_WORKING_HOURS,
  });
  return { row, linkToken: openStatusToken(row.token_sealed, sealKey)! };
}

/**
 * A patient books through the form service naming practice `practiceId`'s listing (with `fields`
 * over the valid booking's), so the request loop sends it to that practice: the booking
 * (bookThroughForm), the practice request's id and the practice's link token, opened with
 * `config`'s key.
 */
export async function bookAtPractice(
  app: FastifyInstance,
  config: Config,
  practiceId: string,
  fields: Record<string, string> = {},
) {
  const booked = await bookThroughForm(app, { ...VALID.booking!, ...fields, listing: `dentist/${practiceId}` });
  const request = await app.db
    .selectFrom("practice_requests")
    .select(["id", "token_sealed"])
    .where("submission_id", "=", booked.id)
    .executeTakeFirstOrThrow();
  const practiceToken = openStatusToken(request.token_sealed, statusLinkSealKey(auditHashKey(config)))!;
  return { ...booked, practiceRequestId: request.id, practiceToken };
}

/** The practice confirms the appointment on `date` at 10:30 for 30 minutes, through its link's page (a redirect). */
export async function practiceConfirms(app: FastifyInstance, practiceToken: string, date: string) {
  const answer = { answer: "confirm", date, time: "10:30", minutes: "30" };
  expect((await postFromOurPage(app, `/practice/requests/${practiceToken}`, answer)).statusCode).toBe(302);
}
