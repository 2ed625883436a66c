/*
 * What other features may use of listings: its face. Anything not named here is its own
 * (.dependency-cruiser.cjs keeps other features out of its files).
 */

// Its manifest (platform/feature.ts): what the app registers of it.
export { listings } from "./feature";
export { createChangeRequest, inputOf, pendingChangesOf, practiceState, type PracticeState } from "./change-requests";
export { default as listingChangeRoutes } from "./change-requests-routes";
export { practiceDrafted, sampleListingsSeeded, type DraftedPractice } from "./events";
export { PRACTICE_TARGET, readHistory } from "./history";
export { exportListings, importListings, storedPracticeIds } from "./import-export";
export { checkListingsFile, describeProblem } from "./listings-file";
export { lockListings } from "./listings-version";
export { DECLINE_ACTOR, setNewPatientFacts } from "./new-patient-facts";
export { openTimesOf } from "./open-times";
export { draftPracticeFromApplication } from "./partner-draft";
export { confirmPracticeListings, publishPractitioners } from "./practice-listings";
export { currentRegistrationChecks, recordRegistrationCheck } from "./registration-checks";
export { getListing, getPractice, practiceOpenFacts, saveListingIn, savePracticeIn } from "./repository";
export { changedFields } from "./row-writes";
export { LISTING_TABLES, dentistFromRow, practiceFromRow, surgeonFromRow } from "./rows";
export type { ListingsSnapshot } from "./snapshot-types";
