import type { RejectReason } from "../reviews/moderation";
import type { ReviewFigures } from "../reviews/figures";

/*
 * Verified reviews (issue 35): what the patient's review page is given (React Router's load
 * context, `context.reviews`) and what the moderation queue's API answers (/admin/api/reviews).
 */

/** The visit a review link is for, as its page shows it: no health details, no full name. */
export interface ReviewVisitView {
  practiceName: string;
  dentistName: string | null;
  /** ISO instants. */
  visitedAt: string;
  expiresAt: string;
  /** What the review will be signed with ("Aroha N."). */
  authorName: string;
}

/** What the review page shows for a token. */
export type ReviewPageData =
  | { kind: "open"; view: ReviewVisitView }
  /** Written: the link is used up (410), or just now (`?sent`: the thank-you, 200). */
  | { kind: "reviewed"; view: ReviewVisitView; justSent: boolean; held: boolean }
  /** 410: the link's 60 days are over. */
  | { kind: "expired"; view: ReviewVisitView }
  /** 410: the appointment was cancelled, or the practice said the patient did not attend. */
  | { kind: "closed"; view: ReviewVisitView; why: "cancelled" | "did-not-attend" }
  /** 403: the visit has not happened yet. */
  | { kind: "not-yet"; view: ReviewVisitView }
  /** 404: no invitation has this token. */
  | { kind: "missing" };

export type ReviewValues = Record<string, string>;

export type ReviewSubmitResult =
  | { kind: "sent" }
  /** 400: each field's message, what was typed kept. */
  | { kind: "invalid"; errors: Record<string, string>; values: ReviewValues; view: ReviewVisitView }
  | Exclude<ReviewPageData, { kind: "open" }>;

export interface ReviewLoadContext {
  reviews: {
    page(token: string, justSent: boolean): Promise<ReviewPageData>;
    submit(token: string, values: ReviewValues): Promise<ReviewSubmitResult>;
  };
}

// ---- The moderation queue (/admin/reviews)

export interface ModerationItem {
  id: string;
  listingRef: string;
  practiceName: string;
  dentistName: string | null;
  authorName: string;
  visitedAt: string;
  submittedAt: string;
  overall: number;
  scores: { costs: number; waiting: number; communication: number; premises: number };
  text: string;
  status: "pending" | "held";
  /** Why it was held, in the moderator's words. */
  holdReasons: string[];
  /** Waiting more than 2 New Zealand working days. */
  overdue: boolean;
}

export interface DecidedItem {
  id: string;
  practiceName: string;
  authorName: string;
  status: "published" | "rejected";
  /** The reason's label, when rejected. */
  reason: string | null;
  redacted: boolean;
  decidedAt: string;
  decidedBy: string;
}

export interface ModerationQueue {
  waiting: ModerationItem[];
  overdue: number;
  recent: DecidedItem[];
}

export type ModerationDecisionBody =
  { outcome: "publish"; shownText?: string } | { outcome: "reject"; reason: RejectReason };

// ---- The profile's reviews (issue 35 item 7)

/** How many reviews one page of a profile's reviews shows. */
export const REVIEWS_PAGE_SIZE = 10;

/** One published review as the profile shows it (issue 35 item 7). */
export interface PublishedReview {
  id: string;
  /** First name and last initial, never more ("Aroha N."). */
  authorName: string;
  /** The visit's month, "2026-10" (New Zealand time): "Verified visit · … · October 2026". */
  visitedMonth: string;
  overall: number;
  /** As published: a moderator's redaction shows as "[redacted]". */
  text: string;
  /** The practice's published reply. */
  reply?: string;
}

/** The profile's reviews section: the figures and one page of reviews, newest visit first. */
export interface ListingReviewsPage {
  figures: ReviewFigures;
  items: PublishedReview[];
  /** Published reviews listed (every page). */
  total: number;
  page: number;
  pageCount: number;
}

/** What the Fastify server gives every React Router loader about reviews. */
export interface ReviewsLoadContext {
  /** The published reviews of "dentist/{id}" or "surgeon/{id}", page `page` (1-based, clamped). */
  listingReviews(listingRef: string, page: number): Promise<ListingReviewsPage>;
}
