import { MIN_REVIEWS_FOR_AVERAGE, REVIEW_WINDOW_MONTHS } from "./figures";

// In a module of its own: anything figures.ts exports that a page's script uses lands in the
// listing chunk every listing page loads, and only two pages show this text.

/**
 * "About ratings" in full: what the figures are, where they come from, and what the sort does with
 * too few reviews. On the profile's reviews section and the reviews policy page.
 */
export const ABOUT_RATINGS =
  "Ratings are the average of the overall scores in verified reviews: reviews by patients whose appointment a " +
  "practice confirmed through NZ Dental Directory, written after the visit and checked by a moderator before " +
  `they are published. Only visits in the last ${REVIEW_WINDOW_MONTHS} months count. With fewer than ` +
  `${MIN_REVIEWS_FOR_AVERAGE} such reviews we show the count and no average, and “Highest rated” lists those ` +
  `practitioners after the ones with ${MIN_REVIEWS_FOR_AVERAGE} or more.`;
