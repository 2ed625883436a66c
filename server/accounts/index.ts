/*
 * What other features may use of accounts: its face. Anything not named here is its own
 * (.dependency-cruiser.cjs keeps other features out of its files).
 */

// Its manifest (platform/feature.ts): what the app registers of it.
export { accounts } from "./feature";
export { practiceGuard } from "./practice-guard";
