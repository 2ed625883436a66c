/*
 * What other features may use of response-times: its face. Anything not named here is its own
 * (.dependency-cruiser.cjs keeps other features out of its files).
 */

// Its manifest (platform/feature.ts): what the app registers of it.
export { responseTimes } from "./feature";
export { figuresByPractice, percentile, waitOf, type RequestSample } from "./figures";
export { practiceRequestSamples, requestSamples } from "./repository";
export { chartWeeks } from "./weekly";
