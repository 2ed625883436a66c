import { DEFAULT_WORKING_HOURS } from "../../rules/booking-loop";
import { type PracticeTarget, sending } from "../../server/booking/sending";
import { openStatusToken } from "../../server/platform/private-links/status-link-seal";
import type { PracticeRequestsTable } from "../../server/booking/practice-request-tables";

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
