// Every test database is a database of its own (issue 47 item 3): files running side by side
// cannot see each other's rows, and a seeded one holds what the app writes at its first start.

import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";

import { databaseTemplates } from "../support/database-templates";
import { TEST_DATABASES, type TestDatabaseHandle } from "./databases";

describe.each(TEST_DATABASES)("test databases on $name", (kind) => {
  const opened: TestDatabaseHandle[] = [];
  const open = async (seeded = false) => {
    const handle = await kind.open({ seeded });
    opened.push(handle);
    return handle;
  };
  afterAll(async () => {
    for (const handle of opened) await handle.cleanup();
  });

  it("are copied from this run's migrated templates", () => {
    const templates = databaseTemplates();
    expect(templates?.sqlite.empty).toBeTruthy();
    if (kind.name === "postgres") expect(templates?.postgres?.seeded).toBeTruthy();
  });

  it("cannot see each other's rows", async () => {
    const [first, second] = [await open(), await open()];
    await first.db
      .insertInto("places")
      .values({
        id: "only-here",
        name: "Only Here",
        region: "Otago",
        postcode: null,
        lat: 0,
        lng: 0,
        city_slug: null,
        rank: 0,
      })
      .execute();
    const seen = async (handle: TestDatabaseHandle) =>
      (await handle.db.selectFrom("places").select("id").where("id", "=", "only-here").execute()).length;
    expect(await seen(first)).toBe(1);
    expect(await seen(second)).toBe(0);
    if (kind.name === "postgres") {
      const name = async (handle: TestDatabaseHandle) =>
        (await sql<{ name: string }>`select current_database() as name`.execute(handle.db)).rows[0]!.name;
      expect(await name(first)).not.toBe(await name(second));
    }
  });

  it("are empty when opened plain, and hold the sample listings and places when seeded", async () => {
    const count = async (handle: TestDatabaseHandle, table: "practices" | "places") =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [empty, seeded] = [await open(), await open(true)];
    expect(await count(empty, "practices")).toBe(0);
    expect(await count(empty, "places")).toBe(0);
    expect(await count(seeded, "practices")).toBeGreaterThan(0);
    expect(await count(seeded, "places")).toBeGreaterThan(0);
  });
});
