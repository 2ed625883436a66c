/**
 * New Zealand drawn by hand from a few dozen coastal points (latitude, longitude), projected into
 * the city map's SVG box. The outline is worked out at build time and reaches the page as data.
 */
type Point = readonly [lat: number, lng: number];

const NORTH_ISLAND: Point[] = [
  [-34.43, 172.68],
  [-34.4, 173.0],
  [-34.95, 173.6],
  [-35.2, 174.15],
  [-35.5, 174.45],
  [-35.85, 174.55],
  [-36.3, 174.8],
  [-36.6, 174.85],
  [-36.9, 175.05],
  [-36.47, 175.35],
  [-36.83, 175.72],
  [-37.4, 175.95],
  [-37.65, 176.2],
  [-37.95, 176.99],
  [-38.0, 177.3],
  [-37.53, 178.0],
  [-37.69, 178.55],
  [-38.2, 178.35],
  [-38.68, 178.02],
  [-39.08, 177.9],
  [-39.05, 177.45],
  [-39.45, 176.95],
  [-39.64, 177.09],
  [-40.3, 176.65],
  [-40.9, 176.23],
  [-41.3, 175.8],
  [-41.61, 175.29],
  [-41.35, 174.9],
  [-41.35, 174.65],
  [-41.1, 174.85],
  [-40.8, 175.05],
  [-40.47, 175.22],
  [-39.95, 174.98],
  [-39.6, 174.28],
  [-39.28, 173.75],
  [-39.05, 174.07],
  [-38.7, 174.62],
  [-38.07, 174.8],
  [-37.8, 174.85],
  [-37.05, 174.55],
  [-36.4, 174.1],
  [-35.9, 173.75],
  [-35.53, 173.37],
  [-35.17, 173.1],
  [-34.7, 172.9],
];

const SOUTH_ISLAND: Point[] = [
  [-40.5, 172.7],
  [-40.8, 172.9],
  [-40.78, 173.0],
  [-41.25, 173.28],
  [-40.93, 173.83],
  [-40.99, 174.3],
  [-41.5, 174.1],
  [-41.73, 174.28],
  [-42.42, 173.7],
  [-43.3, 172.72],
  [-43.6, 172.75],
  [-43.85, 173.1],
  [-43.85, 172.6],
  [-43.85, 172.3],
  [-44.4, 171.28],
  [-45.1, 171.0],
  [-45.85, 170.75],
  [-46.45, 169.82],
  [-46.65, 168.85],
  [-46.6, 168.35],
  [-46.45, 168.0],
  [-46.25, 167.5],
  [-46.15, 166.6],
  [-45.4, 166.9],
  [-44.6, 167.8],
  [-43.95, 168.6],
  [-43.85, 169.05],
  [-42.7, 170.95],
  [-42.45, 171.2],
  [-41.75, 171.45],
  [-41.25, 172.1],
  [-40.78, 172.22],
];

const STEWART_ISLAND: Point[] = [
  [-46.7, 167.7],
  [-46.75, 168.2],
  [-47.0, 168.2],
  [-47.25, 167.6],
  [-47.0, 167.5],
];

const WEST = 166;
const NORTH = -34;
const SCALE = 20;
/** Degrees of longitude are shorter than degrees of latitude this far south (cos 41°). */
const LNG_FACTOR = 0.755;

/** Linear projection of latitude and longitude into the SVG's coordinate box. */
export function project(lat: number, lng: number): { x: number; y: number } {
  return { x: (lng - WEST) * LNG_FACTOR * SCALE, y: (NORTH - lat) * SCALE };
}

function pathOf(points: Point[]): string {
  return (
    points
      .map(([lat, lng], i) => {
        const { x, y } = project(lat, lng);
        return `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`;
      })
      .join(" ") + " Z"
  );
}

/** SVG path of the coastline, for CityMap's `outline`. */
export function nzOutlinePath(): string {
  return [NORTH_ISLAND, SOUTH_ISLAND, STEWART_ISLAND].map(pathOf).join(" ");
}
