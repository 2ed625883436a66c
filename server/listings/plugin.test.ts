import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../app";
import { createSnapshotReader } from "./snapshot-reader";
import { testConfig } from "../platform/config";
import { TEST_DATABASES } from "../../tests/server/databases";

describe.each(TEST_DATABASES)("the server's listings on $name", (kind) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const database = await kind.open();
    cleanup = database.cleanup;
    app = await buildApp(testConfig(), { database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it("the start's warm-up of the change code leaves the pages' listings as loaded", async () => {
    // It runs on copies in a reader of its own (D670): the server's reader answers from the snapshot.
    const snapshot = await app.listingsSnapshot.current();
    const fresh = createSnapshotReader({
      snapshot: async () => snapshot,
      places: app.places,
      ratings: () => app.reviewFigures.current(),
    });
    const now = new Date("2026-12-07T00:00:00Z");
    for (const query of [{}, { sort: "name" as const, pageSize: 100 }, { location: "auckland" }]) {
      expect(await app.listings.findDentists(query, now)).toEqual(await fresh.findDentists(query, now));
    }
    expect(await app.listings.stats()).toEqual(await fresh.stats());
    expect(await app.listings.languages()).toEqual(await fresh.languages());
    expect((await app.listings.findDentists({ pageSize: 100 }, now)).total).toBe(59);
  });

  it("start with the sample on a new database, and show this instance's own change at once", async () => {
    const before = await app.listingsSnapshot.current();
    expect(before.dentists).toHaveLength(59);
    expect(before.clinics.map((c) => c.practice)).toContain("Queen City Urgent Dental");

    const changed = await app.listingsStore.setListingStatus(
      "dentist",
      "garden-place-dental-hamilton",
      "draft",
      "ops@example.test",
    );
    expect(changed).toEqual(["status"]);
    const after = await app.listingsSnapshot.current();
    expect(after.dentists.map((d) => d.id)).not.toContain("garden-place-dental-hamilton");
    expect(after.version).toBe(before.version + 1);
  });
});
