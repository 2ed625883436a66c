/*
 * What other features may use of booking: its face. Anything not named here is its own
 * (.dependency-cruiser.cjs keeps other features out of its files).
 */

// Its manifest (platform/feature.ts): what the app registers of it.
export { booking } from "./feature";
export { retriedWhenChanged } from "./booking-history";
export { findChosenListing } from "./chosen-listing";
export { patientBooksFreedTime, patientTakesFreedTime, type ClaimedTime } from "./claimed-times";
export { purgeExpired } from "./deletion";
export {
  appointmentCancelled,
  appointmentConfirmed,
  bookingsErased,
  personDataAsked,
  personDeleted,
  requestsSent,
  timeFreed,
  type HeldRequest,
  type SentRequest,
} from "./events";
export { csvExport, jsonExport } from "./export";
export { exportRows, type ListPage } from "./inbox-list";
export { insertRows } from "./insert-batch";
export { cancellable } from "./patient-steps";
export type { PracticeRequestRow } from "./practice-request-tables";
export {
  answerPracticeRequest,
  practiceLinkHold,
  practiceRequestView,
  practiceRequestsNewestFirst,
  practiceRequestsOfPractice,
} from "./practice-requests";
export { DEAD_LINK } from "./practice-routes";
export { newReference } from "./reference";
export type { ListFilter } from "./service";
export type { SubmissionsTable } from "./submission-tables";
export { honeypotFilled } from "./submit";
export { patientContact } from "./transition-emails";
