import type { PracticeRequestStatus } from "../booking-loop";

/**
 * What a practice's private link shows (GET /api/practice-requests/:token and its page
 * /practice/requests/:token): what the practice needs to contact the patient and answer. Only
 * behind the link, never in an e-mail.
 */
export interface PracticeRequestView {
  reference: string;
  status: PracticeRequestStatus;
  /** ISO instants. */
  sentAt: string;
  expiresAt: string;
  /** The listing the patient chose or the operator matched, as it was listed when sent. */
  dentist: { name: string; practice: string };
  /** Null once the patient withdrew (their details are erased). */
  patient: { firstName: string; lastName: string; phone: string; email: string } | null;
  service: string | null;
  /** "routine" | "urgent" | "emergency" (the booking form's option value). */
  urgency: string | null;
  preferredDate: string | null;
  preferredTime: string | null;
  /** The patient's notes; null when none or erased. */
  message: string | null;
  /** A confirmed appointment (ISO instant, length in minutes). */
  appointment: { start: string; minutes: number } | null;
  /** Times offered and not yet accepted (ISO instants). */
  offeredTimes: string[];
  declineReason: string | null;
}

/** The practice page's API address for a token. */
export const practiceRequestApi = (token: string) => `/api/practice-requests/${encodeURIComponent(token)}`;
/** The practice's private page (what the practice's e-mail links to). */
export const practiceRequestPath = (token: string) => `/practice/requests/${encodeURIComponent(token)}`;
