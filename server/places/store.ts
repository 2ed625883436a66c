import { readFileSync } from "node:fs";

import type { Kysely } from "kysely";

import type { Place } from "../../rules/api/listings";
import type { Database } from "../platform/db/schema";

/**
 * The places table: filled once, on the first start with an empty table, from the generated
 * server/places/nz-places.json (scripts/generate-places.ts), then read into memory whole at every
 * start. Places are few (hundreds to thousands of rows) and change rarely, so there is no cache to
 * invalidate: a change to the table shows after a restart.
 */

/** The places the table is seeded with, most important first. */
export function bundledPlaces(): Place[] {
  return JSON.parse(readFileSync(new URL("./nz-places.json", import.meta.url), "utf8")) as Place[];
}

const BATCH = 200;

/**
 * Fills an empty places table; does nothing when it has rows. Safe when two instances start
 * together on one PostgreSQL: each inserts in one transaction and a row the other already wrote is
 * skipped (ON CONFLICT DO NOTHING), so the table ends with each place once. Returns the rows added.
 */
export async function seedPlaces(db: Kysely<Database>, places: readonly Place[] = bundledPlaces()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("places").select("id").limit(1).executeTakeFirst();
    if (existing) return 0;
    let added = 0;
    for (let start = 0; start < places.length; start += BATCH) {
      const rows = places.slice(start, start + BATCH).map((p, i) => ({
        id: p.id,
        name: p.name,
        region: p.region,
        postcode: p.postcode ?? null,
        lat: p.lat,
        lng: p.lng,
        city_slug: p.citySlug ?? null,
        rank: start + i,
      }));
      const result = await trx
        .insertInto("places")
        .values(rows)
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return added;
  });
}

/** Every place, most important first. */
export async function loadPlaces(db: Kysely<Database>): Promise<Place[]> {
  const rows = await db.selectFrom("places").selectAll().orderBy("rank").orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    region: r.region,
    lat: Number(r.lat),
    lng: Number(r.lng),
    ...(r.postcode ? { postcode: r.postcode } : {}),
    ...(r.city_slug ? { citySlug: r.city_slug } : {}),
  }));
}
