import { appointmentCancelled, appointmentConfirmed, bookingsErased, personDataAsked, personDeleted } from "../booking";
import { cancelReviewInvitation, eraseReviewsOf, inviteToReview } from "./invitations";
import { eraseReportsBy, reviewsDataOf } from "./person-data";

/**
 * What reviews do when a booking's life moves (issue 35): every confirmed appointment is invited to
 * review it, a cancelled one is not, an erased booking's review and invitation go, and a person's
 * reviews and reports are in their data and go with it.
 */
export function subscribeReviews(): void {
  appointmentConfirmed.subscribe("reviews", (trx, visit) => inviteToReview(trx, visit, visit.sealKey, visit.now));
  appointmentCancelled.subscribe("reviews", async (trx, { practiceRequestId, now }) => {
    await cancelReviewInvitation(trx, practiceRequestId, now);
  });
  bookingsErased.subscribe("reviews", (trx, { submissionIds }) => eraseReviewsOf(trx, submissionIds));
  personDataAsked.subscribe("reviews", (db, { email, submissionIds }) => reviewsDataOf(db, email, submissionIds));
  personDeleted.subscribe("reviews", async (trx, { email }) => ({ reviewReports: await eraseReportsBy(trx, email) }));
}
