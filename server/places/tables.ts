/** Row type of the places table (migration 2026-11-25T0410-places). */
export interface PlacesTable {
  /** e.g. "ponsonby-auckland". */
  id: string;
  /** As written, with macrons where the source has them. */
  name: string;
  region: string;
  postcode: string | null;
  lat: number;
  lng: number;
  /** The nearest of the cities the site serves. */
  city_slug: string | null;
  /** Order of importance, 0 first: breaks ties between places of one name. */
  rank: number;
}

export interface PlaceTables {
  places: PlacesTable;
}

// This feature's tables join the database's (platform/db/schema.ts), which names no feature.
declare module "../platform/db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends PlaceTables {}
}
