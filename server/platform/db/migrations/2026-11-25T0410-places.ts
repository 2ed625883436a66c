import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * New Zealand places a patient can search near (towns, suburbs, localities), with coordinates.
 * Filled on first start from server/places/nz-places.json (server/places/store.ts) and read into
 * memory whole; `rank` is the order of importance that breaks ties between places of one name.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("places")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("region", "text", (c) => c.notNull())
    .addColumn("postcode", "text")
    .addColumn("lat", "double precision", (c) => c.notNull())
    .addColumn("lng", "double precision", (c) => c.notNull())
    .addColumn("city_slug", "text")
    .addColumn("rank", "integer", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("places").execute();
}
