/**
 * The inbox's workflows and labels: rules both the server (which enforces them) and the inbox
 * screens (which offer only these) need, so they live outside both.
 */
import type { FormName } from "../forms/names";

export type { FormName };

/** Each form's statuses and the moves allowed between them. */
export const WORKFLOWS: Record<FormName, Record<string, readonly string[]>> = {
  booking: {
    new: ["in_progress", "declined"],
    in_progress: ["matched", "declined"],
    matched: ["closed"],
    closed: [],
    declined: [],
  },
  contact: {
    new: ["answered", "closed"],
    answered: ["closed"],
    closed: [],
  },
  partner: {
    new: ["reviewing"],
    reviewing: ["approved", "rejected"],
    approved: [],
    rejected: [],
  },
  newsletter: {
    new: ["closed"],
    closed: [],
  },
};

export const STATUS_LABELS: Record<string, string> = {
  new: "New",
  in_progress: "In progress",
  matched: "Matched",
  closed: "Closed",
  declined: "Declined",
  answered: "Answered",
  reviewing: "Reviewing",
  approved: "Approved",
  rejected: "Rejected",
};

/** Statuses after which nothing more happens: the retention clock runs from the last change. */
export const FINAL_STATUSES = ["closed", "declined", "rejected"] as const;

export const FORMS = Object.keys(WORKFLOWS) as FormName[];

export function allowedMoves(form: FormName, status: string): readonly string[] {
  return WORKFLOWS[form]?.[status] ?? [];
}

/**
 * The operators' own target for sending a booking that names no dentist on to a practice. Not a
 * promise to patients: nothing records how often it is met (docs/decisions/D0551-the-sites-claims-about-itself-computed.md).
 */
export const RESPONSE_TARGET_MS = 2 * 60 * 60 * 1000;
