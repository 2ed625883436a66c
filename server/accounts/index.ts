/*
 * What other features may use of accounts: its face. Anything not named here is its own
 * (.dependency-cruiser.cjs keeps other features out of its files).
 */

export { practiceGuard } from "./practice-guard";
