/** Distances for "Find Nearest": computed in the browser, so a visitor's position never leaves the device. */

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine formula). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The places ordered nearest first, each with its distance from `origin`; ties keep their input order. */
export function byDistance<T extends LatLng>(places: readonly T[], origin: LatLng): { place: T; km: number }[] {
  return places
    .map((place, index) => ({ place, km: haversineKm(origin, place), index }))
    .sort((x, y) => x.km - y.km || x.index - y.index)
    .map(({ place, km }) => ({ place, km }));
}

/** "3.2 km" under 10 km, "148 km" above. */
export function formatKm(km: number): string {
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km).toLocaleString("en-NZ")} km`;
}

/**
 * Directions to a point in the visitor's map app: Google Maps' cross-platform URL opens the app on
 * phones that have it and the website elsewhere. A plain link (navigation), never an embedded map.
 */
export function directionsUrl(to: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${to.lat},${to.lng}`;
}
