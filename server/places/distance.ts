import type { GeoPoint } from "../../rules/api/listings";

const EARTH_RADIUS_KM = 6371;

/** A point ready for distance sums: its latitude and longitude in radians and the cosine of its latitude. */
export interface Radians {
  lat: number;
  lng: number;
  cosLat: number;
}

export function radiansOf(point: GeoPoint): Radians {
  const lat = (point.lat * Math.PI) / 180;
  return { lat, lng: (point.lng * Math.PI) / 180, cosLat: Math.cos(lat) };
}

/** Great-circle distance in kilometres (haversine) between points already in radians. */
export function kmBetween(a: Radians, b: Radians): number {
  const sinLat = Math.sin((b.lat - a.lat) / 2);
  const sinLng = Math.sin((b.lng - a.lng) / 2);
  const h = sinLat * sinLat + a.cosLat * b.cosLat * sinLng * sinLng;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in kilometres (haversine): straight-line, not by road. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  return kmBetween(radiansOf(a), radiansOf(b));
}
