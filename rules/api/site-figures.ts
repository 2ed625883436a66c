/** The window of the partner page's booking figure, in days. */
export const BOOKING_FIGURE_DAYS = 30;

/**
 * What the pages say about the site's own activity, read from what it records when the page is
 * rendered (issue 35 item 9): nothing it does not record is claimed.
 */
export interface SiteFiguresLoadContext {
  /** Booking requests received in the last BOOKING_FIGURE_DAYS days, spam left out. */
  recentBookingRequests(): Promise<number>;
}
