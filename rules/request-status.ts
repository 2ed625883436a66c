/**
 * What a patient sees of their booking request on its private status page, shared by the server
 * (which maps the inbox's workflow onto it) and the page (which shows it as steps).
 */

/** The patient's view of a booking's progress. */
export type PublicStatus = "received" | "passed-to-practice" | "confirmed" | "closed" | "withdrawn";

/**
 * Inbox workflow status (rules/workflows.ts) → what the patient sees. "In progress" means
 * a person is arranging it with a practice; "matched" means a practice has taken it on.
 */
const FROM_INBOX: Record<string, PublicStatus> = {
  new: "received",
  in_progress: "passed-to-practice",
  matched: "confirmed",
  closed: "closed",
  declined: "closed",
};

export function publicStatusOf(inboxStatus: string): PublicStatus {
  return FROM_INBOX[inboxStatus] ?? "received";
}

/** The steps in order, with what each means for the patient. */
export const REQUEST_STEPS: readonly { status: PublicStatus; label: string; text: string }[] = [
  { status: "received", label: "Received", text: "We have your request and will look at it shortly." },
  {
    status: "passed-to-practice",
    label: "Passed to the practice",
    text: "We are arranging your appointment with a practice near you.",
  },
  {
    status: "confirmed",
    label: "Confirmed",
    text: "A practice has taken your request and will contact you to agree a time.",
  },
  { status: "closed", label: "Closed", text: "Nothing more will happen with this request." },
];

export const WITHDRAWN_STEP = {
  status: "withdrawn",
  label: "Withdrawn",
  text: "You withdrew this request. Your name, contact details and message have been erased.",
} as const;

/** The same action on a request that was already closed: nothing was withdrawn, details were erased. */
export const ERASED_STEP = {
  status: "withdrawn",
  label: "Details erased",
  text: "At your request, your name, contact details and message have been erased.",
} as const;

export type { RequestStatusView } from "./api/request-status";

/** The status page's API address for a token. */
export const requestStatusApi = (token: string) => `/api/requests/${encodeURIComponent(token)}`;

/** A request's private status page (what the confirmation page and the patient's e-mail link to). */
export const requestStatusPath = (token: string) => `/requests/${encodeURIComponent(token)}`;
