/**
 * Each city's centre, [latitude, longitude], by slug: all that /emergency's "choose your city"
 * needs to order clinics by distance in the browser, apart from the cities' other facts
 * (cities.ts), so that page fetches no more (D597).
 */
const POINTS: Record<string, readonly [number, number]> = {
  auckland: [-36.8485, 174.7633],
  wellington: [-41.2865, 174.7762],
  christchurch: [-43.5321, 172.6362],
  hamilton: [-37.787, 175.2793],
  tauranga: [-37.6878, 176.1651],
  dunedin: [-45.8788, 170.5028],
  "palmerston-north": [-40.3523, 175.6082],
  nelson: [-41.2706, 173.284],
  wanganui: [-39.9301, 175.0479],
  taupo: [-38.6857, 176.0702],
  "new-plymouth": [-39.0556, 174.0752],
  queenstown: [-45.0312, 168.6626],
  rotorua: [-38.1368, 176.2497],
  napier: [-39.4928, 176.912],
  hastings: [-39.6381, 176.8492],
  invercargill: [-46.4132, 168.3538],
  whangarei: [-35.7251, 174.3237],
  gisborne: [-38.6623, 178.0176],
  timaru: [-44.3969, 171.2536],
  oamaru: [-45.0966, 170.9714],
  blenheim: [-41.5134, 173.9612],
  greymouth: [-42.4504, 171.2108],
};

export function cityPoint(slug: string): { lat: number; lng: number } | undefined {
  const point = POINTS[slug];
  return point && { lat: point[0], lng: point[1] };
}
