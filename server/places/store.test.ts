import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { connectDatabase, type DatabaseHandle } from "../platform/db/connect";
import database from "../platform/plugins/database";
import { testPlace } from "../../tests/server/test-listings";
import placesPlugin from "./plugin";
import { bundledPlaces, loadPlaces, seedPlaces } from "./store";


describe.each(TEST_DATABASES)("places table on $name", (kind) => {
  let handle: Awaited<ReturnType<typeof kind.open>>;
  const others: DatabaseHandle[] = [];

  beforeEach(async () => {
    handle = await kind.open();
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.db.destroy();
    await handle.cleanup();
  });

  /** Another connection to the same database, as a second server instance would have. */
  function secondConnection(): DatabaseHandle {
    const other =
      kind.name === "postgres"
        ? connectDatabase({ databaseUrl: handle.databaseUrl })
        : connectDatabase({ sqliteFile: handle.sqliteFile as string });
    others.push(other);
    return other;
  }

  it("is seeded with the bundled places on first start, and only then", async () => {
    const bundled = bundledPlaces();
    expect(await seedPlaces(handle.db)).toBe(bundled.length);
    expect(await seedPlaces(handle.db)).toBe(0);
    const loaded = await loadPlaces(handle.db);
    expect(loaded).toEqual(bundled);
    expect(loaded.find((p) => p.citySlug === "taupo" && p.name.startsWith("Taup"))?.name).toBe("Taupō");
  });

  it("keeps the order of importance, coordinates and postcodes exactly", async () => {
    const places = [
      testPlace("Kensington", -35.7123456, 174.3123456, {
        region: "Northland",
        postcode: "0112",
        citySlug: "whangarei",
      }),
      testPlace("Ōtāhuhu", -36.9381, 174.8405),
      { ...testPlace("Kensington", -45.88, 170.49, { region: "Otago" }), id: "kensington-otago" },
    ];
    await seedPlaces(handle.db, places);
    expect(await loadPlaces(handle.db)).toEqual(places);
  });

  it("is not seeded again when it has places, from this or another instance (an operator's edits stay)", async () => {
    await seedPlaces(handle.db, [testPlace("Ponsonby", -36.856, 174.746)]);
    expect(await seedPlaces(handle.db)).toBe(0);
    expect(await seedPlaces(secondConnection().db)).toBe(0);
    expect((await loadPlaces(handle.db)).map((p) => p.name)).toEqual(["Ponsonby"]);
  });

  // better-sqlite3 is synchronous: two connections in one process cannot race, they deadlock.
  // SQLite serialises writers anyway (BEGIN IMMEDIATE); the race that matters is on PostgreSQL.
  it.runIf(kind.name === "postgres")("two instances seeding together end with each place once", async () => {
    const other = secondConnection();
    const results = await Promise.all([seedPlaces(handle.db), seedPlaces(other.db)]);
    const bundled = bundledPlaces();
    expect(results.reduce((a, b) => a + b, 0)).toBe(bundled.length);
    expect(await loadPlaces(handle.db)).toEqual(bundled);
  });

  it("the server seeds it at start and can find places by name", async () => {
    const app = Fastify();
    await app.register(database, { handle, closeOnExit: false });
    await app.register(placesPlugin);
    await app.ready();
    expect(app.places.find("ponsonby")).toMatchObject({ name: "Ponsonby", region: "Auckland", citySlug: "auckland" });
    expect(app.places.find("whangarei")?.name).toBe("Whangārei");
    expect(app.places.suggest("Palmerston", 2).map((p) => p.name)).toEqual(["Palmerston", "Palmerston North"]);
    await app.close();
  });
});
