import type { PracticeRequestStatus } from "../booking-loop";
import type { PracticeRole, RequestGroup } from "../practice-account";
import type { PracticeAnswerResult, PracticeAnswerValues, PracticePageData } from "./practice-request";

/*
 * What the practice account's pages (app/routes/practice-*.tsx) are given by the server
 * (server/practice-accounts/service.ts). Every call takes the page's web Request: the server reads
 * the session from its cookie and checks the user's role in the practice on each call.
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

/** One request in the practice's list. */
export interface PracticeRequestSummary {
  id: string;
  reference: string;
  status: PracticeRequestStatus;
  group: RequestGroup;
  dentist: { ref: string; name: string };
  sentAt: string;
  /** "First Last" while the practice holds the request; null otherwise (as the link shows). */
  patientName: string | null;
  service: string | null;
  urgency: string | null;
  appointment: { start: string; minutes: number } | null;
  offeredTimes: string[];
}

export interface PracticeRequestList {
  requests: PracticeRequestSummary[];
  /** The practitioners the practice's requests name, for the filter. */
  dentists: { ref: string; name: string }[];
  /** How many requests each group holds (before the filters). */
  counts: Record<RequestGroup, number>;
  filter: { group: RequestGroup | null; dentist: string | null };
}

export interface PracticeTeamMember {
  userId: string;
  email: string;
  role: PracticeRole;
  you: boolean;
}

export type FormResult<T> =
  ({ kind: "done" } & T) | { kind: "invalid"; errors: Record<string, string>; values: Record<string, string> };

export type SignInLinkState =
  | { kind: "valid"; purpose: "sign-in" | "invitation"; practiceName: string | null }
  | { kind: "used" }
  | { kind: "expired" }
  | { kind: "missing" };

export interface PracticeAccountLoadContext {
  practiceAccount: {
    /** Asks for a sign-in link: the same answer whether or not the address is a practice user's. */
    requestLink(
      values: Record<string, string>,
    ): Promise<FormResult<{ email: string }> | { kind: "limited"; message: string }>;
    /** What a sign-in or invitation link would do, without using it. */
    linkState(token: string): Promise<SignInLinkState>;
    /** Uses the link (once): a new session, its cookie, and where to go. */
    useLink(
      request: Request,
      token: string,
    ): Promise<{ kind: "signed-in"; setCookie: string } | Exclude<SignInLinkState, { kind: "valid" }>>;
    me(request: Request): Promise<Signed<object>>;
    requests(
      request: Request,
      filter: { group?: string | null; dentist?: string | null },
    ): Promise<Signed<{ list: PracticeRequestList }>>;
    request(request: Request, id: string): Promise<Signed<{ page: PracticePageData }>>;
    answer(
      request: Request,
      id: string,
      values: PracticeAnswerValues,
    ): Promise<Signed<{ result: PracticeAnswerResult }>>;
    team(request: Request): Promise<Signed<{ members: PracticeTeamMember[] }>>;
    invite(
      request: Request,
      values: Record<string, string>,
    ): Promise<Signed<{ result: FormResult<{ email: string }> }>>;
    remove(
      request: Request,
      userId: string,
    ): Promise<Signed<{ result: { kind: "done" } | { kind: "refused"; message: string } }>>;
    switchPractice(request: Request, practiceId: string): Promise<Signed<object>>;
    /** Ends this session, or every session of the user; the cookie that clears it. */
    signOut(request: Request, everywhere: boolean): Promise<{ setCookie: string }>;
  };
}
