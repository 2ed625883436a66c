/*
 * What other features may use of inbox: its face. No feature is built on it, so its face is its
 * manifest alone (platform/feature.ts): what the app registers of it.
 */

export { inbox } from "./feature";
