/*
 * What other features may use of reviews: its face. Anything not named here is its own
 * (.dependency-cruiser.cjs keeps other features out of its files).
 */

export { practiceReviewsPage, submitReply } from "./replies";
