/*
 * What other features may use of places: its face. Anything not named here is its own
 * (.dependency-cruiser.cjs keeps other features out of its files).
 */

// Its manifest (platform/feature.ts): what the app registers of it.
export { places } from "./feature";
export { createPlaceDirectory, type PlaceDirectory } from "./directory";
export { distanceKm, kmBetween, radiansOf, type Radians } from "./distance";
export { placesFromListings, withListingPlaces } from "./listing-places";
