import { nzAppointmentTime } from "./appointment-time";
import type { PublicStatus, RequestStatusView } from "./api/request-status";

/**
 * What a patient sees of their booking request on its private status page, shared by the server
 * (which maps the inbox's workflow onto it) and the page (which shows it as steps).
 */

export type { PublicStatus } from "./api/request-status";

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

/**
 * A step's words for this request: "Confirmed" says which practice and when once a time is agreed;
 * "Passed to the practice" says when times are waiting to be chosen (a re-matching notice is the
 * page's own box, above the steps).
 */
export function stepText(step: { status: PublicStatus; text: string }, view: RequestStatusView): string {
  if (step.status === "confirmed" && view.practice && view.appointment) {
    return `Your appointment at ${view.practice.name} is on ${nzAppointmentTime(view.appointment.start)}.`;
  }
  if (step.status === "passed-to-practice" && view.status === "passed-to-practice") {
    if (view.offeredTimes.length > 0) return "The practice has offered other times: choose the one that suits you.";
    if (view.sentTo) return `${sentToText(view.sentTo)} They will contact you to agree a time.`;
  }
  return step.text;
}

/** "Your request has gone to Dr Aroha Ngata at Harbourside Dental." (a clinic: its name once). */
export function sentToText(sentTo: { dentist: string; practice: string }): string {
  return sentTo.dentist === sentTo.practice
    ? `Your request has gone to ${sentTo.practice}.`
    : `Your request has gone to ${sentTo.dentist} at ${sentTo.practice}.`;
}

/**
 * The step a request is at while we find another practice (a decline, or no answer in time): after
 * "Passed to the practice", which is then done, so the timeline moves on. The page's notice says why.
 */
export const LOOKING_AGAIN_STEP = {
  status: "passed-to-practice",
  label: "Finding another practice",
  text: "We will e-mail you when another practice has your request.",
} as const;

export type { RequestStatusView } from "./api/request-status";

/**
 * What went wrong with a change posted from the status page without JavaScript: the server
 * redirects back with one of these codes (never its own words, so a link cannot put text on the
 * page), and the page says it.
 */
export const PAGE_POST_PROBLEMS = {
  unreadable: "That did not work: please try again.",
  "accept-refused":
    "That time could not be accepted: it is no longer offered, or the request has changed. This page shows where it is now.",
  "cancel-refused": "The appointment could not be cancelled here: this page shows where your request is now.",
} as const;
export type PagePostProblem = keyof typeof PAGE_POST_PROBLEMS;
