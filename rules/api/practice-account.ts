import type { PracticeRequestStatus } from "../booking-loop";
import type { PracticeRole, RequestGroup } from "../practice-account";
import type { DigestMode } from "../practice-settings";
import type { ResponseBandId } from "../response-bands";
import type { PracticeListingCalls } from "./practice-listing";
import type { PracticeAnswerResult, PracticeAnswerValues, PracticePageData } from "./practice-request";
import type { PracticeSecurityApi } from "./practice-security";
import type { Signed } from "./signed";
import type { ReviewReplyResult, ReviewReplyView } from "./reviews-after";
import type { OnboardingView, SubmitListingResult } from "./practice-onboarding";

/*
 * What the practice account's pages (app/routes/practice-*.tsx) are given by the server
 * (server/accounts/service.ts). Every call takes the page's web Request: the server reads
 * the session from its cookie and checks the user's role in the practice on each call.
 */

export type { PracticeMe, Signed } from "./signed";

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
  /** The summary (digest) it waits for, ISO, while the booking address has not been e-mailed it yet; else null. */
  heldForSummary: string | null;
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

/** One page of the practice's published reviews, newest visit first, each with its reply (if any). */
export interface PracticeReviewsPage {
  views: ReviewReplyView[];
  /** Published reviews of the practice (every page). */
  total: number;
  page: number;
  pageCount: number;
  /** Whether the user's role may reply (owner, manager). */
  canReply: boolean;
}

/**
 * What happened to the requests sent to the practice in a period (a New Zealand week or month),
 * each count saying from what: the period's requests, as they stand now.
 */
export interface PracticePeriodFigures {
  /** Requests sent to the practice in the period. */
  received: number;
  /** Of those, answered by now (confirmed, times offered or declined). */
  answered: number;
  /** Of those, confirmed now (an appointment, not cancelled or withdrawn since). */
  confirmed: number;
  /** Confirmed appointments whose time falls in the period (whenever they were asked for). */
  appointments: number;
  /** Requests whose time to first answer counts (server/response-times waitOf), and its 80th percentile. */
  waits: number;
  percentileMs: number | null;
}

export interface PracticeWeekFigures extends PracticePeriodFigures {
  /** The Monday the week starts on, New Zealand time. */
  start: string;
}

/** A listing of the practice and its review figures, exactly as its public pages give them. */
export interface PracticeListingReviews {
  ref: string;
  name: string;
  /** Published reviews of visits in the last 24 months. */
  count: number;
  /** Their mean to one decimal; null below MIN_REVIEWS_FOR_AVERAGE (the pages show only the count). */
  average: number | null;
}

/** The practice's own figures (issue 36 item 6), computed from recorded data when asked. */
export interface PracticeFigures {
  /** When they were computed (ISO). */
  asOf: string;
  /** RESPONSE_CHART_WEEKS New Zealand weeks, oldest first; the last is this week so far. */
  weeks: PracticeWeekFigures[];
  /**
   * The response figure the listings are given: requests of the last RESPONSE_WINDOW_DAYS, their
   * 80th percentile, and the band the listings show now (null: none shown).
   */
  response: { requests: number; percentileMs: number | null; band: ResponseBandId | null };
  listings: PracticeListingReviews[];
}

/** The settings page (issue 36 item 5): the practice's digest and the person's monthly report. */
export interface PracticeSettingsView {
  digest: DigestMode;
  /** Owners and managers change the digest; reception sees it. */
  canChangeDigest: boolean;
  /** Whether this person gets the practice's monthly report e-mail. */
  monthlyReport: boolean;
}

/** A monthly report's stop link: which practice's report it stops, or not one of ours. */
export type ReportStopState = { kind: "valid"; practiceName: string } | { kind: "missing" };

export interface PracticeAccountLoadContext {
  // With the passkeys' and the plan's calls (practice-security.ts).
  // With the passkeys' and the plan's calls (practice-security.ts), and the listing's
  // (rules/api/practice-listing.ts, server/accounts/listing-service.ts).
  practiceAccount: PracticeSecurityApi &
    PracticeListingCalls & {
      /**
       * Asks for a sign-in link: the same answer whether or not the address is a practice user's,
       * and never a refusal past the limit (the newest link is sent again: server/accounts/sign-in-links.ts).
       */
      requestLink(values: Record<string, string>): Promise<FormResult<{ email: string }>>;
      /** What a sign-in or invitation link would do, without using it. */
      linkState(token: string): Promise<SignInLinkState>;
      /** Uses the link (once): a new session, its cookie, and where to go. */
      useLink(
        request: Request,
        token: string,
      ): Promise<
        | { kind: "signed-in"; setCookie: string }
        /** The user has a passkey: the link opened only a pending sign-in (its cookie); the passkey next. */
        | { kind: "passkey-needed"; setCookie: string }
        | Exclude<SignInLinkState, { kind: "valid" }>
      >;
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
      ): Promise<Signed<{ result: FormResult<{ email: string; invitationSent: boolean }> }>>;
      remove(
        request: Request,
        userId: string,
      ): Promise<Signed<{ result: { kind: "done" } | { kind: "refused"; message: string } }>>;
      switchPractice(request: Request, practiceId: string): Promise<Signed<object>>;
      /** The practice's published reviews, page `page` (1-based, clamped). */
      reviews(request: Request, page: number): Promise<Signed<{ reviews: PracticeReviewsPage }>>;
      /** Replies to one of the practice's reviews: the e-mailed reply link's own path and checks. */
      replyToReview(
        request: Request,
        reviewId: string,
        values: { text: string },
      ): Promise<Signed<{ result: ReviewReplyResult }>>;
      figures(request: Request): Promise<Signed<{ figures: PracticeFigures }>>;
      settings(request: Request): Promise<Signed<{ settings: PracticeSettingsView }>>;
      /** The digest form (owners and managers: else forbidden). */
      saveDigest(
        request: Request,
        values: Record<string, string>,
      ): Promise<Signed<{ result: FormResult<{ digest: string }> }>>;
      /** The person's own monthly report choice in the practice they are working in. */
      saveReportChoice(
        request: Request,
        values: Record<string, string>,
      ): Promise<Signed<{ result: FormResult<{ monthlyReport: boolean }> }>>;
      /** The monthly report e-mail's stop link: shown (GET), then used (POST); no session needed. */
      reportStopState(token: string): Promise<ReportStopState>;
      stopReport(token: string): Promise<ReportStopState>;
      /** A new practice's listing state (issue 36 item 3); null for a practice that did not come through an application. */
      listingState(request: Request): Promise<Signed<{ onboarding: OnboardingView | null }>>;
      /** The owner submits the listing for checking; refused with what is still missing. */
      submitListing(request: Request): Promise<Signed<{ result: SubmitListingResult }>>;
      /** Ends this session, or every session of the user; the cookie that clears it. */
      signOut(request: Request, everywhere: boolean): Promise<{ setCookie: string }>;
    };
}
