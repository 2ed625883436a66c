import type { PracticeRequestStatus } from "./booking-loop";

/*
 * Practice accounts (issue 36): who may do what in a practice's account, and how its requests are
 * grouped. The server enforces both on every call; the pages only show what the server allows.
 */

export const PRACTICE_ROLES = ["owner", "manager", "reception"] as const;
export type PracticeRole = (typeof PRACTICE_ROLES)[number];

export const ROLE_LABELS: Record<PracticeRole, string> = {
  owner: "Owner",
  manager: "Manager",
  reception: "Reception",
};

/** What each role can do (issue 36 items 2 and 4). */
export const ROLE_DESCRIPTIONS: Record<PracticeRole, string> = {
  owner:
    "Manages who can sign in for the practice, keeps its listing up to date, answers requests and replies to reviews.",
  manager: "Keeps the practice's listing up to date, answers requests and replies to reviews.",
  reception: "Answers requests, and sees the reviews and figures.",
};

/** What a role may do; every access check on the server goes through `can`. */
export type PracticePermission =
  | "read-requests"
  | "answer-requests"
  | "edit-listing"
  | "manage-users"
  | "read-reviews"
  | "reply-reviews"
  | "read-figures"
  | "change-digest"
  // The owner's own passkeys (issue 36 item 1) and the practice's plan (item 7).
  | "manage-passkeys"
  | "see-plan"
  /** Submit a new practice's listing for checking (issue 36 item 3): owners only. */
  | "submit-listing";

/**
 * Everyone in the practice reads its reviews and figures (the requests reception answers are what
 * the figures count); replying to a review speaks for the practice in public: owners and managers.
 * How requests reach the practice's booking address (each at once or a summary) is a practice-wide
 * choice: owners and managers make it, reception sees it.
 */
const PERMISSIONS: Record<PracticeRole, readonly PracticePermission[]> = {
  owner: [
    "read-requests",
    "answer-requests",
    "edit-listing",
    "manage-users",
    "read-reviews",
    "reply-reviews",
    "read-figures",
    "change-digest",
    "manage-passkeys",
    "see-plan",
    "submit-listing",
  ],
  manager: [
    "read-requests",
    "answer-requests",
    "edit-listing",
    "read-reviews",
    "reply-reviews",
    "read-figures",
    "change-digest",
  ],
  reception: ["read-requests", "answer-requests", "read-reviews", "read-figures"],
};

export function can(role: PracticeRole, permission: PracticePermission): boolean {
  return PERMISSIONS[role].includes(permission);
}

/** A sign-in link works this long, once. */
export const SIGN_IN_LINK_MINUTES = 15;
/** An invitation works this long, once (the invitee may not read their mail within minutes). */
export const INVITATION_DAYS = 7;
/** A session ends after this long unused, and in any case this long after sign-in. */
export const PRACTICE_IDLE_MINUTES = 60;
export const PRACTICE_SESSION_HOURS = 12;

/** The groups the practice's request list is filtered by (issue 36 item 5). */
export const REQUEST_GROUPS = ["new", "waiting-for-patient", "confirmed", "past", "declined"] as const;
export type RequestGroup = (typeof REQUEST_GROUPS)[number];

export const REQUEST_GROUP_LABELS: Record<RequestGroup, string> = {
  new: "New",
  "waiting-for-patient": "Waiting for the patient",
  confirmed: "Confirmed",
  past: "Past",
  declined: "Declined",
};

export function isRequestGroup(value: unknown): value is RequestGroup {
  return typeof value === "string" && (REQUEST_GROUPS as readonly string[]).includes(value);
}

/**
 * The group of a request: new (waiting for the practice), waiting for the patient (times offered),
 * confirmed (an appointment still ahead), declined, and past (an appointment that has happened, or a
 * request that closed: cancelled, withdrawn, passed to another practice).
 */
export function requestGroup(status: PracticeRequestStatus, appointmentStart: string | null, now: Date): RequestGroup {
  switch (status) {
    case "waiting":
      return "new";
    case "offered":
      return "waiting-for-patient";
    case "confirmed":
      return appointmentStart && Date.parse(appointmentStart) > now.getTime() ? "confirmed" : "past";
    case "declined":
      return "declined";
    default:
      return "past";
  }
}
