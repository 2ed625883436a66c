import type { PracticeRequestStatus } from "../booking-loop";

/**
 * What a practice's private link shows (its page /practice/requests/:token): what the practice
 * needs to contact the patient and answer. Only behind the link, never in an e-mail.
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
  /**
   * The booking form's "Insurance provider" answer as typed (ACC, an insurer, Work and Income…);
   * null when none, erased or no longer this practice's to see.
   */
  insurance: string | null;
  /** The patient's notes; null when none or erased. */
  message: string | null;
  /** A confirmed appointment (ISO instant, length in minutes). */
  appointment: { start: string; minutes: number } | null;
  /** Times offered and not yet accepted (ISO instants). */
  offeredTimes: string[];
  declineReason: string | null;
}

/** What the practice's page is given for a token (GET, and again after an answer is refused). */
export type PracticePageData =
  | { kind: "found"; view: PracticeRequestView }
  /** No request has this token (or it is not shaped like one): 404. */
  | { kind: "missing" }
  /** Past its expiry: 410, with when it expired and the reference to quote. */
  | { kind: "expired"; reference: string; expiresAt: string };

/** The page's form fields, flat (url-encoded): offers are `date1`/`time1` … `date3`/`time3`. */
export type PracticeAnswerValues = Record<string, string>;

/** What posting an answer did. */
export type PracticeAnswerResult =
  | { kind: "answered"; view: PracticeRequestView }
  /** 400: field errors beside the fields, what was typed kept. */
  | { kind: "invalid"; answer: string; errors: Record<string, string>; values: PracticeAnswerValues }
  /** 409: that answer is no longer possible (already confirmed, withdrawn…); the page as it is now. */
  | { kind: "refused"; message: string; view: PracticeRequestView }
  | { kind: "missing" }
  | { kind: "expired"; reference: string; expiresAt: string };

/**
 * What the Fastify server gives the practice page's loader and action (React Router's load
 * context, as `context.practiceRequests`).
 */
export interface PracticeRequestLoadContext {
  practiceRequests: {
    page(token: string): Promise<PracticePageData>;
    answer(token: string, values: PracticeAnswerValues): Promise<PracticeAnswerResult>;
  };
}
