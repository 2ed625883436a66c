import type { PracticeRole } from "../practice-account";

/*
 * Who is asking, as every practice-account call answers it: apart from the calls themselves, so
 * each part of the practice account's API (listing, security, contact changes) names it without
 * importing the whole API back.
 */

export interface PracticeMembershipView {
  practiceId: string;
  practiceName: string;
  role: PracticeRole;
}

/** The signed-in user and the practice they are working in. */
export interface PracticeMe {
  email: string;
  current: PracticeMembershipView;
  /** Every practice the user belongs to (several for a multi-location group). */
  practices: PracticeMembershipView[];
}

/**
 * A call's answer: signed out (no session, or it timed out), signed in without any practice, not
 * allowed in this role, or the answer with who asked.
 */
export type Signed<T> =
  | { kind: "signed-out" }
  | { kind: "no-practice"; email: string }
  | { kind: "forbidden"; me: PracticeMe; message: string }
  | ({ kind: "ok"; me: PracticeMe } & T);
