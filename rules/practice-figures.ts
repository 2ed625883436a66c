import type { PracticeListingReviews } from "./api/practice-account";
import { verifiedReviewsText } from "./reviews/figures";

/*
 * Wording the practice's figures page and its monthly e-mail share (issue 36 item 6). Kept apart
 * from rules/reviews/figures.ts, which every listing page's script carries.
 */

/** "4.6 out of 5 from 12 verified reviews", "3 verified reviews, no average yet", "No reviews yet". */
export function listingReviewsText(listing: Pick<PracticeListingReviews, "count" | "average">): string {
  if (listing.count === 0) return "No reviews yet";
  if (listing.average === null) return `${verifiedReviewsText(listing.count)}, no average yet`;
  return `${listing.average.toFixed(1)} out of 5 from ${verifiedReviewsText(listing.count)}`;
}
